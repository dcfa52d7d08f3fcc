import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { payments, reservations, tdsCertificates } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { formatINR, fromPaise, type Paise, toPaise } from "~/modules/money";
import { loadReservation } from "~/modules/reservations/load-reservation.server";
import { todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import type { PaymentInput, PaymentMode, RefundInput, TdsInput } from "./billing.schema";
import type { ReservationRow } from "~/modules/reservations/reservation-dto.server";
import { receiptForNewPayment, refundForNewRefund } from "./vouchers.server";
import { readReservationFacts, reservationBalance, syncStoredBalance } from "./balance.server";
import { netReceived } from "./ledger";
import { billingMessages as m } from "./messages";

export interface LedgerEntry {
  id: string;
  kind: "payment" | "refund" | "tds";
  amount: Paise;
  paidOn: string;
  mode: PaymentMode | null;
  reference: string;
  note: string;
  reason: string;
  /** A TDS entry's section (issue 27 item 21). */
  tdsSection: string | null;
  /** A TDS entry's certificate (Form 16A), once received. */
  certificateReceivedOn: string | null;
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
  tdsSection: payments.tdsSection,
  certificateReceivedOn: tdsCertificates.receivedOn,
  createdByEmail: payments.createdByEmail,
  createdAt: payments.createdAt,
};

/** The ledger of one reservation, oldest first (no permission check: callers load the reservation first). */
export async function readLedger(db: Db | Tx, reservationId: string): Promise<LedgerEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(payments)
    .leftJoin(tdsCertificates, eq(tdsCertificates.paymentId, payments.id))
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
      net: sql<string>`coalesce(sum(case when ${payments.kind} = 'payment' then ${payments.amount} when ${payments.kind} = 'refund' then -${payments.amount} else 0 end), 0)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(payments)
    .where(eq(payments.reservationId, reservationId));
  return { net: toPaise(row!.net), count: Number(row!.count) };
}

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
    action:
      entry!.kind === "refund" ? "payment.refund" : entry!.kind === "tds" ? "payment.tds" : "payment.record",
    entity: "payment",
    entityId: entry!.id,
    after: { ...entry, createdAt: entry!.createdAt.toISOString() },
  });
  return entry!.id;
}

/**
 * What the reservation form's advance field means once the ledger exists (issue 15 item 3): on a
 * reservation without payments it records the first payment; with payments the ledger decides
 * and the field is read-only. Returns the advance to store.
 */
export async function applyFormAdvance(
  tx: Tx,
  options: { reservationId: string; formAdvance: Paise; actor: Actor; now: Date },
): Promise<Paise> {
  const { reservationId, formAdvance, actor, now } = options;
  const { net, count } = await ledgerNet(tx, reservationId);
  if (count > 0) return net;
  if (formAdvance > 0) {
    const id = await insertEntry(tx, {
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
    // Issue 27 item 4: the form's advance is a payment like any other, with its receipt voucher.
    const [r] = await tx.select().from(reservations).where(eq(reservations.id, reservationId));
    if (r && !r.isFOC) await receiptForNewPayment(tx, { actor, r, paymentId: id, now });
  }
  return formAdvance;
}

/** Cash received for one event may not reach ₹2,00,000 (Income-tax Act, section 269ST). */
export const CASH_LIMIT_PAISE = 2_00_000_00;

async function cashReceived(tx: Tx, reservationId: string): Promise<Paise> {
  const [row] = await tx
    .select({ cash: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
    .from(payments)
    .where(
      and(eq(payments.reservationId, reservationId), eq(payments.kind, "payment"), eq(payments.mode, "cash")),
    );
  return toPaise(row!.cash);
}

interface EntryOptions<Input> {
  actor: Actor;
  reservationId: string;
  input: Input;
  events: EventBus;
  now?: Date;
  /**
   * Work of the caller done in the entry's own transaction, after the entry and its voucher (issue
   * 30 item 9: the statement line it comes from is marked matched, so both happen or neither).
   */
  alsoInTransaction?: (tx: Tx, entryId: string) => Promise<void>;
}

type Entry = Omit<
  typeof payments.$inferInsert,
  "reservationId" | "createdBy" | "createdByEmail" | "createdAt"
>;

/**
 * One ledger entry: its date checked, then in one transaction `check` (the reservation locked,
 * returned), the entry (audited), its voucher when one is due, and the reservation's stored
 * balance; the screens are told after the commit.
 */
async function recordEntry(
  db: Db,
  options: EntryOptions<{ paidOn: string }>,
  entry: Entry,
  check: (tx: Tx) => Promise<ReservationRow>,
  voucher?: (tx: Tx, r: ReservationRow, id: string, now: Date) => Promise<{ number: string } | null>,
): Promise<{ id: string; voucher: string | null }> {
  const { actor, reservationId, input, events, now = new Date() } = options;
  authorize(actor, "billing.payment.record", m.paymentDenied);
  if (input.paidOn > todayIST(now)) throw new DomainError(400, m.dateInFuture, "paidOn");
  const result = await db.transaction(async (tx) => {
    const r = await check(tx);
    const id = await insertEntry(tx, { actor, now, entry: { ...entry, reservationId } });
    const issued = voucher ? await voucher(tx, r, id, now) : null;
    await options.alsoInTransaction?.(tx, id);
    await syncStoredBalance(tx, reservationId);
    return { id, voucher: issued?.number ?? null };
  });
  await events.publish(
    "reservations",
    entry.kind === "refund" ? "payment.refunded" : "payment.recorded",
    reservationId,
  );
  return result;
}

/**
 * A payment received. An NC event takes money only for its alcohol (issue 27 item 7); cash that
 * would bring the event's cash to ₹2,00,000 or more is refused (item 20). Before the invoice its
 * receipt voucher is issued with it (item 4).
 */
export function recordPayment(db: Db, options: EntryOptions<PaymentInput>) {
  const { actor, reservationId, input } = options;
  return recordEntry(
    db,
    options,
    {
      kind: "payment",
      amount: fromPaise(input.amount),
      paidOn: input.paidOn,
      mode: input.mode,
      reference: input.reference,
      note: input.note,
    },
    async (tx) => {
      const r = await loadReservation(tx, { id: reservationId, actor, lock: true });
      if (r.isFOC && toPaise(r.totalAlcoholAmount) <= 0) throw new DomainError(409, m.ncNoPayment);
      if (input.mode === "cash" && (await cashReceived(tx, reservationId)) + input.amount >= CASH_LIMIT_PAISE)
        throw new DomainError(400, m.cashLimit, "amount");
      return r;
    },
    (tx, r, id, now) => receiptForNewPayment(tx, { actor, r, paymentId: id, now }),
  );
}

/**
 * A refund: its own entry, never above what was received (net). A refund of a taxed advance that
 * no invoice adjusted gets its refund voucher (item 5).
 */
export function recordRefund(db: Db, options: EntryOptions<RefundInput>) {
  const { actor, reservationId, input } = options;
  return recordEntry(
    db,
    options,
    {
      kind: "refund",
      amount: fromPaise(input.amount),
      paidOn: input.paidOn,
      mode: input.mode,
      reference: input.reference,
      reason: input.reason,
    },
    async (tx) => {
      const r = await loadReservation(tx, { id: reservationId, actor, lock: true });
      const { net } = await ledgerNet(tx, reservationId);
      if (input.amount > net)
        throw new DomainError(400, m.refundTooLarge(formatINR(Math.max(net, 0))), "amount");
      return r;
    },
    (tx, r, id, now) => refundForNewRefund(tx, { actor, r, refundId: id, now }),
  );
}

/**
 * Tax deducted at source by the client (issue 27 item 21): its own entry (section, amount, date)
 * that counts towards settlement, never more than the event is charged; its certificate (Form
 * 16A) recorded when it arrives.
 */
export function recordTds(db: Db, options: EntryOptions<TdsInput>) {
  const { actor, reservationId, input } = options;
  return recordEntry(
    db,
    options,
    {
      kind: "tds",
      amount: fromPaise(input.amount),
      paidOn: input.paidOn,
      mode: null,
      reference: input.reference,
      tdsSection: input.section,
    },
    async (tx) => {
      const r = await loadReservation(tx, { id: reservationId, actor, lock: true });
      if (r.isFOC) throw new DomainError(409, m.ncNoPayment);
      const balance = reservationBalance(r, await readReservationFacts(tx, reservationId));
      if (balance.tds + input.amount > balance.event) throw new DomainError(400, m.tdsTooLarge, "amount");
      return r;
    },
  ).then(async (result) => {
    if (input.certificateReceived) {
      await recordTdsCertificate(db, {
        actor,
        reservationId,
        paymentId: result.id,
        input: { receivedOn: input.paidOn, reference: "" },
        events: options.events,
        now: options.now,
      });
    }
    return result;
  });
}

/** A TDS entry's certificate received (inserted once: the ledger stays insert-only). */
export async function recordTdsCertificate(
  db: Db,
  options: {
    actor: Actor;
    reservationId: string;
    paymentId: string;
    input: { receivedOn: string; reference: string };
    events: EventBus;
    now?: Date;
  },
) {
  const { actor, reservationId, paymentId, input, events, now = new Date() } = options;
  authorize(actor, "billing.payment.record", m.paymentDenied);
  if (input.receivedOn > todayIST(now)) throw new DomainError(400, m.dateInFuture, "receivedOn");
  await db.transaction(async (tx) => {
    await loadReservation(tx, { id: reservationId, actor, lock: true });
    const [entry] = await tx
      .select({ kind: payments.kind })
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.reservationId, reservationId)));
    if (!entry) throw new DomainError(404, m.paymentNotFound);
    if (entry.kind !== "tds") throw new DomainError(409, m.notTds);
    const [done] = await tx
      .select({ id: tdsCertificates.paymentId })
      .from(tdsCertificates)
      .where(eq(tdsCertificates.paymentId, paymentId));
    if (done) throw new DomainError(409, m.certificateTwice);
    await tx.insert(tdsCertificates).values({
      paymentId,
      receivedOn: input.receivedOn,
      reference: input.reference,
      createdBy: actor.id,
      createdByEmail: actor.email,
      createdAt: now,
    });
    await writeAudit(tx, {
      actor,
      action: "payment.tds-certificate",
      entity: "payment",
      entityId: paymentId,
      after: input,
    });
  });
  await events.publish("reservations", "payment.certificate", reservationId);
}

export { netReceived };
