import { eq, sql } from "drizzle-orm";
import { extractText } from "unpdf";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { billingDocuments, billingSettings, documentCounters, payments, reservations } from "~/db/schema";
import { EventBus } from "~/modules/live/events.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { updateReservation } from "~/modules/reservations/update-reservation.server";
import { createTestDatabase } from "../../../tests/support/db";
import { gstSummary } from "./accounts.server";
import { readReservationFacts, reservationBalance } from "./balance.server";
import type { DocumentSnapshot } from "./document-snapshot";
import {
  issueCancellationInvoice,
  issueCreditNote,
  issueDebitNote,
  issueInvoice,
  issueLiquorBill,
  issueQuotation,
  listReservationDocuments,
  markQuotation,
  readDocument,
} from "./documents.server";
import { readLedger, recordPayment, recordRefund, recordTds, recordTdsCertificate } from "./ledger.server";
import { renderDocumentPdf } from "./pdf.server";
import { saveBillingSettings } from "./settings.server";
import { taxLineSchema } from "./tax-lines";
import { addTaxLine, deleteTaxLine, listTaxLines, setDefaultTaxLine, taxLineOf } from "./tax-lines.server";
import { billingSettingsInput } from "./test-fixtures";
import { issueReceipt } from "./vouchers.server";
import { listTdsOutstanding } from "./accounts.server";
import { updateClientBilling } from "./client-billing.server";

// @module-tag db (numbering, vouchers in the ledger's transaction, the advance tables' SQL)

/** Issue 27: each finding, on the use cases (the routes and screens have their own tests). */
const db = await createTestDatabase();
afterAll(() => db.close());
const events = new EventBus();
const now = new Date("2026-11-23T10:00:00Z");
const at = (date: string) => new Date(`${date}T06:00:00Z`);

beforeEach(async () => {
  await db.db.delete(billingDocuments);
  await db.db.delete(documentCounters);
  await db.db.delete(payments);
  await db.db.delete(reservations);
  await db.db.delete(billingSettings);
  // The two lines every hall starts with, Hall hire the default.
  await db.db.execute(
    sql`delete from tax_lines where description not in ('Catering services at functions', 'Hall hire')`,
  );
  await db.db.execute(sql`update tax_lines set is_default = (description = 'Hall hire')`);
  await saveBillingSettings(db.db, {
    actor: actors.admin,
    events,
    input: billingSettingsInput({ address: "12 Garden Road, Bengaluru", upiId: "edengarden@okicici" }),
  });
});

let day = 0;
const create = async (overrides: Parameters<typeof input>[0] = {}) =>
  (
    await createReservation(db.db, {
      actor: actors.admin,
      events,
      now,
      input: input({
        eventDate: `2027-01-${String((++day % 28) + 1).padStart(2, "0")}`,
        billingAddress: "7 Lake View Road, Bengaluru",
        advanceAmountReceived: "0",
        ...overrides,
      }),
    })
  ).id;
const edit = async (id: string, overrides: Parameters<typeof input>[0], when = now) => {
  const [r] = await db.db.select().from(reservations).where(eq(reservations.id, id));
  await updateReservation(db.db, {
    actor: actors.admin,
    id,
    events,
    now: when,
    input: input({
      eventDate: r!.eventDate,
      guestCount: r!.guestCount,
      perPersonAmount: r!.perPersonAmount,
      gstType: r!.gstType as "percentage" | "amount",
      gstValue: r!.gstValue,
      status: r!.status as "confirmed",
      withAlcohol: r!.withAlcohol,
      alcoholMRP: r!.alcoholMRP,
      alcoholPercentageCharges: r!.alcoholPercentageCharges,
      billingAddress: "7 Lake View Road, Bengaluru",
      advanceAmountReceived: "0",
      version: r!.version,
      ...overrides,
    }),
  });
};
const pay = (reservationId: string, amount: number, paidOn = "2026-11-23", mode: "upi" | "cash" = "upi") =>
  recordPayment(db.db, {
    actor: actors.accounts,
    reservationId,
    events,
    now,
    input: { amount, paidOn, mode, reference: "", note: "" },
  });
