import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  bankStatementLines,
  bankStatementMappings,
  bankStatementUndoneMatches,
  payments,
  reservations,
} from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import type { RefundInput } from "~/modules/billing/billing.schema";
import { recordPayment, recordRefund } from "~/modules/billing/ledger.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { fromPaise, type Paise, toPaise } from "~/modules/money";
import { formatDateTime, todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import {
  bankStatementTexts as t,
  type ColumnMapping,
  mappingProblem,
  type OpenInstalment,
  paymentModeOf,
  type Proposal,
  proposeMatch,
  readStatement,
  StatementError,
} from "./bank-statement";
import { unpaidInstalments } from "./instalments-due.server";

/**
 * Issue 30 item 9: bank statements matched to instalments. Importing stores the credits only
 * (nothing is recorded); accounts confirm each match, which records the payment through billing's
 * ledger (its receipt voucher by the billing rules) and marks the line matched in the same
 * transaction. docs/client-page.md "Bank statement matching".
 */

const CAPABILITY = "bankStatement.match" as const;

function normaliseBank(bank: string): string {
  return bank.trim().replace(/\s+/g, " ").slice(0, 80);
}

/** The remembered mapping of a bank (null: none yet). */
export async function mappingOf(
  db: Db,
  options: { actor: Actor; bank: string },
): Promise<ColumnMapping | null> {
  authorize(options.actor, CAPABILITY, t.denied);
  const [row] = await db
    .select()
    .from(bankStatementMappings)
    .where(eq(bankStatementMappings.bank, normaliseBank(options.bank)));
  return row
    ? {
        date: row.dateColumn,
        narration: row.narrationColumn,
        credit: row.creditColumn,
        reference: row.referenceColumn,
      }
    : null;
}

/** The banks with a remembered mapping, by name. */
export async function listBankMappings(db: Db, options: { actor: Actor }) {
  authorize(options.actor, CAPABILITY, t.denied);
  return db.select().from(bankStatementMappings).orderBy(asc(bankStatementMappings.bank));
}

/**
 * Imports a statement: the mapping given (remembered for the bank once the file reads with it) or
 * the bank's remembered one. A credit whose bank reference was imported before (any import) is
 * skipped; the unique index on (bank, reference) stops two imports at once from holding it twice.
 * Nothing is recorded in the ledger.
 */
export async function importStatement(
  db: Db,
  options: {
    actor: Actor;
    bank: string;
    file: Uint8Array;
    mapping?: Partial<ColumnMapping> | null;
    events?: EventBus;
    now?: Date;
  },
): Promise<{ importId: string; imported: number; skipped: number; message: string }> {
  const { actor, now = new Date() } = options;
  authorize(actor, CAPABILITY, t.denied);
  const bank = normaliseBank(options.bank);
  if (!bank) throw new DomainError(400, t.bankRequired, "bank");
  let mapping: ColumnMapping | null = null;
  if (options.mapping && Object.values(options.mapping).some((v) => v?.trim())) {
    const problem = mappingProblem(options.mapping);
    if (problem) throw new DomainError(400, problem);
    mapping = options.mapping as ColumnMapping;
  } else mapping = await mappingOf(db, { actor, bank });
  if (!mapping) throw new DomainError(400, t.noMapping);
  let credits: ReturnType<typeof readStatement>;
  try {
    credits = readStatement(options.file, mapping);
  } catch (error) {
    if (error instanceof StatementError) throw new DomainError(400, error.message, "file");
    throw error;
  }
  const importId = randomUUID();
  const result = await db.transaction(async (tx) => {
    const values = {
      dateColumn: mapping.date.trim(),
      narrationColumn: mapping.narration.trim(),
      creditColumn: mapping.credit.trim(),
      referenceColumn: mapping.reference.trim(),
      updatedAt: now,
      updatedByEmail: actor.email,
    };
    await tx
      .insert(bankStatementMappings)
      .values({ bank, ...values })
      .onConflictDoUpdate({ target: bankStatementMappings.bank, set: values });
    const inserted = await tx
      .insert(bankStatementLines)
      .values(
        credits.map((c) => ({
          importId,
          bank,
          rowNumber: c.rowNumber,
          bookedOn: c.bookedOn,
          narration: c.narration,
          amount: fromPaise(c.amount),
          bankReference: c.bankReference,
          importedAt: now,
          importedByEmail: actor.email,
        })),
      )
      .onConflictDoNothing({ target: [bankStatementLines.bank, bankStatementLines.bankReference] })
      .returning({ id: bankStatementLines.id });
    await writeAudit(tx, {
      actor,
      action: "bank-statement.import",
      entity: "bank_statement",
      entityId: importId,
      after: { bank, credits: credits.length, imported: inserted.length },
    });
    return { imported: inserted.length, skipped: credits.length - inserted.length };
  });
  return { importId, ...result, message: t.imported(result.imported, result.skipped) };
}

export interface StatementLineView {
  id: string;
  bank: string;
  bookedOn: string;
  narration: string;
  amount: Paise;
  bankReference: string;
  proposal: (Proposal & OpenInstalment) | null;
  /** Earlier matches of this credit that were undone: 'Match undone <time> by <who>: <reason>'. */
  undone: string[];
}

/** The open (unmatched) credits of every import, oldest first, each with its proposed match. */
export async function openStatementLines(
  db: Db,
  options: { actor: Actor; now?: Date },
): Promise<{ lines: StatementLineView[]; instalments: OpenInstalment[] }> {
  authorize(options.actor, CAPABILITY, t.denied);
  const [rows, due] = await Promise.all([
    db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.status, "open"))
      .orderBy(asc(bankStatementLines.bookedOn), asc(bankStatementLines.rowNumber)),
    unpaidInstalments(db, { today: todayIST(options.now) }),
  ]);
  const instalments: OpenInstalment[] = due.map((d) => ({
    reservationId: d.reservationId,
    reference: d.reference,
    dueOn: d.dueOn,
    left: d.left,
    eventName: d.eventName,
    label: d.label,
  }));
  const undone = await undoneTexts(
    db,
    rows.map((r) => r.id),
  );
  const lines = rows.map((r) => {
    const credit = { narration: r.narration, amount: toPaise(r.amount), bookedOn: r.bookedOn };
    const proposal = proposeMatch(credit, instalments);
    const instalment = proposal ? instalments.find((i) => i.reference === proposal.reference)! : null;
    return {
      id: r.id,
      bank: r.bank,
      bookedOn: r.bookedOn,
      narration: r.narration,
      amount: credit.amount,
      bankReference: r.bankReference,
      proposal: proposal && instalment ? { ...instalment, ...proposal } : null,
      undone: undone.get(r.id) ?? [],
    };
  });
  return { lines, instalments };
}

