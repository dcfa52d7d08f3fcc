import { and, desc, eq, gte, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { phoneSearchDigits } from "~/modules/phone/normalise";
import type { Db } from "~/db/client.server";
import { reservations } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { authorize } from "~/permissions";
import type { Page } from "./list-reservations.server";
import { PAGE_SIZE } from "./messages";
import { cardColumns, type ReservationCard, toCard } from "./reservation-dto.server";
import { containsPattern, type ReservationSearch } from "./search.schema";

/** The stored meal type, or for older records the one derived from isVegMeal (spec 3.4). */
const mealTypeSql = sql<string>`coalesce(${reservations.mealType}, case when ${reservations.isVegMeal} then 'veg' else 'non-veg' end)`;

/**
 * The conditions of a search: never soft-deleted; the text anywhere in the event name or the
 * client's name, e-mail or phone (the same expression as the trigram index of 0004_search.sql, so
 * the index serves it), then the filters.
 */
export function searchConditions(search: ReservationSearch): SQL {
  const conditions: SQL[] = [ne(reservations.status, "soft-deleted")];
  if (search.q) {
    const text = sql`reservation_search_text(${reservations.eventName}, ${reservations.clientName}, ${reservations.clientEmail}, ${reservations.clientPhone})`;
    const asTyped = sql`${text} like reservation_search_norm(${containsPattern(search.q)})`;
    // Issue 32 item 2: a phone however written ('98807 11223', '098807-11223') is looked for as the
    // digits of its E.164 form, which the search text holds.
    const digits = phoneSearchDigits(search.q);
    conditions.push(digits ? or(asTyped, sql`${text} like ${containsPattern(digits)}`)! : asTyped);
  }
  if (search.from) conditions.push(gte(reservations.eventDate, search.from));
  if (search.to) conditions.push(lte(reservations.eventDate, search.to));
  if (search.status) conditions.push(eq(reservations.status, search.status));
  if (search.meal) conditions.push(sql`${mealTypeSql} = ${search.meal}`);
  return and(...conditions)!;
}

/**
 * The statement of a search, latest event first, one row more than a page (to know there is more).
 * `npm run bench:reservations` times and EXPLAINs this very query (`.toSQL()`).
 */
export function searchReservationsQuery(db: Db, options: { search: ReservationSearch; limit?: number }) {
  const { search, limit = PAGE_SIZE } = options;
  return db
    .select(cardColumns)
    .from(reservations)
    .where(searchConditions(search))
    .orderBy(desc(reservations.eventDate), desc(reservations.eventStartTime), desc(reservations.id))
    .limit(limit + 1);
}

/** Issue 16: find any booking, latest event first, a page of cards at a time. */
export async function searchReservations(
  db: Db,
  options: { actor: Actor; search: ReservationSearch; now?: Date; limit?: number },
): Promise<Page<ReservationCard>> {
  const { actor, search, now = new Date(), limit = PAGE_SIZE } = options;
  authorize(actor, "reservation.view");
  const rows = await searchReservationsQuery(db, { search, limit });
  return { items: rows.slice(0, limit).map((r) => toCard(r, now)), hasMore: rows.length > limit };
}
