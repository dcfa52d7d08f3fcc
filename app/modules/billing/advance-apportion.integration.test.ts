import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  billingDocuments,
  billingSettings,
  documentCounters,
  linePackages,
  payments,
  reservationLines,
  reservations,
} from "~/db/schema";
import { EventBus } from "~/modules/live/events.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { createTestDatabase } from "../../../tests/support/db";
import { advanceRows, gstSummary } from "./accounts.server";
import { faceOf } from "./document-face";
import { issueInvoice, readDocument } from "./documents.server";
import { gstr1Return } from "./gst-export.server";
import { documentTaxRows, lineSchema } from "./itemised";
import { addLine } from "./lines.server";
import { recordPayment, recordRefund } from "./ledger.server";
import { renderDocumentPdf } from "./pdf.server";
import { saveBillingSettings } from "./settings.server";
import { listTaxLines } from "./tax-lines.server";
import { billingSettingsInput } from "./test-fixtures";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// @module-tag db (receipt and refund vouchers numbered in their transactions; the advance tables read the snapshots' JSON in SQL)

/**
 * Issue 32: an advance towards a reservation with itemised lines at two rates (CGST Rules, rule 50;
 * docs/billing.md "Advances over several tax lines"). The wedding of `itemised.integration.test.ts`:
 *  18 % (Hall hire): veg plates 3,00,000 + hall rent 50,000 + décor 35,000.50 − discount 20,000.25
 *        = ₹3,65,000.25 taxable, CGST = SGST ₹32,850.02 → ₹4,30,700.29 with tax
 *   5 % (Catering): non-veg plates 120 × 1,450 = ₹1,74,000.00, CGST = SGST ₹4,350.00 → ₹1,82,700.00
 *  unbilled with tax ₹6,13,400.29.
 *
 * Advance ₹1,00,001.00 = 1,00,00,100 paise, apportioned by each line's unbilled value with tax:
 *  18 %: 1,00,00,100 × 4,30,70,029 / 6,13,40,029 = 70,21,591.02… → 70,21,591 (remainder 14,36,761)
 *   5 %: 1,00,00,100 × 1,82,70,000 / 6,13,40,029 = 29,78,508.97… → 29,78,508 (remainder 5,99,03,268)
 *  one paisa left goes to the larger remainder (5 %): 29,78,509.
 *  18 %: ₹70,215.91 ÷ 1.18 → taxable ₹59,505.01, 9 % = 5,355.4509 → ₹5,355.45 each; 59,505.01 + 10,710.90 = ₹70,215.91
 *   5 %: ₹29,785.09 ÷ 1.05 → taxable ₹28,366.75, 2.5 % = 709.16875 → ₹709.17 each; 28,366.75 + 1,418.34 = ₹29,785.09
 *  rows sum to ₹1,00,001.00 exactly; nothing outside GST.
 *
 * Refund ₹30,000.00 of it, apportioned the same way over what is left of each rate:
 *  18 %: 30,00,000 × 70,21,591 / 1,00,00,100 = 21,06,456.3… → 21,06,456 → taxable ₹17,851.32, ₹1,606.62 each
 *   5 %: 30,00,000 × 29,78,509 / 1,00,00,100 = 8,93,543.7… → 8,93,544 (the paisa left) → taxable ₹8,509.94, ₹212.75 each
 *  17,851.32 + 3,213.24 + 8,509.94 + 425.50 = ₹30,000.00.
 * Left to adjust: 18 % ₹41,653.69 (₹3,748.83 each), 5 % ₹19,856.81 (₹496.42 each).
 */
const db = await createTestDatabase();
afterAll(() => db.close());
const events = new EventBus();
const now = new Date("2026-11-23T10:00:00Z");

let hallHire = "";
let catering = "";

