import { describe, expect, it } from "vitest";
import { netReceived } from "./ledger";

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
});
