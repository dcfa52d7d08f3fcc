import { and, asc, between, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { reservations } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { authorize } from "~/permissions";
import { cardColumns, type ReservationCard, toCard } from "./reservation-dto.server";
import type { ReservationRange } from "./reservation-range.schema";

/**
 * The calendar's reservations between two dates, both included, by date and start time:
 * what every role may see on its dashboard (soft-deleted ones stay in the admin's own list).
 */
export async function listReservationsInRange(
  db: Db,
  options: { actor: Actor; range: ReservationRange; now?: Date },
): Promise<ReservationCard[]> {
  const { actor, range, now = new Date() } = options;
  authorize(actor, "reservation.view");
  const rows = await db
    .select(cardColumns)
    .from(reservations)
    .where(
      and(ne(reservations.status, "soft-deleted"), between(reservations.eventDate, range.from, range.to)),
    )
    .orderBy(asc(reservations.eventDate), asc(reservations.eventStartTime), asc(reservations.id));
  return rows.map((r) => toCard(r, now));
}
