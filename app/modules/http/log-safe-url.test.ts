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
  it("redacts staff searches and calendar feed secrets (issue 16)", () => {
    expect(logSafeUrl("/luxebooking/search?q=98450+77777&status=pending")).toBe(
      "/luxebooking/search?q=redacted&status=pending",
    );
    expect(logSafeUrl("/api/v1/reservations/export.csv?q=Chlo%C3%A9&from=2099-04-01")).toBe(
      "/api/v1/reservations/export.csv?q=redacted&from=2099-04-01",
    );
    expect(logSafeUrl("/luxebooking/search.data?q=Fern%C3%A1ndez")).toBe(
      "/luxebooking/search.data?q=redacted",
    );
    const feed = "/luxebooking/calendar/0b6c1e4e-4a5f-4c4e-9d7e-2f3b6a1c9e11.Zk3a9_Qm-secret.ics";
    expect(logSafeUrl(feed)).toBe("/luxebooking/calendar/redacted");
    expect(logSafeUrl(`${feed}?x=1`)).toBe("/luxebooking/calendar/redacted?x=1");
    expect(logSafeUrl("/LuxeBooking/Calendar/abc.def.ics")).toBe("/luxebooking/calendar/redacted");
    expect(logSafeUrl("/luxebooking/calendar-feed")).toBe("/luxebooking/calendar-feed");
  });
  it("redacts a password reset link's token, of the page and of its data request (issue 28)", () => {
    const token = "Zk3a9_Qm-0b6c1e4e4a5f4c4e9d7e2f3b6a1c9e11abcdefg";
    expect(logSafeUrl(`/luxebooking/reset-password/${token}`)).toBe("/luxebooking/reset-password/redacted");
    expect(logSafeUrl(`/luxebooking/reset-password/${token}.data`)).toBe(
      "/luxebooking/reset-password/redacted",
    );
    expect(logSafeUrl(`/LuxeBooking/Reset-Password/${token}?_routes=x`)).toBe(
      "/luxebooking/reset-password/redacted?_routes=x",
    );
  });
  it("leaves other URLs as they are", () => {
    expect(logSafeUrl("/guntoorlogin?table=abc")).toBe("/guntoorlogin?table=abc");
    expect(logSafeUrl("/guntoormenu")).toBe("/guntoormenu");
    expect(logSafeUrl("/x?%zz=1")).toBe("/x?%zz=1");
  });
});
