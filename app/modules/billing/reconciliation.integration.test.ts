import Papa from "papaparse";
import readXlsxFile from "read-excel-file/node";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingDocuments, reservations } from "~/db/schema";
import { EventBus } from "~/modules/live/events.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import {
  exportReservationsCsv,
  exportReservationsXlsx,
} from "~/modules/reservations/export-reservations.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { updateReservation } from "~/modules/reservations/update-reservation.server";
import { createTestDatabase } from "../../../tests/support/db";
import { type GstSummary, gstSummaries, listDues } from "./accounts.server";
import { halfTax } from "./advances";
import { readBalanceFacts, reservationBalance } from "./balance.server";
import type { DocumentSnapshot } from "./document-snapshot";
import {
  issueCancellationInvoice,
  issueCreditNote,
  issueDebitNote,
  issueInvoice,
  issueLiquorBill,
  issueQuotation,
} from "./documents.server";
import { exportGstr1 } from "./gst-export.server";
import { recordPayment, recordRefund, recordTds, recordTdsCertificate } from "./ledger.server";
import { saveBillingSettings } from "./settings.server";
import { statementOf } from "./statement.server";
import { listTaxLines } from "./tax-lines.server";
import { readClientBilling } from "./client-billing.server";
import { billingSettingsInput } from "./test-fixtures";

// @module-tag db (the grouped summary and export queries against every kind of document)

/**
 * Issue 27's reconciliation: 25 varied reservations (paise prices, both tax lines, alcohol, B2B
 * and B2C, refunds, cancellations, edits after the invoice, TDS, an NC event) and then, to the
 * paisa: the documents = the GST summary = its export (CSV and .xlsx) = Dues = the reservations
 * export = each statement of account = the GSTR-1 workbook and JSON the CA uploads (item 17).
 */
const db = await createTestDatabase();
afterAll(() => db.close());
const events = new EventBus();
const now = new Date("2026-11-23T10:00:00Z");
const accounts = actors.accounts;

type Step = (id: string) => Promise<unknown>;
let catering = "";
const B2B = { billingName: "Sharma Traders", billingGstin: "27AAPFU0939F1ZV" };
const pay =
  (amount: number, paidOn = "2026-11-10", mode: "upi" | "cash" | "card" = "upi"): Step =>
  (id) =>
    recordPayment(db.db, {
      actor: accounts,
      reservationId: id,
      events,
      now,
      input: { amount, paidOn, mode, reference: "", note: "" },
    });
const refund =
  (amount: number, paidOn = "2026-11-20"): Step =>
  (id) =>
    recordRefund(db.db, {
      actor: accounts,
      reservationId: id,
      events,
      now,
      input: { amount, paidOn, mode: "upi", reference: "", reason: "Returned" },
    });
const invoice: Step = (id) => issueInvoice(db.db, { actor: accounts, reservationId: id, events, now });
const quotation: Step = (id) =>
  issueQuotation(db.db, { actor: actors.manager, reservationId: id, events, now });
const liquor: Step = (id) => issueLiquorBill(db.db, { actor: accounts, reservationId: id, events, now });
const credit =
  (taxable?: number, reason = "Discount"): Step =>
  (id) =>
    issueCreditNote(db.db, { actor: accounts, reservationId: id, events, now, taxable, reason });
const debit: Step = (id) => issueDebitNote(db.db, { actor: accounts, reservationId: id, events, now });
const charges =
  (taxable: number): Step =>
  (id) =>
    issueCancellationInvoice(db.db, {
      actor: accounts,
      reservationId: id,
      events,
      now,
      taxable,
      reason: "Late cancellation",
    });
const tds =
  (amount: number, certificate = false): Step =>
  async (id) => {
    const entry = await recordTds(db.db, {
      actor: accounts,
      reservationId: id,
      events,
      now,
      input: { amount, paidOn: "2026-11-21", section: "194C", reference: "", certificateReceived: false },
    });
    if (certificate)
      await recordTdsCertificate(db.db, {
        actor: accounts,
        reservationId: id,
        paymentId: entry.id,
        events,
        now,
        input: { receivedOn: "2026-11-22", reference: "16A" },
      });
  };
