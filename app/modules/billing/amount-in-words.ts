// The Indian English locale alone: the package's main entry loads every locale (≈ 5 MB of the
// server's heap, issue 33).
import { ToWords } from "to-words/en-IN";
import type { Paise } from "~/modules/money";

const toWords = new ToWords();

/**
 * An amount in words in the Indian system, as invoices print it: 1,18,000.50 → 'Rupees One Lakh
 * Eighteen Thousand and Fifty Paise Only'. Rupees and paise are converted as whole numbers, so no
 * binary fraction can turn 50 paise into 49.
 */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseText = rest === 0 ? "" : ` and ${toWords.convert(rest)} ${rest === 1 ? "Paisa" : "Paise"}`;
  return `Rupees ${toWords.convert(rupees)}${paiseText} Only`;
}
