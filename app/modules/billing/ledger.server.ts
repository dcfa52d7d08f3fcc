import { asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { payments } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { formatINR, fromPaise, type Paise, toPaise } from "~/modules/money";
import { loadReservation } from "~/modules/reservations/load-reservation.server";
import { todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import type { PaymentInput, PaymentMode, RefundInput } from "./billing.schema";
import { syncStoredBalance } from "./balance.server";
import { netReceived } from "./ledger";
import { billingMessages as m } from "./messages";

export interface LedgerEntry {
  id: string;
  kind: "payment" | "refund";
  amount: Paise;
  paidOn: string;
  mode: PaymentMode | null;
  reference: string;
  note: string;
  reason: string;
  createdByEmail: string | null;
  createdAt: string;
}

const entryColumns = {
  id: payments.id,
  kind: payments.kind,
  amount: payments.amount,
  paidOn: payments.paidOn,
  mode: payments.mode,
  reference: payments.reference,
  note: payments.note,
  reason: payments.reason,
  createdByEmail: payments.createdByEmail,
  createdAt: payments.createdAt,
};

/** The ledger of one reservation, oldest first (no permission check: callers load the reservation first). */
export async function readLedger(db: Db | Tx, reservationId: string): Promise<LedgerEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((r) => ({
    ...r,
    kind: r.kind as LedgerEntry["kind"],
    mode: r.mode as PaymentMode | null,
    amount: toPaise(r.amount),
    createdAt: r.createdAt.toISOString(),
  }));
}

async function ledgerNet(tx: Db | Tx, reservationId: string): Promise<{ net: Paise; count: number }> {
  const [row] = await tx
    .select({
      net: sql<string>`coalesce(sum(case when ${payments.kind} = 'payment' then ${payments.amount} else -${payments.amount} end), 0)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(payments)
    .where(eq(payments.reservationId, reservationId));
  return { net: toPaise(row!.net), count: Number(row!.count) };
}

/**
 * What the reservation form's advance field means once the ledger exists (issue 15 item 3): on a
 * reservation without payments it records the first payment; with payments the ledger decides
 * and the field is read-only. Returns the advance to store.
 */
/** Writes one ledger entry (never changed afterwards) with its audit line, in the caller's transaction. */
async function insertEntry(
  tx: Tx,
  options: {
    actor: Actor;
    now: Date;
    entry: Omit<typeof payments.$inferInsert, "createdBy" | "createdByEmail" | "createdAt">;
  },
): Promise<string> {
  const { actor, now } = options;
  const [entry] = await tx
    .insert(payments)
    .values({ ...options.entry, createdBy: actor.id, createdByEmail: actor.email, createdAt: now })
    .returning();
  await writeAudit(tx, {
    actor,
    action: entry!.kind === "refund" ? "payment.refund" : "payment.record",
    entity: "payment",
    entityId: entry!.id,
    after: { ...entry, createdAt: entry!.createdAt.toISOString() },
  });
  return entry!.id;
}

export async function applyFormAdvance(
  tx: Tx,
  options: { reservationId: string; formAdvance: Paise; actor: Actor; now: Date },
): Promise<Paise> {
  const { reservationId, formAdvance, actor, now } = options;
  const { net, count } = await ledgerNet(tx, reservationId);
  if (count > 0) return net;
  if (formAdvance > 0) {
    await insertEntry(tx, {
      actor,
      now,
      entry: {
        reservationId,
        kind: "payment",
        amount: fromPaise(formAdvance),
        paidOn: todayIST(now),
        mode: null,
        note: "Advance entered on the reservation form",
      },
    });
  }
  return formAdvance;
}

async function loadForLedger(tx: Tx, actor: Actor, reservationId: string) {
  const reservation = await loadReservation(tx, { id: reservationId, actor, lock: true });
  if (reservation.isFOC) throw new DomainError(409, m.ncNoPayment);
  return reservation;
}

interface EntryOptions<Input> {
  actor: Actor;
  reservationId: string;
  input: Input;
  events: EventBus;
  now?: Date;
}

/**
 * One ledger entry: its date checked, then in one transaction `check` (the reservation locked), the
 * entry (audited) and the reservation's stored advance; the screens are told after the commit.
 */
async function recordEntry(
  db: Db,
  options: EntryOptions<PaymentInput | RefundInput>,
  kind: "payment" | "refund",
  check: (tx: Tx) => Promise<unknown>,
): Promise<{ id: string }> {
  const { actor, reservationId, input, events, now = new Date() } = options;
  authorize(actor, "billing.payment.record", m.paymentDenied);
  if (input.paidOn > todayIST(now)) throw new DomainError(400, m.dateInFuture, "paidOn");
  const id = await db.transaction(async (tx) => {
    await check(tx);
    const id = await insertEntry(tx, {
      actor,
      now,
      entry: {
        reservationId,
        kind,
        amount: fromPaise(input.amount),
        paidOn: input.paidOn,
        mode: input.mode,
        reference: input.reference,
        note: "note" in input ? input.note : "",
        reason: "reason" in input ? input.reason : "",
      },
    });
    await syncStoredBalance(tx, reservationId);
    return id;
  });
  await events.publish(
    "reservations",
    kind === "payment" ? "payment.recorded" : "payment.refunded",
    reservationId,
  );
  return { id };
}

export function recordPayment(db: Db, options: EntryOptions<PaymentInput>) {
  return recordEntry(db, options, "payment", (tx) => loadForLedger(tx, options.actor, options.reservationId));
}

/** A refund: its own entry, never above what was received (net). */
export function recordRefund(db: Db, options: EntryOptions<RefundInput>) {
  const { actor, reservationId, input } = options;
  return recordEntry(db, options, "refund", async (tx) => {
    await loadReservation(tx, { id: reservationId, actor, lock: true });
    const { net } = await ledgerNet(tx, reservationId);
    if (input.amount > net)
      throw new DomainError(400, m.refundTooLarge(formatINR(Math.max(net, 0))), "amount");
  });
}

export { netReceived };
