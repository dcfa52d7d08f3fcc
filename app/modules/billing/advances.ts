import { mulDivRound, type Paise } from "~/modules/money";
import type { AdvancePart } from "./document-snapshot";

/**
 * Tax on advances (issue 27 items 3, 4, 5, 8): receipt vouchers (CGST Rules, rule 50), refund
 * vouchers (rule 51), their adjustment against invoices, and GSTR-1's tables 11A ('at', advances
 * received) and 11B ('atadj', advances adjusted). Pure: the documents are passed in.
 */

/** Central tax (= State tax) on a taxable value: half the rate, rounded half-up to the paisa. */
export function halfTax(taxable: Paise, rate: number): Paise {
  return mulDivRound(taxable, rate, 2 * 100 * 100);
}

/** A taxable value's tax as every document charges it: the half rounded half-up, doubled. */
export function taxOn(taxable: Paise, rate: number) {
  const half = halfTax(taxable, rate);
  return { taxable, rate, cgst: half, sgst: half, total: taxable + 2 * half };
}

/**
 * The largest taxable value whose tax-inclusive amount (taxable + twice the half tax) fits in
 * `amount`. Money received includes its GST; CGST must equal SGST, so the tax is even and a paisa
 * or two of an amount may be left over (it stays outside GST until a later payment covers it).
 */
export function taxableInside(amount: Paise, rate: number): Paise {
  if (amount <= 0) return 0;
  let t = mulDivRound(amount, 100 * 100, 100 * 100 + rate);
  while (t > 0 && t + 2 * halfTax(t, rate) > amount) t--;
  while (t + 1 + 2 * halfTax(t + 1, rate) <= amount) t++;
  return t;
}

/** A receipt voucher's taxed part as the pool holds it. */
export interface Receipt {
  number: string;
  date: string;
  rate: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
}

/** What is left of each receipt voucher's taxed part once earlier adjustments and refunds took theirs. */
export function unadjusted(receipts: readonly Receipt[], taken: readonly AdvancePart[]): Receipt[] {
  return receipts
    .map((r) => {
      const parts = taken.filter((p) => p.number === r.number);
      return {
        ...r,
        taxable: r.taxable - parts.reduce((s, p) => s + p.taxable, 0),
        cgst: r.cgst - parts.reduce((s, p) => s + p.cgst, 0),
        sgst: r.sgst - parts.reduce((s, p) => s + p.sgst, 0),
      };
    })
    .filter((r) => r.taxable > 0 || r.cgst > 0);
}

export const inclusive = (p: { taxable: Paise; cgst: Paise; sgst: Paise }) => p.taxable + p.cgst + p.sgst;

/**
 * Takes up to `amount` (tax included) from the unadjusted advances, oldest first: a whole receipt
 * voucher's remainder when the amount covers it (the last taker takes exactly what is left), else
 * the largest taxable value that fits with its tax, CGST = SGST.
 */
export function takeAdvances(pool: readonly Receipt[], amount: Paise): AdvancePart[] {
  const parts: AdvancePart[] = [];
  let left = amount;
  for (const r of pool) {
    if (left <= 0) break;
    const whole = inclusive(r);
    if (left >= whole) {
      parts.push({
        number: r.number,
        date: r.date,
        rate: r.rate,
        taxable: r.taxable,
        cgst: r.cgst,
        sgst: r.sgst,
      });
      left -= whole;
      continue;
    }
    const taxable = Math.min(taxableInside(left, r.rate), r.taxable);
    const half = Math.min(halfTax(taxable, r.rate), r.cgst, r.sgst);
    if (taxable <= 0) break;
    parts.push({ number: r.number, date: r.date, rate: r.rate, taxable, cgst: half, sgst: half });
    left -= taxable + 2 * half;
    break;
  }
  return parts;
}

export interface AdvanceRow {
  month: string;
  rate: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
}

/** A document as the advance tables read it: its series, date and snapshot's advance facts. */
export interface AdvanceDocument {
  series: string;
  issuedOn: string;
  number: string;
  rate: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  advances: readonly AdvancePart[];
}

const monthOfDate = (date: string) => date.slice(0, 7);

/**
 * GSTR-1 table 11A ('at': advances received in the month for which no invoice was issued in the
 * same month) and 11B ('atadj': advances of an earlier month adjusted against an invoice or debit
 * note, or refunded by a refund voucher, in this month), per month and rate, taxable value and tax.
 * An advance adjusted or refunded in the month it was received is in neither table (Form GSTR-1,
 * table 11: only advances for which no invoice was issued in the same tax period).
 */
export function advanceTables(documents: readonly AdvanceDocument[]): {
  at: AdvanceRow[];
  atadj: AdvanceRow[];
} {
  const at = new Map<string, AdvanceRow>();
  const atadj = new Map<string, AdvanceRow>();
  const add = (into: Map<string, AdvanceRow>, month: string, p: Omit<AdvanceRow, "month">, sign: number) => {
    const key = `${month}|${p.rate}`;
    const row = into.get(key) ?? { month, rate: p.rate, taxable: 0, cgst: 0, sgst: 0 };
    row.taxable += sign * p.taxable;
    row.cgst += sign * p.cgst;
    row.sgst += sign * p.sgst;
    into.set(key, row);
  };
  const receiptMonth = new Map<string, string>();
  for (const d of documents) {
    if (d.series !== "receipt" || d.taxable <= 0) continue;
    receiptMonth.set(d.number, monthOfDate(d.issuedOn));
    add(at, monthOfDate(d.issuedOn), d, 1);
  }
  for (const d of documents) {
    if (d.series !== "invoice" && d.series !== "debit-note" && d.series !== "refund") continue;
    const month = monthOfDate(d.issuedOn);
    for (const p of d.advances) {
      const received = receiptMonth.get(p.number);
      if (received === undefined) continue;
      if (received === month) add(at, month, p, -1);
      else add(atadj, month, p, 1);
    }
  }
  const rows = (m: Map<string, AdvanceRow>) =>
    [...m.values()]
      .filter((r) => r.taxable !== 0 || r.cgst !== 0)
      .sort((a, b) => a.month.localeCompare(b.month) || a.rate - b.rate);
  return { at: rows(at), atadj: rows(atadj) };
}