const edit =
  (changes: Parameters<typeof input>[0]): Step =>
  async (id) => {
    const [r] = await db.db.select().from(reservations).where(eq(reservations.id, id));
    // The form carries the billing details: an edit keeps them as they are.
    const client = await readClientBilling(db.db, id);
    await updateReservation(db.db, {
      actor: actors.admin,
      id,
      events,
      now,
      input: input({
        eventName: r!.eventName,
        eventDate: r!.eventDate,
        eventStartTime: r!.eventStartTime.slice(0, 5),
        eventEndTime: r!.eventEndTime.slice(0, 5),
        guestCount: r!.guestCount,
        perPersonAmount: r!.perPersonAmount,
        gstType: r!.gstType as "percentage",
        gstValue: r!.gstValue,
        isFOC: r!.isFOC,
        status: r!.status as "confirmed",
        withAlcohol: r!.withAlcohol,
        alcoholMRP: r!.alcoholMRP,
        alcoholPercentageCharges: r!.alcoholPercentageCharges,
        advanceAmountReceived: "0",
        billingName: client.billingName,
        billingAddress: client.billingAddress,
        billingGstin: client.billingGstin,
        billingStateCode: client.billingStateCode,
        version: r!.version,
        ...changes,
      }),
    });
  };
const alcohol = { withAlcohol: true, alcoholMRP: "12345.67", alcoholPercentageCharges: "12.5" };
const cateringLine = () => ({ taxLineId: catering, gstValue: "5" });

