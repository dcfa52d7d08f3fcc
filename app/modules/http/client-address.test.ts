import { describe, expect, it } from "vitest";
import { rateLimitAddress } from "./client-address";

describe("the address a per-address limit counts", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff::99", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
  ])("%s counts as %s", (ip, counted) => {
    expect(rateLimitAddress(ip)).toBe(counted);
  });
});
