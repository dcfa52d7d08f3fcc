import type { Paise } from "~/modules/money";

/**
 * Issue 30 item 9: reading a bank statement (CSV) with a column mapping. Pure: no database. The
 * rules (docs/client-page.md "Bank statement matching"): a credit amount may be written the Indian
 * way ('1,25,000.00', with lakh and crore groups) and may carry 'CR' or 'DR'; a 'DR' row or an empty
 * credit cell is a debit and is skipped; any other text in the credit column refuses the file.
 */

/** Refused above this size: a statement of a month is far smaller (decision in docs/client-page.md). */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

export const statementFields = ["date", "narration", "credit", "reference"] as const;
export type StatementField = (typeof statementFields)[number];
export type ColumnMapping = Record<StatementField, string>;

export const statementFieldLabels: Record<StatementField, string> = {
  date: "Date",
  narration: "Narration",
  credit: "Credit amount",
  reference: "Bank reference",
};

export const bankStatementTexts = {
  empty: "The file is empty. Please choose the bank statement exported as CSV.",
  tooLarge: "The file is larger than 2 MB. Please export a shorter period of the statement (at most 2 MB).",
  noRows: "The statement has no rows below its header.",
  bankRequired: "Enter the bank's name.",
  mappingRequired: (label: string) => `Choose the statement's column for ${label}.`,
  mappingTwice: "Each of date, narration, credit amount and bank reference needs its own column.",
  columnMissing: (label: string, column: string) =>
    `The column '${column}' chosen for ${label} is not in this file. Please check the column mapping.`,
  badDate: (row: number, value: string) =>
    `Row ${row}: '${value}' is not a date. Please check that the Date column is mapped to the statement's date.`,
  badAmount: (row: number, value: string) =>
    `Row ${row}: '${value}' is not an amount. Please check that the Credit amount column is mapped to the statement's credits.`,
  noReference: (row: number) =>
    `Row ${row}: the credit has no bank reference. Please check that the Bank reference column is mapped.`,
  repeatedReference: (row: number, reference: string) =>
    `Row ${row}: the bank reference ${reference} appears twice in this file.`,
  noCredits: "The statement has no credits to match.",
  unquoted: (row: number) => `Row ${row}: a quoted value is not closed. The file is not a valid CSV.`,
  denied: "Only accounts and administrators can import bank statements.",
  imported: (count: number, skipped: number) =>
    `${count} ${count === 1 ? "credit" : "credits"} imported${skipped > 0 ? `; ${skipped} already imported before ${skipped === 1 ? "was" : "were"} skipped` : ""}. Confirm each match to record its payment.`,
  noMapping: "Choose the statement's columns for this bank first.",
  lineGone: "This statement line is no longer open: it was matched already.",
  noInstalment: "Choose the instalment this credit pays.",
  instalmentGone: "That instalment no longer exists. Please choose another.",
  confirmed: (voucher: string | null) =>
    voucher ? `Payment recorded; receipt voucher ${voucher} issued.` : "Payment recorded.",
  referenceTaken: "This bank reference has already been recorded.",
  lineDismissed: "This statement line was dismissed. Restore it first to match it.",
  notOpen: "This statement line is no longer open: it was matched or dismissed already.",
  dismissReason: "Give the reason this credit is not a client's payment.",
  dismissed: "Credit dismissed. It is listed under Dismissed credits and can be restored.",
  notDismissed: "This statement line is not dismissed: there is nothing to restore.",
  restored: "Credit restored to the credits to match.",
  undoReason: "Give the reason for undoing this match.",
  notMatched: "This statement line is not matched: there is nothing to undo.",
  undone: (voucher: string | null) =>
    `Match undone: the payment was reversed by a refund entry${voucher ? ` (refund voucher ${voucher} issued)` : ""}. The credit is open to match again.`,
  undoNote: (reason: string) => `Reversal of a wrong bank statement match: ${reason}`,
  failed: "Failed to import the statement. Please try again.",
} as const;

/** A failure of reading the file: its message, for the person importing. */
export class StatementError extends Error {}