/**
 * Accounts confirm a credit as the payment of an instalment (the proposed one or another): a
 * payment of the credit's amount on its date, mode UPI when the narration says UPI else bank
 * transfer, the bank reference as the payment's reference, recorded by billing's `recordPayment`
 * (its receipt voucher when due); the line is marked matched in the same transaction, once.
 */
export async function confirmStatementLine(
  db: Db,
  options: { actor: Actor; lineId: string; instalmentReference: string; events: EventBus; now?: Date },
): Promise<{ paymentId: string; voucher: string | null; message: string }> {
  const { actor, now = new Date() } = options;
  authorize(actor, CAPABILITY, t.denied);
  if (!/^[0-9a-f-]{36}$/i.test(options.lineId)) throw new DomainError(404, t.lineGone);
  const [line] = await db.select().from(bankStatementLines).where(eq(bankStatementLines.id, options.lineId));
  if (line?.status === "dismissed") throw new DomainError(409, t.lineDismissed);
  if (line?.status !== "open") throw new DomainError(409, t.lineGone);
  const reference = options.instalmentReference.trim().toUpperCase();
  if (!reference) throw new DomainError(400, t.noInstalment, "instalment");
  const open = await unpaidInstalments(db, { today: todayIST(now) });
  const instalment = open.find((i) => i.reference === reference);
  if (!instalment) throw new DomainError(400, t.instalmentGone, "instalment");
  const note = `Bank statement ${line.bank}, ${line.bookedOn}: instalment ${instalment.position} (${reference})`;
  const { id, voucher } = await recordPayment(db, {
    actor,
    reservationId: instalment.reservationId,
    input: {
      amount: toPaise(line.amount),
      paidOn: line.bookedOn,
      mode: paymentModeOf(line.narration),
      reference: line.bankReference,
      note: note.slice(0, 500),
    },
    events: options.events,
    now,
    alsoInTransaction: async (tx, paymentId) => {
      const done = await tx
        .update(bankStatementLines)
        .set({
          status: "matched",
          paymentId,
          reservationId: instalment.reservationId,
          matchedAt: now,
          matchedByEmail: actor.email,
        })
        .where(and(eq(bankStatementLines.id, line.id), eq(bankStatementLines.status, "open")))
        .returning({ id: bankStatementLines.id });
      if (done.length === 0) throw new DomainError(409, t.lineGone);
    },
  });
  return { paymentId: id, voucher, message: t.confirmed(voucher) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REASON_MAX = 400;

function reasonOf(raw: string, message: string): string {
  const reason = raw.trim().replace(/\s+/g, " ").slice(0, REASON_MAX);
  if (!reason) throw new DomainError(400, message, "reason");
  return reason;
}

/** The undone matches of these lines, as staff read them, oldest first. */
async function undoneTexts(db: Db, lineIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (lineIds.length === 0) return out;
  const rows = await db
    .select()
    .from(bankStatementUndoneMatches)
    .where(inArray(bankStatementUndoneMatches.lineId, lineIds))
    .orderBy(asc(bankStatementUndoneMatches.undoneAt));
  for (const u of rows)
    out.set(u.lineId, [
      ...(out.get(u.lineId) ?? []),
      `Match undone ${formatDateTime(u.undoneAt)} by ${u.undoneByEmail ?? "staff"}: ${u.reason}`,
    ]);
  return out;
}

/**
 * A credit that is no client's payment (a bank's interest, a supplier's refund, the owner's own
 * transfer): dismissed with a reason, listed apart, restorable. Nothing is recorded in the ledger.
 */
export async function dismissStatementLine(
  db: Db,
  options: { actor: Actor; lineId: string; reason: string; now?: Date },
): Promise<{ message: string }> {
  const { actor, now = new Date() } = options;
  authorize(actor, CAPABILITY, t.denied);
  if (!UUID.test(options.lineId)) throw new DomainError(404, t.notOpen);
  const reason = reasonOf(options.reason, t.dismissReason);
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(bankStatementLines)
      .set({ status: "dismissed", dismissedReason: reason, dismissedAt: now, dismissedByEmail: actor.email })
      .where(and(eq(bankStatementLines.id, options.lineId), eq(bankStatementLines.status, "open")))
      .returning({ id: bankStatementLines.id, bankReference: bankStatementLines.bankReference });
    if (!done) throw new DomainError(409, t.notOpen);
    await writeAudit(tx, {
      actor,
      action: "bank-statement.dismiss",
      entity: "bank_statement_line",
      entityId: done.id,
      before: { status: "open" },
      after: { status: "dismissed", reason, bankReference: done.bankReference },
    });
  });
  return { message: t.dismissed };
}

