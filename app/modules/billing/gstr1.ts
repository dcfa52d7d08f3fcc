import { fromPaise, type Paise } from "~/modules/money";
import type { AdvanceRow } from "./advances";
import type { DocumentSeries, DocumentSnapshot } from "./document-snapshot";
import { stateName } from "./gstin";

/**
 * GSTR-1 as the CA uploads it (issue 27 item 17): the GST offline tool's Excel workbook and the
 * portal's GSTR-1 JSON for one month, both from one model built here. Pure: the documents come in.
 *
 * Layout and keys checked against resilient-tech/india_compliance (ERPNext's India app):
 * `gst_india/utils/gstr_1/__init__.py` (sheet names, column labels, JSON keys),
 * `gst_india/doctype/gstr_1_beta/gstr_1_export.py` (headers per sheet, in order) and
 * `gst_india/utils/gstr_1/gstr_1_json_map.py` (JSON per section); docs/billing.md names the rule
 * each column follows.
 */

/** One rate and SAC of one document: what GSTR-1 reports, line by line (HSN) or per rate (b2b, cdnr…). */
export interface TaxRow {
  sac: string;
  description: string;
  /** Hundredths of a percent (500 = 5 %). */
  rate: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  quantity: number;
}

/**
 * A snapshot's line as an itemised document may carry it (issue 32 item 6): each line its own SAC,
 * rate, taxable value and tax. Read loosely: a field a line lacks is taken from the document.
 */
interface SnapshotLine {
  description?: string;
  sac?: string;
  rate?: number;
  taxable?: number;
  cgst?: number;
  sgst?: number;
  quantity?: number;
}

/** An itemised snapshot's tax of one tax line (`taxes`, issue 32 item 6). */
interface TaxesRow {
  sac: string;
  description: string;
  rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
}

/**
 * THE function every GSTR-1 row comes from: a document's taxable value and tax per rate and SAC.
 * A snapshot with a `lines` array (itemised documents) gives one row per rate and SAC of its lines
 * (lines of the same rate and SAC add up; the first line's description names them); a single-line
 * snapshot gives one row from its own fields. `describe` names a single-line document's SAC and rate
 * (the hall's tax line: "Hall hire"), since its printed description also carries the event.
 */
