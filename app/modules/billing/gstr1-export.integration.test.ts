// @module-tag db (the month's documents and advances read back through the export route)
import readXlsxFile from "read-excel-file/node";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservations } from "~/db/schema";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { updateReservation } from "~/modules/reservations/update-reservation.server";
import * as exportRoute from "~/routes/luxebooking/billing/gst-export";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { readClientBilling } from "./client-billing.server";
import {
  issueCreditNote,
  issueDebitNote,
  issueInvoice,
  issueLiquorBill,
  issueQuotation,
} from "./documents.server";
import { gstr1Headers } from "./gstr1";
import { billingMessages } from "./messages";
import { recordPayment, recordRefund } from "./ledger.server";
import { saveBillingSettings } from "./settings.server";
import { billingSettingsInput } from "./test-fixtures";
import { listTaxLines } from "./tax-lines.server";

/**
 * Issue 27 item 17: the GSTR-1 the CA uploads. A month of documents of every kind, read back from
 * the route's .xlsx (each sheet's exact header row, which section each document lands in) and JSON.
 */
let h: RouteHarness;
afterAll(() => h?.close());
const now = new Date("2026-11-23T10:00:00Z");
const B2B = { billingName: "Sharma Traders", billingGstin: "27AAPFU0939F1ZV" };
const ids: Record<string, string> = {};

async function book(name: string, day: number, overrides: Parameters<typeof input>[0] = {}) {
  const { id } = await createReservation(h.database.db, {
    actor: actors.admin,
    events: h.events,
    now: new Date("2026-09-15T06:00:00Z"),
    input: input({
      eventName: name,
      eventDate: `2026-12-${String(day).padStart(2, "0")}`,
      billingAddress: "7 Lake View Road, Bengaluru",
      advanceAmountReceived: "0",
      ...overrides,
    }),
  });
  ids[name] = id;
  return id;
}

async function guests(id: string, guestCount: number) {
  const db = h.database.db;
  const [r] = await db.select().from(reservations).where(eq(reservations.id, id));
  const client = await readClientBilling(db, id);
  await updateReservation(db, {
    actor: actors.admin,
    id,
    events: h.events,
    now,
    input: input({
      eventName: r!.eventName,
      eventDate: r!.eventDate,
      guestCount,
      perPersonAmount: r!.perPersonAmount,
      gstType: "percentage",
      gstValue: r!.gstValue,
      withAlcohol: r!.withAlcohol,
      alcoholMRP: r!.alcoholMRP,
      alcoholPercentageCharges: r!.alcoholPercentageCharges,
      advanceAmountReceived: "0",
      billingName: client.billingName,
      billingAddress: client.billingAddress,
      billingGstin: client.billingGstin,
      billingStateCode: client.billingStateCode,
      version: r!.version,
    }),
  });
}

beforeAll(async () => {
  h = await createRouteHarness();
  const db = h.database.db;
  const events = h.events;
  const accounts = actors.accounts;
  await saveBillingSettings(db, { actor: actors.admin, events, input: billingSettingsInput() });
  const catering = (await listTaxLines(db)).find((l) => l.rate === 500)!.id;
  const pay = (reservationId: string, amount: number, paidOn: string) =>
    recordPayment(db, {
      actor: accounts,
      reservationId,
      events,
      now,
      input: { amount, paidOn, mode: "upi", reference: "", note: "" },
    });
  const invoice = (reservationId: string) =>
    issueInvoice(db, { actor: accounts, reservationId, events, now });

  // B2B invoice at 18 % (hall hire), and a B2B catering invoice at 5 % credited by amount.
  await invoice(await book("B2B hall hire", 1, { ...B2B, guestCount: 100, perPersonAmount: "1000.01" }));
  const credited = await book("B2B catering credited", 2, {
    ...B2B,
    taxLineId: catering,
    gstValue: "5",
    guestCount: 80,
    perPersonAmount: "999.99",
  });
  await invoice(credited);
  await issueCreditNote(db, {
    actor: accounts,
    reservationId: credited,
    events,
    now,
    taxable: 5_000_00,
    reason: "Discount",
  });
  // B2B: more guests after the invoice, a debit note.
  const debited = await book("B2B debit note", 3, { ...B2B, guestCount: 50, perPersonAmount: "1200" });
  await invoice(debited);
  await guests(debited, 60);
  await issueDebitNote(db, { actor: accounts, reservationId: debited, events, now });
  // B2C invoice, then a credit note to the same unregistered person.
  const b2c = await book("B2C credited", 4, { guestCount: 90, perPersonAmount: "1500.50" });
  await invoice(b2c);
  await issueCreditNote(db, {
    actor: accounts,
    reservationId: b2c,
    events,
    now,
    taxable: 10_000_00,
    reason: "Discount",
  });
  // An advance in October (receipt voucher, table 11A) invoiced in November (table 11B).
  const advance = await book("Advance in October", 5, { guestCount: 70, perPersonAmount: "1100" });
  await pay(advance, 50_000_00, "2026-10-12");
  await invoice(advance);
  // A November advance with a refund before any invoice: receipt voucher and refund voucher.
  const refunded = await book("Refunded advance", 6, {
    status: "pending",
    guestCount: 40,
    perPersonAmount: "900",
  });
  await pay(refunded, 20_000_00, "2026-11-05");
  await recordRefund(db, {
    actor: accounts,
    reservationId: refunded,
    events,
    now,
    input: { amount: 5_000_00, paidOn: "2026-11-06", mode: "upi", reference: "", reason: "Returned" },
  });
  // A quotation (never in 'docs') and a liquor bill (outside GST).
  await issueQuotation(db, { actor: actors.manager, reservationId: refunded, events, now });
  const liquor = await book("Liquor", 7, {
    withAlcohol: true,
    alcoholMRP: "10000",
    alcoholPercentageCharges: "10",
    guestCount: 30,
    perPersonAmount: "1000",
  });
  await issueLiquorBill(db, { actor: accounts, reservationId: liquor, events, now });
}, 120_000);

