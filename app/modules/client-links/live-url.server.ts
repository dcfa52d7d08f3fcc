import { and, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { clientLinks, reservations } from "~/db/schema";
import { addDays, todayIST } from "~/modules/time";
import { unsealToken } from "./tokens.server";

/**
 * The client's page address of a reservation (issue 30), below the client page's module: the
 * client messages (reservations) fill `{client_link}` from it, and the client page builds on
 * reservations, so neither imports the other in a circle.
 */
export function clientPath(token: string): string {
  return `/event/${token}`;
}

/** Issue 30 item 1: a link works until 30 days after the event (IST). */
export const LINK_DAYS_AFTER_EVENT = 30;

/**
 * `{client_link}` of the client messages: the live, unexpired link's full address, or null (none,
 * revoked, past its last day, or unreadable after a change of the session secret). A message never
 * carries a link that would answer 404.
 */
export async function liveClientUrl(
  db: Db | Tx,
  reservationId: string,
  publicUrl = "",
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ tokenSealed: clientLinks.tokenSealed, eventDate: reservations.eventDate })
    .from(clientLinks)
    .innerJoin(reservations, eq(reservations.id, clientLinks.reservationId))
    .where(and(eq(clientLinks.reservationId, reservationId), isNull(clientLinks.revokedAt)));
  if (!row || todayIST(now) > addDays(row.eventDate, LINK_DAYS_AFTER_EVENT)) return null;
  const token = unsealToken(row.tokenSealed);
  return token ? `${publicUrl}${clientPath(token)}` : null;
}
