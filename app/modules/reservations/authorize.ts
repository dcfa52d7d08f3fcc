import { type Capability, can } from "~/permissions";
import { messages as authMessages } from "~/modules/auth/auth.schema";
import { ReservationError } from "./reservation-errors";

export interface Actor {
  id: string;
  email: string;
  role: string;
}

/**
 * Use cases check the permission table again (the routes already did): a use case called
 * from anywhere, tests and scripts included, cannot be talked past the table.
 */
export function authorize(actor: Actor, capability: Capability, denial: string = authMessages.accessDenied) {
  if (!can(actor.role, capability)) throw new ReservationError(403, denial);
}

/** Spec 6: only admins act on past reservations (edit, delete, request, restore). */
export function authorizePast(actor: Actor, eventDate: string, today: string, message: string) {
  if (eventDate < today && !can(actor.role, "reservation.past.act")) {
    throw new ReservationError(403, message);
  }
}
