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

/**
 * A receipt voucher's taxed part as the pool holds it: one per tax line of the voucher (SAC and
 * rate; a voucher of a reservation with itemised lines has one per tax line, issue 32).
 */
export interface Receipt {
  number: string;
  date: string;
  rate: number;
  /** The tax line's SAC (absent on parts recorded before vouchers had several tax lines). */
  sac?: string;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
}

/** Whether a part taken from receipt vouchers is of this pool entry (its voucher, rate and SAC). */
const partOf = (p: AdvancePart, r: Receipt) =>
  p.number === r.number &&
  p.rate === r.rate &&
  (p.sac === undefined || r.sac === undefined || p.sac === r.sac);

const partFrom = (r: Receipt, taxable: Paise, cgst: Paise, sgst: Paise): AdvancePart => ({
  number: r.number,
  date: r.date,
  rate: r.rate,
  ...(r.sac === undefined ? {} : { sac: r.sac }),
  taxable,
  cgst,
  sgst,
});

/** What is left of each receipt voucher's taxed part once earlier adjustments and refunds took theirs. */
export function unadjusted(receipts: readonly Receipt[], taken: readonly AdvancePart[]): Receipt[] {
  return receipts
    .map((r) => {
      const parts = taken.filter((p) => partOf(p, r));
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
      parts.push(partFrom(r, r.taxable, r.cgst, r.sgst));
      left -= whole;
      continue;
    }
    const taxable = Math.min(taxableInside(left, r.rate), r.taxable);
    const half = Math.min(halfTax(taxable, r.rate), r.cgst, r.sgst);
    if (taxable <= 0) break;
    parts.push(partFrom(r, taxable, half, half));
    left -= taxable + 2 * half;
    break;
  }
  return parts;
}

/** A tax line's value as an advance is apportioned over it (SAC, rate, description, taxable value). */
export interface AdvanceTaxLine {
  sac: string;
  rate: number;
  description: string;
  taxable: Paise;
}

/** One tax line's part of an advance: its taxable value and tax, CGST = SGST. */
export interface AdvanceTaxRow extends AdvanceTaxLine {
  cgst: Paise;
  sgst: Paise;
}

/**
 * Splits `amount` into integer parts in proportion to `weights`, summing exactly to `amount`
 * (largest remainder: each part is rounded down, the paise left go to the largest remainders, the
 * first line first on a tie).
 */