const refund = (reservationId: string, amount: number, paidOn = "2026-11-23", when = now) =>
  recordRefund(db.db, {
    actor: actors.accounts,
    reservationId,
    events,
    now: when,
    input: { amount, paidOn, mode: "upi", reference: "", reason: "Refund to the client" },
  });
const invoice = (reservationId: string, when = now) =>
  issueInvoice(db.db, { actor: actors.accounts, reservationId, events, now: when });
const doc = (id: string) => readDocument(db.db, { actor: actors.admin, id });
const docs = async (reservationId: string) =>
  Promise.all(
    (await listReservationDocuments(db.db, reservationId))
      .reverse()
      .map(async (d) => ({ ...d, snapshot: await doc(d.id) })),
  );
const balance = async (id: string) => {
  const [r] = await db.db.select().from(reservations).where(eq(reservations.id, id));
  return reservationBalance(r!, await readReservationFacts(db.db, id));
};
const pdfText = async (snapshot: DocumentSnapshot) =>
  (await extractText(new Uint8Array(await renderDocumentPdf(snapshot)), { mergePages: true })).text.replace(
    /\s+/g,
    " ",
  );
const lineId = async (rate: number) => (await listTaxLines(db.db)).find((l) => l.rate === rate)!.id;

describe("tax lines (item 1)", () => {
  it("start with catering at 5 % and hall hire at 18 % (the default); new lines take only notified rates", async () => {
    expect((await listTaxLines(db.db)).map((l) => [l.description, l.sac, l.rate, l.isDefault])).toEqual([
      ["Catering services at functions", "996334", 500, false],
      ["Hall hire", "997212", 1800, true],
    ]);
    for (const rate of ["1200", "2800", "0", "1801"])
      expect(
        taxLineSchema.safeParse({ description: "AC hall", sac: "997212", rate }).error?.issues[0]?.message,
      ).toBe("Please choose a notified rate (5 %, 18 % or 40 %).");
    const input40 = taxLineSchema.parse({
      description: "Specified premises catering",
      sac: "996334",
      rate: "4000",
    });
    await expect(addTaxLine(db.db, { actor: actors.manager, events, input: input40 })).rejects.toMatchObject({
      status: 403,
    });
    const added = await addTaxLine(db.db, { actor: actors.admin, events, input: input40 });
    await setDefaultTaxLine(db.db, { actor: actors.admin, events, id: added.id });
    // A new reservation takes the default line; the reservation form may choose another.
    const id = await create({ gstValue: "40" });
    expect((await taxLineOf(db.db, id))?.description).toBe("Specified premises catering");
    await expect(deleteTaxLine(db.db, { actor: actors.admin, events, id: added.id })).rejects.toMatchObject({
      status: 409,
    });
    const chosen = await create({ taxLineId: await lineId(500), gstValue: "5" });
    expect((await taxLineOf(db.db, chosen))?.sac).toBe("996334");
  });
});

describe("only notified rates on tax documents (item 2)", () => {
  const refusal = (gst: string) =>
    `This reservation's GST (${gst}) is not a notified rate. Choose the GST rate of its tax line (5 % or 18 %) before issuing a tax document.`;

  it("refuses 7.33 %, a flat amount and 0 % with the issue's words, and numbers nothing", async () => {
    const cases: [Parameters<typeof input>[0], string][] = [
      [{ gstValue: "7.33" }, "7.33 %"],
      [{ gstType: "amount", gstValue: "15000" }, "a flat ₹15,000.00"],
      [{ gstValue: "0" }, "0 %"],
    ];
    for (const [gst, shown] of cases) {
      const id = await create(gst);
      for (const issue of [
        () => invoice(id),
        () => issueQuotation(db.db, { actor: actors.manager, reservationId: id, events, now }),
      ])
        await expect(issue()).rejects.toMatchObject({ status: 409, message: refusal(shown) });
    }
    expect(await db.db.$count(billingDocuments)).toBe(0);
    expect(await db.db.$count(documentCounters)).toBe(0);
  });

  it("refuses a notified rate that is not the reservation's tax line's, and issues at the line's rate and SAC", async () => {
    const wrong = await create({ taxLineId: await lineId(500), gstValue: "18" });
    await expect(invoice(wrong)).rejects.toMatchObject({
      status: 409,
      message:
        "This reservation's GST (18 %) is not the rate of its tax line, Catering services at functions (5 %). Choose the GST rate of its tax line before issuing a tax document.",
    });
    const catering = await create({ taxLineId: await lineId(500), gstValue: "5" });
    const issued = await doc((await invoice(catering)).id);
    expect(issued).toMatchObject({
      sac: "996334",
      rate: 500,
      taxable: 3_00_000_00,
      cgst: 7_500_00,
      sgst: 7_500_00,
    });
    expect(issued.description).toMatch(/^Catering services at functions: /);
  });
});