/** The 25 scenarios: the booking, then what happens to it. */
const scenarios: [string, () => Parameters<typeof input>[0], Step[]][] = [
  [
    "Advance in October, invoiced and settled",
    () => ({ guestCount: 87, perPersonAmount: "1234.57" }),
    [pay(50_000_00, "2026-10-12"), invoice, pay(82_741_64)],
  ],
  [
    "Catering B2B paid in the month",
    () => ({ ...B2B, ...cateringLine(), guestCount: 150, perPersonAmount: "999.99" }),
    [pay(1_00_000_00), invoice],
  ],
  [
    "B2B with a liquor bill",
    () => ({ ...B2B, ...alcohol, guestCount: 120, perPersonAmount: "1450.50" }),
    [pay(1_00_000_00, "2026-10-30"), invoice, liquor, pay(1_19_279_95)],
  ],
  [
    "Cancelled before the invoice, charges kept",
    () => ({ guestCount: 200, perPersonAmount: "1100" }),
    [pay(1_00_000_00, "2026-10-05"), edit({ status: "cancelled" }), charges(15_000_00), refund(82_300_00)],
  ],
  [
    "Cancelled after the invoice, credited and refunded",
    () => ({ guestCount: 90, perPersonAmount: "1500" }),
    [
      pay(60_000_00),
      invoice,
      edit({ status: "cancelled" }),
      credit(undefined, "Cancellation of the event"),
      refund(60_000_00),
    ],
  ],
  [
    "More guests after the invoice: a debit note",
    () => ({ ...cateringLine(), guestCount: 100, perPersonAmount: "899.95" }),
    [invoice, edit({ guestCount: 130 }), debit, pay(50_000_00)],
  ],
  [
    "Fewer guests after the invoice: a credit note",
    () => ({ guestCount: 180, perPersonAmount: "1333.33" }),
    [invoice, edit({ guestCount: 150 }), credit(undefined, "Reduction in the amount charged")],
  ],
  [
    "A discount credited by amount, B2B",
    () => ({ ...B2B, guestCount: 60, perPersonAmount: "2000" }),
    [invoice, credit(12_345_67), pay(1_27_000_00)],
  ],
  [
    "NC event paying for its alcohol",
    () => ({ isFOC: true, ...alcohol, guestCount: 40 }),
    [pay(13_888_88), liquor],
  ],
  [
    "Overpaid after the invoice, the excess refunded",
    () => ({ guestCount: 50, perPersonAmount: "1000" }),
    [invoice, pay(60_000_00), refund(1_000_00)],
  ],
  [
    "TDS deducted, certificate received",
    () => ({ ...B2B, guestCount: 100, perPersonAmount: "1000" }),
    [invoice, pay(1_16_000_00), tds(2_000_00, true)],
  ],
  [
    "Pending with an advance",
    () => ({ ...cateringLine(), status: "pending", guestCount: 75, perPersonAmount: "777.77" }),
    [pay(25_000_00, "2026-10-18"), quotation],
  ],
  [
    "Part of the advance refunded before the invoice",
    () => ({ guestCount: 110, perPersonAmount: "1250.25" }),
    [pay(80_000_00, "2026-10-01"), refund(20_000_00, "2026-11-02"), invoice],
  ],
  [
    "A flat GST: payments only, no tax documents",
    () => ({ gstType: "amount", gstValue: "9999.99", guestCount: 30, perPersonAmount: "1000" }),
    [pay(10_000_00)],
  ],
  [
    "Cash under the limit",
    () => ({ guestCount: 80, perPersonAmount: "1600" }),
    [pay(1_99_999_99, "2026-11-01", "cash"), invoice],
  ],
  [
    "Catering B2B with alcohol, no liquor bill yet",
    () => ({ ...B2B, ...cateringLine(), ...alcohol, guestCount: 140, perPersonAmount: "1199.99" }),
    [invoice, pay(50_000_00)],
  ],
  [
    "Credited in full and invoiced again",
    () => ({ guestCount: 120, perPersonAmount: "1300" }),
    [
      invoice,
      credit(1_56_000_00, "Correction of the value or rate"),
      edit({ perPersonAmount: "1350.50" }),
      invoice,
    ],
  ],
  [
    "Cancelled, then reinstated and invoiced",
    () => ({ guestCount: 95, perPersonAmount: "1400" }),
    [edit({ status: "cancelled" }), edit({ status: "confirmed" }), invoice],
  ],
  [
    "Odd paise on every line",
    () => ({ guestCount: 7, perPersonAmount: "1000.03" }),
    [pay(1_000_01), invoice, credit(1_000_01), credit(6_000_20)],
  ],
  [
    "Two payments in two months, cheque-less",
    () => ({ ...cateringLine(), guestCount: 210, perPersonAmount: "650.65" }),
    [pay(40_000_00, "2026-10-08", "card"), pay(40_000_00, "2026-11-08"), invoice],
  ],
  [
    "Alcohol overpaid and refunded",
    () => ({ ...alcohol, guestCount: 65, perPersonAmount: "1800" }),
    [invoice, pay(1_50_000_00), liquor, refund(2_000_00)],
  ],
  ["Quotation only", () => ({ guestCount: 45, perPersonAmount: "1500" }), [quotation]],
  [
    "Cancelled with nothing paid",
    () => ({ guestCount: 30, perPersonAmount: "900", status: "cancelled" }),
    [],
  ],
  [
    "Debit note, then a credit by amount",
    () => ({ ...B2B, ...cateringLine(), guestCount: 100, perPersonAmount: "1111.11" }),
    [invoice, edit({ guestCount: 110 }), debit, credit(5_555_55)],
  ],
  [
    "Paid in full before the invoice",
    () => ({ guestCount: 25, perPersonAmount: "2222.22" }),
    [pay(65_555_49, "2026-10-25"), invoice],
  ],
];

const ids = new Map<string, string>();
let summaries: GstSummary[];

beforeAll(async () => {
  await saveBillingSettings(db.db, {
    actor: actors.admin,
    events,
    input: billingSettingsInput({ address: "12 Garden Road, Bengaluru", upiId: "edengarden@okicici" }),
  });
  catering = (await listTaxLines(db.db)).find((l) => l.rate === 500)!.id;
  let day = 0;
  for (const [name, booking, steps] of scenarios) {
    const { id } = await createReservation(db.db, {
      actor: actors.admin,
      events,
      now: new Date("2026-09-15T06:00:00Z"),
      input: input({
        eventName: name,
        eventDate: `2026-12-${String(++day).padStart(2, "0")}`,
        billingAddress: "7 Lake View Road, Bengaluru",
        advanceAmountReceived: "0",
        ...booking(),
      }),
    });
    ids.set(name, id);
    for (const [i, step] of steps.entries())
      await step(id).catch((error: unknown) => {
        throw new Error(`${name}, step ${i + 1}: ${String(error)}`);
      });
  }
  summaries = await gstSummaries(db.db, { actor: accounts, from: "2026-09", to: "2026-12" });
}, 180_000);

