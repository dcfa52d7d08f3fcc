import type { Paise } from "~/modules/money";
import { halfTax } from "./advances";
import type { DocumentSnapshot } from "./document-snapshot";
import { documentTaxRows } from "./itemised";
import { gstStates } from "./gstin";

/**
 * The e-invoice of an issued document in the IRP's schema, FORM GST INV-01 as NIC publishes it
 * (JSON schema version 1.1): built from the document's snapshot only, so the JSON says exactly
 * what the document printed (docs/billing.md, "E-invoicing"). Pure: no database, no clock.
 */

export const E_INVOICE_SCHEMA_VERSION = "1.1";

/** The IRP's document types: tax invoice, credit note, debit note (DocDtls.Typ). */
export type EInvoiceDocType = "INV" | "CRN" | "DBN";

const docTypes: Record<string, EInvoiceDocType> = {
  invoice: "INV",
  "credit-note": "CRN",
  "debit-note": "DBN",
};

/** The IRP's type for a series, or null for a series the IRP does not take (quotation, vouchers). */
export function eInvoiceDocType(series: string): EInvoiceDocType | null {
  return docTypes[series] ?? null;
}

/**
 * Whether a document is reported to the IRP: an invoice, credit note or debit note to a registered
 * recipient (notification 13/2020-CT: supplies "to a registered person"; B2C documents are not).
 */
export function isEInvoiceable(doc: Pick<DocumentSnapshot, "series" | "recipient">): boolean {
  return eInvoiceDocType(doc.series) !== null && doc.recipient.gstin.trim() !== "";
}

/** The GST rates the IRP accepts on an item (GstRt), in percent. */
export const irpGstRates = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40] as const;

export interface EInvoiceParty {
  Gstin: string;
  LglNm: string;
  TrdNm?: string;
  Pos?: string;
  Addr1: string;
  Addr2?: string;
  Loc: string;
  Pin: number;
  Stcd: string;
}

export interface EInvoiceItem {
  SlNo: string;
  PrdDesc: string;
  IsServc: "Y";
  HsnCd: string;
  Qty: number;
  UnitPrice: number;
  TotAmt: number;
  /** Issue 32 item 6: the part of its tax line's discount lines this item carries (TotAmt − AssAmt). */
  Discount?: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  TotItemVal: number;
}

export interface EInvoice {
  Version: typeof E_INVOICE_SCHEMA_VERSION;
  TranDtls: { TaxSch: "GST"; SupTyp: "B2B"; RegRev: "N"; IgstOnIntra: "N" };
  DocDtls: { Typ: EInvoiceDocType; No: string; Dt: string };
  SellerDtls: EInvoiceParty;
  BuyerDtls: EInvoiceParty & { Pos: string };
  ItemList: EInvoiceItem[];
  ValDtls: {
    AssVal: number;
    CgstVal: number;
    SgstVal: number;
    IgstVal: number;
    RndOffAmt?: number;
    TotInvVal: number;
  };
  RefDtls?: { PrecDocDtls: { InvNo: string; InvDt: string }[] };
}

/** Rupees as the IRP's JSON writes them: a number with at most two decimals (paise are exact). */
export const rupees = (paise: Paise): number => paise / 100;

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (DocDtls.Dt, PrecDocDtls.InvDt). */
export function irpDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return `${d}/${m}/${y}`;
}

/**
 * The IRP refuses a double quote or a backslash in any text field (pattern `^([^\"])*$`): they
 * become a single quote and nothing; line breaks and runs of spaces become one space.
 */
