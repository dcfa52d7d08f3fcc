import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import type { Balance } from "~/modules/balance/balance";
import type { Paise } from "~/modules/money";
import { loadReservation } from "~/modules/reservations/load-reservation.server";
import { todayIST } from "~/modules/time";
import { authorize, can } from "~/permissions";
import { readReservationFacts, reservationBalance } from "./balance.server";
import { type ClientBilling, readClientBilling } from "./client-billing.server";
import { alcoholOf, openInvoice, readDocuments } from "./document-context.server";
import {
  creditNoteDeadline,
  type DocumentSummary,
  leftOnInvoice,
  listReservationDocuments,
} from "./documents.server";
import { type EInvoiceListState, withEInvoiceStates } from "./e-invoice.server";
import { type LedgerEntry, readLedger } from "./ledger.server";
import { readBillingSettings } from "./settings.server";
import type { TaxLine } from "./tax-lines";
import { listTaxLines, taxLineOf } from "./tax-lines.server";
import { type LinePackage, loadReservationLines, listPackages, type ReservationLines } from "./lines.server";

/** What the Documents section offers, each only when it can be done (issue 27 items 6, 7, 11, 12, 14). */
export interface DocumentActions {
  /** 'issue': the invoice can be issued; 'confirm': the reservation must be confirmed first. */
  invoice: "issue" | "confirm" | null;
  /** A cancelled reservation without an open invoice: its cancellation charges can be invoiced. */
  cancellation: boolean;
  /** Something is left to credit on the open invoice: its number, what is left, a suggested amount. */
  credit: { invoice: string; left: Paise; suggested: Paise; until: string } | null;
  /** The open invoice can take a debit note: the rise of the booking over it, when there is one. */
  debit: { invoice: string; suggested: Paise } | null;
  liquorBill: boolean;
  /** Payments received before the invoice that still wait for their receipt voucher. */
  receiptsPending: string[];
}

export interface ReservationBilling {
  ledger: LedgerEntry[];
  /** The one balance (issue 27 item 16). */
  balance: Balance;
  client: ClientBilling;
  /** The tax line the reservation is billed under (issue 27 item 1). */
  taxLine: TaxLine | null;
  settingsComplete: boolean;
  isFOC: boolean;
  canRecordPayments: boolean;
  /** Issue 27 item 18: each with its e-invoice state (null when it is not an e-invoice). */
  documents: (DocumentSummary & { eInvoice: EInvoiceListState | null })[];
  actions: DocumentActions;
  canIssueDocuments: boolean;
  canIssueQuotations: boolean;
  mailEnabled: boolean;
  /** Issue 32 item 6: the lines, their tax per tax line and the grand total; the packages. */
  lines: ReservationLines;
  packages: LinePackage[];
  taxLines: TaxLine[];
  canEditLines: boolean;
  canManagePackages: boolean;
}

/** The detail screen's 'Payments' and 'Documents' sections: every staff role sees the money (issue 15 item 6). */
export async function loadReservationBilling(
  db: Db,
  options: { actor: Actor; id: string; mailEnabled?: boolean; now?: Date },
): Promise<ReservationBilling> {
  const { actor, id } = options;
  authorize(actor, "billing.document.view");
  const reservation = await loadReservation(db, { id, actor });
  const [ledger, client, settings, documents, facts, docs, taxLine, lines, packages, taxLines] =
    await Promise.all([
      readLedger(db, id),
      readClientBilling(db, id),
      readBillingSettings(db),
      listReservationDocuments(db, id),
      readReservationFacts(db, id),
      readDocuments(db, id),
      taxLineOf(db, id),
      loadReservationLines(db, reservation),
      listPackages(db),
      listTaxLines(db),
    ]);
  const status = reservation.status;
  const invoice = openInvoice(docs);
  const left = invoice ? leftOnInvoice(invoice, docs) : null;
  // The booking's taxable value: the package and its lines (issue 32 item 6).
  const booked = lines.taxable;
  const cancelled = status === "cancelled";
  const receipted = new Set(docs.filter((d) => d.series === "receipt").map((d) => d.paymentId));
  const actions: DocumentActions = {
    invoice:
      invoice || reservation.isFOC || cancelled || status === "soft-deleted"
        ? null
        : status === "confirmed" || status === "completed"
          ? "issue"
          : "confirm",
    cancellation: cancelled && !invoice && !reservation.isFOC,
    credit:
      invoice &&
      left &&
      left.taxable > 0 &&
      todayIST(options.now) <= creditNoteDeadline(invoice.issuedOn).until
        ? {
            invoice: invoice.number,
            left: left.taxable,
            suggested: cancelled ? left.taxable : Math.max(0, left.taxable - booked),
            until: creditNoteDeadline(invoice.issuedOn).until,
          }
        : null,
    debit:
      invoice && left && !cancelled && status !== "soft-deleted"
        ? { invoice: invoice.number, suggested: Math.max(0, booked - left.taxable) }
        : null,
    liquorBill:
      !cancelled &&
      status !== "soft-deleted" &&
      alcoholOf(reservation) !== null &&
      !docs.some((d) => d.series === "liquor-bill"),
    receiptsPending:
      invoice || reservation.isFOC
        ? []
        : ledger.filter((e) => e.kind === "payment" && !receipted.has(e.id)).map((e) => e.id),
  };
  return {
    ledger,
    balance: reservationBalance(reservation, facts),
    client,
    taxLine,
    settingsComplete: settings !== null,
    isFOC: reservation.isFOC,
    canRecordPayments: can(actor.role, "billing.payment.record"),
    documents: await withEInvoiceStates(db, documents),
    actions,
    canIssueDocuments: can(actor.role, "billing.document.issue"),
    canIssueQuotations: can(actor.role, "billing.quotation.issue"),
    mailEnabled: options.mailEnabled ?? false,
    lines,
    packages,
    taxLines,
    canEditLines: can(actor.role, "reservation.edit") && reservation.status !== "soft-deleted",
    canManagePackages: can(actor.role, "billing.packages.manage"),
  };
}
