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
