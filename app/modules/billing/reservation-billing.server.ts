import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { toPaise } from "~/modules/money";
import { cardAmount } from "~/modules/reservations/calculations";
import { loadReservation } from "~/modules/reservations/load-reservation.server";
import { authorize, can } from "~/permissions";
import { type ClientBilling, readClientBilling } from "./client-billing.server";
import { type Dues, duesOf, netReceived } from "./ledger";
import { type LedgerEntry, readLedger } from "./ledger.server";
import { readBillingSettings } from "./settings.server";
import { type DocumentSummary, listReservationDocuments } from "./documents.server";
import { type EInvoiceListState, withEInvoiceStates } from "./e-invoice.server";

export interface ReservationBilling {
  ledger: LedgerEntry[];
  dues: Dues;
  client: ClientBilling;
  settingsComplete: boolean;
  isFOC: boolean;
  canRecordPayments: boolean;
  /** Issue 27 item 18: each with its e-invoice state (null when it is not an e-invoice). */
  documents: (DocumentSummary & { eInvoice: EInvoiceListState | null })[];
  canIssueDocuments: boolean;
  canIssueQuotations: boolean;
  mailEnabled: boolean;
}

/** The detail screen's 'Payments' section: every staff role sees the money (issue 15 item 6). */
export async function loadReservationBilling(
  db: Db,
  options: { actor: Actor; id: string; mailEnabled?: boolean },
): Promise<ReservationBilling> {
  const { actor, id } = options;
  authorize(actor, "billing.document.view");
  const reservation = await loadReservation(db, { id, actor });
  const [ledger, client, settings, documents] = await Promise.all([
    readLedger(db, id),
    readClientBilling(db, id),
    readBillingSettings(db),
    listReservationDocuments(db, id),
  ]);
  const received = netReceived(ledger);
  return {
    ledger,
    dues: duesOf({
      totalIncludingGst: cardAmount(reservation),
      alcoholTotal: toPaise(reservation.totalAlcoholAmount),
      received,
    }),
    client,
    settingsComplete: settings !== null,
    isFOC: reservation.isFOC,
    canRecordPayments: can(actor.role, "billing.payment.record"),
    documents: await withEInvoiceStates(db, documents),
    canIssueDocuments: can(actor.role, "billing.document.issue"),
    canIssueQuotations: can(actor.role, "billing.quotation.issue"),
    mailEnabled: options.mailEnabled ?? false,
  };
}
