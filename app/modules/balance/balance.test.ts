import { describe, expect, it } from "vitest";
import { balanceOf } from "./balance";

const booking = {
  status: "confirmed",
  isFOC: false,
  bookingTotal: 1_18_000_00,
  alcoholTotal: 0,
  documents: [],
  ledger: [],
};

describe("the one balance (issue 27 item 16)", () => {
  it("before the invoice: the booking's total less money received (spec 5's remaining due)", () => {
    expect(balanceOf({ ...booking, ledger: [{ kind: "payment", amount: 50_000_00 }] })).toMatchObject({
      event: 1_18_000_00,
      received: 50_000_00,
      remainingDue: 68_000_00,
      due: 68_000_00,
    });
  });

  it("alcohol is billed apart; money beyond the event goes towards it, beyond both is a refund due", () => {
    const withAlcohol = { ...booking, alcoholTotal: 20_000_00 };
    expect(balanceOf({ ...withAlcohol, ledger: [{ kind: "payment", amount: 1_28_000_00 }] })).toMatchObject({
      remainingDue: 0,
      alcoholDue: 10_000_00,
      due: 10_000_00,
      refundDue: 0,
    });
    expect(balanceOf({ ...withAlcohol, ledger: [{ kind: "payment", amount: 1_40_000_00 }] })).toMatchObject({
      due: 0,
      refundDue: 2_000_00,
    });
  });

  it("a cancelled booking owes nothing; what was received is a refund due until refunded", () => {
    const cancelled = { ...booking, status: "cancelled", alcoholTotal: 5_000_00 };
    expect(balanceOf({ ...cancelled, ledger: [{ kind: "payment", amount: 50_000_00 }] })).toMatchObject({
      event: 0,
      alcohol: 0,
      due: 0,
      refundDue: 50_000_00,
    });
    expect(
      balanceOf({
        ...cancelled,
        ledger: [
          { kind: "payment", amount: 50_000_00 },
          { kind: "refund", amount: 50_000_00 },
        ],
      }),
    ).toMatchObject({ due: 0, refundDue: 0, remainingDue: 0 });
  });

  it("once invoiced the documents decide: invoice − credit notes + debit notes", () => {
    const invoiced = balanceOf({
      ...booking,
      bookingTotal: 1_30_000_00,
      documents: [
        { series: "invoice", total: 1_18_000_00 },
        { series: "credit-note", total: 11_800_00 },
        { series: "debit-note", total: 5_900_00 },
        { series: "receipt", total: 50_000_00 },
        { series: "quotation", total: 99_000_00 },
      ],
      ledger: [{ kind: "payment", amount: 50_000_00 }],
    });
    expect(invoiced).toMatchObject({ event: 1_12_100_00, remainingDue: 62_100_00, invoiced: true });
    expect(invoiced.bookingDiffers).toBe(1_30_000_00 - 1_12_100_00);
  });

  it("a cancelled, fully credited and refunded event owes ₹0.00", () => {
    expect(
      balanceOf({
        ...booking,
        status: "cancelled",
        documents: [
          { series: "invoice", total: 1_18_000_00 },
          { series: "credit-note", total: 1_18_000_00 },
        ],
        ledger: [
          { kind: "payment", amount: 1_18_000_00 },
          { kind: "refund", amount: 1_18_000_00 },
        ],
      }),
    ).toMatchObject({ event: 0, due: 0, refundDue: 0, bookingDiffers: null });
  });

  it("TDS deducted by the client counts towards settlement", () => {
    expect(
      balanceOf({
        ...booking,
        ledger: [
          { kind: "payment", amount: 1_16_000_00 },
          { kind: "tds", amount: 2_000_00 },
        ],
      }),
    ).toMatchObject({ received: 1_16_000_00, tds: 2_000_00, settled: 1_18_000_00, due: 0 });
  });

  it("an NC event is charged nothing but its alcohol; the liquor bill, once issued, decides the alcohol", () => {
    expect(balanceOf({ ...booking, isFOC: true, alcoholTotal: 11_000_00 })).toMatchObject({
      event: 0,
      alcohol: 11_000_00,
      due: 11_000_00,
    });
    expect(
      balanceOf({
        ...booking,
        isFOC: true,
        alcoholTotal: 12_000_00,
        documents: [{ series: "liquor-bill", total: 11_000_00 }],
      }),
    ).toMatchObject({ alcohol: 11_000_00 });
  });
});
