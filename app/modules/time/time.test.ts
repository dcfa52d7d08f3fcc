import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  formatDateTime,
  formatDateTimePadded,
  formatLongDate,
  formatSortableDateTime,
  istDate,
  istDayBounds,
  istRangeBounds,
  istMinutesOfDay,
  istWallClock,
  todayIST,
} from ".";

const DAY_MS = 86_400_000;

/** Zones far on either side of India, one with daylight saving time, and India itself. */
const ZONES = [
  { tz: "UTC", januaryOffset: 0 },
  { tz: "Pacific/Kiritimati", januaryOffset: -14 * 60 },
  { tz: "Pacific/Pago_Pago", januaryOffset: 11 * 60 },
  { tz: "America/St_Johns", januaryOffset: 3 * 60 + 30 },
  { tz: "Asia/Kolkata", januaryOffset: -(5 * 60 + 30) },
];

const processTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = processTz;
});

/** Runs the check with the process in each zone, and proves the zone took effect. */
function inEveryZone(check: () => void) {
  for (const { tz, januaryOffset } of ZONES) {
    process.env.TZ = tz;
    expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(januaryOffset);
    check();
  }
}

const instant = fc.date({
  min: new Date("1970-01-01T00:00:00Z"),
  max: new Date("2100-12-31T23:59:59Z"),
  noInvalidDate: true,
});
const plainDate = instant.map((d) => d.toISOString().slice(0, 10));

describe("the IST business day, whatever TZ the process runs with", () => {
  it("the unit project runs with TZ=UTC", () => {
    expect(processTz).toBe("UTC");
  });

  it("every instant falls in exactly the day whose bounds contain it", () => {
    inEveryZone(() => {
      fc.assert(
        fc.property(instant, (t) => {
          const day = istDate(t);
          const { start, end } = istDayBounds(day);
          expect(start.getTime()).toBeLessThanOrEqual(t.getTime());
          expect(t.getTime()).toBeLessThan(end.getTime());
          for (const other of [addDays(day, -1), addDays(day, 1)]) {
            const bounds = istDayBounds(other);
            expect(t >= bounds.start && t < bounds.end).toBe(false);
          }
        }),
        { numRuns: 2000 },
      );
    });
  });

  it("a day's bounds are its first and last instants: 24 hours from midnight IST, touching the next day", () => {
    inEveryZone(() => {
      fc.assert(
        fc.property(plainDate, (day) => {
          const { start, end } = istDayBounds(day);
          expect(end.getTime() - start.getTime()).toBe(DAY_MS);
          expect(istDate(start)).toBe(day);
          expect(istDate(new Date(end.getTime() - 1))).toBe(day);
          expect(istDate(end)).toBe(addDays(day, 1));
          expect(istDayBounds(addDays(day, 1)).start).toEqual(end);
          expect(formatSortableDateTime(start)).toBe(`${day} 00:00:00`);
        }),
      );
    });
  });

  it("today flips at midnight IST (18:30 UTC), not at the process's midnight", () => {
    inEveryZone(() => {
      expect(todayIST(new Date("2026-12-11T18:29:59.999Z"))).toBe("2026-12-11");
      expect(todayIST(new Date("2026-12-11T18:30:00.000Z"))).toBe("2026-12-12");
      expect(istDayBounds("2026-12-12")).toEqual({
        start: new Date("2026-12-11T18:30:00.000Z"),
        end: new Date("2026-12-12T18:30:00.000Z"),
      });
    });
  });

  it("a date range covers exactly the instants of its days, either end open", () => {
    fc.assert(
      fc.property(plainDate, fc.integer({ min: 0, max: 400 }), instant, (first, length, t) => {
        const last = addDays(first, length);
        const { from, to } = istRangeBounds({ start: first, end: last });
        const inside = t >= from! && t < to!;
        expect(inside).toBe(istDate(t) >= first && istDate(t) <= last);
        expect(istRangeBounds({ start: first })).toEqual({ from, to: undefined });
        expect(istRangeBounds({ end: last })).toEqual({ from: undefined, to });
      }),
    );
  });

  it("adds days across months, years and leap days; daysBetween is its inverse", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    inEveryZone(() => {
      fc.assert(
        fc.property(plainDate, fc.integer({ min: -3660, max: 3660 }), (day, n) => {
          expect(daysBetween(day, addDays(day, n))).toBe(n);
        }),
      );
    });
  });
});

describe("formatting in IST, whatever TZ the process runs with", () => {
  it("shows dates, times and timestamps the same in every zone", () => {
    const shown = () => [
      formatLongDate("2026-12-12"),
      formatDateTime("2026-01-31T20:45:00Z"),
      formatDateTimePadded("2026-11-21T23:55:00Z"),
      formatSortableDateTime("2026-11-21T20:00:00.000Z"),
    ];
    inEveryZone(() => {
      expect(shown()).toEqual([
        "Saturday, 12 December 2026",
        "1 Feb 2026, 2:15 am",
        "22 Nov 2026, 05:25 am",
        "2026-11-22 01:30:00",
      ]);
    });
  });

  it("the wall-clock time in India for spreadsheets", () => {
    expect(istWallClock("2026-11-21T20:00:00.000Z").toISOString()).toBe("2026-11-22T01:30:00.000Z");
  });

  it("minutes since midnight in India, across midnight UTC and IST (issue 28 item 16)", () => {
    expect(istMinutesOfDay(new Date("2026-11-21T18:29:00.000Z"))).toBe(23 * 60 + 59);
    expect(istMinutesOfDay(new Date("2026-11-21T18:30:00.000Z"))).toBe(0);
    expect(istMinutesOfDay(new Date("2026-11-22T00:00:00.000Z"))).toBe(5 * 60 + 30);
    expect(istMinutesOfDay(new Date("2026-11-22T06:45:30.000Z"))).toBe(12 * 60 + 15);
  });
});
