import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { reservations } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import { can } from "~/permissions";
import { messages } from "./messages";
import type { ReservationRow } from "./reservation-dto.server";
import { idSchema } from "./reservations.schema";
import { isSoftDeleted } from "./statuses";

/**
 * One reservation, locked for the rest of the transaction when `lock` is set. A soft-deleted
 * reservation is hidden from everyone but admins (spec 4), so for them it is 'Reservation not found'.
 */
export async function loadReservation(
  db: Db | Tx,
  options: { id: string; actor: Actor; lock?: boolean; includeSoftDeleted?: boolean },
): Promise<ReservationRow> {
  if (!idSchema.safeParse(options.id).success) throw new DomainError(404, messages.notFound);
  const query = db.select().from(reservations).where(eq(reservations.id, options.id));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw new DomainError(404, messages.notFound);
  const seesSoftDeleted =
    options.includeSoftDeleted ?? can(options.actor.role, "reservation.softDeleted.view");
  if (isSoftDeleted(row.status) && !seesSoftDeleted) throw new DomainError(404, messages.notFound);
  return row;
}