describe("rates as the law writes them, CGST = SGST (item 3)", () => {
  it("prints CGST @ 2.5 % and SGST @ 2.5 %, each half equal to the paisa", async () => {
    // 3 × ₹333.33 = ₹999.99 at 5 %: half 24.99975 → ₹25.00 each.
    const id = await create({
      guestCount: 3,
      perPersonAmount: "333.33",
      gstValue: "5",
      taxLineId: await lineId(500),
    });
    const issued = await doc((await invoice(id)).id);
    expect(issued).toMatchObject({ taxable: 999_99, cgst: 25_00, sgst: 25_00, total: 1_049_99 });
    const [r] = await db.db.select().from(reservations).where(eq(reservations.id, id));
    expect(r!.totalAmountIncludingGST).toBe("1049.99");
    const text = await pdfText(issued);
    expect(text).toContain("CGST @ 2.5 %");
    expect(text).toContain("SGST @ 2.5 %");
  });
});

describe("receipt vouchers (item 4)", () => {
  it("are issued with each payment before the invoice, dated the day the money came, taxed only up to the unbilled GST", async () => {
    // 100 guests × ₹1,000 = ₹1,00,000 + 18 % = ₹1,18,000; alcohol ₹11,000 apart.
    const id = await create({
      guestCount: 100,
      perPersonAmount: "1000",
      withAlcohol: true,
      alcoholMRP: "10000",
      alcoholPercentageCharges: "10",
    });
    expect((await pay(id, 1_00_000_00, "2026-11-20")).voucher).toBe("RV/26-27/0001");
    expect((await pay(id, 30_000_00, "2026-11-22")).voucher).toBe("RV/26-27/0002");
    const [first, second] = (await docs(id)).map((d) => d.snapshot);
    // ₹1,00,000 received: taxable ₹84,745.76, each half ₹7,627.12, nothing outside GST.
    expect(first).toMatchObject({
      issuedOn: "2026-11-20",
      taxable: 84_745_76,
      cgst: 7_627_12,
      sgst: 7_627_12,
      outsideGst: 0,
      total: 1_00_000_00,
    });
    // Only ₹18,000 of the event was left to bill: the other ₹12,000 (alcohol) is outside GST.
    expect(second).toMatchObject({
      issuedOn: "2026-11-22",
      taxable: 15_254_24,
      cgst: 1_372_88,
      sgst: 1_372_88,
      outsideGst: 12_000_00,
      total: 30_000_00,
    });
    const text = await pdfText(second!);
    expect(text).toContain("Received outside GST (alcohol, deposit or beyond the event) ₹12,000.00");
    expect(text).toContain("Amount received ₹30,000.00");
    // After the invoice a payment gets no receipt voucher: the invoice covers it.
    await invoice(id);
    expect((await pay(id, 1_000_00)).voucher).toBeNull();
  });

  it("a payment while the GST is not a notified rate is recorded and waits for its voucher", async () => {
    const id = await create({ gstValue: "7.33" });
    const { id: paymentId, voucher } = await pay(id, 50_000_00);
    expect(voucher).toBeNull();
    expect(await readLedger(db.db, id)).toHaveLength(1);
    await expect(
      issueReceipt(db.db, { actor: actors.accounts, reservationId: id, paymentId, events, now }),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("(7.33 %) is not a notified rate"),
    });
    await edit(id, { gstValue: "18" });
    const issued = await issueReceipt(db.db, {
      actor: actors.accounts,
      reservationId: id,
      paymentId,
      events,
      now,
    });
    expect((await doc(issued.id)).issuedOn).toBe("2026-11-23");
  });
});

