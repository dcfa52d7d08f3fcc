import { DomainError } from "~/modules/errors";
import { can } from "~/permissions";

/** Spec 6: only admins act on past reservations (edit, delete, request, restore). */
export function authorizePast(actor: { role: string }, eventDate: string, today: string, message: string) {
  if (eventDate < today && !can(actor.role, "reservation.past.act")) {
    throw new DomainError(403, message);
  }
}