const allDocuments = async () =>
  (await db.db.select().from(billingDocuments)).map((d) => ({
    ...d,
    snapshot: d.snapshot as DocumentSnapshot,
  }));
const rupeesToPaise = (value: unknown) => Math.round(Number(value) * 100);

describe("reconciliation of 25 reservations (issue 27)", () => {
  it("built every scenario's documents", async () => {
    const docs = await allDocuments();
    const series = new Set(docs.map((d) => d.series));
    for (const s of ["quotation", "receipt", "invoice", "credit-note", "debit-note", "refund", "liquor-bill"])
      expect(series, s).toContain(s);
    expect(ids.size).toBe(25);
  });

  it("every tax document charges CGST = SGST; invoices and debit notes tax = rate × value; faces add up", async () => {
    for (const d of await allDocuments()) {
      const s = d.snapshot;
      if (s.series === "quotation" || s.series === "liquor-bill") continue;
      expect(s.cgst, s.number).toBe(s.sgst);
      if (s.series === "invoice" || s.series === "debit-note")
        expect(s.cgst, s.number).toBe(halfTax(s.taxable, s.rate));
      if (s.series === "receipt" || s.series === "refund")
        expect(s.taxable + s.cgst + s.sgst + (s.outsideGst ?? 0), s.number).toBe(s.total);
      else expect(s.taxable + s.cgst + s.sgst, s.number).toBe(s.total);
      if (s.settlement) expect(s.total - s.settlement.adjusted, s.number).toBe(s.amountDue);
    }
  });

  it("documents = GST summary, month by month, per rate, B2B, B2C and SAC", async () => {
    const docs = (await allDocuments()).filter((d) =>
      ["invoice", "credit-note", "debit-note"].includes(d.series),
    );
    for (const summary of summaries) {
      const ofMonth = docs.filter((d) => d.issuedOn.startsWith(summary.month));
      const sign = (s: string) => (s === "credit-note" ? -1 : 1);
      const sum = (pick: (s: DocumentSnapshot) => number, of = ofMonth) =>
        of.reduce((t, d) => t + sign(d.series) * pick(d.snapshot), 0);
      expect(summary.totals).toEqual({
        taxable: sum((s) => s.taxable),
        cgst: sum((s) => s.cgst),
        sgst: sum((s) => s.sgst),
        total: sum((s) => s.total),
      });
      for (const rate of new Set(ofMonth.map((d) => d.snapshot.rate))) {
        const atRate = ofMonth.filter((d) => d.snapshot.rate === rate);
        expect(summary.perRate.find((r) => r.rate === rate)?.taxable, `${summary.month} ${rate}`).toBe(
          sum((s) => s.taxable, atRate),
        );
        const b2c = atRate.filter((d) => !d.snapshot.recipient.gstin);
        expect(summary.b2c.find((r) => r.rate === rate)?.taxable ?? 0).toBe(sum((s) => s.taxable, b2c));
      }
      expect(summary.b2b.map((b) => b.number).sort()).toEqual(
        ofMonth
          .filter((d) => d.snapshot.recipient.gstin)
          .map((d) => d.number)
          .sort(),
      );
      expect(summary.sac.reduce((t, s) => t + s.taxable, 0)).toBe(summary.totals.taxable);
    }
  });

  it("advances: what tables 11A add up and 11B take off is what is still unadjusted", async () => {
    const docs = await allDocuments();
    const receipts = docs.filter((d) => d.series === "receipt");
    const taken = docs.flatMap((d) => d.snapshot.advances ?? []);
    const unadjusted =
      receipts.reduce((t, d) => t + d.snapshot.taxable, 0) - taken.reduce((t, p) => t + p.taxable, 0);
    const at = summaries.flatMap((m) => m.advances.received).reduce((t, a) => t + a.taxable, 0);
    const atadj = summaries.flatMap((m) => m.advances.adjusted).reduce((t, a) => t + a.taxable, 0);
    expect(at - atadj).toBe(unadjusted);
    expect(at).toBeGreaterThan(0);
    expect(atadj).toBeGreaterThan(0);
  });

  it("documents = GST summary = GSTR-1's CSV, .xlsx and JSON, to the paisa (issue 27 item 17)", async () => {
    const docs = await allDocuments();
    let checked = 0;
    for (const summary of summaries) {
      const month = summary.month;
      const ofMonth = docs.filter((d) => d.issuedOn.startsWith(month));
      const tax = ofMonth.filter((d) => ["invoice", "credit-note", "debit-note"].includes(d.series));
      const sign = (d: (typeof docs)[number]) => (d.series === "credit-note" ? -1 : 1);
      const add = (of: typeof docs, pick: (s: DocumentSnapshot) => number, signed = false) =>
        of.reduce((t, d) => t + (signed ? sign(d) : 1) * pick(d.snapshot), 0);
      const registered = tax.filter((d) => d.snapshot.recipient.gstin);
      const b2bInvoices = registered.filter((d) => d.series === "invoice");
      const b2bNotes = registered.filter((d) => d.series !== "invoice");
      const unregistered = tax.filter((d) => !d.snapshot.recipient.gstin);
      const expected = {
        b2b: add(b2bInvoices, (s) => s.taxable),
        b2bValue: add(b2bInvoices, (s) => s.total),
        b2bCgst: add(b2bInvoices, (s) => s.cgst),
        cdnr: add(b2bNotes, (s) => s.taxable),
        b2cs: add(unregistered, (s) => s.taxable, true),
        b2csCgst: add(unregistered, (s) => s.cgst, true),
        hsnTaxable: add(tax, (s) => s.taxable, true),
        hsnCgst: add(tax, (s) => s.cgst, true),
        hsnSgst: add(tax, (s) => s.sgst, true),
        hsnTotal: add(tax, (s) => s.total, true),
        at: summary.advances.received.reduce((t, a) => t + a.taxable, 0),
        atCgst: summary.advances.received.reduce((t, a) => t + a.cgst, 0),
        atadj: summary.advances.adjusted.reduce((t, a) => t + a.taxable, 0),
        documents: ofMonth.filter((d) => d.series !== "quotation").length,
      };
      // The GST summary says the same (its own test checks it against the documents too).
      expect(summary.totals.taxable, month).toBe(expected.hsnTaxable);
      expect(
        summary.b2c.reduce((t, b) => t + b.taxable, 0),
        month,
      ).toBe(expected.b2cs);

      const csv = new TextDecoder().decode(
        await exportGstr1(db.db, { actor: accounts, month, format: "csv" }),
      );
      const sections = new Map(
        csv
          .replace(/^\uFEFF/, "")
          .trim()
          .split(/(?:\r\n){2,}/)
          .map((block) => {
            const [name, ...rest] = block.split("\r\n");
            return [name!, Papa.parse<string[]>(rest.join("\r\n")).data.slice(1)];
          }),
      );
      const xlsx = await readXlsxFile(
        Buffer.from(await exportGstr1(db.db, { actor: accounts, month, format: "xlsx" })),
      );
      const sheet = (name: string) => xlsx.find((s) => s.sheet === name)!.data.slice(1);
      const column = (rows: unknown[][], index: number) =>
        rows.reduce((t: number, r) => t + rupeesToPaise(r[index]), 0);
      for (const [label, rows] of [
        ["csv", (name: string) => sections.get(name) ?? []],
        ["xlsx", sheet],
      ] as const) {
        const at = `${label} ${month}`;
        expect(column(rows("b2b,sez,de"), 11), `${at} b2b`).toBe(expected.b2b);
        expect(column(rows("b2b,sez,de"), 4), `${at} b2b value`).toBe(expected.b2bValue);
        expect(column(rows("cdnr"), 11), `${at} cdnr`).toBe(expected.cdnr);
        expect(
          rows("cdnr")
            .map((r) => r[4])
            .sort(),
          `${at} note types`,
        ).toEqual(b2bNotes.map((d) => (d.series === "debit-note" ? "D" : "C")).sort());
        expect(column(rows("b2cs"), 4), `${at} b2cs`).toBe(expected.b2cs);
        expect(rows("b2cl"), `${at} b2cl`).toEqual([]);
        expect(rows("cdnur"), `${at} cdnur`).toEqual([]);
        const hsn = [...rows("hsn(b2b)"), ...rows("hsn(b2c)")];
        expect(column(hsn, 6), `${at} hsn taxable`).toBe(expected.hsnTaxable);
        expect(column(hsn, 8), `${at} hsn cgst`).toBe(expected.hsnCgst);
        expect(column(hsn, 9), `${at} hsn sgst`).toBe(expected.hsnSgst);
        expect(column(hsn, 4), `${at} hsn total`).toBe(expected.hsnTotal);
        expect(column(rows("at"), 3), `${at} at`).toBe(expected.at);
        expect(column(rows("atadj"), 3), `${at} atadj`).toBe(expected.atadj);
        expect(
          rows("docs").reduce((t: number, r) => t + Number(r[3]), 0),
          `${at} docs`,
        ).toBe(expected.documents);
        expect(
          rows("docs").some((r) => String(r[1]).startsWith("QTN")),
          `${at} no quotation`,
        ).toBe(false);
      }

      const json = JSON.parse(
        new TextDecoder().decode(await exportGstr1(db.db, { actor: accounts, month, format: "json" })),
      );
      expect(json.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);
      const paise = (n: number | undefined) => Math.round((n ?? 0) * 100);
      type Itm = { itm_det: { txval: number; camt: number } };
      const items = (list: { itms: Itm[] }[] = []) => list.flatMap((i) => i.itms);
      const b2bItems = items((json.b2b ?? []).flatMap((c: { inv: { itms: Itm[] }[] }) => c.inv));
      expect(
        b2bItems.reduce((t, i) => t + paise(i.itm_det.txval), 0),
        `json b2b ${month}`,
      ).toBe(expected.b2b);
      expect(
        b2bItems.reduce((t, i) => t + paise(i.itm_det.camt), 0),
        `json b2b camt ${month}`,
      ).toBe(expected.b2bCgst);
      const noteItems = items((json.cdnr ?? []).flatMap((c: { nt: { itms: Itm[] }[] }) => c.nt));
      expect(
        noteItems.reduce((t, i) => t + paise(i.itm_det.txval), 0),
        `json cdnr ${month}`,
      ).toBe(expected.cdnr);
      type Flat = { txval: number; camt: number };
      expect(
        (json.b2cs ?? []).reduce((t: number, b: Flat) => t + paise(b.txval), 0),
        `json b2cs ${month}`,
      ).toBe(expected.b2cs);
      expect(
        (json.b2cs ?? []).reduce((t: number, b: Flat) => t + paise(b.camt), 0),
        `json b2cs camt ${month}`,
      ).toBe(expected.b2csCgst);
      const hsnJson: Flat[] = [...(json.hsn?.hsn_b2b ?? []), ...(json.hsn?.hsn_b2c ?? [])];
      expect(
        hsnJson.reduce((t, h) => t + paise(h.txval), 0),
        `json hsn ${month}`,
      ).toBe(expected.hsnTaxable);
      expect(
        hsnJson.reduce((t, h) => t + paise(h.camt), 0),
        `json hsn camt ${month}`,
      ).toBe(expected.hsnCgst);
      type Adv = { itms: { ad_amt: number; camt: number }[] };
      const advances = (list: Adv[] = []) => list.flatMap((a) => a.itms);
      expect(
        advances(json.at).reduce((t, a) => t + paise(a.ad_amt), 0),
        `json at ${month}`,
      ).toBe(expected.at);
      expect(
        advances(json.at).reduce((t, a) => t + paise(a.camt), 0),
        `json at camt ${month}`,
      ).toBe(expected.atCgst);
      expect(
        advances(json.txpd).reduce((t, a) => t + paise(a.ad_amt), 0),
        `json txpd ${month}`,
      ).toBe(expected.atadj);
      const issued = (json.doc_issue?.doc_det ?? []).flatMap((d: { docs: { totnum: number }[] }) => d.docs);
      expect(
        issued.reduce((t: number, d: { totnum: number }) => t + d.totnum, 0),
        `json docs ${month}`,
      ).toBe(expected.documents);
      checked += tax.length;
    }
    // Every tax document of the 25 reservations was in one of the months checked.
    expect(checked).toBe(
      docs.filter((d) => ["invoice", "credit-note", "debit-note"].includes(d.series)).length,
    );
  });

  it("the one balance = Dues = the reservations export (CSV and .xlsx) = each statement, to the paisa", async () => {
    const rows = await db.db.select().from(reservations);
    const facts = await readBalanceFacts(db.db, null);
    const dues = new Map((await listDues(db.db, { actor: accounts, now })).map((d) => [d.id, d]));
    const csv = Papa.parse<string[]>(
      (await exportReservationsCsv(db.db, { actor: accounts, search: { q: "" } }))
        .replace(/^\uFEFF/, "")
        .trim(),
    ).data;
    const header = csv[0]!;
    const col = (name: string) => header.indexOf(name);
    const byName = new Map(csv.slice(1).map((r) => [r[0]!.replace(/^'/, ""), r]));
    const [xlsx] = await readXlsxFile(
      Buffer.from(await exportReservationsXlsx(db.db, { actor: accounts, search: { q: "" } })),
    );
    const xlsxByName = new Map(xlsx!.data.slice(1).map((r) => [String(r[0]), r]));
    for (const r of rows) {
      const b = reservationBalance(r, facts.get(r.id) ?? { documents: [], ledger: [] });
      const due = dues.get(r.id);
      if (b.due > 0 || b.refundDue > 0 || b.bookingDiffers !== null) {
        expect(due, r.eventName).toBeDefined();
        expect(due!.outstanding, r.eventName).toBe(b.due);
        expect(due!.refundDue, r.eventName).toBe(b.refundDue);
        expect(due!.received, r.eventName).toBe(b.settled);
      } else expect(due, r.eventName).toBeUndefined();
      const line = byName.get(r.eventName)!;
      const x = xlsxByName.get(r.eventName)!;
      const money = (name: string) => rupeesToPaise(line[col(name)]);
      const cell = (name: string) => rupeesToPaise(x[col(name)]);
      for (const read of [money, cell]) {
        expect(read("Advance Received (₹)"), r.eventName).toBe(b.received);
        expect(read("Remaining Due (₹)") + read("Alcohol Due (₹)"), r.eventName).toBe(b.due);
        expect(read("TDS (₹)"), r.eventName).toBe(b.tds);
        expect(read("Refund Due (₹)"), r.eventName).toBe(b.refundDue);
      }
      const statement = await statementOf(db.db, { actor: accounts, reservationId: r.id, now });
      expect(statement.closing, r.eventName).toBe(b.due - b.refundDue);
      // The stored remaining due mirrors the balance.
      expect(rupeesToPaise(r.remainingAmountDue), r.eventName).toBe(b.remainingDue);
    }
    // A cancelled, credited and refunded event owes ₹0.00 everywhere.
    const settled = ids.get("Cancelled after the invoice, credited and refunded")!;
    expect(dues.get(settled)).toBeUndefined();
    expect(money0(byName.get("Cancelled after the invoice, credited and refunded")!, col)).toEqual([0, 0, 0]);
  });
});

function money0(line: string[], col: (name: string) => number) {
  return ["Remaining Due (₹)", "Alcohol Due (₹)", "Refund Due (₹)"].map((n) => rupeesToPaise(line[col(n)]));
}
