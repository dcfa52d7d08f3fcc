import { eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { reservations } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { readReservationFacts, reservationBalance } from "~/modules/billing/balance.server";
import { liveClientUrl } from "~/modules/client-links/live-url.server";
import { DomainError } from "~/modules/errors";
import {
  emailTexts,
  type MessageKind,
  type MessageValues,
  messageKindsFor,
  messageLabels,
} from "./client-messages";
import { loadReservation } from "./load-reservation.server";
import { type ReservationRow, slotColumns } from "./reservation-dto.server";

/** Which messages a stored reservation may be sent (issue 32 item 8). */
export function messageStateOf(r: Pick<ReservationRow, "status" | "holdExpiredAt" | "holdReleasedAt">) {
  return { status: r.status, holdEnded: Boolean(r.holdExpiredAt || r.holdReleasedAt) };
}

/**
 * The reservation a message goes to, with what its placeholders are filled from (its hold's end and
 * its option rank too). A message that does not match its status is refused: a pending reservation
 * is never sent 'your booking is confirmed' (issue 32 item 8), whatever the browser posts.
 */
export async function messageTarget(
  tx: Tx,
  options: { id: string; actor: Actor; kind: MessageKind; publicUrl?: string; now?: Date },
): Promise<{ row: ReservationRow; values: MessageValues }> {
  const row = await loadReservation(tx, { id: options.id, actor: options.actor });
  if (!messageKindsFor(messageStateOf(row)).includes(options.kind)) {
    throw new DomainError(409, emailTexts.wrongStatus(messageLabels[options.kind]));
  }
  const [slot] = await tx
    .select({ optionRank: slotColumns.optionRank })
    .from(reservations)
    .where(eq(reservations.id, row.id));
  return {
    row,
    values: {
      ...row,
      eventStartTime: row.eventStartTime.slice(0, 5),
      eventEndTime: row.eventEndTime.slice(0, 5),
      // Issue 27 item 16: what the client owes, the one balance's (event and alcohol).
      remainingAmountDue: reservationBalance(row, await readReservationFacts(tx, row.id)).due,
      holdUntil: row.holdUntil,
      optionRank: slot?.optionRank ?? null,
      clientLink: await liveClientUrl(tx, row.id, options.publicUrl, options.now),
    },
  };
}
