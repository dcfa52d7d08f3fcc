import type { Paise } from "~/modules/money";
import type { DocumentLine, TaxRow } from "./itemised";

export const documentSeries = [
  "quotation",
  "receipt",
  "invoice",
  "credit-note",
  "debit-note",
  "refund",
  "liquor-bill",
] as const;
export type DocumentSeries = (typeof documentSeries)[number];

export const seriesTitles: Record<DocumentSeries, string> = {
  quotation: "Quotation",
  receipt: "Receipt Voucher",
  invoice: "Tax Invoice",
  "credit-note": "Credit Note",
  "debit-note": "Debit Note",
  refund: "Refund Voucher",
  "liquor-bill": "Liquor Bill",
};

/** The series that carry GST (the GST summary's documents); a liquor bill and a quotation do not. */
export const taxSeries = ["invoice", "credit-note", "debit-note"] as const;

/**
 * A tax invoice (rule 46(p)), a receipt voucher (rule 50) and a refund voucher (rule 51(j)) say
 * whether the tax is payable on reverse charge; a hall's hire never is. Read from the series at render time, so documents issued
 * before the line was printed show it too (it adds no figure to their snapshot).
 */
export const reverseChargeLine = (series: DocumentSeries): string | null =>
  series === "invoice" || series === "receipt" || series === "refund" ? "Reverse charge: No" : null;

/**
 * An amount due as documents print it. 'Paid in full' only when nothing of anything is owed (issue
 * 27 item 7: `paidInFull`, the one balance's due at issue); else the figure, ₹0.00 included. A
 * snapshot issued before that rule says 'Paid in full' once its amount is 0 or less.
 */
export const amountDueText = (
  doc: { amountDue: Paise; paidInFull?: boolean },
  format: (paise: Paise) => string,
): string => {
  if (doc.paidInFull === undefined) return doc.amountDue <= 0 ? "Paid in full" : format(doc.amountDue);
  return doc.paidInFull ? "Paid in full" : format(Math.max(0, doc.amountDue));
};

/** "CGST @ 2.5 %": the half rate as the law writes it (an older document's odd rate keeps its decimal). */
export const halfRateLabel = (tax: "CGST" | "SGST", rate: number, format: (hundredths: number) => string) =>
  `${tax} @ ${format(rate / 2)}`;

export interface Party {
  name: string;
  address: string;
  stateName: string;
  stateCode: string;
  /** Empty for an unregistered recipient (B2C). */
  gstin: string;
}

/**
 * Everything a document prints, frozen when it is issued (issue 15 item 4: later edits to the
 * reservation never change an issued document). Amounts in paise, rates in hundredths.
 */
export interface DocumentSnapshot {
  series: DocumentSeries;
  title: string;
  number: string;
  issuedOn: string;
  supplier: Party & { tradeName: string };
  recipient: Party & { email: string; phone: string };
  /** Where the hall is (IGST Act, section 12(3)). */
  placeOfSupply: { stateName: string; stateCode: string };
  sac: string;
  event: { name: string; date: string; time: string; guests: number };
  description: string;
  /** Quantity × rate = taxable (per-person pricing). */
  quantity: number;
  unitPrice: Paise;
  taxable: Paise;
  rate: number;
  cgst: Paise;
  sgst: Paise;
  total: Paise;
  amountInWords: string;
  alcohol: { mrp: Paise; chargeRate: number; total: Paise; label: string } | null;
  /** Invoice: advances covered by receipt vouchers, shown as adjusted. */
  adjusted: { number: string; date: string; amount: Paise }[];
  /** Invoice and quotation: what remains to pay (total less money received). */
  amountDue: Paise | null;
  upiUri: string | null;
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string } | null;
  terms: string;
  /** Receipt voucher: the payment it acknowledges. */
  payment: { date: string; mode: string; reference: string } | null;
  /** Credit note: the invoice it refers to, and why. */
  refersTo: { number: string; date: string; reason: string } | null;
  /** Quotation: valid until this date. */
  validUntil: string | null;
  /** Tax invoice for a registered recipient. */
  b2b: boolean;
  /** Receipt and refund vouchers (issue 27 items 4, 5): the part not towards a taxable supply. */
  outsideGst?: Paise;
  /**
   * Invoice and debit note: the advances (receipt vouchers) they adjust; refund voucher: the
   * advances it refunds (rule 51(e)). Each part of one receipt voucher, at its rate.
   */
  advances?: AdvancePart[];
  /** Invoice (issue 27 item 13): what was received and refunded, and how much this invoice takes. */
  settlement?: Settlement;
  /** 'Paid in full' only when nothing of anything is owed (the one balance's due at issue). */
  paidInFull?: boolean;
  /** Alcohol still owed, billed apart by the liquor bill (printed beside the amount due). */
  alcoholDue?: Paise;
  /**
   * Issue 32 item 6: an itemised document's rows (the package first, then hall rent, décor, a
   * discount …), one printed row each; the top-level quantity, unit price and description are the
   * package's. Absent on documents of one line (every document issued before).
   */
  lines?: DocumentLine[];
  /** Its tax per tax line (SAC, rate): what it prints per rate and GSTR-1 and the e-invoice read. */
  taxes?: TaxRow[];
}

export interface AdvancePart {
  /** The receipt voucher's number and date. */
  number: string;
  date: string;
  rate: number;
  /** The tax line's SAC, on parts of a receipt voucher with several tax lines (issue 32). */
  sac?: string;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
}

export interface Settlement {
  /** Payments (+), refunds (−) and TDS (+), each with its voucher's number when it has one. */
  entries: { date: string; label: string; number: string | null; amount: Paise }[];
  /** Payments − refunds + TDS. */
  received: Paise;
  /** Taken by the reservation's earlier documents. */
  earlier: Paise;
  /** Adjusted against this document: amount due = total − adjusted. */
  adjusted: Paise;
  /** Beyond this document (towards the alcohol, or a refund due). */
  beyond: Paise;
}
