import { describe, expect, it } from "vitest";
import {
  defaultHoldUntil,
  eventStart,
  holdProblem,
  optionLabel,
  parseIstDateTime,
  toIstDateTimeInput,
} from "./holds";

// 10:00 IST on 1 December 2026 (tests run with TZ=UTC).
const now = new Date("2026-12-01T04:30:00Z");

describe("tentative holds", () => {
  it("an event starts at its IST wall-clock time", () => {
    expect(eventStart("2026-12-12", "18:00").toISOString()).toBe("2026-12-12T12:30:00.000Z");
  });

  it("the default hold is 72 hours, cut at the event's start, none once it has started", () => {
    expect(defaultHoldUntil(now, "2026-12-12", "18:00")?.toISOString()).toBe("2026-12-04T04:30:00.000Z");
    expect(defaultHoldUntil(now, "2026-12-02", "12:00")?.toISOString()).toBe("2026-12-02T06:30:00.000Z");
    expect(defaultHoldUntil(now, "2026-11-30", "12:00")).toBeNull();
  });

  it("a hold in the past or after the event is refused with a message", () => {
    expect(holdProblem(new Date("2026-12-01T04:29:00Z"), now, "2026-12-12", "18:00")).toBe(
      "The hold must end in the future.",
    );
    expect(holdProblem(new Date("2026-12-12T12:31:00Z"), now, "2026-12-12", "18:00")).toBe(
      "The hold must end before the event starts.",
    );
    expect(holdProblem(new Date("2026-12-12T12:30:00Z"), now, "2026-12-12", "18:00")).toBeNull();
    expect(holdProblem(new Date("x"), now, "2026-12-12", "18:00")).toBe(
      "Please enter a valid date and time for the hold.",
    );
  });

  it("ranks read 1st, 2nd, 3rd, 4th, 11th, 12th, 21st option", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(optionLabel)).toEqual([
      "1st option",
      "2nd option",
      "3rd option",
      "4th option",
      "11th option",
      "12th option",
      "13th option",
      "21st option",
      "22nd option",
    ]);
  });

  it("the form's 'Hold until' is IST both ways; nonsense is null", () => {
    expect(parseIstDateTime("2026-12-04T10:00")?.toISOString()).toBe("2026-12-04T04:30:00.000Z");
    expect(toIstDateTimeInput("2026-12-04T04:30:00.000Z")).toBe("2026-12-04T10:00");
    for (const bad of ["", "2026-12-04", "2026-12-04T25:00", "2026-02-30T10:00x", "tomorrow"]) {
      expect(parseIstDateTime(bad), bad).toBeNull();
    }
  });
});