describe("bank details and terms (item 9)", () => {
  it("print on quotations and invoices only", async () => {
    await saveBillingSettings(db.db, {
      actor: actors.admin,
      events,
      input: billingSettingsInput({
        bankAccountName: "Eden Garden Hospitality LLP",
        bankAccountNumber: "123456789012",
        bankIfsc: "SBIN0001234",
        bankName: "State Bank of India",
        terms: "Payment due on the day of the event.",
      }),
    });
    const id = await create();
    await pay(id, 10_000_00);
    await issueQuotation(db.db, { actor: actors.manager, reservationId: id, events, now });
    await invoice(id);
    await issueCreditNote(db.db, {
      actor: actors.accounts,
      reservationId: id,
      events,
      now,
      taxable: 1_000_00,
      reason: "Discount",
    });
    const bySeries = Object.fromEntries((await docs(id)).map((d) => [d.series, d.snapshot]));
    for (const series of ["quotation", "invoice"])
      expect(bySeries[series], series).toMatchObject({
        bank: { accountNumber: "123456789012" },
        terms: "Payment due on the day of the event.",
      });
    for (const series of ["receipt", "credit-note"]) {
      expect(bySeries[series], series).toMatchObject({ bank: null, terms: "" });
      const text = await pdfText(bySeries[series]!);
      expect(text).not.toContain("123456789012");
      expect(text).not.toContain("Payment due on the day of the event.");
    }
  });
});

describe("refund vouchers (item 5)", () => {
  it("refund a taxed advance no invoice adjusted, in their own series; untaxed money is refunded first", async () => {
    const id = await create({ guestCount: 100, perPersonAmount: "1000" });
    await pay(id, 1_30_000_00, "2026-11-01");
    // ₹12,000 of it was beyond the event (outside GST): refunded first, no refund voucher.
    expect((await refund(id, 12_000_00, "2026-11-05")).voucher).toBeNull();
    const { voucher } = await refund(id, 59_000_00, "2026-11-06");
    expect(voucher).toBe("RF/26-27/0001");
    const rf = (await docs(id)).find((d) => d.series === "refund")!.snapshot;
    expect(rf).toMatchObject({
      title: "Refund Voucher",
      issuedOn: "2026-11-06",
      taxable: 50_000_00,
      cgst: 4_500_00,
      sgst: 4_500_00,
      total: 59_000_00,
      outsideGst: 0,
      advances: [{ number: "RV/26-27/0001", taxable: 50_000_00 }],
    });
    const text = await pdfText(rf);
    expect(text).toContain("Against receipt voucher RV/26-27/0001 dated 1 November 2026");
    expect(text).toContain("Reverse charge: No");
    // Once the invoice adjusted the rest of the advance, a refund has no refund voucher.
    await invoice(id);
    await pay(id, 10_000_00);
    expect((await refund(id, 10_000_00)).voucher).toBeNull();
  });
});

describe("cancellation charges (item 6)", () => {
  it("invoice what the hall keeps at the line's rate; the rest of the advance goes back with a refund voucher", async () => {
    const id = await create({ guestCount: 100, perPersonAmount: "1000" });
    await pay(id, 1_18_000_00, "2026-11-10");
    await edit(id, { status: "cancelled" });
    await expect(invoice(id)).rejects.toMatchObject({
      message: "This reservation is cancelled: invoice its cancellation charges instead.",
    });
    expect(await balance(id)).toMatchObject({ due: 0, refundDue: 1_18_000_00 });
    const charges = await issueCancellationInvoice(db.db, {
      actor: actors.accounts,
      reservationId: id,
      events,
      now,
      taxable: 20_000_00,
      reason: "Cancelled 30 days before the event",
    });
    expect(await doc(charges.id)).toMatchObject({
      title: "Tax Invoice",
      taxable: 20_000_00,
      cgst: 1_800_00,
      sgst: 1_800_00,
      total: 23_600_00,
      amountDue: 0,
      advances: [{ number: "RV/26-27/0001", taxable: 20_000_00, cgst: 1_800_00 }],
    });
    expect(await balance(id)).toMatchObject({ event: 23_600_00, due: 0, refundDue: 94_400_00 });
    await refund(id, 94_400_00);
    const rf = (await docs(id)).find((d) => d.series === "refund")!.snapshot;
    expect(rf).toMatchObject({
      taxable: 80_000_00,
      cgst: 7_200_00,
      sgst: 7_200_00,
      total: 94_400_00,
      outsideGst: 0,
    });
    expect(await balance(id)).toMatchObject({ due: 0, refundDue: 0 });
  });
});