/** A dismissed credit back among the credits to match. */
export async function restoreStatementLine(
  db: Db,
  options: { actor: Actor; lineId: string },
): Promise<{ message: string }> {
  const { actor } = options;
  authorize(actor, CAPABILITY, t.denied);
  if (!UUID.test(options.lineId)) throw new DomainError(404, t.notDismissed);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ reason: bankStatementLines.dismissedReason })
      .from(bankStatementLines)
      .where(and(eq(bankStatementLines.id, options.lineId), eq(bankStatementLines.status, "dismissed")))
      .for("update");
    if (!before) throw new DomainError(409, t.notDismissed);
    await tx
      .update(bankStatementLines)
      .set({ status: "open", dismissedReason: null, dismissedAt: null, dismissedByEmail: null })
      .where(eq(bankStatementLines.id, options.lineId));
    await writeAudit(tx, {
      actor,
      action: "bank-statement.restore",
      entity: "bank_statement_line",
      entityId: options.lineId,
      before: { status: "dismissed", reason: before.reason },
      after: { status: "open" },
    });
  });
  return { message: t.restored };
}

/**
 * Undoes a confirmed match. The ledger is insert-only: the payment stays and billing's
 * `recordRefund` reverses it (a refund entry of the same amount, mode and bank reference, dated
 * today, the reason in it; its refund voucher when the payment's receipt voucher carried tax that
 * no invoice adjusted, by the billing rules). In the refund's own transaction the line is open
 * again and the undo is kept (one per payment). The same bank line can then be matched again: it
 * is still one line, so its bank reference is still held once.
 */
