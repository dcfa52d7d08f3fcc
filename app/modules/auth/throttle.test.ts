import { describe, expect, it } from "vitest";
import { addressOf, throttleKeys, turnDelayMs } from "./throttle.server";

describe("the counted address", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:DB8:0001:0002::", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff::99", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["a::b:c:d:e:1.2.3.4", "a:0:b:c::/64"],
    ["unknown", "unknown"],
  ])("%s counts as %s", (ip, counted) => {
    expect(addressOf(ip)).toBe(counted);
  });

  it("keys a pair unambiguously", () => {
    expect(throttleKeys("a|b@x.test", "192.0.2.1")).toEqual({
      pair: "pair:192.0.2.1|a|b@x.test",
      address: "address:192.0.2.1",
      email: "email:a|b@x.test",
    });
  });
});

describe("the e-mail's turn delay", () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 500],
    [6, 1000],
    [7, 2000],
    [8, 3000],
    [1000, 3000],
  ])("after %i failures is %i ms", (failures, delay) => {
    expect(turnDelayMs(failures)).toBe(delay);
  });
});
