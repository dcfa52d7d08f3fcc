import { and, asc, eq, max, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { linePackages, reservationLines, taxLines } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { isUniqueViolation } from "~/modules/auth/users.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { formatINR, fromPaise, type Paise, toPaise } from "~/modules/money";
import { mealTypeOf } from "~/modules/reservations/calculations";
import { loadReservation } from "~/modules/reservations/load-reservation.server";
import type { ReservationRow } from "~/modules/reservations/reservation-dto.server";
import { formatPlainDate } from "~/modules/time";
import { authorize } from "~/permissions";
import { syncStoredBalance } from "./balance.server";
import {
  type ItemLine,
  type LineInput,
  type LineKind,
  type LineTax,
  lineTexts,
  linesRefusal,
  type PackageLine,
  signedRate,
  sumRows,
  taxRowsOf,
} from "./itemised";
import { taxLineOf } from "./tax-lines.server";

/** A stored line of a reservation, with its tax line (issue 32 item 6). */
export interface StoredLine extends ItemLine {
  id: string;
  kind: LineKind;
}

const MAX_LINES = 40;

const taxColumns = {
  id: taxLines.id,
  description: taxLines.description,
  sac: taxLines.sac,
  rate: taxLines.rate,
};

/** The reservation's lines in their order. */
export async function readLines(db: Db | Tx, reservationId: string): Promise<StoredLine[]> {
  const rows = await db
    .select({
      id: reservationLines.id,
      kind: reservationLines.kind,
      description: reservationLines.description,
      quantity: reservationLines.quantity,
      rate: reservationLines.rate,
      taxLine: taxColumns,
    })
    .from(reservationLines)
    .innerJoin(taxLines, eq(taxLines.id, reservationLines.taxLineId))
    .where(eq(reservationLines.reservationId, reservationId))
    .orderBy(asc(reservationLines.position), asc(reservationLines.createdAt));
  return rows.map((r) => {
    const unitPrice = toPaise(r.rate);
    return {
      id: r.id,
      kind: r.kind as LineKind,
      description: r.description,
      quantity: r.quantity,
      unitPrice,
      taxable: r.quantity * unitPrice,
      taxLine: r.taxLine,
    };
  });
}

/**
 * Spec 5's per-plate package as a line: its fields and formula unchanged (guests × per-person
 * amount = total excluding GST), billed under the reservation's tax line.
 */
export function packageLine(r: ReservationRow, taxLine: LineTax, description?: string): ItemLine {
  const meal = mealTypeOf(r) === "veg" ? "Veg" : "Non-Veg";
  return {
    kind: "package",
    description:
      description ??
      `${taxLine.description}: the Luxe hall with catering (${meal}) for "${r.eventName}" on ${formatPlainDate(r.eventDate)}`,
    quantity: r.guestCount,
    unitPrice: toPaise(r.perPersonAmount),
    taxable: toPaise(r.totalEventAmountExcludingGST),
    taxLine,
  };
}

export interface ReservationLines {
  lines: StoredLine[];
  /** The package as a line, or null when the hall has no tax line yet. */
  package: ItemLine | null;
  /** Tax per tax line over the package and the lines, and the grand total including GST. */
  taxes: ReturnType<typeof taxRowsOf>;
  taxable: Paise;
  tax: Paise;
  grandTotal: Paise;
}

/** The detail screen's lines and grand total (every staff role sees them, like the money). */
export async function loadReservationLines(db: Db | Tx, r: ReservationRow): Promise<ReservationLines> {
  const [lines, taxLine] = await Promise.all([readLines(db, r.id), taxLineOf(db, r.id)]);
  const pkg = taxLine ? packageLine(r, taxLine) : null;
  const all = pkg ? [pkg, ...lines] : lines;
  const taxes = taxRowsOf(all);
  const sums = sumRows(taxes);
  return {
    lines,
    package: pkg,
    taxes,
    taxable: sums.taxable,
    tax: sums.cgst + sums.sgst,
    grandTotal: sums.total,
  };
}

async function requireTaxLine(tx: Tx, id: string): Promise<LineTax> {
  const [line] = await tx.select(taxColumns).from(taxLines).where(eq(taxLines.id, id));
  if (!line) throw new DomainError(400, lineTexts.taxLineRequired, "taxLineId");
  return line;
}

/** The reservation's package and lines with `added` and without `removed`, refused when a tax line goes negative. */
async function checkLines(tx: Tx, r: ReservationRow, lines: readonly ItemLine[], field?: string) {
  const taxLine = await taxLineOf(tx, r.id);
  const all = taxLine ? [packageLine(r, taxLine), ...lines] : [...lines];
  const refusal = linesRefusal(all);
  if (refusal) throw new DomainError(400, refusal, field);
}

interface LineOptions {
  actor: Actor;
  reservationId: string;
  events: EventBus;
  now?: Date;
}

async function editLines<T>(
  db: Db,
  options: LineOptions,
  run: (tx: Tx, r: ReservationRow, lines: StoredLine[]) => Promise<T>,
): Promise<T> {
  const { actor, reservationId, events } = options;
  authorize(actor, "reservation.edit", lineTexts.editDenied);
  const result = await db.transaction(async (tx) => {
    const r = await loadReservation(tx, { id: reservationId, actor, lock: true });
    if (r.status === "soft-deleted") throw new DomainError(409, "A deleted reservation cannot be changed.");
    const out = await run(tx, r, await readLines(tx, reservationId));
    await syncStoredBalance(tx, reservationId);
    return out;
  });
  await events.publish("reservations", "reservation.lines", reservationId);
  return result;
}

async function insertLines(
  tx: Tx,
  reservationId: string,
  actor: Actor,
  lines: readonly { kind: LineKind; description: string; quantity: number; rate: Paise; taxLineId: string }[],
  now: Date,
) {
  const [last] = await tx
    .select({ position: max(reservationLines.position) })
    .from(reservationLines)
    .where(eq(reservationLines.reservationId, reservationId));
  let position = (last?.position ?? 0) + 1;
  for (const l of lines) {
    await tx.insert(reservationLines).values({
      reservationId,
      position: position++,
      kind: l.kind,
      description: l.description,
      quantity: l.quantity,
      rate: fromPaise(l.rate),
      taxLineId: l.taxLineId,
      createdByEmail: actor.email,
      createdAt: now,
    });
  }
}

/**
 * Adds a line (issue 32 item 6). A discount's rate is stored negative; refused (nothing written)
 * when it would make its tax line's net value negative.
 */
export async function addLine(db: Db, options: LineOptions & { input: LineInput }) {
  const { input, actor, now = new Date() } = options;
  return editLines(db, options, async (tx, r, lines) => {
    if (lines.length >= MAX_LINES) throw new DomainError(409, lineTexts.tooMany);
    const taxLine = await requireTaxLine(tx, input.taxLineId);
    const rate = signedRate(input);
    const added: ItemLine = {
      kind: input.kind,
      description: input.description,
      quantity: input.quantity,
      unitPrice: rate,
      taxable: input.quantity * rate,
      taxLine,
    };
    await checkLines(tx, r, [...lines, added], "rate");
    await insertLines(tx, r.id, actor, [{ ...input, rate }], now);
    await writeAudit(tx, {
      actor,
      action: "reservation.line.add",
      entity: "reservation",
      entityId: r.id,
      after: {
        kind: input.kind,
        description: input.description,
        quantity: input.quantity,
        rate: formatINR(rate),
        taxLine: taxLine.description,
      },
    });
    return { message: lineTexts.added };
  });
}

/** Removes a line; refused when the discounts left would make a tax line negative. */
export async function removeLine(db: Db, options: LineOptions & { lineId: string }) {
  const { actor, lineId } = options;
  return editLines(db, options, async (tx, r, lines) => {
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw new DomainError(404, lineTexts.notFound);
    await checkLines(
      tx,
      r,
      lines.filter((l) => l.id !== lineId),
    );
    await tx
      .delete(reservationLines)
      .where(and(eq(reservationLines.id, lineId), eq(reservationLines.reservationId, r.id)));
    await writeAudit(tx, {
      actor,
      action: "reservation.line.remove",
      entity: "reservation",
      entityId: r.id,
      before: {
        kind: line.kind,
        description: line.description,
        quantity: line.quantity,
        rate: formatINR(line.unitPrice),
      },
    });
    return { message: lineTexts.removed };
  });
}

export interface LinePackage {
  id: string;
  name: string;
  lines: PackageLine[];
}

export async function listPackages(db: Db | Tx): Promise<LinePackage[]> {
  const rows = await db
    .select({ id: linePackages.id, name: linePackages.name, lines: linePackages.lines })
    .from(linePackages)
    .orderBy(asc(sql`lower(${linePackages.name})`));
  return rows.map((p) => ({ ...p, lines: p.lines as PackageLine[] }));
}

/** Starts the reservation's lines from a package: its lines are added after the ones there. */
export async function applyPackage(db: Db, options: LineOptions & { packageId: string }) {
  const { actor, packageId, now = new Date() } = options;
  return editLines(db, options, async (tx, r, lines) => {
    const [pkg] = (await listPackages(tx)).filter((p) => p.id === packageId);
    if (!pkg) throw new DomainError(404, lineTexts.packageNotFound);
    if (lines.length + pkg.lines.length > MAX_LINES) throw new DomainError(409, lineTexts.tooMany);
    const added: ItemLine[] = [];
    for (const l of pkg.lines) {
      const taxLine = await requireTaxLine(tx, l.taxLineId);
      added.push({ ...l, unitPrice: l.rate, taxable: l.quantity * l.rate, taxLine });
    }
    await checkLines(tx, r, [...lines, ...added]);
    await insertLines(tx, r.id, actor, pkg.lines, now);
    await writeAudit(tx, {
      actor,
      action: "reservation.line.package",
      entity: "reservation",
      entityId: r.id,
      after: { package: pkg.name, lines: pkg.lines.length },
    });
    return { message: lineTexts.packageApplied(pkg.name, pkg.lines.length) };
  });
}

/** The admin saves the reservation's lines as a named package ('Silver wedding package'). */
export async function savePackage(
  db: Db,
  options: { actor: Actor; reservationId: string; name: string; now?: Date },
) {
  const { actor, reservationId, name, now = new Date() } = options;
  authorize(actor, "billing.packages.manage", lineTexts.packageDenied);
  try {
    return await db.transaction(async (tx) => {
      await loadReservation(tx, { id: reservationId, actor });
      const lines = await readLines(tx, reservationId);
      if (lines.length === 0) throw new DomainError(409, lineTexts.packageEmpty);
      const stored: PackageLine[] = lines.map((l) => ({
        kind: l.kind,
        description: l.description,
        quantity: l.quantity,
        rate: l.unitPrice,
        taxLineId: l.taxLine.id,
      }));
      const [row] = await tx
        .insert(linePackages)
        .values({ name, lines: stored, updatedByEmail: actor.email, updatedAt: now })
        .returning({ id: linePackages.id });
      await writeAudit(tx, {
        actor,
        action: "billing.package.save",
        entity: "line_package",
        entityId: row!.id,
        after: { name, lines: stored.length },
      });
      return { id: row!.id, message: lineTexts.packageSaved(name) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, lineTexts.packageNameTaken, "name");
    throw error;
  }
}

export async function deletePackage(db: Db, options: { actor: Actor; packageId: string }) {
  const { actor, packageId } = options;
  authorize(actor, "billing.packages.manage", lineTexts.packageDenied);
  return db.transaction(async (tx) => {
    const [pkg] = (await listPackages(tx)).filter((p) => p.id === packageId);
    if (!pkg) throw new DomainError(404, lineTexts.packageNotFound);
    await tx.delete(linePackages).where(eq(linePackages.id, packageId));
    await writeAudit(tx, {
      actor,
      action: "billing.package.delete",
      entity: "line_package",
      entityId: packageId,
      before: { name: pkg.name },
    });
    return { message: lineTexts.packageDeleted(pkg.name) };
  });
}
