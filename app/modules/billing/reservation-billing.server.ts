import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import type { Balance } from "~/modules/balance/balance";
import { loadReservation } from "~/modules/reservations/load-reservation.server";
import { authorize, can } from "~/permissions";
import { type ClientBilling, readClientBilling } from "./client-billing.server";
import { readReservationFacts, reservationBalance } from "./balance.server";
import { type LedgerEntry, readLedger } from "./ledger.server";
import { readBillingSettings } from "./settings.server";
import { type DocumentSummary, listReservationDocuments } from "./documents.server";

export interface ReservationBilling {
  ledger: LedgerEntry[];
  /** The one balance (issue 27 item 16). */
  balance: Balance;
  client: ClientBilling;
  settingsComplete: boolean;
  isFOC: boolean;
  canRecordPayments: boolean;
  documents: DocumentSummary[];
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
  const [ledger, client, settings, documents, facts] = await Promise.all([
    readLedger(db, id),
    readClientBilling(db, id),
    readBillingSettings(db),
    listReservationDocuments(db, id),
    readReservationFacts(db, id),
  ]);
  return {
    ledger,
    balance: reservationBalance(reservation, facts),
    client,
    settingsComplete: settings !== null,
    isFOC: reservation.isFOC,
    canRecordPayments: can(actor.role, "billing.payment.record"),
    documents,
    canIssueDocuments: can(actor.role, "billing.document.issue"),
    canIssueQuotations: can(actor.role, "billing.quotation.issue"),
    mailEnabled: options.mailEnabled ?? false,
  };
}