/** RFC 4180 CSV: commas, quoted values with doubled quotes, CRLF or LF; a BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += c;
    } else if (c === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (quoted) throw new StatementError(bankStatementTexts.unquoted(rows.length + 1));
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ""));
}

/**
 * An amount as banks print it: '125000', '1,25,000.00' (Indian groups), '125,000.00', optionally
 * with '₹', 'INR' or 'Rs.' and a trailing or leading 'CR' / 'DR'. Returns the paise and whether it
 * is a debit; null when the text is no amount. At most two decimals.
 */
export function parseStatementAmount(raw: string): { paise: Paise; debit: boolean } | null {
  let s = raw.trim().toUpperCase().replace(/\s+/g, " ");
  let debit = false;
  const side = /^(CR|DR)\.?\s*|\s*\(?(CR|DR)\)?\.?$/.exec(s);
  if (side) {
    debit = (side[1] ?? side[2]) === "DR";
    s = s.replace(side[0], "").trim();
  }
  s = s.replace(/^(₹|INR|RS\.?)\s*/, "").trim();
  // Indian groups (1,25,000 · 12,34,567), international (125,000), or no groups at all.
  if (!/^\d{1,2}(,\d{2})*,\d{3}(\.\d{1,2})?$|^\d{1,3}(,\d{3})+(\.\d{1,2})?$|^\d+(\.\d{1,2})?$/.test(s))
    return null;
  const [whole, fraction = ""] = s.replace(/,/g, "").split(".");
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(paise)) return null;
  return { paise: paise as Paise, debit };
}

const months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/**
 * A statement date as Indian banks export it: DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY, DD/MM/YY,
 * YYYY-MM-DD, DD-Mon-YYYY, DD Mon YYYY (a time after the date is ignored). Returns YYYY-MM-DD.
 */
