import { describe, expect, it } from "vitest";
import { quotationValidity, validityRefusal } from "./billing.schema";

describe("a quotation's validity date", () => {
  it("defaults to 15 days from today, or the event's date when that is sooner", () => {
    expect(quotationValidity("2026-11-23", "2027-01-10")).toEqual({
      earliest: "2026-11-23",
      latest: "2027-01-10",
      fallback: "2026-12-08",
    });
    expect(quotationValidity("2026-11-23", "2026-11-30").fallback).toBe("2026-11-30");
  });

  it("may be today up to 180 days ahead, never after an event still to come", () => {
    const today = "2026-11-23";
    expect(validityRefusal("2026-11-23", today, "2027-12-31")).toBeNull();
    expect(validityRefusal("2027-05-22", today, "2027-12-31")).toBeNull();
    expect(validityRefusal("2026-11-22", today, "2027-12-31")).toBe(
      "The validity date cannot be in the past.",
    );
    expect(validityRefusal("2027-05-23", today, "2027-12-31")).toBe(
      "The validity date can be at most 180 days from today.",
    );
    expect(validityRefusal("2026-12-12", today, "2026-12-12")).toBeNull();
    expect(validityRefusal("2026-12-13", today, "2026-12-12")).toBe(
      "The validity date cannot be after the event (12 December 2026).",
    );
  });

  it("an event already past bounds nothing but the 180 days", () => {
    expect(quotationValidity("2026-11-23", "2026-11-01")).toEqual({
      earliest: "2026-11-23",
      latest: "2027-05-22",
      fallback: "2026-12-08",
    });
  });
});
