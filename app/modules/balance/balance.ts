import type { Paise } from "~/modules/money";

/**
 * What a client owes for one reservation: the one rule every screen, export, reminder and document
 * uses (issue 27 item 16, issue 28 item 16; docs/billing.md "One balance"). Pure and below both the
 * reservations and the billing modules, so either can call it without importing the other.
 *
 * - The event is charged by its tax documents once it has a tax invoice (invoices − credit notes +
 *   debit notes, a cancellation-charges invoice included), else by the booking's total (spec 5);
 *   nothing for a Non-Chargeable (NC) event or a cancelled booking without an invoice.
 * - Alcohol is billed apart, outside GST: the liquor bill once issued, else the booking's alcohol
 *   total; nothing for a cancelled booking without a liquor bill.
 * - Settled = payments − refunds + TDS deducted by the client (it counts towards settlement).
 * - Money settled beyond the event goes towards the alcohol; beyond both, it is a refund due.
 */
export interface BalanceInput {
  status: string;
  isFOC: boolean;
  /** Spec 5's total including GST of the booking (its `totalAmountIncludingGST`). */
  bookingTotal: Paise;
  /** Spec 5's alcohol total (0 without alcohol). */
  alcoholTotal: Paise;
  /** The reservation's issued documents (other series than those charged are ignored). */
  documents: readonly { series: string; total: Paise }[];
  /** Ledger entries: money received, refunded, and tax deducted at source by the client. */
  ledger: readonly { kind: string; amount: Paise }[];
  /**
   * Issue 32 item 6: what the reservation's lines (hall rent, décor, discounts …) add to the
   * booking's total including GST; 0 or absent without lines.
   */
  extras?: Paise;
}

/** A reservation line as the balance reads it: its taxable value and its tax line. */
export interface BalanceLine {
  taxable: Paise;
  taxLine: { id: string; description: string; sac: string; rate: number };
}

/**
 * What the balance needs besides the booking: the documents and the ledger (sums per series and
 * kind will do), and the reservation's lines with the tax line its package is billed under.
 */
export type BalanceFacts = Pick<BalanceInput, "documents" | "ledger"> & {
  lines?: readonly BalanceLine[];
  packageTaxLine?: BalanceLine["taxLine"] | null;
};

export interface Balance {
  /** What the event is charged (documents once invoiced, the booking before). */
  event: Paise;
  /** What the alcohol is charged. */
  alcohol: Paise;
  /** Payments − refunds. */
  received: Paise;
  /** Tax deducted at source by the client. */
  tds: Paise;
  /** Received + TDS. */
  settled: Paise;
  /** Spec 5's "Remaining due" on the event: event − settled, never below 0. */
  remainingDue: Paise;
  /** The alcohol still to pay, after money settled beyond the event. */
  alcoholDue: Paise;
  /** Everything still owed: remaining due + alcohol due. 'Paid in full' only when this is 0. */
  due: Paise;
  /** Money settled beyond everything charged, to give back. */
  refundDue: Paise;
  /** The event has a tax invoice: its documents, not the booking, say what it costs. */
  invoiced: boolean;
  /**
   * Booking total − what the tax documents charge, when an invoiced booking no longer matches them
   * (a debit or credit note is due); null otherwise. Dues shows 'Booking differs from invoice by ₹X'.
   */
  bookingDiffers: Paise | null;
}

const charged = new Set(["invoice", "debit-note"]);

export function balanceOf(input: BalanceInput): Balance {
  const cancelled = input.status === "cancelled";
  let documented = 0;
  let invoiced = false;
  let liquor = 0;
  let hasLiquorBill = false;
  for (const d of input.documents) {
    if (d.series === "invoice") invoiced = true;
    if (charged.has(d.series)) documented += d.total;
    else if (d.series === "credit-note") documented -= d.total;
    else if (d.series === "liquor-bill") {
      hasLiquorBill = true;
      liquor += d.total;
    }
  }
  const bookingTotal = input.bookingTotal + (input.extras ?? 0);
  const event = invoiced ? documented : input.isFOC || cancelled ? 0 : bookingTotal;
  const alcohol = hasLiquorBill ? liquor : cancelled ? 0 : input.alcoholTotal;
  let received = 0;
  let tds = 0;
  for (const e of input.ledger) {
    if (e.kind === "payment") received += e.amount;
    else if (e.kind === "refund") received -= e.amount;
    else if (e.kind === "tds") tds += e.amount;
  }
  const settled = received + tds;
  const beyondEvent = Math.max(0, settled - event);
  const alcoholDue = Math.max(0, alcohol - beyondEvent);
  const remainingDue = Math.max(0, event - settled);
  const differs = bookingTotal - event;
  return {
    event,
    alcohol,
    received,
    tds,
    settled,
    remainingDue,
    alcoholDue,
    due: remainingDue + alcoholDue,
    refundDue: Math.max(0, settled - event - alcohol),
    invoiced,
    bookingDiffers: invoiced && !cancelled && !input.isFOC && differs !== 0 ? differs : null,
  };
}