describe("alcohol (item 7)", () => {
  it("an NC event takes payment for its alcohol only; its liquor bill is outside GST and out of the GST summary", async () => {
    const plain = await create({ isFOC: true });
    await expect(pay(plain, 1_000_00)).rejects.toMatchObject({
      status: 409,
      message: "Non-chargeable event: no payment is due.",
    });
    const id = await create({
      isFOC: true,
      withAlcohol: true,
      alcoholMRP: "10000",
      alcoholPercentageCharges: "10",
    });
    expect(await balance(id)).toMatchObject({ event: 0, alcohol: 11_000_00, due: 11_000_00 });
    expect((await pay(id, 11_000_00)).voucher).toBeNull();
    const bill = await issueLiquorBill(db.db, { actor: actors.accounts, reservationId: id, events, now });
    expect(await doc(bill.id)).toMatchObject({ total: 11_000_00, taxable: 0, paidInFull: true });
    expect(await balance(id)).toMatchObject({ due: 0, refundDue: 0 });
    const summary = await gstSummary(db.db, { actor: actors.accounts, month: "2026-11" });
    expect(summary.perRate).toEqual([]);
    expect(summary.totals.total).toBe(0);
  });
});

describe("advances in the GST summary (item 8)", () => {
  it("an advance is 'at' in the month received and 'atadj' in the month its invoice or refund voucher adjusts it", async () => {
    const a = await create({ guestCount: 100, perPersonAmount: "1000" });
    await pay(a, 1_18_000_00, "2026-10-15");
    await invoice(a);
    // Received and invoiced in November: in neither table.
    const b = await create({ guestCount: 50, perPersonAmount: "1000" });
    await pay(b, 59_000_00, "2026-11-05");
    await invoice(b);
    // Received in October, refunded in November.
    const c = await create({ guestCount: 50, perPersonAmount: "1000" });
    await pay(c, 59_000_00, "2026-10-20");
    await refund(c, 59_000_00, "2026-11-10");
    const october = await gstSummary(db.db, { actor: actors.accounts, month: "2026-10" });
    const november = await gstSummary(db.db, { actor: actors.accounts, month: "2026-11" });
    const line = { rate: 1800, taxable: 1_50_000_00, cgst: 13_500_00, sgst: 13_500_00 };
    expect(october.advances).toEqual({ received: [line], adjusted: [] });
    expect(november.advances).toEqual({ received: [], adjusted: [line] });
  });
});

