import { describe, expect, it } from "vitest";
import { envSchema } from "./env.server";

// Issue 29 item 7: the proxies whose X-Forwarded-For the server believes (docs/deploy.md).
describe("TRUST_PROXY", () => {
  const read = (value?: string) => envSchema.safeParse(value === undefined ? {} : { TRUST_PROXY: value });
  it("is loopback unless set", () => {
    expect(read()).toMatchObject({ success: true, data: { TRUST_PROXY: ["loopback"] } });
  });
  it("takes addresses, subnets and Express's names, separated by commas", () => {
    expect(read("loopback, 10.0.0.0/8,192.168.1.20, fd00::/8, uniquelocal")).toMatchObject({
      success: true,
      data: { TRUST_PROXY: ["loopback", "10.0.0.0/8", "192.168.1.20", "fd00::/8", "uniquelocal"] },
    });
  });
  it.each(["everyone", "10.0.0.0/33", "300.1.1.1", "", "10.0.0.0/8/1"])("refuses %j", (value) => {
    expect(read(value).success).toBe(false);
  });
});