const fetchExport = async (format: "xlsx" | "json", month = "2026-11") => {
  const reply = await h.call(exportRoute.loader, {
    as: "accounts",
    url: `/luxebooking/accounts/gst.${format}?month=${month}`,
  });
  expect(reply.status).toBe(200);
  return reply.response!;
};
const workbook = async (month = "2026-11") => {
  const sheets = await readXlsxFile(Buffer.from(await (await fetchExport("xlsx", month)).arrayBuffer()));
  return new Map(sheets.map((s) => [s.sheet, s.data]));
};
// biome-ignore lint/suspicious/noExplicitAny: the portal's JSON is read as it comes
const portalJson = async (month = "2026-11"): Promise<any> =>
  JSON.parse(await (await fetchExport("json", month)).text());

describe("GSTR-1 offline tool workbook (issue 27 item 17)", () => {
  it("has the template's sheets in order, each with its exact header row", async () => {
    const sheets = await workbook();
    expect([...sheets.keys()]).toEqual([
      "b2b,sez,de",
      "b2cl",
      "b2cs",
      "cdnr",
      "cdnur",
      "at",
      "atadj",
      "hsn(b2b)",
      "hsn(b2c)",
      "docs",
    ]);
    expect(sheets.get("b2b,sez,de")![0]).toEqual([
      "GSTIN/UIN of Recipient",
      "Receiver Name",
      "Invoice Number",
      "Invoice date",
      "Invoice Value",
      "Place Of Supply",
      "Reverse Charge",
      "Applicable % of Tax Rate",
      "Invoice Type",
      "E-Commerce GSTIN",
      "Rate",
      "Taxable Value",
      "Cess Amount",
    ]);
    expect(sheets.get("b2cs")![0]).toEqual([
      "Type",
      "Place Of Supply",
      "Applicable % of Tax Rate",
      "Rate",
      "Taxable Value",
      "Cess Amount",
      "E-Commerce GSTIN",
    ]);
    expect(sheets.get("cdnur")![0]).toEqual([
      "UR Type",
      "Note Number",
      "Note Date",
      "Note Type",
      "Place Of Supply",
      "Note Value",
      "Applicable % of Tax Rate",
      "Rate",
      "Taxable Value",
      "Cess Amount",
    ]);
    expect(sheets.get("hsn(b2c)")![0]).toEqual([
      "HSN",
      "Description",
      "UQC",
      "Total Quantity",
      "Total Value",
      "Rate",
      "Taxable Value",
      "Integrated Tax Amount",
      "Central Tax Amount",
      "State/UT Tax Amount",
      "Cess Amount",
    ]);
    expect(sheets.get("docs")![0]).toEqual([
      "Nature of Document",
      "Sr. No. From",
      "Sr. No. To",
      "Total Number",
      "Cancelled",
    ]);
    for (const [name, header] of Object.entries(gstr1Headers))
      expect(sheets.get(name)![0], name).toEqual(header);
  });

  it("places each document in its section", async () => {
    const sheets = await workbook();
    const b2b = sheets.get("b2b,sez,de")!.slice(1);
    // Two B2B invoices and the debit-noted one: each a row per rate, with the recipient's GSTIN.
    expect(b2b.map((r) => [r[0], r[2], r[5], r[6], r[8], r[10]])).toEqual([
      ["27AAPFU0939F1ZV", "EDN/26-27/0001", "29-Karnataka", "N", "Regular B2B", 18],
      ["27AAPFU0939F1ZV", "EDN/26-27/0002", "29-Karnataka", "N", "Regular B2B", 5],
      ["27AAPFU0939F1ZV", "EDN/26-27/0003", "29-Karnataka", "N", "Regular B2B", 18],
    ]);
    expect(b2b[0]!.slice(3, 5)).toEqual(["23-Nov-2026", 118001.18]);
    expect(b2b[0]![11]).toBe(100001);
    // Place of supply is always the hall's (IGST Act s.12(3)): no inter-State B2C invoice, b2cl and cdnur empty.
    expect(sheets.get("b2cl")!.length).toBe(1);
    expect(sheets.get("cdnur")!.length).toBe(1);
    // Credit and debit notes to a registered person: cdnr, 'C' and 'D', positive values.
    const cdnr = sheets.get("cdnr")!.slice(1);
    expect(cdnr.map((r) => [r[0], r[2], r[4], r[7], r[10], r[11]])).toEqual([
      ["27AAPFU0939F1ZV", "CN/26-27/0001", "C", "Regular B2B", 5, 5000],
      ["27AAPFU0939F1ZV", "DN/26-27/0001", "D", "Regular B2B", 18, 12000],
    ]);
    // Unregistered: the B2C invoices less their credit note, per rate, in b2cs (table 7).
    expect(sheets.get("b2cs")!.slice(1)).toEqual([
      ["OE", "29-Karnataka", null, 18, 135045 - 10000 + 77000, 0, null],
    ]);
    // October's advance: received in October (at), adjusted by November's invoice (atadj).
    const october = await workbook("2026-10");
    const at = october.get("at")!.slice(1);
    expect(at).toHaveLength(1);
    expect(at[0]!.slice(0, 3)).toEqual(["29-Karnataka", null, 18]);
    const atadj = sheets.get("atadj")!.slice(1);
    expect(atadj.map((r) => [r[0], r[2], r[3]])).toEqual([["29-Karnataka", 18, at[0]![3]]]);
    // November's advance, part refunded in November: only what is left of it is received (11A);
    // the refunded part is in neither table (same tax period). ₹20,000 received holds ₹16,949.16
    // of taxable value; the ₹5,000 refunded ₹4,237.28.
    expect(sheets.get("at")!.slice(1)).toEqual([["29-Karnataka", null, 18, 12711.88, 0]]);
  });

  it("docs: one row per series with the exact nature names, from, to, total and cancelled; no quotations", async () => {
    const docs = (await workbook()).get("docs")!.slice(1);
    expect(docs).toEqual([
      ["Invoices for outward supply", "EDN/26-27/0001", "EDN/26-27/0005", 5, 0],
      ["Invoices for outward supply", "LQ/26-27/0001", "LQ/26-27/0001", 1, 0],
      ["Debit Note", "DN/26-27/0001", "DN/26-27/0001", 1, 0],
      ["Credit Note", "CN/26-27/0001", "CN/26-27/0002", 2, 0],
      ["Receipt voucher", "RV/26-27/0002", "RV/26-27/0002", 1, 0],
      ["Refund voucher", "RF/26-27/0001", "RF/26-27/0001", 1, 0],
    ]);
    expect(docs.flat().some((cell) => String(cell).startsWith("QTN"))).toBe(false);
  });

  it("HSN: one row per SAC and rate with the tax line's description, B2B and B2C apart, notes netted", async () => {
    const sheets = await workbook();
    expect(sheets.get("hsn(b2b)")!.slice(1)).toEqual([
      // 80 × 999.99 = 79,999.20 at 5 %, less the 5,000.00 credit note.
      ["996334", "Catering services at functions", "NA", 0, 78749.16, 5, 74999.2, 0, 1874.98, 1874.98, 0],
      // 100 × 1,000.01 + 60 × 1,200 (invoice 60,000 + debit note 12,000) at 18 %.
      ["997212", "Hall hire", "NA", 0, 202961.18, 18, 172001, 0, 15480.09, 15480.09, 0],
    ]);
    expect(sheets.get("hsn(b2c)")!.slice(1)).toEqual([
      // 90 × 1,500.50 less a 10,000.00 credit note, and 70 × 1,100 (the October advance's invoice).
      ["997212", "Hall hire", "NA", 0, 238413.1, 18, 202045, 0, 18184.05, 18184.05, 0],
    ]);
  });
});

