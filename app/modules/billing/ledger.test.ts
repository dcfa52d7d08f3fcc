import { describe, expect, it } from "vitest";
import { duesOf, netReceived } from "./ledger";

describe("advance received and dues from the ledger", () => {
  it("advance received = payments − refunds", () => {
    expect(netReceived([])).toBe(0);
    expect(
      netReceived([
        { kind: "payment", amount: 50_000_00 },
        { kind: "payment", amount: 25_000_50 },
        { kind: "refund", amount: 10_000_00 },
      ]),
    ).toBe(65_000_50);
  });

  it("remaining due follows spec 5; money beyond the event's total goes to the alcohol", () => {
    expect(duesOf({ totalIncludingGst: 1_000_00, alcoholTotal: 500_00, received: 400_00 })).toEqual({
      received: 400_00,
      remainingDue: 600_00,
      alcoholDue: 500_00,
      outstanding: 1_100_00,
    });
    expect(duesOf({ totalIncludingGst: 1_000_00, alcoholTotal: 500_00, received: 1_200_00 })).toEqual({
      received: 1_200_00,
      remainingDue: -200_00,
      alcoholDue: 300_00,
      outstanding: 300_00,
    });
  });
});
