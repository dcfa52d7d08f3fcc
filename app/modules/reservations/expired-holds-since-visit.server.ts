import { and, desc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { reservations, staffVisits } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { authorize } from "~/permissions";

/** Quiet this long and the next dashboard load starts a new visit. */
export const VISIT_GAP_MS = 30 * 60_000;

export interface ExpiredHold {
  id: string;
  eventName: string;
  eventDate: string;
  holdExpiredAt: string;
}

/**
 * Issue 16: the holds that ran out since the person's last visit, for their dashboard. A visit is
 * a run of dashboard loads less than VISIT_GAP_MS apart, so a live reload within a visit keeps the
 * list; the first visit ever starts the count.
 */
export async function expiredHoldsSinceLastVisit(
  db: Db,
  options: { actor: Actor; now?: Date },
): Promise<ExpiredHold[]> {
  const { actor, now = new Date() } = options;
  authorize(actor, "reservation.view");
  const since = await db.transaction(async (tx) => {
    await tx
      .insert(staffVisits)
      .values({ userId: actor.id, lastSeenAt: now, since: now })
      .onConflictDoNothing();
    const [visit] = await tx.select().from(staffVisits).where(eq(staffVisits.userId, actor.id)).for("update");
    const newVisit = now.getTime() - visit!.lastSeenAt.getTime() > VISIT_GAP_MS;
    const from = newVisit ? visit!.lastSeenAt : (visit!.since ?? visit!.lastSeenAt);
    await tx
      .update(staffVisits)
      .set({ lastSeenAt: now, since: from })
      .where(eq(staffVisits.userId, actor.id));
    return from;
  });
  const rows = await db
    .select({
      id: reservations.id,
      eventName: reservations.eventName,
      eventDate: reservations.eventDate,
      holdExpiredAt: reservations.holdExpiredAt,
    })
    .from(reservations)
    .where(and(gt(reservations.holdExpiredAt, since), lte(reservations.holdExpiredAt, now)))
    .orderBy(desc(reservations.holdExpiredAt))
    .limit(20);
  return rows.map((r) => ({ ...r, holdExpiredAt: r.holdExpiredAt!.toISOString() }));
}
