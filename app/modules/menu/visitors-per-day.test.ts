import { describe, expect, it } from "vitest";
import { visitorsPerDay } from "./visitors-per-day";

const entry = (timestamp: string, numGuests: number) => ({
  id: timestamp,
  customerName: "x",
  phoneNumber: "9876543210",
  numGuests,
  timestamp,
});

describe("guests per IST day", () => {
  it("groups by the IST day and fills days without entries with 0 over the range", () => {
    const days = visitorsPerDay(
      [entry("2026-11-01T19:00:00Z", 4), entry("2026-11-01T10:00:00Z", 2), entry("2026-11-03T05:00:00Z", 1)],
      { start: "2026-11-01", end: "2026-11-03" },
    );
    expect(days).toEqual([
      { day: "2026-11-01", guests: 2, entries: 1 },
      { day: "2026-11-02", guests: 4, entries: 1 },
      { day: "2026-11-03", guests: 1, entries: 1 },
    ]);
  });
  it("spans the entries themselves when no range is set, and nothing without entries", () => {
    expect(visitorsPerDay([entry("2026-11-05T06:00:00Z", 3)])).toEqual([
      { day: "2026-11-05", guests: 3, entries: 1 },
    ]);
    expect(visitorsPerDay([])).toEqual([]);
  });
});
