import { describe, expect, it } from "vitest";
import { guestPhoneKey, parseRetentionDays, retentionCutoff, retentionNotice } from "./guest-data";

describe("retention cut-off at midnight IST (issue 18 item 6)", () => {
  it("keeps an entry for its IST day and the N days after it", () => {
    // 23:59 IST on 10 Jan: today is 10 Jan, so with 1 day the cut-off is midnight IST starting 9 Jan.
    const lateEvening = new Date("2026-01-10T18:29:00Z");
    expect(retentionCutoff(lateEvening, 1).toISOString()).toBe("2026-01-08T18:30:00.000Z");
    // One minute later it is 11 Jan in India: the cut-off moves a whole day, though UTC is still 10 Jan.
    const midnight = new Date("2026-01-10T18:30:00Z");
    expect(retentionCutoff(midnight, 1).toISOString()).toBe("2026-01-09T18:30:00.000Z");
  });

  it("counts 180 days back by the IST calendar whatever the server's zone", () => {
    expect(retentionCutoff(new Date("2026-11-23T10:00:00Z"), 180).toISOString()).toBe(
      "2026-05-26T18:30:00.000Z",
    );
  });
});

describe("retention period bounds", () => {
  it.each([
    ["1", 1],
    ["180", 180],
    [" 1095 ", 1095],
  ])("accepts %j", (text, days) => expect(parseRetentionDays(text)).toBe(days));
  it.each(["0", "1096", "-5", "1.5", "", "abc", "99999999"])("refuses %j", (text) => {
    expect(parseRetentionDays(text)).toBeNull();
  });
});

describe("guest data request phone numbers", () => {
  it("matches on the last ten digits, as the visitor form stores them", () => {
    expect(guestPhoneKey("+91 98765-43210")).toBe("9876543210");
    expect(guestPhoneKey("9876543210")).toBe("9876543210");
  });
  it.each(["12345", "98765x43210", "", "+", "123456789012345"])("refuses %j", (phone) => {
    expect(guestPhoneKey(phone)).toBeNull();
  });
});

describe("the visitor form's notice", () => {
  it("says how long and why", () => {
    expect(retentionNotice(180)).toBe("We keep your name and phone number for 180 days to manage seating.");
    expect(retentionNotice(1)).toBe("We keep your name and phone number for 1 day to manage seating.");
  });
});
