import { z } from "zod";
import { formatINR, type Paise } from "~/modules/money";
import { formatRate } from "./tax";

/**
 * The GST rates notified for services (issue 27 item 1): since 22 September 2025 the rates of
 * Notification 11/2017-Central Tax (Rate), as amended by Notification 15/2025-Central Tax (Rate),
 * are 5, 18 and 40 % (central tax 2.5, 9 and 20 %, with State tax the same). In hundredths of a
 * percent, as reservations and documents store rates. A new tax line takes only these; documents
 * issued before keep the rate they printed.
 */
export const notifiedRates = [500, 1800, 4000] as const;

export function isNotifiedRate(rate: number): boolean {
  return (notifiedRates as readonly number[]).includes(rate);
}

export interface TaxLine {
  id: string;
  description: string;
  sac: string;
  /** Hundredths of a percent (5 % → 500). */
  rate: number;
  isDefault: boolean;
}

/** "5 %", "5 % or 18 %", "5 %, 18 % or 40 %": rates as the refusal lists them. */
export function rateList(rates: readonly number[]): string {
  const texts = [...new Set(rates)].sort((a, b) => a - b).map(formatRate);
  return texts.length <= 1 ? (texts[0] ?? "") : `${texts.slice(0, -1).join(", ")} or ${texts.at(-1)}`;
}

export const taxLineTexts = {
  notNotified: (gst: string, lineRates: readonly number[]) =>
    `This reservation's GST (${gst}) is not a notified rate. Choose the GST rate of its tax line (${rateList(lineRates)}) before issuing a tax document.`,
  notTheLinesRate: (gst: string, line: TaxLine) =>
    `This reservation's GST (${gst}) is not the rate of its tax line, ${line.description} (${formatRate(line.rate)}). Choose the GST rate of its tax line before issuing a tax document.`,
  noLine: "Add a tax line in Billing Settings before issuing a tax document.",
  saved: "Tax line saved.",
  added: "Tax line added.",
  deleted: "Tax line removed.",
  defaultSet: (description: string) => `${description} is now the default tax line.`,
  inUse: "This tax line is used by reservations or is the default: it cannot be removed.",
  notFound: "Tax line not found.",
  rateRequired: "Please choose a notified rate (5 %, 18 % or 40 %).",
  advice:
    "Which line and rate apply is for the hall's chartered accountant to decide: a hall let with its catering can be one composite supply of outdoor catering together with renting of premises (SAC 996334: 5 % without input tax credit, 18 % at 'specified premises', where a room of the same premises is let for more than ₹7,500 a day), while hall hire alone is rented premises (SAC 997212, 18 %). Rates: Notification 11/2017-Central Tax (Rate), as amended with effect from 22 September 2025.",
} as const;

/**
 * Why a reservation's GST cannot go on a tax document (issue 27 item 2), or null: it must be a
 * percentage equal to its tax line's rate, and that rate a notified one. A flat amount, 0 % and any
 * other percentage are refused with the words.
 */
export function rateRefusal(
  gst: { gstType: string; gstValue: Paise },
  line: TaxLine,
  lines: readonly TaxLine[],
): string | null {
  const lineRates = lines.map((l) => l.rate);
  if (gst.gstType === "amount")
    return taxLineTexts.notNotified(`a flat ${formatINR(gst.gstValue)}`, lineRates);
  // A percentage is stored as rupees-with-paise text: 18 → "18.00" → 1800 hundredths.
  const rate = gst.gstValue;
  if (!isNotifiedRate(rate)) return taxLineTexts.notNotified(formatRate(rate), lineRates);
  if (rate !== line.rate) return taxLineTexts.notTheLinesRate(formatRate(rate), line);
  return null;
}

/** The add and edit form of a tax line (admin, in Billing Settings). */
export const taxLineSchema = z.object({
  description: z
    .string({ error: "Please enter the description." })
    .trim()
    .min(1, "Please enter the description.")
    .max(100, "The description must be at most 100 characters."),
  sac: z
    .string({ error: "Please enter the SAC code." })
    .trim()
    .regex(/^\d{6}$/, "The SAC code must be 6 digits."),
  rate: z
    .string({ error: taxLineTexts.rateRequired })
    .refine((v) => isNotifiedRate(Number(v)), taxLineTexts.rateRequired)
    .transform(Number),
});
export type TaxLineInput = z.output<typeof taxLineSchema>;

export const rateOptions = notifiedRates.map((rate) => ({ value: String(rate), label: formatRate(rate) }));
