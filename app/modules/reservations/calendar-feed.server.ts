import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { calendarFeeds, reservations, users } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { getSessionSecret } from "~/modules/auth/secret.server";
import { venue } from "~/modules/site-content/venue";
import { addDays, todayIST } from "~/modules/time";
import { authorize, can } from "~/permissions";
import { mealTypeOf } from "./calculations";
import { buildCalendar } from "./ics";
import { hallLocation } from "./invitation";
import { occupyingStatuses } from "./statuses";

const FEED_FILE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})\.ics$/;
/** Feeds show events from this many days ago onwards. */
export const FEED_PAST_DAYS = 30;

function secretFor(userId: string, generation: number): string {
  return createHmac("sha256", getSessionSecret())
    .update(`calendar-feed:${userId}:${generation}`)
    .digest("base64url");
}

/**
 * A person's link generation: 1 (the column's default) until they first regenerate, so viewing
 * the page writes nothing; only 'Regenerate link' stores a row.
 */
const FIRST_GENERATION = 1;

async function generationOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ generation: calendarFeeds.generation })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.generation ?? FIRST_GENERATION;
}

/** Issue 16: the signed-in person's private feed link (its path; the page adds the origin). */
export async function getCalendarFeedPath(db: Db, options: { actor: Actor }): Promise<string> {
  authorize(options.actor, "calendar.view");
  const generation = await generationOf(db, options.actor.id);
  return `/luxebooking/calendar/${options.actor.id}.${secretFor(options.actor.id, generation)}.ics`;
}

/** A new link; the old one stops at once. */
export async function regenerateCalendarFeed(db: Db, options: { actor: Actor }): Promise<string> {
  authorize(options.actor, "calendar.view");
  await db.transaction(async (tx) => {
    await tx.insert(calendarFeeds).values({ userId: options.actor.id }).onConflictDoNothing();
    await tx
      .update(calendarFeeds)
      .set({ generation: sql`${calendarFeeds.generation} + 1`, createdAt: new Date() })
      .where(eq(calendarFeeds.userId, options.actor.id));
    await writeAudit(tx, {
      actor: options.actor,
      action: "calendar-feed.regenerate",
      entity: "user",
      entityId: options.actor.id,
    });
  });
  return getCalendarFeedPath(db, options);
}

/**
 * The feed behind a link, or null (the route answers 404 for every kind of wrong link alike): the
 * secret is compared in constant time, and one is computed even when the user does not exist.
 * A user whose role no longer sees the calendar, who is disabled or who is gone has no feed.
 */
export async function calendarFeedFor(
  db: Db,
  options: { file: string; publicUrl: string; now?: Date },
): Promise<string | null> {
  const { file, publicUrl, now = new Date() } = options;
  const match = FEED_FILE.exec(file);
  if (!match) return null;
  const [, userId, given] = match as unknown as [string, string, string];
  const [row] = await db
    .select({ role: users.role, disabledAt: users.disabledAt, generation: calendarFeeds.generation })
    .from(users)
    .leftJoin(calendarFeeds, eq(calendarFeeds.userId, users.id))
    .where(eq(users.id, userId));
  const expected = Buffer.from(secretFor(userId, row?.generation ?? FIRST_GENERATION));
  const same = timingSafeEqual(expected, Buffer.from(given));
  if (!row || !same || row.disabledAt || !can(row.role, "calendar.view")) return null;
  const from = addDays(todayIST(now), -FEED_PAST_DAYS);
  const rows = await db
    .select()
    .from(reservations)
    .where(and(inArray(reservations.status, [...occupyingStatuses]), gte(reservations.eventDate, from)))
    .orderBy(asc(reservations.eventDate), asc(reservations.eventStartTime));
  const base = publicUrl.replace(/\/$/, "");
  return buildCalendar({
    name: `${venue.name} ${venue.hallName} Hall`,
    events: rows.map((r) => ({
      uid: `${r.id}@luxe.eden`,
      date: r.eventDate,
      start: r.eventStartTime.slice(0, 5),
      end: r.eventEndTime.slice(0, 5),
      summary: r.status === "pending" ? `${r.eventName} (pending)` : r.eventName,
      // Names the event's size and menu only: no client phone or e-mail leaves in a feed.
      description: `${r.guestCount} guests · ${mealTypeOf(r) === "veg" ? "Veg" : "Non-Veg"}${r.withAlcohol ? " · alcohol" : ""}`,
      location: hallLocation,
      url: `${base}/luxebooking/reservation/${r.id}`,
      status: r.status === "pending" ? "TENTATIVE" : "CONFIRMED",
      stamp: r.updatedAt ?? r.createdAt,
    })),
  });
}
