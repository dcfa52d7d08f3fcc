import { and, desc, eq, isNotNull, lte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { reservations, staffVisits } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import type { EventBus } from "~/modules/live/events.server";
import { topicCache } from "~/modules/live/topic-cache.server";
import { authorize } from "~/permissions";

/** Quiet this long and the next dashboard load starts a new visit. */
export const VISIT_GAP_MS = 30 * 60_000;

/**
 * A visit's last load is written at most this often (as a session's last use): a dashboard load
 * within it writes nothing. A new visit so starts after 29–30 quiet minutes rather than exactly 30.
 */
export const VISIT_TOUCH_MS = 60_000;

const LIST_LIMIT = 20;

export interface ExpiredHold {
  id: string;
  eventName: string;
  eventDate: string;
  holdExpiredAt: string;
}

/** This process's last write of each person's visit, per database (a test opens several). */
const writtenVisits = new WeakMap<object, Map<string, { lastSeenAt: number; since: number }>>();

function visitsOf(db: Db) {
  let visits = writtenVisits.get(db);
  if (!visits) {
    visits = new Map();
    writtenVisits.set(db, visits);
  }
  return visits;
}

/**
 * Where the person's current visit counts expired holds from: the end of their previous visit
 * (the first visit ever starts the count). Reads and writes the person's row once a minute at most.
 */
async function visitSince(db: Db, actor: Actor, now: Date): Promise<Date> {
  const visits = visitsOf(db);
  const written = visits.get(actor.id);
  // Another instance may have written a later load since: it only makes this one write sooner.
  const age = written ? now.getTime() - written.lastSeenAt : -1;
  if (written && age >= 0 && age < VISIT_TOUCH_MS) return new Date(written.since);
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
  visits.set(actor.id, { lastSeenAt: now.getTime(), since: since.getTime() });
  return since;
}

async function latestExpiredHolds(db: Db, now: Date): Promise<ExpiredHold[]> {
  const rows = await db
    .select({
      id: reservations.id,
      eventName: reservations.eventName,
      eventDate: reservations.eventDate,
      holdExpiredAt: reservations.holdExpiredAt,
    })
    .from(reservations)
    .where(and(isNotNull(reservations.holdExpiredAt), lte(reservations.holdExpiredAt, now)))
    .orderBy(desc(reservations.holdExpiredAt))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({ ...r, holdExpiredAt: r.holdExpiredAt!.toISOString() }));
}

// A hold runs out (or a reservation changes) with a "reservations" event: the latest expired holds
// are read once per change, and each person's list is the part of them after their visit began.
const cachedLatest = topicCache<"latest", ExpiredHold[]>("reservations");

/**
 * Issue 16: the holds that ran out since the person's last visit, for their dashboard. A visit is
 * a run of dashboard loads less than VISIT_GAP_MS apart, so a live reload within a visit keeps the
 * list; the first visit ever starts the count. With `events`, the latest expired holds come from
 * memory until the next reservations event.
 */
export async function expiredHoldsSinceLastVisit(
  db: Db,
  options: { actor: Actor; now?: Date; events?: EventBus },
): Promise<ExpiredHold[]> {
  const { actor, now = new Date(), events } = options;
  authorize(actor, "reservation.view");
  const since = (await visitSince(db, actor, now)).toISOString();
  const until = now.toISOString();
  // The newest first: the holds after `since` are the head of the latest ones, so filtering the
  // latest LIST_LIMIT gives what the query with both bounds would.
  const latest = events
    ? await cachedLatest(events, "latest", () => latestExpiredHolds(db, now))
    : await latestExpiredHolds(db, now);
  return latest.filter((h) => h.holdExpiredAt > since && h.holdExpiredAt <= until);
}