beforeEach(async () => {
  await db.db.delete(billingDocuments);
  await db.db.delete(documentCounters);
  await db.db.delete(payments);
  await db.db.delete(reservationLines);
  await db.db.delete(linePackages);
  await db.db.delete(reservations);
  await db.db.delete(billingSettings);
  await db.db.execute(
    sql`delete from tax_lines where description not in ('Catering services at functions', 'Hall hire')`,
  );
  await db.db.execute(sql`update tax_lines set is_default = (description = 'Hall hire')`);
  await saveBillingSettings(db.db, {
    actor: actors.admin,
    events,
    input: billingSettingsInput({ address: "12 Garden Road, Bengaluru 560001" }),
  });
  const lines = await listTaxLines(db.db);
  hallHire = lines.find((l) => l.description === "Hall hire")!.id;
  catering = lines.find((l) => l.description === "Catering services at functions")!.id;
});

let day = 0;
const create = async () =>
  (
    await createReservation(db.db, {
      actor: actors.admin,
      events,
      now,
      input: input({
        eventDate: `2027-03-${String((++day % 28) + 1).padStart(2, "0")}`,
        billingAddress: "7 Lake View Road, Pune 411001",
        advanceAmountReceived: "0",
      }),
    })
  ).id;

const add = (reservationId: string, fields: Record<string, string>) =>
  addLine(db.db, { actor: actors.admin, reservationId, events, now, input: lineSchema.parse(fields) });

async function wedding() {
  const id = await create();
  await add(id, {
    kind: "plates",
    description: "Non-veg plates",
    quantity: "120",
    rate: "1,450",
    taxLineId: catering,
  });
  await add(id, {
    kind: "hall-rent",
    description: "Hall rent",
    quantity: "1",
    rate: "50000",
    taxLineId: hallHire,
  });
  await add(id, {
    kind: "decor",
    description: "Décor",
    quantity: "1",
    rate: "35000.50",
    taxLineId: hallHire,
  });
  await add(id, {
    kind: "discount",
    description: "Discount",
    quantity: "1",
    rate: "20000.25",
    taxLineId: hallHire,
  });
  return id;
}

const pay = (reservationId: string, amount: number, paidOn: string) =>
  recordPayment(db.db, {
    actor: actors.accounts,
    reservationId,
    events,
    now,
    input: { amount, paidOn, mode: "upi", reference: "", note: "" },
  });

const refund = (reservationId: string, amount: number, paidOn: string) =>
  recordRefund(db.db, {
    actor: actors.accounts,
    reservationId,
    events,
    now,
    input: { amount, paidOn, mode: "upi", reference: "", reason: "Guests fewer" },
  });

const docsOf = async (reservationId: string, series: string) => {
  const rows = await db.db
    .select({ id: billingDocuments.id, series: billingDocuments.series })
    .from(billingDocuments)
    .where(eq(billingDocuments.reservationId, reservationId))
    .orderBy(billingDocuments.createdAt);
  return Promise.all(
    rows
      .filter((r) => r.series === series)
      .map((r) => readDocument(db.db, { actor: actors.admin, id: r.id })),
  );
};

const rowsOf = (s: Parameters<typeof documentTaxRows>[0]) =>
  documentTaxRows(s).map((t) => [t.sac, t.rate, t.taxable, t.cgst, t.sgst]);

function pdfText(buffer: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "advance-"));
  const file = path.join(dir, "doc.pdf");
  writeFileSync(file, buffer);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

