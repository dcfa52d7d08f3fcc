import type { Paise } from "~/modules/money";

export const documentSeries = ["quotation", "receipt", "invoice", "credit-note"] as const;
export type DocumentSeries = (typeof documentSeries)[number];

export const seriesTitles: Record<DocumentSeries, string> = {
  quotation: "Quotation",
  receipt: "Receipt Voucher",
  invoice: "Tax Invoice",
  "credit-note": "Credit Note",
};

/**
 * A tax invoice (rule 46(p)) and a receipt voucher (rule 50) say whether the tax is payable on
 * reverse charge; a hall's hire never is. Read from the series at render time, so documents issued
 * before the line was printed show it too (it adds no figure to their snapshot).
 */
export const reverseChargeLine = (series: DocumentSeries): string | null =>
  series === "invoice" || series === "receipt" ? "Reverse charge: No" : null;

/** An amount due as documents print it: 'Paid in full' once nothing is due (older snapshots may hold a negative). */
export const amountDueText = (amountDue: Paise, format: (paise: Paise) => string): string =>
  amountDue <= 0 ? "Paid in full" : format(amountDue);

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
}
