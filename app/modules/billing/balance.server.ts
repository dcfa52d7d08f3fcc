import { eq, inArray, sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "~/db/client.server";
import { DomainError } from "~/modules/errors";
import { billingMessages } from "./messages";
import { billingDocuments, payments, reservations } from "~/db/schema";
import { type Balance, type BalanceFacts, balanceOf } from "~/modules/balance/balance";

export type { BalanceFacts };
import { fromPaise, type Paise, toPaise } from "~/modules/money";

export const noFacts: BalanceFacts = { documents: [], ledger: [] };

/** The booking's side of the balance, as the reservations table stores it. */
export interface BookedAmounts {
  status: string;
  isFOC: boolean;
  totalAmountIncludingGST: string | null;
  totalAmount?: string | null;
  totalAlcoholAmount: string | null;
}

/** The one balance (`balanceOf`) of a stored reservation and its facts. */
export function reservationBalance(r: BookedAmounts, facts: BalanceFacts): Balance {
  return balanceOf({
    status: r.status,
    isFOC: r.isFOC,
    // Spec 3.4: totalAmountIncludingGST, falling back to totalAmount, then 0.
    bookingTotal: toPaise(r.totalAmountIncludingGST ?? r.totalAmount ?? null),
    alcoholTotal: toPaise(r.totalAlcoholAmount),
    documents: facts.documents,
    ledger: facts.ledger,
  });
}

/**
 * The documents and ledger sums of the given reservations (all of them with `null`), in two
 * grouped queries; a reservation without either is absent from the map (use `noFacts`).
 */
export async function readBalanceFacts(
  db: Db | Tx,
  ids: readonly string[] | null,
): Promise<Map<string, BalanceFacts>> {
  const facts = new Map<
    string,
    { documents: { series: string; total: Paise }[]; ledger: { kind: string; amount: Paise }[] }
  >();
  if (ids !== null && ids.length === 0) return facts;
  const of = (id: string) => {
    let f = facts.get(id);
    if (!f) {
      f = { documents: [], ledger: [] };
      facts.set(id, f);
    }
    return f;
  };
  const docs = await db
    .select({
      reservationId: billingDocuments.reservationId,
      series: billingDocuments.series,
      total: sql<string>`sum(${billingDocuments.amount})::text`,
    })
    .from(billingDocuments)
    .where(ids === null ? undefined : inArray(billingDocuments.reservationId, [...ids]))
    .groupBy(billingDocuments.reservationId, billingDocuments.series);
  for (const d of docs) of(d.reservationId).documents.push({ series: d.series, total: toPaise(d.total) });
  const ledger = await db
    .select({
      reservationId: payments.reservationId,
      kind: payments.kind,
      amount: sql<string>`sum(${payments.amount})::text`,
    })
    .from(payments)
    .where(ids === null ? undefined : inArray(payments.reservationId, [...ids]))
    .groupBy(payments.reservationId, payments.kind);
  for (const e of ledger) of(e.reservationId).ledger.push({ kind: e.kind, amount: toPaise(e.amount) });
  return facts;
}

export async function readReservationFacts(db: Db | Tx, reservationId: string): Promise<BalanceFacts> {
  return (await readBalanceFacts(db, [reservationId])).get(reservationId) ?? noFacts;
}

/**
 * Keeps the reservation's stored advance (payments − refunds) and remaining due (spec 3.4's derived
 * columns) equal to the one balance, in the transaction that changed the ledger or the documents.
 * Not an edit: the reservation's version stays, so an edit form open meanwhile still saves.
 */
export async function syncStoredBalance(tx: Tx, reservationId: string): Promise<Balance> {
  const [row] = await tx
    .select({
      status: reservations.status,
      isFOC: reservations.isFOC,
      totalAmountIncludingGST: reservations.totalAmountIncludingGST,
      totalAmount: reservations.totalAmount,
      totalAlcoholAmount: reservations.totalAlcoholAmount,
    })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  const balance = reservationBalance(row!, await readReservationFacts(tx, reservationId));
  await tx
    .update(reservations)
    .set({
      advanceAmountReceived: fromPaise(balance.received),
      remainingAmountDue: fromPaise(balance.remainingDue),
    })
    .where(eq(reservations.id, reservationId));
  return balance;
}

/**
 * Issue 27 item 15: a reservation with payments or issued documents keeps its books: it cannot be
 * deleted for good, soft-deleted or put up for deletion; it is cancelled instead (the documents
 * and the ledger then say what is owed or refunded).
 */
export async function refuseIfBooked(tx: Db | Tx, reservationId: string): Promise<void> {
  const [row] = await queryRows<{ booked: boolean }>(
    tx,
    sql`select exists (select 1 from ${payments} where reservation_id = ${reservationId})
            or exists (select 1 from ${billingDocuments} where reservation_id = ${reservationId}) as booked`,
  );
  if (row?.booked) throw new DomainError(409, billingMessages.hasBooks);
}
