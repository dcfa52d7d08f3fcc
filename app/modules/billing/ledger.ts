import type { Paise } from "~/modules/money";

export interface LedgerEntryAmount {
  kind: "payment" | "refund";
  amount: Paise;
}

/** Advance received = payments − refunds (issue 15 item 3). */
export function netReceived(entries: readonly LedgerEntryAmount[]): Paise {
  let net = 0;
  for (const e of entries) net += e.kind === "payment" ? e.amount : -e.amount;
  return net;
}

export interface Dues {
  received: Paise;
  /** Spec 5: total including GST − advance (negative once more is received than the event costs). */
  remainingDue: Paise;
  /** Alcohol is billed on its own: money beyond the event's total counts towards it. */
  alcoholDue: Paise;
  /** Everything still owed: the event's due and the alcohol's, less nothing else. */
  outstanding: Paise;
}

export function duesOf(options: { totalIncludingGst: Paise; alcoholTotal: Paise; received: Paise }): Dues {
  const { totalIncludingGst, alcoholTotal, received } = options;
  const remainingDue = totalIncludingGst - received;
  const beyondEvent = Math.max(0, received - totalIncludingGst);
  const alcoholDue = Math.max(0, alcoholTotal - beyondEvent);
  return { received, remainingDue, alcoholDue, outstanding: totalIncludingGst + alcoholTotal - received };
}
