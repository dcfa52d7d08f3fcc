import { eq, type SQL, sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { reservations } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { type ReservationRow, snapshot } from "./reservation-dto.server";

/** Who soft-deleted the reservation, when, and the status to restore (spec 4). */
export function softDeletedFields(actor: Actor, now: Date, statusBefore: string) {
  return {
    softDeletedBy: actor.id,
    softDeletedByEmail: actor.email,
    softDeletedAt: now,
    statusBeforeSoftDelete: statusBefore,
  };
}

/** The soft-delete fields cleared (a restore, or an edit back from soft-deleted). */
export const notSoftDeleted = {
  softDeletedBy: null,
  softDeletedByEmail: null,
  softDeletedAt: null,
  statusBeforeSoftDelete: null,
} as const;

/**
 * A staff change to a reservation: `set` written with the version raised by one, and the audit
 * entry `action` with the row before and after. `where` narrows the row (an edit also matches the
 * version it read); undefined, and nothing audited, when it no longer matches.
 */
export async function writeReservationChange(
  tx: Tx,
  options: {
    actor: Actor;
    before: ReservationRow;
    set: Partial<typeof reservations.$inferInsert>;
    action: string;
    where?: SQL;
  },
): Promise<ReservationRow | undefined> {
  const { actor, before } = options;
  const [after] = await tx
    .update(reservations)
    .set({ ...options.set, version: sql`${reservations.version} + 1` })
    .where(options.where ?? eq(reservations.id, before.id))
    .returning();
  if (!after) return undefined;
  await writeAudit(tx, {
    actor,
    action: options.action,
    entity: "reservation",
    entityId: before.id,
    before: snapshot(before),
    after: snapshot(after),
  });
  return after;
}
