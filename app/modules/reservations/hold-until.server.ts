import type { Actor } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import { authorize } from "~/permissions";
import { defaultHoldUntil, holdProblem, holdTexts, parseIstDateTime } from "./holds";
import type { ReservationInput } from "./reservations.schema";

/**
 * The hold a save stores (issue 16): none unless pending; the one staff chose (checked against the
 * clock and the event); the one it had if unchanged; else 72 hours from now, cut at the event start.
 */
export function holdFor(options: {
  actor: Actor;
  input: ReservationInput;
  now: Date;
  before?: { status: string; holdUntil: Date | null };
}): Date | null {
  const { actor, input, now, before } = options;
  if (input.status !== "pending") return null;
  const kept = before?.status === "pending" ? before.holdUntil : null;
  if (input.holdUntil) {
    const chosen = parseIstDateTime(input.holdUntil);
    if (!chosen) throw new DomainError(400, holdTexts.invalid, "holdUntil");
    // The form shows minutes: the hold it was opened with comes back unchanged, however near.
    if (kept && Math.floor(kept.getTime() / 60_000) === Math.floor(chosen.getTime() / 60_000)) return kept;
    authorize(actor, "reservation.hold.set");
    const problem = holdProblem(chosen, now, input.eventDate, input.eventStartTime);
    if (problem) throw new DomainError(400, problem, "holdUntil");
    return chosen;
  }
  return kept ?? defaultHoldUntil(now, input.eventDate, input.eventStartTime);
}