describe("credit notes (items 10, 11, 14)", () => {
  it("name the invoice's recipient, never exceed what is left, and the last takes exactly what is left", async () => {
    const id = await create({ billingName: "Sharma Traders", billingGstin: "27AAPFU0939F1ZV" });
    const issued = await invoice(id);
    await updateClientBilling(db.db, {
      actor: actors.accounts,
      reservationId: id,
      events,
      input: {
        billingName: "Someone Else",
        billingAddress: "Elsewhere",
        billingGstin: "",
        billingStateCode: "29",
      },
    });
    const note = (taxable: number, reason = "Discount") =>
      issueCreditNote(db.db, { actor: actors.accounts, reservationId: id, events, now, taxable, reason });
    const first = await doc((await note(50_000_00)).id);
    expect(first).toMatchObject({
      taxable: 50_000_00,
      cgst: 4_500_00,
      sgst: 4_500_00,
      b2b: true,
      recipient: { name: "Sharma Traders", gstin: "27AAPFU0939F1ZV" },
      refersTo: { number: issued.number },
    });
    await expect(note(2_50_000_01)).rejects.toMatchObject({
      status: 400,
      field: "taxable",
      message: `A credit note on ${issued.number} can take at most ₹2,50,000.00 of taxable value: that is what is left of it.`,
    });
    const last = await doc((await note(2_50_000_00, "Deficiency in service")).id);
    expect(last).toMatchObject({ taxable: 2_50_000_00, cgst: 22_500_00, sgst: 22_500_00 });
    await expect(note(1)).rejects.toMatchObject({ status: 409 });
  });

  it("odd paise: the last note takes the tax left, so the notes add up to the invoice exactly", async () => {
    const id = await create({ guestCount: 1, perPersonAmount: "1000.03" });
    const issued = await doc((await invoice(id)).id);
    const note = (taxable: number) =>
      issueCreditNote(db.db, {
        actor: actors.accounts,
        reservationId: id,
        events,
        now,
        taxable,
        reason: "Discount",
      });
    const notes = [
      await doc((await note(1)).id),
      await doc((await note(333_33)).id),
      await doc((await note(666_69)).id),
    ];
    expect(notes.reduce((s, n) => s + n.taxable, 0)).toBe(issued.taxable);
    expect(notes.reduce((s, n) => s + n.cgst, 0)).toBe(issued.cgst);
    expect(notes.reduce((s, n) => s + n.sgst, 0)).toBe(issued.sgst);
    for (const n of notes) expect(n.cgst).toBe(n.sgst);
  });

  it("are refused after 30 November following the invoice's financial year (s.34(2)), naming the date", async () => {
    const id = await create();
    const issued = await invoice(id);
    const note = (when: Date) =>
      issueCreditNote(db.db, {
        actor: actors.accounts,
        reservationId: id,
        events,
        now: when,
        taxable: 1_000_00,
        reason: "Discount",
      });
    await expect(note(at("2027-12-01"))).rejects.toMatchObject({
      status: 409,
      message: `A credit note on ${issued.number} can no longer be issued: section 34(2) of the CGST Act allowed it until 30 November 2027, or the filing of the annual return for 2026-27 if that came first.`,
    });
    expect((await note(at("2027-11-30"))).number).toBe("CN/27-28/0001");
  });
});

describe("debit notes and invoicing again (item 12)", () => {
  it("a rise after the invoice gets a debit note; a full credit frees the reservation to be invoiced again", async () => {
    const id = await create({ guestCount: 100 });
    const first = await invoice(id);
    await edit(id, { guestCount: 120 });
    expect((await balance(id)).bookingDiffers).toBe(28_320_00);
    const debit = await doc(
      (await issueDebitNote(db.db, { actor: actors.accounts, reservationId: id, events, now })).id,
    );
    expect(debit).toMatchObject({
      title: "Debit Note",
      number: "DN/26-27/0001",
      taxable: 24_000_00,
      cgst: 2_160_00,
      sgst: 2_160_00,
      refersTo: { number: first.number },
    });
    expect(await balance(id)).toMatchObject({ event: 1_69_920_00, bookingDiffers: null });
    // Cancelled: the whole invoice and its debit note are credited, then it is reinstated.
    await edit(id, { status: "cancelled" });
    await issueCreditNote(db.db, { actor: actors.accounts, reservationId: id, events, now });
    expect((await balance(id)).event).toBe(0);
    await expect(invoice(id)).rejects.toMatchObject({
      message: "This reservation is cancelled: invoice its cancellation charges instead.",
    });
    await edit(id, { status: "confirmed" });
    const again = await invoice(id);
    expect(again.number).toBe("EDN/26-27/0002");
    expect(await balance(id)).toMatchObject({ event: 1_69_920_00, bookingDiffers: null });
    expect((await listReservationDocuments(db.db, id)).find((d) => d.number === first.number)?.state).toBe(
      "credited",
    );
  });
});