describe("an advance towards lines at two rates (rule 50)", () => {
  it("is apportioned per rate, each part tax-inclusive, the rows summing to the amount to the paisa", async () => {
    const id = await wedding();
    await pay(id, 1_00_001_00, "2026-11-20");
    const [receipt] = await docsOf(id, "receipt");
    expect(receipt!.number).toBe("RV/26-27/0001");
    expect(rowsOf(receipt!)).toEqual([
      ["997212", 1800, 59_505_01, 5_355_45, 5_355_45],
      ["996334", 500, 28_366_75, 709_17, 709_17],
    ]);
    expect(receipt!.outsideGst).toBe(0);
    expect(receipt!.taxable + receipt!.cgst + receipt!.sgst).toBe(1_00_001_00);
    expect(receipt!.total).toBe(1_00_001_00);
    // It prints one row per tax line and the tax per rate.
    const face = faceOf(receipt!);
    expect(face.rows.map((r) => [r.description, r.sac, r.taxable])).toEqual([
      ["Advance towards Hall hire", "997212", 59_505_01],
      ["Advance towards Catering services at functions", "996334", 28_366_75],
    ]);
    const text = pdfText(await renderDocumentPdf(receipt!));
    expect(text).toMatch(/CGST @ 9 % on ₹59,505\.01\s+₹5,355\.45/);
    expect(text).toMatch(/SGST @ 2\.5 % on ₹28,366\.75\s+₹709\.17/);
    expect(text).toMatch(/Amount received\s+₹1,00,001\.00/);
  });

  it("a second advance taxes only what each line still has unbilled, and beyond everything is outside GST", async () => {
    const id = await wedding();
    await pay(id, 1_00_001_00, "2026-11-20");
    // ₹6,13,400.29 − ₹1,00,001.00 = ₹5,13,399.29 is unbilled with tax; ₹5,20,000 pays it all and ₹6,600.71 more.
    await pay(id, 5_20_000_00, "2026-11-21");
    const [, second] = await docsOf(id, "receipt");
    // 18 %: 3,65,000.25 − 59,505.01 = 3,05,495.24, 9 % = 27,494.5716 → 27,494.57
    //  5 %: 1,74,000.00 − 28,366.75 = 1,45,633.25, 2.5 % = 3,640.83125 → 3,640.83
    expect(rowsOf(second!)).toEqual([
      ["997212", 1800, 3_05_495_24, 27_494_57, 27_494_57],
      ["996334", 500, 1_45_633_25, 3_640_83, 3_640_83],
    ]);
    // 3,05,495.24 + 54,989.14 + 1,45,633.25 + 7,281.66 = 5,13,399.29; 5,20,000 − 5,13,399.29 = 6,600.71
    expect(second!.outsideGst).toBe(6_600_71);
  });

  it("a partial refund is apportioned the same way; the invoice adjusts what is left per rate; GSTR-1 and the GST summary follow", async () => {
    const id = await wedding();
    await pay(id, 1_00_001_00, "2026-10-20");
    await refund(id, 30_000_00, "2026-11-05");
    const [voucher] = await docsOf(id, "refund");
    expect(voucher!.number).toBe("RF/26-27/0001");
    expect(rowsOf(voucher!)).toEqual([
      ["997212", 1800, 17_851_32, 1_606_62, 1_606_62],
      ["996334", 500, 8_509_94, 212_75, 212_75],
    ]);
    expect(voucher!.outsideGst).toBe(0);
    expect(voucher!.advances!.map((p) => [p.number, p.rate, p.taxable, p.cgst])).toEqual([
      ["RV/26-27/0001", 1800, 17_851_32, 1_606_62],
      ["RV/26-27/0001", 500, 8_509_94, 212_75],
    ]);
    expect(faceOf(voucher!).rows.map((r) => r.description)).toEqual([
      "Refund of the advance towards Hall hire",
      "Refund of the advance towards Catering services at functions",
    ]);

    const { id: invoiceId } = await issueInvoice(db.db, {
      actor: actors.accounts,
      reservationId: id,
      events,
      now,
    });
    const invoice = await readDocument(db.db, { actor: actors.admin, id: invoiceId });
    // What is left of each rate, exactly: 18 % 59,505.01 − 17,851.32; 5 % 28,366.75 − 8,509.94.
    expect(invoice.advances!.map((p) => [p.number, p.rate, p.taxable, p.cgst, p.sgst])).toEqual([
      ["RV/26-27/0001", 1800, 41_653_69, 3_748_83, 3_748_83],
      ["RV/26-27/0001", 500, 19_856_81, 496_42, 496_42],
    ]);
    expect(invoice.total).toBe(6_13_400_29);
    expect(invoice.amountDue).toBe(6_13_400_29 - 70_001_00);

    // GSTR-1 table 11A in October per rate; 11B in November per rate: the refund and the invoice.
    const tables = await advanceRows(db.db, { from: "2026-10", to: "2026-11" });
    expect(tables.at.map((r) => [r.month, r.rate, r.taxable, r.cgst, r.sgst])).toEqual([
      ["2026-10", 500, 28_366_75, 709_17, 709_17],
      ["2026-10", 1800, 59_505_01, 5_355_45, 5_355_45],
    ]);
    expect(tables.atadj.map((r) => [r.month, r.rate, r.taxable, r.cgst, r.sgst])).toEqual([
      ["2026-11", 500, 28_366_75, 709_17, 709_17],
      ["2026-11", 1800, 59_505_01, 5_355_45, 5_355_45],
    ]);
    const october = await gstSummary(db.db, { actor: actors.accounts, month: "2026-10" });
    expect(october.advances.received.map((r) => [r.rate, r.taxable, r.cgst])).toEqual([
      [500, 28_366_75, 709_17],
      [1800, 59_505_01, 5_355_45],
    ]);
    const november = await gstSummary(db.db, { actor: actors.accounts, month: "2026-11" });
    expect(november.advances.adjusted.map((r) => [r.rate, r.taxable, r.cgst])).toEqual([
      [500, 28_366_75, 709_17],
      [1800, 59_505_01, 5_355_45],
    ]);
    const gstr1Oct = (await gstr1Return(db.db, { actor: actors.accounts, month: "2026-10" })).data;
    expect(gstr1Oct.at.map((r) => [r.rate, r.taxable, r.cgst, r.sgst])).toEqual([
      [500, 28_366_75, 709_17, 709_17],
      [1800, 59_505_01, 5_355_45, 5_355_45],
    ]);
    const gstr1Nov = (await gstr1Return(db.db, { actor: actors.accounts, month: "2026-11" })).data;
    expect(gstr1Nov.atadj.map((r) => [r.rate, r.taxable, r.cgst, r.sgst])).toEqual([
      [500, 28_366_75, 709_17, 709_17],
      [1800, 59_505_01, 5_355_45, 5_355_45],
    ]);
  });

  it("refunds never take more taxable value or tax of a rate than its advance carried, and the last one takes exactly what is left", async () => {
    const id = await wedding();
    await pay(id, 1_00_001_00, "2026-11-20");
    await refund(id, 33_333_33, "2026-11-21");
    await refund(id, 33_333_33, "2026-11-22");
    await refund(id, 33_334_34, "2026-11-23");
    const vouchers = await docsOf(id, "refund");
    expect(vouchers.map((v) => v.number)).toEqual(["RF/26-27/0001", "RF/26-27/0002", "RF/26-27/0003"]);
    const sum = (rate: number, field: "taxable" | "cgst" | "sgst") =>
      vouchers
        .flatMap((v) => v.advances!)
        .filter((p) => p.rate === rate)
        .reduce((s, p) => s + p[field], 0);
    expect([sum(1800, "taxable"), sum(1800, "cgst"), sum(1800, "sgst")]).toEqual([
      59_505_01, 5_355_45, 5_355_45,
    ]);
    expect([sum(500, "taxable"), sum(500, "cgst"), sum(500, "sgst")]).toEqual([28_366_75, 709_17, 709_17]);
    for (const v of vouchers) {
      expect(v.taxable + v.cgst + v.sgst + (v.outsideGst ?? 0)).toBe(v.total);
      expect(v.outsideGst ?? 0).toBeGreaterThanOrEqual(0);
    }
  });

  it("a reservation without lines gets a receipt voucher of one rate, exactly as before", async () => {
    const id = await create();
    await pay(id, 1_00_001_00, "2026-11-20");
    const [receipt] = await docsOf(id, "receipt");
    expect(receipt!.taxes).toBeUndefined();
    expect(receipt!.lines).toBeUndefined();
    // ₹1,00,001.00 at 18 %: taxable ₹84,746.61, 9 % = 7,627.1949 → ₹7,627.19 each; 84,746.61 + 15,254.38 = ₹1,00,000.99
    expect([receipt!.rate, receipt!.taxable, receipt!.cgst, receipt!.sgst, receipt!.outsideGst]).toEqual([
      1800, 84_746_61, 7_627_19, 7_627_19, 1,
    ]);
  });
});
