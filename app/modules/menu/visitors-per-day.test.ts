import { describe, expect, it } from "vitest";
import { chartDay, fillDays } from "./visitors-per-day";

describe("guests per IST day", () => {
  it("fills days without entries with 0 over the range, oldest first", () => {
    const days = fillDays(
      [
        { day: "2026-11-03", guests: 1, entries: 1 },
        { day: "2026-11-01", guests: 2, entries: 1 },
      ],
      { start: "2026-11-01", end: "2026-11-03" },
    );
    expect(days).toEqual([
      { day: "2026-11-01", guests: 2, entries: 1 },
      { day: "2026-11-02", guests: 0, entries: 0 },
      { day: "2026-11-03", guests: 1, entries: 1 },
    ]);
  });
  it("spans the days with entries when no range is set, and nothing without entries", () => {
    expect(
      fillDays([
        { day: "2026-11-07", guests: 1, entries: 1 },
        { day: "2026-11-05", guests: 3, entries: 1 },
      ]),
    ).toEqual([
      { day: "2026-11-05", guests: 3, entries: 1 },
      { day: "2026-11-06", guests: 0, entries: 0 },
      { day: "2026-11-07", guests: 1, entries: 1 },
    ]);
    expect(fillDays([])).toEqual([]);
  });
  it("shows at most the last 366 days of a long range", () => {
    const days = fillDays([], { start: "2020-01-01", end: "2026-12-31" });
    expect(days).toHaveLength(366);
    expect(days.at(-1)!.day).toBe("2026-12-31");
  });
});

describe("a chart's days are written day first (issue 29 item 12)", () => {
  it("DD-MM on the axis, DD-MM-YYYY in the bar's label", () => {
    expect(chartDay("2026-12-05")).toBe("05-12");
    expect(chartDay("2027-01-31", true)).toBe("31-01-2027");
  });
});
