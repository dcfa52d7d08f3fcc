// @module-tag db (database behaviour: the PostgreSQL run repeats this file, see docs/testing.md)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";
import { EventBus } from "~/modules/live/events.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { updateReservation } from "~/modules/reservations/update-reservation.server";
import { createTestDatabase } from "../../../tests/support/db";
import { type GstSummary, gstSummaries, gstSummary } from "./accounts.server";
import { issueCreditNote, issueInvoice } from "./documents.server";
import { saveBillingSettings } from "./settings.server";
import { listTaxLines } from "./tax-lines.server";

/**
 * Issue 15: the GST summaries of a financial year come from one grouped query; each month must read
 * as it did when every month had its own query: two rates, B2B and B2C documents in one month, a
 * credit note in the next, the first and last numbers across those groups, and empty months.
 */
const db = await createTestDatabase();
afterAll(() => db.close());
const events = new EventBus();
const at = (date: string) => new Date(`${date}T06:00:00Z`);

let year: GstSummary[];
beforeAll(async () => {
  await saveBillingSettings(db.db, { actor: actors.admin, events, input: billingSettingsInput() });
  // 5 % is the catering line's rate (issue 27 item 1); 18 % the default hall-hire line's.
  const catering = (await listTaxLines(db.db)).find((l) => l.rate === 500)!.id;
  let day = 0;
  const make = async (overrides: Parameters<typeof input>[0]) =>
    (
      await createReservation(db.db, {
        actor: actors.admin,
        events,
        now: at("2026-04-01"),
        input: input({
          eventDate: `2026-07-${String(++day).padStart(2, "0")}`,
          status: "confirmed",
          billingAddress: "7 Lake View Road, Bengaluru",
          ...overrides,
        }),
      })
    ).id;
  const b2b = {
    billingName: "Sharma Traders",
    billingAddress: "4 MG Road, Pune",
    billingGstin: "27AAPFU0939F1ZV",
  };
  // 250 × ₹1,200 at 18 %, B2B.
  const a = await make({ ...b2b, advanceAmountReceived: "0" });
  // 100 × ₹1,000 at 5 %, B2C.
  const b = await make({
    guestCount: 100,
    perPersonAmount: "1000",
    gstValue: "5",
    taxLineId: catering,
    advanceAmountReceived: "0",
  });
  // 100 × ₹1,200 at 18 %, B2C.
  const c = await make({ guestCount: 100, advanceAmountReceived: "0" });
  // 50 × ₹1,000 at 5 %, B2B.
  const d = await make({
    ...b2b,
    guestCount: 50,
    perPersonAmount: "1000",
    gstValue: "5",
    taxLineId: catering,
    advanceAmountReceived: "0",
  });
  for (const reservationId of [a, b, c])
    await issueInvoice(db.db, { actor: actors.accounts, reservationId, events, now: at("2026-05-10") });
  await issueInvoice(db.db, { actor: actors.accounts, reservationId: d, events, now: at("2026-06-20") });
  // 50 fewer guests on the B2B invoice of May: a credit note of ₹60,000 + 18 % in June.
  await updateReservation(db.db, {
    actor: actors.admin,
    id: a,
    events,
    now: at("2026-06-05"),
    input: input({ ...b2b, eventDate: "2026-07-01", status: "confirmed", guestCount: 200, version: 1 }),
  });
  await issueCreditNote(db.db, { actor: actors.accounts, reservationId: a, events, now: at("2026-06-05") });
  year = await gstSummaries(db.db, { actor: actors.accounts, from: "2026-04", to: "2027-03" });
});

describe("the GST summaries of a financial year", () => {
  it("has every month, empty ones included, each as its own month's summary reads", async () => {
    expect(year.map((m) => m.month)).toEqual([
      ...["2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09"],
      ...["2026-10", "2026-11", "2026-12", "2027-01", "2027-02", "2027-03"],
    ]);
    for (const month of year)
      expect(await gstSummary(db.db, { actor: actors.accounts, month: month.month })).toEqual(month);
    expect(year[0]).toEqual({
      month: "2026-04",
      perRate: [],
      b2b: [],
      b2c: [],
      sac: [],
      documents: [],
      totals: { taxable: 0, cgst: 0, sgst: 0, total: 0 },
      advances: { received: [], adjusted: [] },
    });
  });

  it("adds up a month with two rates, B2B and B2C, first and last numbers across them", () => {
    const may = year[1]!;
    expect(may.perRate).toEqual([
      { rate: 500, taxable: 1_00_000_00, cgst: 2_500_00, sgst: 2_500_00, total: 1_05_000_00 },
      { rate: 1800, taxable: 4_20_000_00, cgst: 37_800_00, sgst: 37_800_00, total: 4_95_600_00 },
    ]);
    expect(may.b2b).toEqual([
      {
        series: "invoice",
        number: "EDN/26-27/0001",
        issuedOn: "2026-05-10",
        gstin: "27AAPFU0939F1ZV",
        name: "Sharma Traders",
        rate: 1800,
        taxable: 3_00_000_00,
        cgst: 27_000_00,
        sgst: 27_000_00,
        total: 3_54_000_00,
      },
    ]);
    expect(may.b2c).toEqual([
      { rate: 500, taxable: 1_00_000_00, cgst: 2_500_00, sgst: 2_500_00, total: 1_05_000_00 },
      { rate: 1800, taxable: 1_20_000_00, cgst: 10_800_00, sgst: 10_800_00, total: 1_41_600_00 },
    ]);
    // Each tax line's SAC: catering 996334 at 5 %, hall hire 997212 at 18 %.
    expect(may.sac).toEqual([
      { sac: "997212", taxable: 4_20_000_00, cgst: 37_800_00, sgst: 37_800_00, total: 4_95_600_00 },
      { sac: "996334", taxable: 1_00_000_00, cgst: 2_500_00, sgst: 2_500_00, total: 1_05_000_00 },
    ]);
    expect(may.documents).toEqual([
      { series: "invoice", first: "EDN/26-27/0001", last: "EDN/26-27/0003", count: 3 },
    ]);
  });

  it("takes a credit note off its rate and lists it among the B2B documents", () => {
    const june = year[2]!;
    expect(june.perRate).toEqual([
      { rate: 500, taxable: 50_000_00, cgst: 1_250_00, sgst: 1_250_00, total: 52_500_00 },
      { rate: 1800, taxable: -60_000_00, cgst: -5_400_00, sgst: -5_400_00, total: -70_800_00 },
    ]);
    expect(june.b2b.map((b) => [b.series, b.number, b.rate, b.taxable])).toEqual([
      ["credit-note", "CN/26-27/0001", 1800, 60_000_00],
      ["invoice", "EDN/26-27/0004", 500, 50_000_00],
    ]);
    expect(june.b2c).toEqual([]);
    expect(june.documents).toEqual([
      { series: "credit-note", first: "CN/26-27/0001", last: "CN/26-27/0001", count: 1 },
      { series: "invoice", first: "EDN/26-27/0004", last: "EDN/26-27/0004", count: 1 },
    ]);
    expect(june.totals).toEqual({ taxable: -10_000_00, cgst: -4_150_00, sgst: -4_150_00, total: -18_300_00 });
  });
});