describe("the invoice's face (item 13) and confirmation first (item 14)", () => {
  it("lists what was received and refunded, and amount due = total − adjusted", async () => {
    const id = await create({ status: "pending" });
    await expect(invoice(id)).rejects.toMatchObject({
      status: 409,
      message: "Confirm the reservation before issuing a tax invoice.",
    });
    await pay(id, 1_00_000_00, "2026-11-01");
    await refund(id, 10_000_00, "2026-11-02");
    await recordTds(db.db, {
      actor: actors.accounts,
      reservationId: id,
      events,
      now,
      input: {
        amount: 6_000_00,
        paidOn: "2026-11-03",
        section: "194C",
        reference: "",
        certificateReceived: false,
      },
    });
    await edit(id, { status: "confirmed" });
    const issued = await doc((await invoice(id)).id);
    expect(issued.settlement).toMatchObject({
      received: 96_000_00,
      earlier: 0,
      adjusted: 96_000_00,
      beyond: 0,
    });
    expect(issued.settlement!.entries.map((e) => [e.label, e.amount, e.number])).toEqual([
      ["Received by UPI", 1_00_000_00, "RV/26-27/0001"],
      ["Refunded", -10_000_00, "RF/26-27/0001"],
      ["TDS deducted (section 194C)", 6_000_00, null],
    ]);
    expect(issued.amountDue).toBe(issued.total - issued.settlement!.adjusted);
    expect(issued.amountDue).toBe(3_54_000_00 - 96_000_00);
    const text = await pdfText(issued);
    expect(text).toContain("Adjusted against this invoice − ₹96,000.00");
    expect(text).toContain("Amount due ₹2,58,000.00");
  });
});

describe("quotations superseded or declined (item 15)", () => {
  it("by those who issue quotations; only an open one", async () => {
    const id = await create();
    const q = await issueQuotation(db.db, { actor: actors.manager, reservationId: id, events, now });
    await expect(
      markQuotation(db.db, {
        actor: actors.accounts,
        reservationId: id,
        documentId: q.id,
        state: "declined",
        events,
      }),
    ).rejects.toMatchObject({ status: 403 });
    await markQuotation(db.db, {
      actor: actors.operations,
      reservationId: id,
      documentId: q.id,
      state: "declined",
      events,
    });
    expect((await listReservationDocuments(db.db, id))[0]!.state).toBe("declined");
    await expect(
      markQuotation(db.db, {
        actor: actors.admin,
        reservationId: id,
        documentId: q.id,
        state: "superseded",
        events,
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: "Only an open quotation can be marked superseded or declined.",
    });
  });
});

describe("cash (item 20) and TDS (item 21)", () => {
  it("refuses cash that brings one event's cash to ₹2,00,000 or more, and records nothing", async () => {
    const id = await create();
    await pay(id, 1_50_000_00, "2026-11-20", "cash");
    await expect(pay(id, 50_000_00, "2026-11-21", "cash")).rejects.toMatchObject({
      status: 400,
      field: "amount",
      message:
        "Cash of ₹2,00,000 or more for one event is not allowed (Income-tax Act, section 269ST). Record the rest by UPI, card, bank transfer or cheque.",
    });
    await pay(id, 49_999_99, "2026-11-21", "cash");
    await pay(id, 50_000_00, "2026-11-21", "upi");
    expect(await readLedger(db.db, id)).toHaveLength(3);
  });

  it("TDS counts towards settlement; Dues lists the certificates outstanding until one is recorded", async () => {
    const id = await create({ guestCount: 100, perPersonAmount: "1000" });
    await pay(id, 1_16_000_00);
    const { id: tds } = await recordTds(db.db, {
      actor: actors.accounts,
      reservationId: id,
      events,
      now,
      input: {
        amount: 2_000_00,
        paidOn: "2026-11-23",
        section: "194C",
        reference: "",
        certificateReceived: false,
      },
    });
    expect(await balance(id)).toMatchObject({ received: 1_16_000_00, tds: 2_000_00, due: 0 });
    expect(
      (await listTdsOutstanding(db.db, { actor: actors.accounts })).map((t) => [t.paymentId, t.amount]),
    ).toEqual([[tds, 2_000_00]]);
    await recordTdsCertificate(db.db, {
      actor: actors.accounts,
      reservationId: id,
      paymentId: tds,
      events,
      now,
      input: { receivedOn: "2026-11-23", reference: "16A-0042" },
    });
    expect(await listTdsOutstanding(db.db, { actor: actors.accounts })).toEqual([]);
    await expect(
      recordTdsCertificate(db.db, {
        actor: actors.accounts,
        reservationId: id,
        paymentId: tds,
        events,
        now,
        input: { receivedOn: "2026-11-23", reference: "" },
      }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      recordTds(db.db, {
        actor: actors.manager,
        reservationId: id,
        events,
        now,
        input: {
          amount: 1_00,
          paidOn: "2026-11-23",
          section: "194C",
          reference: "",
          certificateReceived: false,
        },
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