export function parseStatementDate(raw: string): string | null {
  const s = raw
    .trim()
    .split(/\s+\d{1,2}:\d{2}/)[0]!
    .trim()
    .toUpperCase();
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(s);
  const named = /^(\d{1,2})[- ]([A-Z]{3})[A-Z]*[- ,]+(\d{2}|\d{4})$/.exec(s);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (numeric) [d, m, y] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
  else if (named) {
    d = Number(named[1]);
    m = months.indexOf(named[2]!) + 1;
    y = Number(named[3]);
    if (m === 0) return null;
  } else return null;
  if (y < 100) y += 2000;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

export interface StatementCredit {
  rowNumber: number;
  bookedOn: string;
  narration: string;
  amount: Paise;
  bankReference: string;
}

/** Checks a mapping against itself: every field a column, no column twice. Returns the message, or null. */
export function mappingProblem(mapping: Partial<Record<StatementField, string>>): string | null {
  for (const field of statementFields) {
    if (!mapping[field]?.trim()) return bankStatementTexts.mappingRequired(statementFieldLabels[field]);
  }
  const columns = statementFields.map((f) => mapping[f]!.trim().toLowerCase());
  if (new Set(columns).size !== columns.length) return bankStatementTexts.mappingTwice;
  return null;
}

/**
 * The credits of a statement under a mapping. Throws `StatementError` with the first problem: an
 * empty or oversized file, a mapped column missing from the header, a row whose date or amount is
 * not one (a wrong mapping shows up here), a credit without reference, a reference twice.
 * The header is the first row that holds every mapped column (banks print a preamble above it).
 */
export function readStatement(bytes: Uint8Array, mapping: ColumnMapping): StatementCredit[] {
  if (bytes.byteLength > STATEMENT_MAX_BYTES) throw new StatementError(bankStatementTexts.tooLarge);
  const text = new TextDecoder("utf-8").decode(bytes);
  if (text.replace(/^\uFEFF/, "").trim() === "") throw new StatementError(bankStatementTexts.empty);
  const problem = mappingProblem(mapping);
  if (problem) throw new StatementError(problem);
  const rows = parseCsv(text);
  const want = statementFields.map((f) => mapping[f].trim().toLowerCase());
  const headerAt = rows.findIndex((r) => {
    const cells = r.map((c) => c.trim().toLowerCase());
    return want.every((w) => cells.includes(w));
  });
  if (headerAt < 0) {
    // The row most like the header (most mapped columns in it) names the column that is missing.
    const cellsOf = (r: string[]) => r.map((c) => c.trim().toLowerCase());
    const score = (r: string[]) => want.filter((w) => cellsOf(r).includes(w)).length;
    const likely = cellsOf(rows.reduce((best, r) => (score(r) > score(best) ? r : best), rows[0] ?? []));
    const field = statementFields.find((f) => !likely.includes(mapping[f].trim().toLowerCase())) ?? "date";
    throw new StatementError(
      bankStatementTexts.columnMissing(statementFieldLabels[field], mapping[field].trim()),
    );
  }
  const header = rows[headerAt]!.map((c) => c.trim().toLowerCase());
  const at = Object.fromEntries(
    statementFields.map((f) => [f, header.indexOf(mapping[f].trim().toLowerCase())]),
  ) as Record<StatementField, number>;
  const body = rows.slice(headerAt + 1);
  if (body.length === 0) throw new StatementError(bankStatementTexts.noRows);
  const credits: StatementCredit[] = [];
  const seen = new Set<string>();
  body.forEach((r, n) => {
    const rowNumber = headerAt + n + 2;
    const cell = (f: StatementField) => (r[at[f]] ?? "").trim();
    const amountText = cell("credit");
    const dateText = cell("date");
    // A bank's closing lines ('Opening balance', totals) have no date and no credit: not a row.
    if (amountText === "" || amountText === "-" || /^0+(\.0+)?$/.test(amountText)) return;
    const amount = parseStatementAmount(amountText);
    if (!amount) throw new StatementError(bankStatementTexts.badAmount(rowNumber, amountText));
    if (amount.debit || amount.paise <= 0) return;
    const bookedOn = parseStatementDate(dateText);
    if (!bookedOn) throw new StatementError(bankStatementTexts.badDate(rowNumber, dateText));
    const bankReference = cell("reference").replace(/\s+/g, " ");
    if (!bankReference) throw new StatementError(bankStatementTexts.noReference(rowNumber));
    const key = bankReference.toUpperCase();
    if (seen.has(key))
      throw new StatementError(bankStatementTexts.repeatedReference(rowNumber, bankReference));
    seen.add(key);
    credits.push({
      rowNumber,
      bookedOn,
      narration: cell("narration").replace(/\s+/g, " ").slice(0, 500),
      amount: amount.paise,
      bankReference: bankReference.slice(0, 100),
    });
  });
  if (credits.length === 0) throw new StatementError(bankStatementTexts.noCredits);
  return credits;
}

/** An open instalment a credit may pay. */
export interface OpenInstalment {
  reservationId: string;
  reference: string;
  dueOn: string;
  left: Paise;
  eventName: string;
  label: string;
}

export interface Proposal {
  reference: string;
  /** 'reference': the instalment's UPI `tr` is in the narration; 'amount': same amount, within 3 days. */
  by: "reference" | "amount";
}

/** Days between two YYYY-MM-DD dates, absolute. */
function daysApart(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

export const MATCH_WINDOW_DAYS = 3;

/**
 * The match proposed for a credit: the instalment whose UPI reference (`tr`) is in the narration
 * (letters and digits compared, so a bank's separators inside it do not hide it); else the one open
 * instalment whose amount left equals the credit with a due date within 3 days of the credit's date
 * (the nearest; two at the same distance: none, so accounts chooses). None otherwise.
 */
export function proposeMatch(
  credit: Pick<StatementCredit, "narration" | "amount" | "bookedOn">,
  open: readonly OpenInstalment[],
): Proposal | null {
  const narration = credit.narration.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const byReference = open.find((i) => narration.includes(i.reference));
  if (byReference) return { reference: byReference.reference, by: "reference" };
  const near = open
    .filter((i) => i.left === credit.amount && daysApart(i.dueOn, credit.bookedOn) <= MATCH_WINDOW_DAYS)
    .sort((a, b) => daysApart(a.dueOn, credit.bookedOn) - daysApart(b.dueOn, credit.bookedOn));
  if (near.length === 0) return null;
  if (
    near.length > 1 &&
    daysApart(near[0]!.dueOn, credit.bookedOn) === daysApart(near[1]!.dueOn, credit.bookedOn)
  )
    return null;
  return { reference: near[0]!.reference, by: "amount" };
}

/** UPI when the narration says so (banks print 'UPI/…' on UPI credits), else bank transfer. */
export function paymentModeOf(narration: string): "upi" | "bank-transfer" {
  return /\bUPI\b/i.test(narration) ? "upi" : "bank-transfer";
}
