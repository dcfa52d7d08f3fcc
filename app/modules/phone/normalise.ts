/**
 * Issue 32 item 2: one phone format everywhere. Phones are stored in E.164 (ITU-T E.164: '+', the
 * country code, the national number, at most 15 digits), and India's numbering plan gives the rest:
 * a 10-digit national number, written at home with a trunk '0' in front (11 digits), or with the
 * country code 91 without its '+' (12 digits). Anything else keeps the country code it was given
 * with '+' or '00'. Spaces, hyphens, dots and brackets are only how people write numbers.
 */

/** What people put between digits: spaces (also no-break), hyphens and dashes, dots, brackets. */
const SEPARATORS = /[\s\u00a0().\-\u2010-\u2015]/g;

/** The number without its separators: '+91 (98807) 11-223' → '+919880711223'. */
export function stripPhoneSeparators(raw: string): string {
  return raw.trim().replace(SEPARATORS, "");
}

/** India's country code; a 10-digit number is Indian. */
export const DEFAULT_COUNTRY_CODE = "91";

/**
 * The phone in E.164 ('+919880711223'), or null when it cannot be one (letters, a '+' inside, too
 * few or too many digits). '98807 11223', '+91 98807 11223', '098807-11223', '919880711223' and
 * '0091 98807 11223' are all '+919880711223'.
 */
export function normalisePhone(raw: string): string | null {
  const compact = stripPhoneSeparators(raw);
  if (!/^\+?\d+$/.test(compact)) return null;
  let digits: string;
  if (compact.startsWith("+")) digits = compact.slice(1);
  else if (compact.startsWith("00")) digits = compact.slice(2);
  else if (compact.length === 10 && !compact.startsWith("0")) digits = DEFAULT_COUNTRY_CODE + compact;
  else if (compact.length === 11 && compact.startsWith("0")) digits = DEFAULT_COUNTRY_CODE + compact.slice(1);
  else if (compact.length === 12 && compact.startsWith(DEFAULT_COUNTRY_CODE)) digits = compact;
  else return null;
  // E.164: a country code never starts with 0; at most 15 digits; 8 is the shortest in use.
  if (digits.startsWith("0") || digits.length < 8 || digits.length > 15) return null;
  // An Indian number is 91 and ten digits.
  if (digits.startsWith(DEFAULT_COUNTRY_CODE) && digits.length !== 12) return null;
  return `+${digits}`;
}

/**
 * What a save stores: the E.164 form when there is one, else what staff typed (trimmed, runs of
 * spaces folded), so a number from abroad in an unusual form is kept, never lost or guessed at.
 */
export function storedPhone(raw: string): string {
  return normalisePhone(raw) ?? raw.trim().replace(/\s+/g, " ");
}

/** How a stored phone reads on screen: Indian numbers as '+91 98807 11223', others as stored. */
export function displayPhone(stored: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(stored);
  return match ? `+91 ${match[1]} ${match[2]}` : stored;
}

/** A tel: link's number: E.164 when the phone has one, else its digits (and a leading '+'). */
export function telHref(stored: string): string {
  const e164 = normalisePhone(stored);
  return `tel:${e164 ?? stripPhoneSeparators(stored).replace(/[^\d+]/g, "")}`;
}

/**
 * The digits a search for a phone looks for, or null when the term is not a phone: a term of only
 * digits and separators with at least 5 digits. A whole number is normalised first, so
 * '098807-11223' finds '+919880711223'; part of one ('98807 11') is searched as its digits.
 */
export function phoneSearchDigits(term: string): string | null {
  const compact = stripPhoneSeparators(term);
  if (!/^\+?\d{5,}$/.test(compact)) return null;
  const e164 = normalisePhone(compact);
  return e164 ? e164.slice(1) : compact.replace("+", "");
}
