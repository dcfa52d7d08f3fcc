import { fromPaise, type Paise } from "~/modules/money";

/**
 * An instalment's UPI payment link, as NPCI's UPI Linking Specification (version 1.6, section 1.2
 * "Link Specification and Parameters") defines the `upi://pay` URL: `pa` the payee's VPA, `pn` the
 * payee's name, `am` the amount in rupees with two decimals, `cu` INR, `tr` the payee's transaction
 * reference (here unique per instalment, so a bank statement line names the instalment it pays),
 * `tn` a note shown to the payer. Every value is percent-encoded (a space as %20, never '+', which
 * some UPI apps show as is). Null when the hall has no UPI ID or nothing is to pay.
 */
export function instalmentUpiUri(options: {
  upiId: string;
  payeeName: string;
  amount: Paise;
  reference: string;
  note: string;
}): string | null {
  if (!options.upiId || options.amount <= 0) return null;
  const enc = (value: string) => encodeURIComponent(value);
  const params: [string, string][] = [
    ["pa", options.upiId],
    ["pn", options.payeeName],
    ["am", fromPaise(options.amount)],
    ["cu", "INR"],
    ["tr", options.reference],
    ["tn", upiNote(options.note)],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${enc(v)}`).join("&")}`;
}

/** The note, at most 50 characters: UPI apps cut a longer `tn`. */
export function upiNote(note: string): string {
  const flat = note.replace(/\s+/g, " ").trim();
  return flat.slice(0, 50).trim();
}