export function documentTaxRows(
  snapshot: Pick<
    DocumentSnapshot,
    "sac" | "description" | "rate" | "taxable" | "cgst" | "sgst" | "quantity"
  > & {
    lines?: unknown;
    taxes?: unknown;
  },
  describe?: (sac: string, rate: number) => string | undefined,
): TaxRow[] {
  const lines = Array.isArray(snapshot.lines) ? (snapshot.lines as SnapshotLine[]) : null;
  // Issue 32 item 6: an itemised snapshot's tax is charged per tax line (SAC and rate) on the net
  // value of its lines (a discount nets inside its tax line), and kept as `taxes`: those rows are
  // the document's tax; its lines give each row's quantity.
  const taxes = Array.isArray(snapshot.taxes) ? (snapshot.taxes as TaxesRow[]) : null;
  if (taxes && taxes.length > 0) {
    return taxes.map((t) => ({
      sac: t.sac,
      description: describe?.(t.sac, t.rate) ?? t.description,
      rate: t.rate,
      taxable: t.taxable,
      cgst: t.cgst,
      sgst: t.sgst,
      quantity: (lines ?? [])
        .filter((l) => (l.sac ?? snapshot.sac) === t.sac && Number(l.rate ?? snapshot.rate) === t.rate)
        .filter((l) => Number(l.taxable ?? 0) >= 0)
        .reduce((n, l) => n + Number(l.quantity ?? 0), 0),
    }));
  }
  if (!lines || lines.length === 0) {
    return [
      {
        sac: snapshot.sac,
        description: describe?.(snapshot.sac, snapshot.rate) ?? snapshot.description,
        rate: snapshot.rate,
        taxable: snapshot.taxable,
        cgst: snapshot.cgst,
        sgst: snapshot.sgst,
        quantity: snapshot.quantity ?? 0,
      },
    ];
  }
  const rows = new Map<string, TaxRow>();
  for (const line of lines) {
    const sac = line.sac ?? snapshot.sac;
    const rate = Number(line.rate ?? snapshot.rate);
    const key = `${sac}|${rate}`;
    const row = rows.get(key) ?? {
      sac,
      description: line.description ?? describe?.(sac, rate) ?? snapshot.description,
      rate,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      quantity: 0,
    };
    row.taxable += Number(line.taxable ?? 0);
    row.cgst += Number(line.cgst ?? 0);
    row.sgst += Number(line.sgst ?? 0);
    row.quantity += Number(line.quantity ?? 0);
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** A document as GSTR-1 reads it: its series, number, date and snapshot. */
export interface Gstr1Document {
  series: DocumentSeries;
  serial: number;
  number: string;
  issuedOn: string;
  snapshot: DocumentSnapshot;
}

export interface Gstr1Input {
  /** The hall's GSTIN. */
  gstin: string;
  /** YYYY-MM */
  month: string;
  supplierStateCode: string;
  /** Every document issued in the month (any series; quotations are left out of 'docs' here). */
  documents: Gstr1Document[];
  /** Tables 11A and 11B of the month (`advanceRows`). */
  advances: { at: Omit<AdvanceRow, "month">[]; atadj: Omit<AdvanceRow, "month">[] };
  /** The invoices notes refer to, by number: their value and place of supply (for B2C Large notes). */
  invoices?: Map<string, { total: Paise; stateCode: string; gstin: string }>;
  describe?: (sac: string, rate: number) => string | undefined;
}

/** Per rate (b2b, cdnr…): the document's rows of one rate added up across SACs. */
export interface RateItem {
  rate: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  /** Inter-State only (never for this hall: IGST Act s.12(3)). */
  igst: Paise;
}

export interface Gstr1Invoice {
  gstin: string;
  name: string;
  number: string;
  date: string;
  value: Paise;
  pos: string;
  items: RateItem[];
}

export interface Gstr1Note extends Gstr1Invoice {
  type: "C" | "D";
}

export interface HsnRow {
  sac: string;
  description: string;
  rate: number;
  quantity: number;
  taxable: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
}

export interface DocsRow {
  nature: DocumentNature;
  series: DocumentSeries;
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

export interface Gstr1Return {
  gstin: string;
  /** MMYYYY */
  fp: string;
  b2b: Gstr1Invoice[];
  b2cl: Gstr1Invoice[];
  b2cs: { pos: string; rate: number; taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise }[];
  cdnr: Gstr1Note[];
  cdnur: Gstr1Note[];
  at: { pos: string; rate: number; taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise }[];
  atadj: { pos: string; rate: number; taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise }[];
  hsnB2b: HsnRow[];
  hsnB2c: HsnRow[];
  docs: DocsRow[];
}

/**
 * Form GSTR-1 table 13's 'Nature of document' names, exactly as the offline tool and the portal
 * list them (with their JSON `doc_num`).
 */
export const documentNatures = {
  "Invoices for outward supply": 1,
  "Invoices for inward supply from unregistered person": 2,
  "Revised Invoice": 3,
  "Debit Note": 4,
  "Credit Note": 5,
  "Receipt voucher": 6,
  "Payment Voucher": 7,
  "Refund voucher": 8,
  "Delivery Challan for job work": 9,
  "Delivery Challan for supply on approval": 10,
  "Delivery Challan in case of liquid gas": 11,
  "Delivery Challan in cases other than by way of supply (excluding at S no. 9 to 11)": 12,
} as const;
export type DocumentNature = keyof typeof documentNatures;

/** Which nature each series is; a quotation is no document of table 13 (it is not issued for a supply). */
export const seriesNature: Partial<Record<DocumentSeries, DocumentNature>> = {
  invoice: "Invoices for outward supply",
  "liquor-bill": "Invoices for outward supply",
  "debit-note": "Debit Note",
  "credit-note": "Credit Note",
  receipt: "Receipt voucher",
  refund: "Refund voucher",
};

/**
 * B2C (Large): an inter-State invoice to an unregistered person above ₹1,00,000 (Form GSTR-1 table
 * 5, limit lowered from ₹2,50,000 by Notification 12/2024-Central Tax for invoices from 1 August 2024).
 */
const b2clLimit = (date: string): Paise => (date <= "2024-07-31" ? 2_50_000_00 : 1_00_000_00);
const isB2cl = (stateCode: string, supplierStateCode: string, value: Paise, date: string) =>
  stateCode !== supplierStateCode && value > b2clLimit(date);

function rateItems(rows: TaxRow[], interState: boolean): RateItem[] {
  const byRate = new Map<number, RateItem>();
  for (const r of rows) {
    const item = byRate.get(r.rate) ?? { rate: r.rate, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    item.taxable += r.taxable;
    if (interState) item.igst += r.cgst + r.sgst;
    else {
      item.cgst += r.cgst;
      item.sgst += r.sgst;
    }
    byRate.set(r.rate, item);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

const taxSeries = new Set<DocumentSeries>(["invoice", "credit-note", "debit-note"]);

/** The month's GSTR-1, every section, from the documents (one row source: `documentTaxRows`). */
export function buildGstr1(input: Gstr1Input): Gstr1Return {
  const { supplierStateCode, describe } = input;
  const [year, month] = input.month.split("-");
  const out: Gstr1Return = {
    gstin: input.gstin,
    fp: `${month}${year}`,
    b2b: [],
    b2cl: [],
    b2cs: [],
    cdnr: [],
    cdnur: [],
    at: [],
    atadj: [],
    hsnB2b: [],
    hsnB2c: [],
    docs: [],
  };
  const b2cs = new Map<string, Gstr1Return["b2cs"][number]>();
  const hsn = { b2b: new Map<string, HsnRow>(), b2c: new Map<string, HsnRow>() };
  const ordered = [...input.documents].sort(
    (a, b) => a.series.localeCompare(b.series) || a.issuedOn.localeCompare(b.issuedOn) || a.serial - b.serial,
  );
  for (const d of ordered) {
    if (!taxSeries.has(d.series)) continue;
    const s = d.snapshot;
    const rows = documentTaxRows(s, describe);
    const pos = s.placeOfSupply?.stateCode || supplierStateCode;
    const interState = pos !== supplierStateCode;
    const gstin = s.recipient.gstin;
    const sign = d.series === "credit-note" ? -1 : 1;
    const base = {
      gstin,
      name: s.recipient.name,
      number: d.number,
      date: d.issuedOn,
      value: s.total,
      pos,
      items: rateItems(rows, interState),
    };
    // HSN summary (table 12): every tax document, credit notes taking off, split B2B / B2C.
    for (const r of rows) {
      const into = gstin ? hsn.b2b : hsn.b2c;
      const key = `${r.sac}|${r.rate}`;
      const row = into.get(key) ?? {
        sac: r.sac,
        description: r.description,
        rate: r.rate,
        quantity: 0,
        taxable: 0,
        igst: 0,
        cgst: 0,
        sgst: 0,
      };
      // A service (SAC, chapter 99) has no unit quantity: UQC 'NA', quantity 0.
      if (!r.sac.startsWith("99")) row.quantity += sign * r.quantity;
      row.taxable += sign * r.taxable;
      if (interState) row.igst += sign * (r.cgst + r.sgst);
      else {
        row.cgst += sign * r.cgst;
        row.sgst += sign * r.sgst;
      }
      into.set(key, row);
    }
    if (d.series === "invoice") {
      if (gstin) out.b2b.push(base);
      else if (isB2cl(pos, supplierStateCode, s.total, d.issuedOn)) out.b2cl.push(base);
      else addB2cs(b2cs, pos, base.items, 1);
      continue;
    }
    const note: Gstr1Note = { ...base, type: d.series === "debit-note" ? "D" : "C" };
    if (gstin) {
      out.cdnr.push(note);
      continue;
    }
    // An unregistered person's note goes to cdnur only when its invoice was B2C (Large) (table 9B,
    // 'UR Type' B2CL); otherwise it adjusts table 7 (b2cs) in the month it is issued.
    const invoice = s.refersTo ? input.invoices?.get(s.refersTo.number) : undefined;
    if (
      invoice &&
      !invoice.gstin &&
      isB2cl(invoice.stateCode, supplierStateCode, invoice.total, s.refersTo!.date)
    )
      out.cdnur.push(note);
    else addB2cs(b2cs, pos, base.items, sign);
  }
  out.b2cs = [...b2cs.values()].sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate);
  const hsnRows = (m: Map<string, HsnRow>) =>
    [...m.values()].sort((a, b) => a.sac.localeCompare(b.sac) || a.rate - b.rate);
  out.hsnB2b = hsnRows(hsn.b2b);
  out.hsnB2c = hsnRows(hsn.b2c);
  const advance = (a: Omit<AdvanceRow, "month">) => ({
    pos: supplierStateCode,
    rate: a.rate,
    taxable: a.taxable,
    cgst: a.cgst,
    sgst: a.sgst,
    igst: 0,
  });
  out.at = input.advances.at.map(advance);
  out.atadj = input.advances.atadj.map(advance);
  // Table 13: one row per series (each series numbers its documents on its own), first to last.
  const series = new Map<DocumentSeries, Gstr1Document[]>();
  for (const d of ordered) {
    if (!seriesNature[d.series]) continue;
    series.set(d.series, [...(series.get(d.series) ?? []), d]);
  }
  const natureOrder = (n: DocumentNature) => documentNatures[n];
  out.docs = [...series]
    .map(([s, docs]) => {
      const sorted = [...docs].sort((a, b) => a.serial - b.serial);
      return {
        nature: seriesNature[s]!,
        series: s,
        from: sorted[0]!.number,
        to: sorted.at(-1)!.number,
        total: sorted.length,
        cancelled: 0,
      };
    })
    .sort((a, b) => natureOrder(a.nature) - natureOrder(b.nature) || a.series.localeCompare(b.series));
  return out;
}

function addB2cs(
  into: Map<string, Gstr1Return["b2cs"][number]>,
  pos: string,
  items: RateItem[],
  sign: number,
) {
  for (const i of items) {
    const key = `${pos}|${i.rate}`;
    const row = into.get(key) ?? { pos, rate: i.rate, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    row.taxable += sign * i.taxable;
    row.cgst += sign * i.cgst;
    row.sgst += sign * i.sgst;
    row.igst += sign * i.igst;
    into.set(key, row);
  }
}

// ---------------------------------------------------------------------------------------------
// The offline tool's workbook

export interface Gstr1Sheet {
  /** The offline tool's worksheet name. */
  name: string;
  header: string[];
  rows: (string | number)[][];
}

/** Its column headings, sheet by sheet, exactly as the offline tool's Excel template has them. */
export const gstr1Headers = {
  "b2b,sez,de": [
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
  ],
  b2cl: [
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  b2cs: [
    "Type",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  cdnr: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  cdnur: [
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
  ],
  at: ["Place Of Supply", "Applicable % of Tax Rate", "Rate", "Gross Advance Received", "Cess Amount"],
  atadj: ["Place Of Supply", "Applicable % of Tax Rate", "Rate", "Gross Advance Adjusted", "Cess Amount"],
  "hsn(b2b)": [
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
  ],
  "hsn(b2c)": [
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
  ],
  docs: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
} as const;
export type Gstr1SheetName = keyof typeof gstr1Headers;

/** Rupees as a number with its paise (the offline tool and the portal take amounts in rupees). */
export const rupees = (paise: Paise) => Number(fromPaise(paise));
/** 500 → 5, 1800 → 18 */
export const percent = (hundredths: number) => hundredths / 100;
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** The offline tool's date: 05-Nov-2026. */
export const toolDate = (iso: string) => {
  const [y, m, d] = iso.split("-");
  return `${d}-${months[Number(m) - 1]}-${y}`;
};
/** The portal's date: 05-11-2026. */
export const portalDate = (iso: string) => iso.split("-").reverse().join("-");
/** "29-Karnataka" */
export const placeOfSupply = (code: string) => `${code}-${stateName(code) ?? ""}`;
/** GSTR-1's HSN description is at most 30 characters. */
export const hsnDescription = (text: string) => text.slice(0, 30);

/** The month's GSTR-1 as the offline tool's sheets, in the template's order, each with its headings. */
export function gstr1Sheets(r: Gstr1Return): Gstr1Sheet[] {
  const invoiceRows = (i: Gstr1Invoice) =>
    i.items.map((item) => [
      i.gstin,
      i.name,
      i.number,
      toolDate(i.date),
      rupees(i.value),
      placeOfSupply(i.pos),
      "N",
      "",
      "Regular B2B",
      "",
      percent(item.rate),
      rupees(item.taxable),
      0,
    ]);
  const hsnRows = (rows: HsnRow[]) =>
    rows.map((h) => [
      h.sac,
      hsnDescription(h.description),
      "NA",
      h.quantity,
      rupees(h.taxable + h.igst + h.cgst + h.sgst),
      percent(h.rate),
      rupees(h.taxable),
      rupees(h.igst),
      rupees(h.cgst),
      rupees(h.sgst),
      0,
    ]);
  const advanceRows = (rows: Gstr1Return["at"]) =>
    rows.map((a) => [placeOfSupply(a.pos), "", percent(a.rate), rupees(a.taxable), 0]);
  const sheet = (name: Gstr1SheetName, rows: (string | number)[][]): Gstr1Sheet => ({
    name,
    header: [...gstr1Headers[name]],
    rows,
  });
  return [
    sheet("b2b,sez,de", r.b2b.flatMap(invoiceRows)),
    sheet(
      "b2cl",
      r.b2cl.flatMap((i) =>
        i.items.map((item) => [
          i.number,
          toolDate(i.date),
          rupees(i.value),
          placeOfSupply(i.pos),
          "",
          percent(item.rate),
          rupees(item.taxable),
          0,
          "",
        ]),
      ),
    ),
    sheet(
      "b2cs",
      r.b2cs.map((b) => ["OE", placeOfSupply(b.pos), "", percent(b.rate), rupees(b.taxable), 0, ""]),
    ),
    sheet(
      "cdnr",
      r.cdnr.flatMap((n) =>
        n.items.map((item) => [
          n.gstin,
          n.name,
          n.number,
          toolDate(n.date),
          n.type,
          placeOfSupply(n.pos),
          "N",
          "Regular B2B",
          rupees(n.value),
          "",
          percent(item.rate),
          rupees(item.taxable),
          0,
        ]),
      ),
    ),
    sheet(
      "cdnur",
      r.cdnur.flatMap((n) =>
        n.items.map((item) => [
          "B2CL",
          n.number,
          toolDate(n.date),
          n.type,
          placeOfSupply(n.pos),
          rupees(n.value),
          "",
          percent(item.rate),
          rupees(item.taxable),
          0,
        ]),
      ),
    ),
    sheet("at", advanceRows(r.at)),
    sheet("atadj", advanceRows(r.atadj)),
    sheet("hsn(b2b)", hsnRows(r.hsnB2b)),
    sheet("hsn(b2c)", hsnRows(r.hsnB2c)),
    sheet(
      "docs",
      r.docs.map((d) => [d.nature, d.from, d.to, d.total, d.cancelled]),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// The portal's JSON

const tax = (i: { taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise }, interState: boolean) =>
  interState
    ? { txval: rupees(i.taxable), iamt: rupees(i.igst), csamt: 0 }
    : { txval: rupees(i.taxable), camt: rupees(i.cgst), samt: rupees(i.sgst), csamt: 0 };

function itms(doc: Gstr1Invoice, supplierStateCode: string) {
  const inter = doc.pos !== supplierStateCode;
  return doc.items.map((item, index) => ({
    num: index + 1,
    itm_det: { rt: percent(item.rate), ...tax(item, inter) },
  }));
}

function byKey<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/**
 * The portal's GSTR-1 JSON (the return's "save" format, GST API v4.0 as india_compliance maps it):
 * `gstin`, `fp` (MMYYYY), then b2b, b2cl, b2cs, cdnr, cdnur, at, txpd, hsn (hsn_b2b / hsn_b2c) and
 * doc_issue. Sections without rows are left out, as the offline tool's JSON does.
 */
export function gstr1Json(r: Gstr1Return, supplierStateCode: string) {
  const supply = (pos: string) => (pos === supplierStateCode ? "INTRA" : "INTER");
  const json: Record<string, unknown> = { gstin: r.gstin, fp: r.fp };
  if (r.b2b.length)
    json.b2b = [...byKey(r.b2b, (i) => i.gstin)].map(([ctin, invoices]) => ({
      ctin,
      inv: invoices.map((i) => ({
        inum: i.number,
        idt: portalDate(i.date),
        val: rupees(i.value),
        pos: i.pos,
        rchrg: "N",
        inv_typ: "R",
        itms: itms(i, supplierStateCode),
      })),
    }));
  if (r.b2cl.length)
    json.b2cl = [...byKey(r.b2cl, (i) => i.pos)].map(([pos, invoices]) => ({
      pos,
      inv: invoices.map((i) => ({
        inum: i.number,
        idt: portalDate(i.date),
        val: rupees(i.value),
        itms: itms(i, supplierStateCode),
      })),
    }));
  if (r.b2cs.length)
    json.b2cs = r.b2cs.map((b) => ({
      sply_ty: supply(b.pos),
      pos: b.pos,
      typ: "OE",
      rt: percent(b.rate),
      ...tax(b, b.pos !== supplierStateCode),
    }));
  if (r.cdnr.length)
    json.cdnr = [...byKey(r.cdnr, (n) => n.gstin)].map(([ctin, notes]) => ({
      ctin,
      nt: notes.map((n) => ({
        ntty: n.type,
        nt_num: n.number,
        nt_dt: portalDate(n.date),
        val: rupees(n.value),
        pos: n.pos,
        rchrg: "N",
        inv_typ: "R",
        itms: itms(n, supplierStateCode),
      })),
    }));
  if (r.cdnur.length)
    json.cdnur = r.cdnur.map((n) => ({
      typ: "B2CL",
      ntty: n.type,
      nt_num: n.number,
      nt_dt: portalDate(n.date),
      val: rupees(n.value),
      pos: n.pos,
      itms: itms(n, supplierStateCode),
    }));
  const advances = (rows: Gstr1Return["at"]) =>
    [...byKey(rows, (a) => a.pos)].map(([pos, items]) => ({
      pos,
      sply_ty: supply(pos),
      itms: items.map((a) => {
        const { txval: _, ...amounts } = tax(a, pos !== supplierStateCode);
        return { rt: percent(a.rate), ad_amt: rupees(a.taxable), ...amounts };
      }),
    }));
  if (r.at.length) json.at = advances(r.at);
  if (r.atadj.length) json.txpd = advances(r.atadj);
  const hsn = (rows: HsnRow[]) =>
    rows.map((h, index) => ({
      num: index + 1,
      hsn_sc: h.sac,
      desc: hsnDescription(h.description),
      uqc: "NA",
      qty: h.quantity,
      rt: percent(h.rate),
      txval: rupees(h.taxable),
      iamt: rupees(h.igst),
      camt: rupees(h.cgst),
      samt: rupees(h.sgst),
      csamt: 0,
    }));
  if (r.hsnB2b.length || r.hsnB2c.length)
    json.hsn = {
      ...(r.hsnB2b.length ? { hsn_b2b: hsn(r.hsnB2b) } : {}),
      ...(r.hsnB2c.length ? { hsn_b2c: hsn(r.hsnB2c) } : {}),
    };
  if (r.docs.length)
    json.doc_issue = {
      doc_det: [...byKey(r.docs, (d) => d.nature)].map(([nature, rows]) => ({
        doc_num: documentNatures[nature],
        docs: rows.map((d, index) => ({
          num: index + 1,
          from: d.from,
          to: d.to,
          totnum: d.total,
          cancel: d.cancelled,
          net_issue: d.total - d.cancelled,
        })),
      })),
    };
  return json;
}
