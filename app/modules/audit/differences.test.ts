import { describe, expect, it } from "vitest";
import { fieldDifferences } from "./differences";

describe("field-by-field differences of an audit entry", () => {
  it("lists only the changed fields, money in ₹ with Indian grouping", () => {
    const before = { eventName: "Wedding", guestCount: 150, advanceAmountReceived: "50000.00", version: 1 };
    const after = { eventName: "Wedding", guestCount: 180, advanceAmountReceived: "125000.50", version: 2 };
    expect(fieldDifferences(before, after)).toEqual([
      { field: "guestCount", label: "Guests", before: "150", after: "180" },
      {
        field: "advanceAmountReceived",
        label: "Advance received",
        before: "₹50,000.00",
        after: "₹1,25,000.50",
      },
    ]);
  });

  it("shows a creation against nothing and flags as Yes/No", () => {
    expect(fieldDifferences(null, { withAlcohol: true, notes: "" })).toEqual([
      { field: "withAlcohol", label: "With alcohol", before: "—", after: "Yes" },
    ]);
  });

  it("keeps fields it has no label for, under their own name", () => {
    expect(fieldDifferences({ role: "manager" }, { role: "accounts" })).toEqual([
      { field: "role", label: "role", before: "manager", after: "accounts" },
    ]);
  });
});