export function proportionalParts(amount: Paise, weights: readonly Paise[]): Paise[] {
  const total = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const a = BigInt(amount);
  const t = BigInt(total);
  const exact = weights.map((w) => a * BigInt(Math.max(0, w)));
  const parts = exact.map((e) => Number(e / t));
  let left = amount - parts.reduce((s, p) => s + p, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e % t }))
    .sort((x, y) => (x.rest === y.rest ? x.i - y.i : x.rest > y.rest ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0) break;
    if (weights[i]! <= 0) continue;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

const inclusiveOf = (taxable: Paise, rate: number) => taxable + 2 * halfTax(taxable, rate);

/**
 * The taxable values inside `amount` split over tax lines (each at most `caps[i]`), starting from
 * `start` (each part's own largest taxable value inside its share): moves each by up to 2 paise
 * so that the parts' amounts with tax leave as little of `amount` as they can (none, mostly), the
 * smallest moves first. CGST = SGST makes a part's tax even, so one part alone cannot take every
 * amount; several parts together almost always can. At most 6 tax lines are searched (a hall has
 * two or three); beyond that the start stands.
 */
function closeTheGap(
  amount: Paise,
  rates: readonly number[],
  caps: readonly Paise[],
  start: Paise[],
): Paise[] {
  if (start.length < 2 || start.length > 6) return start;
  let best = start;
  let bestLeft = amount - start.reduce((s, t, i) => s + inclusiveOf(t, rates[i]!), 0);
  let bestMoves = 0;
  const current = [...start];
  const walk = (i: number, used: Paise, moves: number) => {
    if (used > amount) return;
    if (i === start.length) {
      const left = amount - used;
      if (left < bestLeft || (left === bestLeft && moves < bestMoves)) {
        best = [...current];
        bestLeft = left;
        bestMoves = moves;
      }
      return;
    }
    for (const d of [0, 1, -1, 2, -2]) {
      const t = start[i]! + d;
      if (t < 0 || t > caps[i]!) continue;
      current[i] = t;
      walk(i + 1, used + inclusiveOf(t, rates[i]!), moves + Math.abs(d));
    }
    current[i] = start[i]!;
  };
  walk(0, 0, 0);
  return best;
}

/**
 * An advance received towards a reservation whose supplies are at several rates (issue 32; CGST
 * Rules, rule 50; docs/billing.md "Advances over several tax lines"): apportioned over the tax
 * lines in proportion to what each still has unbilled, tax included (so the advance pays the same
 * share of every line), each share back-calculated as tax-inclusive at its rate (the largest
 * taxable value whose amount with tax fits, CGST = SGST to the paisa), the shares summing exactly
 * to the amount. Money beyond everything unbilled (alcohol, a deposit, an overpayment) and the
 * paisa an even split may still leave is outside GST. A tax line with nothing unbilled gets none.
 */
export function apportionAdvance(
  amount: Paise,
  unbilled: readonly AdvanceTaxLine[],
): { rows: AdvanceTaxRow[]; outsideGst: Paise } {
  const open = unbilled.filter((u) => u.taxable > 0);
  const whole = open.map((u) => inclusiveOf(u.taxable, u.rate));
  const room = whole.reduce((s, w) => s + w, 0);
  let taxables: Paise[];
  if (amount >= room) taxables = open.map((u) => u.taxable);
  else {
    const shares = proportionalParts(amount, whole);
    const start = open.map((u, i) => Math.min(taxableInside(shares[i]!, u.rate), u.taxable));
    taxables = closeTheGap(
      amount,
      open.map((u) => u.rate),
      open.map((u) => u.taxable),
      start,
    );
  }
  const rows = open
    .map((u, i) => {
      const half = halfTax(taxables[i]!, u.rate);
      return { ...u, taxable: taxables[i]!, cgst: half, sgst: half };
    })
    .filter((r) => r.taxable > 0);
  return { rows, outsideGst: amount - rows.reduce((s, r) => s + inclusive(r), 0) };
}

/**
 * A refund of taxed advances (rule 51), oldest receipt voucher first: a voucher's remainder whole
 * when the amount covers it; else the amount is apportioned over that voucher's tax lines the way
 * its advance was (in proportion to what is left of each, tax included), never more taxable value
 * or tax than is left of any of them. A voucher of one tax line is taken exactly as `takeAdvances`.
 */
export function refundAdvances(pool: readonly Receipt[], amount: Paise): AdvancePart[] {
  const vouchers: Receipt[][] = [];
  for (const r of pool) {
    const group = vouchers.find((g) => g[0]!.number === r.number);
    if (group) group.push(r);
    else vouchers.push([r]);
  }
  const parts: AdvancePart[] = [];
  let left = amount;
  for (const group of vouchers) {
    if (left <= 0) break;
    const whole = group.reduce((s, r) => s + inclusive(r), 0);
    if (left >= whole) {
      parts.push(...group.map((r) => partFrom(r, r.taxable, r.cgst, r.sgst)));
      left -= whole;
      continue;
    }
    if (group.length === 1) {
      parts.push(...takeAdvances(group, left));
      break;
    }
    const shares = proportionalParts(left, group.map(inclusive));
    const start = group.map((r, i) => Math.min(taxableInside(shares[i]!, r.rate), r.taxable));
    const taxables = closeTheGap(
      left,
      group.map((r) => r.rate),
      group.map((r) => r.taxable),
      start,
    );
    const taken = group.map((r, i) => {
      const half = Math.min(halfTax(taxables[i]!, r.rate), r.cgst, r.sgst);
      return partFrom(r, taxables[i]!, half, half);
    });
    // A tax line taken to its last paisa of value takes exactly the tax left of it, when that fits.
    let used = taken.reduce((s, p) => s + inclusive(p), 0);
    group.forEach((r, i) => {
      const p = taken[i]!;
      if (p.taxable !== r.taxable) return;
      const more = r.cgst + r.sgst - p.cgst - p.sgst;
      if (more > 0 && used + more <= left) {
        taken[i] = partFrom(r, r.taxable, r.cgst, r.sgst);
        used += more;
      }
    });
    parts.push(...taken.filter((p) => p.taxable > 0));
    break;
  }
  return parts;
}

/**
 * The advances an invoice or debit note adjusts (GSTR-1 table 11B), from its rows per rate: first
 * each receipt voucher's part at a rate against the document's supply at that rate, oldest first (a
 * part that does not fit whole is taken as far as it fits, and that rate is then done); then what
 * the document has room for still takes the parts left at any rate, oldest first (an advance taxed
 * at a rate the supply no longer has, e.g. a line removed after the advance). With one rate this is
 * exactly `takeAdvances(pool, total)`.
 */
export function adjustAdvances(
  pool: readonly Receipt[],
  rows: readonly { rate: number; taxable: Paise; cgst: Paise; sgst: Paise }[],
): AdvancePart[] {
  const room = new Map<number, Paise>();
  for (const r of rows) room.set(r.rate, (room.get(r.rate) ?? 0) + inclusive(r));
  const parts: AdvancePart[] = [];
  for (const r of pool) {
    const left = room.get(r.rate) ?? 0;
    if (left <= 0) continue;
    const [part] = takeAdvances([r], left);
    if (!part) {
      room.set(r.rate, 0);
      continue;
    }
    parts.push(part);
    // A part taken short leaves its rate only the paise an even split cannot use: that rate is done.
    room.set(r.rate, left >= inclusive(r) ? left - inclusive(r) : 0);
  }
  const spare = [...room.values()].reduce((s, v) => s + Math.max(0, v), 0);
  if (spare > 0) parts.push(...takeAdvances(unadjusted(pool, parts), spare));
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
  /** A receipt voucher's taxed part per tax line, when it has several (issue 32: its `taxes`). */
  taxes?: readonly { rate: number; taxable: Paise; cgst: Paise; sgst: Paise }[] | null;
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
    for (const part of d.taxes?.length ? d.taxes : [d]) add(at, monthOfDate(d.issuedOn), part, 1);
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
