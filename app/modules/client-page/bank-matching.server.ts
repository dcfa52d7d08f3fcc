import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bankStatementLines, bankStatementMappings } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { recordPayment } from "~/modules/billing/ledger.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { fromPaise, type Paise, toPaise } from "~/modules/money";
import { todayIST } from "~/modules/time";
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
