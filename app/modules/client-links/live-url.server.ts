import { and, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { clientLinks } from "~/db/schema";
import { unsealToken } from "./tokens.server";

/**
 * The client's page address of a reservation (issue 30), below the client page's module: the
 * client messages (reservations) fill `{client_link}` from it, and the client page builds on
 * reservations, so neither imports the other in a circle.
 */
export function clientPath(token: string): string {
  return `/event/${token}`;
}

/** `{client_link}` of the client messages: the live, unexpired link's full address, or null. */
export async function liveClientUrl(
  db: Db | Tx,
  reservationId: string,
  publicUrl = "",
): Promise<string | null> {
  const [row] = await db
    .select({ tokenSealed: clientLinks.tokenSealed })
    .from(clientLinks)
    .where(and(eq(clientLinks.reservationId, reservationId), isNull(clientLinks.revokedAt)));
  const token = row ? unsealToken(row.tokenSealed) : null;
  return token ? `${publicUrl}${clientPath(token)}` : null;
}