export function irpText(text: string): string {
  return text.replace(/["“”]/g, "'").replace(/\\/g, "").replace(/\s+/g, " ").trim();
}

const stateNames = new Set(gstStates.map((s) => s.name.toLowerCase()));

export interface IrpAddress {
  Addr1: string;
  Addr2?: string;
  Loc: string;
  Pin: number;
}

/**
 * An address as the IRP wants it: building and street (Addr1, Addr2: 100 characters each), the
 * place (Loc) and the 6-digit PIN code, read from the one address text a document prints. The PIN
 * is the last six digits that can be one (first digit 1–9, "560 001" too); the place is the last
 * part before it that is not a State's name or "India". Null when there is no PIN or no place.
 */
export function irpAddress(address: string, locMax = 100): IrpAddress | null {
  const text = irpText(address.replace(/[\r\n]+/g, ", "));
  const pins = [...text.matchAll(/(?<!\d)([1-9]\d{2})\s?(\d{3})(?!\d)/g)];
  const last = pins.at(-1);
  if (!last) return null;
  const pin = Number(`${last[1]}${last[2]}`);
  const withoutPin = `${text.slice(0, last.index)} ${text.slice(last.index! + last[0].length)}`;
  const parts = withoutPin
    .split(",")
    .map((p) => p.replace(/\s+-\s*$|^\s*-\s+/g, "").trim())
    .filter((p) => /[A-Za-z]/.test(p))
    .filter((p) => !stateNames.has(p.toLowerCase()) && p.toLowerCase() !== "india");
  const place = parts.at(-1);
  if (!place || place.replace(/[^A-Za-z]/g, "").length < 3) return null;
  const streets = parts.length > 1 ? parts.slice(0, -1) : [place];
  const lines: string[] = [];
  for (const part of streets) {
    const current = lines.at(-1);
    if (current !== undefined && `${current}, ${part}`.length <= 100)
      lines[lines.length - 1] = `${current}, ${part}`;
    else lines.push(part.slice(0, 100));
  }
  const addr1 = lines[0]!;
  const addr2 = lines.slice(1).join(", ").slice(0, 100);
  return {
    Addr1: addr1,
    ...(addr2.length >= 3 ? { Addr2: addr2 } : {}),
    Loc: place.slice(0, locMax).trim(),
    Pin: pin,
  };
}

/** Why a document cannot be reported to the IRP as it is, in words the accounts user can act on. */
export class EInvoiceRefusal extends Error {}

function name(text: string, whose: string): string {
  const value = irpText(text);
  if (value.length < 3 || value.length > 100)
    throw new EInvoiceRefusal(`The ${whose} must be 3 to 100 characters for the e-invoice.`);
  return value;
}

/**
 * FORM GST INV-01 for an issued invoice, credit note or debit note to a registered recipient.
 * Supply type B2B, no reverse charge; the place of supply is the hall's State (IGST Act s.12(3)),
 * so the tax is CGST + SGST and IGST is 0. Amounts are the snapshot's, to the paisa.
 */
export function buildEInvoice(s: DocumentSnapshot): EInvoice {
  const typ = eInvoiceDocType(s.series);
  if (!typ) throw new EInvoiceRefusal("Only tax invoices, credit notes and debit notes are e-invoices.");
  if (!s.recipient.gstin.trim())
    throw new EInvoiceRefusal(
      "This document's recipient has no GSTIN: e-invoicing applies to registered recipients (B2B) only.",
    );
  const seller = irpAddress(s.supplier.address, 50);
  if (!seller)
    throw new EInvoiceRefusal(
      "The hall's address on this document has no 6-digit PIN code or no town: the IRP needs both. Add them to the address in Billing Settings.",
    );
  const buyer = irpAddress(s.recipient.address);
  if (!buyer)
    throw new EInvoiceRefusal(
      "The client's billing address on this document has no 6-digit PIN code or no town: the IRP needs both.",
    );
  for (const row of documentTaxRows(s)) {
    const gstRate = row.rate / 100;
    if (!(irpGstRates as readonly number[]).includes(gstRate))
      throw new EInvoiceRefusal(
        `This document's GST rate (${gstRate} %) is not a rate the IRP accepts (${irpGstRates.join(", ")} %).`,
      );
  }
  const itemValue = s.taxable + s.cgst + s.sgst;
  const roundOff = s.total - itemValue;
  if (Math.abs(roundOff) >= 100_00)
    throw new EInvoiceRefusal("This document's total is not its taxable value plus its tax.");
  const tradeName = irpText(s.supplier.tradeName);
  const json: EInvoice = {
    Version: E_INVOICE_SCHEMA_VERSION,
    TranDtls: { TaxSch: "GST", SupTyp: "B2B", RegRev: "N", IgstOnIntra: "N" },
    DocDtls: { Typ: typ, No: s.number, Dt: irpDate(s.issuedOn) },
    SellerDtls: {
      Gstin: s.supplier.gstin,
      LglNm: name(s.supplier.name, "hall's legal name"),
      ...(tradeName.length >= 3 && tradeName.length <= 100 ? { TrdNm: tradeName } : {}),
      ...seller,
      Stcd: s.supplier.stateCode,
    },
    BuyerDtls: {
      Gstin: s.recipient.gstin,
      LglNm: name(s.recipient.name, "client's billing name"),
      Pos: s.placeOfSupply.stateCode,
      ...buyer,
      Stcd: s.recipient.stateCode,
    },
    ItemList: eInvoiceItems(s),
    ValDtls: {
      AssVal: rupees(s.taxable),
      CgstVal: rupees(s.cgst),
      SgstVal: rupees(s.sgst),
      IgstVal: 0,
      ...(roundOff !== 0 ? { RndOffAmt: rupees(roundOff) } : {}),
      TotInvVal: rupees(s.total),
    },
  };
  if (typ !== "INV" && s.refersTo)
    json.RefDtls = { PrecDocDtls: [{ InvNo: s.refersTo.number, InvDt: irpDate(s.refersTo.date) }] };
  return json;
}

/**
 * The ItemList: one entry per line of an itemised document (issue 32 item 6), else the document's
 * one supply. The schema takes no negative amount, so a discount line is not an entry of its own:
 * its value is carried in the `Discount` of its tax line's entries (largest first), so each entry's
 * AssAmt = TotAmt − Discount and the entries of a tax line add up to its taxable value. Each entry's
 * CGST = SGST is half its rate on its AssAmt, rounded half-up; the last entry of a tax line takes
 * what is left of the tax line's tax, so the entries add up to the document to the paisa.
 */
export function eInvoiceItems(s: DocumentSnapshot): EInvoiceItem[] {
  if (!s.lines?.length) {
    const perUnit = s.quantity > 0 && s.quantity * s.unitPrice === s.taxable;
    return [
      {
        SlNo: "1",
        PrdDesc: irpText(s.description).slice(0, 300),
        IsServc: "Y",
        HsnCd: s.sac,
        Qty: perUnit ? s.quantity : 1,
        UnitPrice: rupees(perUnit ? s.unitPrice : s.taxable),
        TotAmt: rupees(s.taxable),
        AssAmt: rupees(s.taxable),
        GstRt: s.rate / 100,
        IgstAmt: 0,
        CgstAmt: rupees(s.cgst),
        SgstAmt: rupees(s.sgst),
        TotItemVal: rupees(s.taxable + s.cgst + s.sgst),
      },
    ];
  }
  const items: EInvoiceItem[] = [];
  for (const row of documentTaxRows(s)) {
    const lines = s.lines.filter((l) => l.sac === row.sac && l.rate === row.rate);
    const charged = lines.filter((l) => l.taxable >= 0);
    let discount = -lines.filter((l) => l.taxable < 0).reduce((sum, l) => sum + l.taxable, 0);
    const discounts = new Map<(typeof charged)[number], Paise>();
    for (const l of [...charged].sort((a, b) => b.taxable - a.taxable)) {
      const take = Math.min(discount, l.taxable);
      discounts.set(l, take);
      discount -= take;
    }
    let cgstLeft = row.cgst;
    let sgstLeft = row.sgst;
    charged.forEach((l, i) => {
      const off = discounts.get(l) ?? 0;
      const assessable = l.taxable - off;
      const last = i === charged.length - 1;
      const cgst = last ? cgstLeft : Math.min(cgstLeft, halfTax(assessable, l.rate));
      const sgst = last ? sgstLeft : Math.min(sgstLeft, halfTax(assessable, l.rate));
      cgstLeft -= cgst;
      sgstLeft -= sgst;
      const perUnit = l.quantity > 0 && l.quantity * l.unitPrice === l.taxable;
      items.push({
        SlNo: String(items.length + 1),
        // The schema wants 3 characters at least ('DJ' names its tax line too).
        PrdDesc: (irpText(l.description).length >= 3
          ? irpText(l.description)
          : `${irpText(l.description)} (${irpText(l.taxLine)})`
        ).slice(0, 300),
        IsServc: "Y",
        HsnCd: l.sac,
        Qty: perUnit ? l.quantity : 1,
        UnitPrice: rupees(perUnit ? l.unitPrice : l.taxable),
        TotAmt: rupees(l.taxable),
        ...(off > 0 ? { Discount: rupees(off) } : {}),
        AssAmt: rupees(assessable),
        GstRt: l.rate / 100,
        IgstAmt: 0,
        CgstAmt: rupees(cgst),
        SgstAmt: rupees(sgst),
        TotItemVal: rupees(assessable + cgst + sgst),
      });
    });
  }
  return items;
}

/** The download's file name: the document number with '/' made '-', as the PDF's. */
export const eInvoiceFileName = (number: string) => `${number.replaceAll("/", "-")}-e-invoice.json`;
