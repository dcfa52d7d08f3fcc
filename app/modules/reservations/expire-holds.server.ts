import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { reservations } from "~/db/schema";
import { writeAudit } from "~/modules/audit/audit.server";
import type { EventBus } from "~/modules/live/events.server";
import { holdTexts } from "./holds";
import { syncStoredBalance } from "~/modules/billing/balance.server";
import { followReservation } from "~/modules/contact/enquiries.server";

/** The advisory lock a round holds, so that one instance at a time expires holds. */
export const HOLD_EXPIRY_LOCK = 1_600_160_002;

/**
 * Issue 16: every pending reservation whose hold has run out becomes cancelled by the system, with
 * an audit line 'Hold expired'; the next option of its slot moves up by itself (ranks are read, not
 * stored). One round at a time across instances: a round that cannot take the transaction-scoped
 * advisory lock leaves the work to the one that has it. The state is in the database, so a restart
 * loses nothing: the next round finds what is due.
 */
export async function expireHolds(
  db: Db,
  options: { events: EventBus; now?: Date },
): Promise<{ expired: string[]; locked: boolean }> {
  const now = options.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const taken = await tx.execute(sql`select pg_try_advisory_xact_lock(${HOLD_EXPIRY_LOCK}) as locked`);
    const [row] = (taken as unknown as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) return { expired: [] as string[], locked: false, followed: [] as string[] };
    const rows = await tx
      .update(reservations)
      .set({
        status: "cancelled",
        holdExpiredAt: now,
        updatedBy: null,
        updatedByEmail: null,
        updatedAt: now,
        version: sql`${reservations.version} + 1`,
      })
      .where(and(eq(reservations.status, "pending"), lte(reservations.holdUntil, now)))
      .returning({ id: reservations.id, holdUntil: reservations.holdUntil });
    const followed: string[] = [];
    for (const r of rows) {
      // Issue 32 item 4: a cancelled booking charges nothing; its stored remaining due follows.
      await syncStoredBalance(tx, r.id);
      // Issue 32 item 10: the enquiry it came from is lost: its hold expired.
      const enquiry = await followReservation(tx, {
        reservationId: r.id,
        outcome: "hold-expired",
        actor: null,
        now,
      });
      if (enquiry) followed.push(enquiry);
      await writeAudit(tx, {
        actor: null,
        action: "reservation.hold-expired",
        entity: "reservation",
        entityId: r.id,
        before: { status: "pending", holdUntil: r.holdUntil?.toISOString() ?? null },
        after: { status: "cancelled", note: holdTexts.expired },
      });
    }
    return { expired: rows.map((r) => r.id), locked: true, followed };
  });
  if (result.expired.length > 0) await options.events.publish("reservations", "changed");
  for (const enquiry of result.followed) await options.events.publish("enquiries", "status", enquiry);
  return { expired: result.expired, locked: result.locked };
}
