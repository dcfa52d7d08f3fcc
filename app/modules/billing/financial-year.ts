import { istDate } from "~/modules/time";

/**
 * The Indian financial year (1 April to 31 March) of an IST calendar date, written as documents
 * number it: 2026-04-01 … 2027-03-31 → "26-27".
 */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, "0");
  return `${two(start)}-${two(start + 1)}`;
}

/** The financial year of an instant, by its date in India whatever the server's zone. */
export function financialYearAt(instant: Date): string {
  return financialYearOf(istDate(instant));
}

/** The first and last dates of a financial year written "26-27" (20xx years). */
export function financialYearRange(fy: string): { first: string; last: string } {
  const start = 2000 + Number(fy.slice(0, 2));
  return { first: `${start}-04-01`, last: `${start + 1}-03-31` };
}

/** PREFIX/26-27/0001: at most 16 characters (CGST Rules, rule 46(b)) with a prefix of up to 4. */
export function documentNumber(prefix: string, fy: string, serial: number): string {
  return `${prefix}/${fy}/${String(serial).padStart(4, "0")}`;
}
