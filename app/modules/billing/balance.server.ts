import { eq, inArray, sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "~/db/client.server";
import { DomainError } from "~/modules/errors";
import { billingMessages } from "./messages";
import {
  billingDocuments,
  payments,
  reservationLines,
  reservations,
  reservationTaxLines,
  taxLines,
} from "~/db/schema";
import { type Balance, type BalanceFacts, type BalanceLine, balanceOf } from "~/modules/balance/balance";
import { extrasOfLines } from "./itemised";

export type { BalanceFacts };
import { fromPaise, type Paise, toPaise } from "~/modules/money";

export const noFacts: BalanceFacts = { documents: [], ledger: [] };

/** The booking's side of the balance, as the reservations table stores it. */
export interface BookedAmounts {
  status: string;
  /** Spec 5's package: its taxable value and GST (the lines' tax line may be the package's). */
  totalEventAmountExcludingGST: string | null;
  gstType: string;
  gstValue: string | null;
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
    extras: bookingExtras(r, facts),
  });
}

/**
 * What the reservation's lines add to spec 5's total (issue 32 item 6): `extrasOfLines` on the
 * stored package (its taxable value and GST) and the package's tax line.
 */
export function bookingExtras(
  r: Pick<BookedAmounts, "totalEventAmountExcludingGST" | "gstType" | "gstValue">,
  facts: BalanceFacts,
): Paise {
  return extrasOfLines(
    { taxable: toPaise(r.totalEventAmountExcludingGST), gstType: r.gstType, gstValue: toPaise(r.gstValue) },
    facts.lines ?? [],
    facts.packageTaxLine ?? null,
  );
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
    {
      documents: { series: string; total: Paise }[];
      ledger: { kind: string; amount: Paise }[];
      lines?: BalanceLine[];
      packageTaxLine?: BalanceLine["taxLine"] | null;
    }
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
  // Issue 32 item 6: the lines (taxable per line and tax line) and the package's tax line.
  const taxLine = {
    id: taxLines.id,
    description: taxLines.description,
    sac: taxLines.sac,
    rate: taxLines.rate,
  };
  const lines = await db
    .select({
      reservationId: reservationLines.reservationId,
      quantity: reservationLines.quantity,
      rate: reservationLines.rate,
      taxLine,
    })
    .from(reservationLines)
    .innerJoin(taxLines, eq(taxLines.id, reservationLines.taxLineId))
    .where(ids === null ? undefined : inArray(reservationLines.reservationId, [...ids]))
    .orderBy(reservationLines.reservationId, reservationLines.position);
  if (lines.length > 0) {
    const withLines = [...new Set(lines.map((l) => l.reservationId))];
    const chosen = await db
      .select({ reservationId: reservationTaxLines.reservationId, taxLine })
      .from(reservationTaxLines)
      .innerJoin(taxLines, eq(taxLines.id, reservationTaxLines.taxLineId))
      .where(inArray(reservationTaxLines.reservationId, withLines));
    const [fallback] = await db.select(taxLine).from(taxLines).where(eq(taxLines.isDefault, true));
    const chosenOf = new Map(chosen.map((c) => [c.reservationId, c.taxLine]));
    for (const id of withLines) of(id).packageTaxLine = chosenOf.get(id) ?? fallback ?? null;
    for (const l of lines) {
      const f = of(l.reservationId);
      f.lines ??= [];
      f.lines.push({ taxable: l.quantity * toPaise(l.rate), taxLine: l.taxLine });
    }
  }
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
      totalEventAmountExcludingGST: reservations.totalEventAmountExcludingGST,
      gstType: reservations.gstType,
      gstValue: reservations.gstValue,
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