export async function undoStatementMatch(
  db: Db,
  options: { actor: Actor; lineId: string; reason: string; events: EventBus; now?: Date },
): Promise<{ refundId: string; voucher: string | null; message: string }> {
  const { actor, now = new Date() } = options;
  authorize(actor, CAPABILITY, t.denied);
  if (!UUID.test(options.lineId)) throw new DomainError(404, t.notMatched);
  const reason = reasonOf(options.reason, t.undoReason);
  const [line] = await db.select().from(bankStatementLines).where(eq(bankStatementLines.id, options.lineId));
  if (line?.status !== "matched" || !line.paymentId) throw new DomainError(409, t.notMatched);
  const [payment] = await db.select().from(payments).where(eq(payments.id, line.paymentId));
  if (!payment) throw new DomainError(409, t.notMatched);
  const paymentId = payment.id;
  const { id, voucher } = await recordRefund(db, {
    actor,
    reservationId: payment.reservationId,
    input: {
      amount: toPaise(payment.amount),
      paidOn: todayIST(now),
      mode: (payment.mode ?? "bank-transfer") as RefundInput["mode"],
      reference: line.bankReference.slice(0, 100),
      reason: t.undoNote(reason),
    },
    events: options.events,
    now,
    alsoInTransaction: async (tx, refundId) => {
      const reopened = await tx
        .update(bankStatementLines)
        .set({ status: "open", paymentId: null, reservationId: null, matchedAt: null, matchedByEmail: null })
        .where(
          and(
            eq(bankStatementLines.id, line.id),
            eq(bankStatementLines.status, "matched"),
            eq(bankStatementLines.paymentId, paymentId),
          ),
        )
        .returning({ id: bankStatementLines.id });
      if (reopened.length === 0) throw new DomainError(409, t.notMatched);
      await tx.insert(bankStatementUndoneMatches).values({
        lineId: line.id,
        reservationId: payment.reservationId,
        paymentId,
        refundId,
        reason,
        undoneAt: now,
        undoneByEmail: actor.email,
      });
      await writeAudit(tx, {
        actor,
        action: "bank-statement.undo",
        entity: "bank_statement_line",
        entityId: line.id,
        before: { status: "matched", paymentId },
        after: { status: "open", refundId, reason },
      });
    },
  });
  return { refundId: id, voucher, message: t.undone(voucher) };
}

export interface ReviewedLineView {
  id: string;
  bank: string;
  bookedOn: string;
  narration: string;
  amount: Paise;
  bankReference: string;
  /** Matched: the event it paid, when and by whom. Dismissed: the reason, when and by whom. */
  text: string;
}

/** The credits matched (the latest 100, newest first) and dismissed (all, newest first). */
export async function reviewedStatementLines(
  db: Db,
  options: { actor: Actor },
): Promise<{ matched: ReviewedLineView[]; dismissed: ReviewedLineView[] }> {
  authorize(options.actor, CAPABILITY, t.denied);
  const base = {
    id: bankStatementLines.id,
    bank: bankStatementLines.bank,
    bookedOn: bankStatementLines.bookedOn,
    narration: bankStatementLines.narration,
    amount: bankStatementLines.amount,
    bankReference: bankStatementLines.bankReference,
  };
  const [matched, dismissed] = await Promise.all([
    db
      .select({
        ...base,
        eventName: reservations.eventName,
        at: bankStatementLines.matchedAt,
        by: bankStatementLines.matchedByEmail,
      })
      .from(bankStatementLines)
      .leftJoin(reservations, eq(reservations.id, bankStatementLines.reservationId))
      .where(eq(bankStatementLines.status, "matched"))
      .orderBy(desc(bankStatementLines.matchedAt))
      .limit(100),
    db
      .select({
        ...base,
        reason: bankStatementLines.dismissedReason,
        at: bankStatementLines.dismissedAt,
        by: bankStatementLines.dismissedByEmail,
      })
      .from(bankStatementLines)
      .where(eq(bankStatementLines.status, "dismissed"))
      .orderBy(desc(bankStatementLines.dismissedAt)),
  ]);
  const when = (at: Date | null, by: string | null) =>
    `${at ? formatDateTime(at) : ""}${by ? ` by ${by}` : ""}`;
  return {
    matched: matched.map(({ eventName, at, by, amount, ...r }) => ({
      ...r,
      amount: toPaise(amount),
      text: `Matched to ${eventName ?? "a deleted reservation"} ${when(at, by)}`,
    })),
    dismissed: dismissed.map(({ reason, at, by, amount, ...r }) => ({
      ...r,
      amount: toPaise(amount),
      text: `Dismissed ${when(at, by)}: ${reason}`,
    })),
  };
}
