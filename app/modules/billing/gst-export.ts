import Papa from "papaparse";
import { fromPaise } from "~/modules/money";
import type { GstSummary } from "./accounts.server";
import { seriesTitles } from "./document-snapshot";
import { stateName } from "./gstin";
import { neutraliseCell } from "~/modules/csv";

export interface ExportTable {
  /** The GSTR-1 offline tool's sheet name. */
  name: string;
  header: string[];
  rows: (string | number)[][];
}

const rupees = (paise: number) => Number(fromPaise(paise));
const percent = (hundredths: number) => hundredths / 100;

/**
 * The month's GST summary as the GSTR-1 offline tool's sheets (b2b, cdnr, b2cs, hsn, docs), with
 * its column headings. The hall's place of supply is its own state (IGST Act, section 12(3)).
 */
export function gstr1Tables(summary: GstSummary, supplierStateCode: string): ExportTable[] {
  const pos = `${supplierStateCode}-${stateName(supplierStateCode) ?? ""}`;
  const date = (iso: string) => {
    const [y, m, d] = iso.split("-");
    const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    return `${d}-${months[Number(m) - 1]}-${y}`;
  };
  const invoices = summary.b2b.filter((b) => b.series === "invoice");
  const notes = summary.b2b.filter((b) => b.series === "credit-note" || b.series === "debit-note");
  return [
    {
      name: "b2b",
      header: [
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
      rows: invoices.map((b) => [
        b.gstin,
        b.name,
        b.number,
        date(b.issuedOn),
        rupees(b.total),
        pos,
        "N",
        "",
        "Regular B2B",
        "",
        percent(b.rate),
        rupees(b.taxable),
        0,
      ]),
    },
    {
      name: "cdnr",
      header: [
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
      rows: notes.map((b) => [
        b.gstin,
        b.name,
        b.number,
        date(b.issuedOn),
        b.series === "debit-note" ? "D" : "C",
        pos,
        "N",
        "Regular B2B",
        rupees(b.total),
        "",
        percent(b.rate),
        rupees(b.taxable),
        0,
      ]),
    },
    {
      name: "b2cs",
      header: [
        "Type",
        "Place Of Supply",
        "Rate",
        "Applicable % of Tax Rate",
        "Taxable Value",
        "Cess Amount",
        "E-Commerce GSTIN",
      ],
      rows: summary.b2c.map((r) => ["OE", pos, percent(r.rate), "", rupees(r.taxable), 0, ""]),
    },
    {
      name: "hsn",
      header: [
        "HSN",
        "Description",
        "UQC",
        "Total Quantity",
        "Total Value",
        "Taxable Value",
        "Integrated Tax Amount",
        "Central Tax Amount",
        "State/UT Tax Amount",
        "Cess Amount",
      ],
      rows: summary.sac.map((r) => [
        r.sac,
        "Hall hire with catering",
        "NA",
        0,
        rupees(r.total),
        rupees(r.taxable),
        0,
        rupees(r.cgst),
        rupees(r.sgst),
        0,
      ]),
    },
    {
      name: "docs",
      header: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
      rows: summary.documents.map((d) => [seriesTitles[d.series], d.first, d.last, d.count, 0]),
    },
    // Issue 27 item 8: GSTR-1 tables 11A and 11B, as the offline tool's 'at' and 'atadj' sheets.
    {
      name: "at",
      header: [
        "Place Of Supply",
        "Rate",
        "Applicable % of Tax Rate",
        "Gross Advance Received",
        "Cess Amount",
      ],
      rows: summary.advances.received.map((a) => [pos, percent(a.rate), "", rupees(a.taxable), 0]),
    },
    {
      name: "atadj",
      header: [
        "Place Of Supply",
        "Rate",
        "Applicable % of Tax Rate",
        "Gross Advance Adjusted",
        "Cess Amount",
      ],
      rows: summary.advances.adjusted.map((a) => [pos, percent(a.rate), "", rupees(a.taxable), 0]),
    },
  ];
}

/** All sheets in one CSV, each under its name, with a BOM so Excel reads ₹ and names right. */
export function gstr1Csv(tables: ExportTable[]): string {
  const parts = tables.map(
    (t) =>
      `${t.name}\r\n${Papa.unparse({ fields: t.header, data: t.rows.map(safeRow) }, { newline: "\r\n" })}`,
  );
  return `\uFEFF${parts.join("\r\n\r\n")}\r\n`;
}

/** Text cells that a spreadsheet would run as a formula get a leading quote (names are typed by people). */
export function safeRow(row: (string | number)[]): (string | number)[] {
  return row.map((cell) => (typeof cell === "string" ? neutraliseCell(cell) : cell));
}
