import { describe, expect, it } from "vitest";
import { fieldDifferences, fieldLabel, showValue } from "./differences";

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
      { field: "role", label: "Role", before: "manager", after: "accounts" },
    ]);
  });
});

describe("the audit trail in rupees, IST and words (issue 32 item 5)", () => {
  it("shows a document's paise total in rupees, never as 10000000", () => {
    expect(fieldDifferences(null, { number: "INV/2026-27/0001", total: 10_000_000 })).toEqual([
      { field: "number", label: "Number", before: "—", after: "INV/2026-27/0001" },
      { field: "total", label: "Total", before: "—", after: "₹1,00,000.00" },
    ]);
  });

  it("shows a payment's rupee amount in ₹ and its times in IST", () => {
    expect(showValue("amount", "100000.00")).toBe("₹1,00,000.00");
    // 18:30 UTC is midnight in India: the IST day and time, not the server's.
    expect(showValue("createdAt", "2026-12-11T18:30:00.000Z")).toBe("12 Dec 2026, 12:00 am IST");
    expect(fieldDifferences({ holdUntil: null }, { holdUntil: "2026-12-11T18:30:00.000Z" })).toEqual([
      { field: "holdUntil", label: "Hold until", before: "—", after: "12 Dec 2026, 12:00 am IST" },
    ]);
  });

  it("spells out field names it has no label for", () => {
    expect(fieldLabel("paidOn")).toBe("Paid on");
    expect(fieldLabel("receivedOnDate")).toBe("Received on date");
    expect(fieldLabel("state_code")).toBe("State code");
    expect(fieldLabel("hallSetupNotes")).toBe("Hall set-up notes");
    expect(showValue("paidOn", "2026-12-12")).toBe("12 December 2026");
  });
});
