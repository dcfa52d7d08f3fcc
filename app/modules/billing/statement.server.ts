import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import type { Balance } from "~/modules/balance/balance";
import type { Paise } from "~/modules/money";
import { bookingExtras, readReservationFacts } from "./balance.server";
import { loadReservation } from "~/modules/reservations/load-reservation.server";
import { istDate } from "~/modules/time";
import { authorize } from "~/permissions";
import { type PaymentMode, paymentModeLabels } from "./billing.schema";
import { balanceWith, readDocuments, readLedger } from "./document-context.server";
import { seriesTitles } from "./document-snapshot";
import { readBillingSettings } from "./settings.server";
import { venue } from "~/modules/site-content/venue";

/**
 * Statement of account of one reservation (issue 27 item 22): every charging document and money
 * entry in date order with a running balance, closing at what the one balance says (due − refund
 * due). Before the invoice the booking is the charge; a receipt or refund voucher is named on its
 * payment or refund; quotations charge nothing and are left out.
 */
export interface StatementLine {
  /** Its place in the statement. */
  seq: number;
  date: string;
  description: string;
  reference: string | null;
  /** What the client is charged (+) or credited (−) by the line. */
  debit: Paise;
  credit: Paise;
  balance: Paise;
}

export interface Statement {
  reservationId: string;
  eventName: string;
  eventDate: string;
  clientName: string;
  hall: string;
  supplier: string;
  lines: StatementLine[];
  /** Closing balance: positive is owed by the client, negative owed to the client. */
  closing: Paise;
  balance: Balance;
  generatedOn: string;
}

export async function statementOf(
  db: Db,
  options: { actor: Actor; reservationId: string; now?: Date },
): Promise<Statement> {
  const { actor, reservationId, now = new Date() } = options;
  authorize(actor, "billing.document.view");
  const r = await loadReservation(db, { id: reservationId, actor });
  return buildStatement(db, { reservation: r, now });
}

/**
 * The statement of a reservation already loaded (and its reader already allowed): the staff's
 * route above, and the client's own page (issue 30, app/modules/client-page), which holds its token.
 */
export async function buildStatement(
  db: Db,
  options: { reservation: Awaited<ReturnType<typeof loadReservation>>; now?: Date },
): Promise<Statement> {
  const { reservation: r, now = new Date() } = options;
  const reservationId = r.id;
  const [docs, ledger, settings, facts] = await Promise.all([
    readDocuments(db, reservationId),
    readLedger(db, reservationId),
    readBillingSettings(db),
    readReservationFacts(db, reservationId),
  ]);
  const balance = balanceWith(r, docs, ledger, bookingExtras(r, facts));
  const entries: Omit<StatementLine, "balance" | "seq">[] = [];
  const createdOn = istDate(r.createdAt);
  if (!balance.invoiced && balance.event > 0)
    entries.push({
      date: createdOn,
      description: "Booking total including GST (not yet invoiced)",
      reference: null,
      debit: balance.event,
      credit: 0,
    });
  if (!docs.some((d) => d.series === "liquor-bill") && balance.alcohol > 0)
    entries.push({
      date: createdOn,
      description: "Alcohol, outside GST (not yet billed)",
      reference: null,
      debit: balance.alcohol,
      credit: 0,
    });
  for (const d of docs) {
    const charge = d.series === "invoice" || d.series === "debit-note" || d.series === "liquor-bill";
    if (!charge && d.series !== "credit-note") continue;
    entries.push({
      date: d.issuedOn,
      description: seriesTitles[d.series],
      reference: d.number,
      debit: charge ? d.snapshot.total : 0,
      credit: charge ? 0 : d.snapshot.total,
    });
  }
  const voucherOf = new Map(
    docs
      .filter((d) => d.paymentId && (d.series === "receipt" || d.series === "refund"))
      .map((d) => [d.paymentId, d.number]),
  );
  for (const e of ledger) {
    const mode = e.mode ? ` by ${paymentModeLabels[e.mode as PaymentMode]}` : "";
    entries.push({
      date: e.paidOn,
      description:
        e.kind === "payment"
          ? `Payment received${mode}`
          : e.kind === "refund"
            ? `Refund${mode}${e.reason ? `: ${e.reason}` : ""}`
            : `TDS deducted${e.tdsSection ? ` (section ${e.tdsSection})` : ""}`,
      reference: voucherOf.get(e.id) ?? (e.reference || null),
      debit: e.kind === "refund" ? e.amount : 0,
      credit: e.kind === "refund" ? 0 : e.amount,
    });
  }
  // Charges before money on the same day; otherwise in the order they were recorded.
  const ordered = entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.date.localeCompare(b.e.date) || a.i - b.i)
    .map(({ e }) => e);
  let running = 0;
  const lines = ordered.map((e, seq) => {
    running += e.debit - e.credit;
    return { ...e, seq, balance: running };
  });
  return {
    reservationId,
    eventName: r.eventName,
    eventDate: r.eventDate,
    clientName: r.clientName,
    hall: `${venue.hallName} hall`,
    supplier: settings?.tradeName || settings?.legalName || "",
    lines,
    closing: running,
    balance,
    generatedOn: istDate(now),
  };
}
