import { describe, expect, it } from "vitest";
import { logSafeUrl } from "./log-safe-url";

describe("request log URLs (issue 18: no guest data in logs)", () => {
  it("redacts phone numbers and names in the query", () => {
    expect(logSafeUrl("/guntoormenuadmin?tab=guestData&phone=%2B919876543210")).toBe(
      "/guntoormenuadmin?tab=guestData&phone=redacted",
    );
    expect(logSafeUrl("/x?customerName=Asha&phoneNumber=98765&numGuests=2")).toBe(
      "/x?customerName=redacted&phoneNumber=redacted&numGuests=2",
    );
  });
  it("leaves other URLs as they are", () => {
    expect(logSafeUrl("/guntoorlogin?table=abc")).toBe("/guntoorlogin?table=abc");
    expect(logSafeUrl("/guntoormenu")).toBe("/guntoormenu");
    expect(logSafeUrl("/x?%zz=1")).toBe("/x?%zz=1");
  });
});
