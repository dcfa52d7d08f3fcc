import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { reservationLines, reservationTaxLines, taxLines } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { billingMessages } from "./messages";
import { type TaxLine, type TaxLineInput, taxLineTexts } from "./tax-lines";

const columns = {
  id: taxLines.id,
  description: taxLines.description,
  sac: taxLines.sac,
  rate: taxLines.rate,
  isDefault: taxLines.isDefault,
};

/** The hall's tax lines in their order (anyone may read them: forms and documents show them). */
export function listTaxLines(db: Db | Tx): Promise<TaxLine[]> {
  return db.select(columns).from(taxLines).orderBy(asc(taxLines.position), asc(taxLines.description));
}

/**
 * The line a reservation is billed under: the one chosen on its form, else the default line; null
 * only when the hall has no line at all.
 */
export async function taxLineOf(db: Db | Tx, reservationId: string): Promise<TaxLine | null> {
  const [chosen] = await db
    .select(columns)
    .from(reservationTaxLines)
    .innerJoin(taxLines, eq(taxLines.id, reservationTaxLines.taxLineId))
    .where(eq(reservationTaxLines.reservationId, reservationId));
  if (chosen) return chosen;
  const [fallback] = await db.select(columns).from(taxLines).where(eq(taxLines.isDefault, true));
  return fallback ?? null;
}

/** The line the reservation form names (its id), for the edit form. */
export async function chosenTaxLineId(db: Db | Tx, reservationId: string): Promise<string> {
  return (await taxLineOf(db, reservationId))?.id ?? "";
}

/**
 * Called in the reservation's own create or edit transaction: the line the form chose; when it sent
 * none, a reservation keeps its line and a new one takes the default. An unknown line is refused on
 * the field.
 */
export async function saveReservationTaxLine(
  tx: Tx,
  reservationId: string,
  taxLineId: string | undefined,
  now: Date,
) {
  const lines = await listTaxLines(tx);
  if (!taxLineId) {
    // Nothing chosen: a reservation keeps its line; a new one takes the default.
    const [kept] = await tx
      .select({ id: reservationTaxLines.taxLineId })
      .from(reservationTaxLines)
      .where(eq(reservationTaxLines.reservationId, reservationId));
    if (kept) return;
  }
  const line = taxLineId ? lines.find((l) => l.id === taxLineId) : lines.find((l) => l.isDefault);
  if (taxLineId && !line) throw new DomainError(400, taxLineTexts.notFound, "taxLineId");
  if (!line) return;
  await tx
    .insert(reservationTaxLines)
    .values({ reservationId, taxLineId: line.id, updatedAt: now })
    .onConflictDoUpdate({
      target: reservationTaxLines.reservationId,
      set: { taxLineId: line.id, updatedAt: now },
    });
}

interface ChangeOptions {
  actor: Actor;
  events: EventBus;
  now?: Date;
}

async function change<T>(db: Db, options: ChangeOptions, run: (tx: Tx, now: Date) => Promise<T>) {
  authorize(options.actor, "billing.settings.manage", billingMessages.settingsDenied);
  const now = options.now ?? new Date();
  const result = await db.transaction((tx) => run(tx, now));
  await options.events.publish("reservations", "billing.settings");
  return result;
}

async function requireLine(tx: Tx, id: string) {
  const [line] = await tx
    .select(columns)
    .from(taxLines)
    .where(and(eq(taxLines.id, id)))
    .for("update");
  if (!line) throw new DomainError(404, taxLineTexts.notFound);
  return line;
}

export function addTaxLine(db: Db, options: ChangeOptions & { input: TaxLineInput }) {
  const { actor, input } = options;
  return change(db, options, async (tx, now) => {
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${taxLines.position}), 0)::int + 1` })
      .from(taxLines)) as [{ next: number }];
    const [line] = await tx
      .insert(taxLines)
      .values({ ...input, position: next, updatedBy: actor.id, updatedByEmail: actor.email, updatedAt: now })
      .returning(columns);
    await writeAudit(tx, {
      actor,
      action: "billing.tax-line.add",
      entity: "tax_line",
      entityId: line!.id,
      after: line,
    });
    return line!;
  });
}

export function updateTaxLine(db: Db, options: ChangeOptions & { id: string; input: TaxLineInput }) {
  const { actor, id, input } = options;
  return change(db, options, async (tx, now) => {
    const before = await requireLine(tx, id);
    const [after] = await tx
      .update(taxLines)
      .set({ ...input, updatedBy: actor.id, updatedByEmail: actor.email, updatedAt: now })
      .where(eq(taxLines.id, id))
      .returning(columns);
    await writeAudit(tx, {
      actor,
      action: "billing.tax-line.update",
      entity: "tax_line",
      entityId: id,
      before,
      after,
    });
    return after!;
  });
}

export function setDefaultTaxLine(db: Db, options: ChangeOptions & { id: string }) {
  const { actor, id } = options;
  return change(db, options, async (tx) => {
    const line = await requireLine(tx, id);
    await tx.update(taxLines).set({ isDefault: false }).where(eq(taxLines.isDefault, true));
    await tx.update(taxLines).set({ isDefault: true }).where(eq(taxLines.id, id));
    await writeAudit(tx, {
      actor,
      action: "billing.tax-line.default",
      entity: "tax_line",
      entityId: id,
      after: { description: line.description },
    });
    return line;
  });
}

/** A line no reservation names and that is not the default can be removed. */
export function deleteTaxLine(db: Db, options: ChangeOptions & { id: string }) {
  const { actor, id } = options;
  return change(db, options, async (tx) => {
    const line = await requireLine(tx, id);
    const used =
      (await tx.$count(reservationTaxLines, eq(reservationTaxLines.taxLineId, id))) +
      // Issue 32 item 6: a reservation's lines name their tax line too.
      (await tx.$count(reservationLines, eq(reservationLines.taxLineId, id)));
    if (line.isDefault || used > 0) throw new DomainError(409, taxLineTexts.inUse);
    await tx.delete(taxLines).where(eq(taxLines.id, id));
    await writeAudit(tx, {
      actor,
      action: "billing.tax-line.delete",
      entity: "tax_line",
      entityId: id,
      before: line,
    });
  });
}
