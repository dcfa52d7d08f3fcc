import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildMonth, dayColour, dayCounts, dayCountsSpoken } from "./calendar";
import {
  addMonths,
  firstWeekday,
  formatLongDate,
  formatPlainDate,
  formatTimeRange,
  isPastDate,
  isValidDate,
  monthRange,
  todayIST,
} from "~/modules/time";

// 18:29:59 UTC is 23:59:59 IST; 18:30:00 UTC is midnight IST (UTC+5:30).
const BEFORE_MIDNIGHT_IST = new Date("2026-12-11T18:29:59Z");
const AFTER_MIDNIGHT_IST = new Date("2026-12-11T18:30:00Z");

describe("Asia/Kolkata business day (TZ=UTC)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs with the server in UTC", () => {
    expect(process.env.TZ).toBe("UTC");
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(0);
  });

  it("today flips at midnight IST, not midnight UTC", () => {
    vi.setSystemTime(BEFORE_MIDNIGHT_IST);
    expect(todayIST()).toBe("2026-12-11");
    vi.setSystemTime(AFTER_MIDNIGHT_IST);
    expect(todayIST()).toBe("2026-12-12");
  });

  it("an event on 11 December is today just before midnight IST and past just after", () => {
    expect(isPastDate("2026-12-11", BEFORE_MIDNIGHT_IST)).toBe(false);
    expect(isPastDate("2026-12-11", AFTER_MIDNIGHT_IST)).toBe(true);
  });

  it("calendar colour of 11 December turns past at midnight IST", () => {
    expect(dayColour("2026-12-11", todayIST(BEFORE_MIDNIGHT_IST), ["confirmed"])).toBe("confirmed");
    expect(dayColour("2026-12-11", todayIST(AFTER_MIDNIGHT_IST), ["confirmed"])).toBe("past");
  });
});

describe("calendar colours (spec 2.6)", () => {
  it("past, confirmed, pending-only, available", () => {
    expect(dayColour("2026-12-01", "2026-12-10", [])).toBe("past");
    expect(dayColour("2026-12-10", "2026-12-10", ["pending", "confirmed"])).toBe("confirmed");
    expect(dayColour("2026-12-11", "2026-12-10", ["pending"])).toBe("pending");
    expect(dayColour("2026-12-11", "2026-12-10", ["cancelled"])).toBe("available");
    expect(dayColour("2026-12-12", "2026-12-10", [])).toBe("available");
  });

  it("builds every day of the month with its confirmed and pending counts", () => {
    const days = buildMonth(
      { year: 2027, month: 2 },
      "2027-02-10",
      [{ eventDate: "2027-02-14", status: "pending" }],
      28,
    );
    expect(days).toHaveLength(28);
    expect(days[13]).toEqual({ date: "2027-02-14", day: 14, colour: "pending", confirmed: 0, pending: 1 });
    expect(days[0]!.colour).toBe("past");
  });

  it("leaves cancelled and completed bookings out of a day's counts, said 'confirmed · pending' (issue 32 item 4)", () => {
    const days = buildMonth(
      { year: 2027, month: 2 },
      "2027-02-10",
      [
        { eventDate: "2027-02-14", status: "confirmed" },
        { eventDate: "2027-02-14", status: "pending" },
        { eventDate: "2027-02-14", status: "pending" },
        { eventDate: "2027-02-14", status: "cancelled" },
        { eventDate: "2027-02-14", status: "cancelled" },
        { eventDate: "2027-02-15", status: "cancelled" },
        { eventDate: "2027-02-16", status: "completed" },
      ],
      28,
    );
    expect(dayCounts(days[13]!)).toBe("1 · 2");
    expect(dayCountsSpoken(days[13]!)).toBe("1 confirmed · 2 pending");
    expect(dayCounts(days[14]!)).toBeNull();
    expect(dayCounts(days[15]!)).toBeNull();
    expect(days[14]!.colour).toBe("available");
  });
});

describe("dates", () => {
  it("formats the long date and the sentence date", () => {
    expect(formatLongDate("2026-12-12")).toBe("Saturday, 12 December 2026");
    expect(formatPlainDate("2026-12-12")).toBe("12 December 2026");
  });

  it("marks a time range running past midnight", () => {
    expect(formatTimeRange("18:00:00", "23:00:00")).toBe("18:00 – 23:00");
    expect(formatTimeRange("22:00", "01:00")).toBe("22:00 – 01:00 (next day)");
  });

  it("validates real dates and month arithmetic", () => {
    expect(isValidDate("2028-02-29")).toBe(true);
    expect(isValidDate("2027-02-29")).toBe(false);
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthRange({ year: 2027, month: 2 })).toEqual({ first: "2027-02-01", last: "2027-02-28" });
    expect(firstWeekday({ year: 2026, month: 6 })).toBe(0); // 1 June 2026 is a Monday
  });
});