describe("GSTR-1 portal JSON (issue 27 item 17)", () => {
  it("has the return's structure: gstin, fp MMYYYY, b2b items, cdnr notes, b2cs, txpd, hsn and doc_issue", async () => {
    const json = await portalJson();
    expect(json.gstin).toBe("29AAPFU0939F1ZR");
    expect(json.fp).toBe("112026");
    expect(json.b2cl).toBeUndefined();
    expect(json.cdnur).toBeUndefined();
    expect(json.b2b).toHaveLength(1);
    expect(json.b2b[0].ctin).toBe("27AAPFU0939F1ZV");
    expect(json.b2b[0].inv[0]).toEqual({
      inum: "EDN/26-27/0001",
      idt: "23-11-2026",
      val: 118001.18,
      pos: "29",
      rchrg: "N",
      inv_typ: "R",
      itms: [{ num: 1, itm_det: { rt: 18, txval: 100001, camt: 9000.09, samt: 9000.09, csamt: 0 } }],
    });
    expect(json.cdnr[0].nt.map((n: { ntty: string; nt_num: string }) => [n.ntty, n.nt_num])).toEqual([
      ["C", "CN/26-27/0001"],
      ["D", "DN/26-27/0001"],
    ]);
    expect(json.cdnr[0].nt[0].itms[0].itm_det).toEqual({
      rt: 5,
      txval: 5000,
      camt: 125,
      samt: 125,
      csamt: 0,
    });
    expect(json.b2cs).toEqual([
      {
        sply_ty: "INTRA",
        pos: "29",
        typ: "OE",
        rt: 18,
        txval: 202045,
        camt: 18184.05,
        samt: 18184.05,
        csamt: 0,
      },
    ]);
    expect(json.txpd).toHaveLength(1);
    expect(json.txpd[0]).toMatchObject({ pos: "29", sply_ty: "INTRA" });
    expect(Object.keys(json.txpd[0].itms[0]).sort()).toEqual(["ad_amt", "camt", "csamt", "rt", "samt"]);
    // The receipt voucher's tax less the refund voucher's, as the documents printed them (₹1,525.42 − ₹381.36).
    expect(json.at).toEqual([
      {
        pos: "29",
        sply_ty: "INTRA",
        itms: [{ rt: 18, ad_amt: 12711.88, camt: 1144.06, samt: 1144.06, csamt: 0 }],
      },
    ]);
    expect(json.hsn.hsn_b2b[0]).toEqual({
      num: 1,
      hsn_sc: "996334",
      desc: "Catering services at functions",
      uqc: "NA",
      qty: 0,
      rt: 5,
      txval: 74999.2,
      iamt: 0,
      camt: 1874.98,
      samt: 1874.98,
      csamt: 0,
    });
    expect(json.hsn.hsn_b2c).toHaveLength(1);
    expect(json.doc_issue.doc_det.map((d: { doc_num: number }) => d.doc_num)).toEqual([1, 4, 5, 6, 8]);
    expect(json.doc_issue.doc_det[0].docs).toEqual([
      { num: 1, from: "EDN/26-27/0001", to: "EDN/26-27/0005", totnum: 5, cancel: 0, net_issue: 5 },
      { num: 2, from: "LQ/26-27/0001", to: "LQ/26-27/0001", totnum: 1, cancel: 0, net_issue: 1 },
    ]);
    expect(JSON.stringify(json)).not.toContain("QTN");
  });

  it("is served as a download named for the period, to accounts and admin only", async () => {
    const reply = await fetchExport("json");
    const admin = await h.call(exportRoute.loader, {
      as: "admin",
      url: "/luxebooking/accounts/gst.json?month=2026-11",
    });
    expect(admin.status).toBe(200);
    expect(reply.headers.get("Content-Type")).toContain("application/json");
    expect(reply.headers.get("Content-Disposition")).toContain('filename="GSTR1-112026.json"');
    for (const who of ["manager", "operations"] as const) {
      const denied = await h.call(exportRoute.loader, {
        as: who,
        url: "/luxebooking/accounts/gst.json?month=2026-11",
      });
      expect(denied.status, who).toBe(403);
    }
    const signedOut = await h.call(exportRoute.loader, {
      as: "signed-out",
      url: "/luxebooking/accounts/gst.json?month=2026-11",
    });
    expect(signedOut.status).toBe(302);
  });
});

describe("GSTR-1 JSON before the billing settings exist", () => {
  it("is refused with the settings message: a return needs the hall's GSTIN", async () => {
    const fresh = await createRouteHarness();
    try {
      const reply = await fresh.call(exportRoute.loader, {
        as: "accounts",
        url: "/luxebooking/accounts/gst.json?month=2026-11",
      });
      expect(reply.status).toBe(409);
      expect(JSON.stringify(reply.body)).toContain(billingMessages.settingsIncomplete);
    } finally {
      await fresh.close();
    }
  });
});
