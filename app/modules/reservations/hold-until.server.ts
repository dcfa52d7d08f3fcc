import type { Actor } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import { authorize } from "~/permissions";
import { defaultHoldUntil, eventStart, holdProblem, holdTexts, parseIstDateTime } from "./holds";
import type { ReservationInput } from "./reservations.schema";

/**
 * The hold a save stores (issue 16): none unless pending (a soft delete keeps the one it had, for a
 * restore); the one staff chose (checked against the clock and the event); the one it had if
 * unchanged, never past the event's start: the form's unchanged hold after a moved event's start is
 * refused, a kept one not sent is cut there; else 72 hours from now, cut at the event start.
 */
export function holdFor(options: {
  actor: Actor;
  input: ReservationInput;
  now: Date;
  before?: { status: string; holdUntil: Date | null };
}): Date | null {
  const { actor, input, now, before } = options;
  if (input.status === "soft-deleted") return before?.holdUntil ?? null;
  if (input.status !== "pending") return null;
  const kept = before?.status === "pending" ? before.holdUntil : null;
  const start = eventStart(input.eventDate, input.eventStartTime);
  if (input.holdUntil) {
    const chosen = parseIstDateTime(input.holdUntil);
    if (!chosen) throw new DomainError(400, holdTexts.invalid, "holdUntil");
    // The form shows minutes: the hold it was opened with comes back unchanged, however near.
    if (kept && Math.floor(kept.getTime() / 60_000) === Math.floor(chosen.getTime() / 60_000)) {
      if (kept > start) throw new DomainError(400, holdTexts.afterEvent, "holdUntil");
      return kept;
    }
    authorize(actor, "reservation.hold.set");
    const problem = holdProblem(chosen, now, input.eventDate, input.eventStartTime);
    if (problem) throw new DomainError(400, problem, "holdUntil");
    return chosen;
  }
  if (kept) return kept <= start ? kept : start > now ? start : null;
  return defaultHoldUntil(now, input.eventDate, input.eventStartTime);
}

/**
 * The hold a restored reservation gets back: the one it had while still ahead and before the event;
 * else (it ran out while deleted, or was never kept) 72 hours from the restore, cut at the event.
 */
export function restoredHold(
  status: string,
  before: { holdUntil: Date | null; eventDate: string; eventStartTime: string },
  now: Date,
): Date | null {
  if (status !== "pending") return null;
  const { holdUntil, eventDate, eventStartTime } = before;
  if (holdUntil && holdUntil > now && holdUntil <= eventStart(eventDate, eventStartTime)) return holdUntil;
  return defaultHoldUntil(now, eventDate, eventStartTime);
}
