import { data } from "react-router";
import { getApp } from "~/context.server";
import type { GuardArgs } from "~/modules/auth/guards.server";
import { ReservationError } from "~/modules/reservations/reservation-errors";

export type Outcome = { ok: true; message: string } | { ok: false; error: string };

/**
 * Runs one mutation for a route: on success publish a live event and answer the spec's message;
 * a refusal answers its own text with its status; anything unexpected is logged with the request
 * id and answered with the spec's generic failure text (nothing was written: use cases are transactional).
 */
export async function runMutation(
  args: GuardArgs,
  options: { run: () => Promise<unknown>; success: string; failure: string; eventId?: string },
) {
  const app = getApp(args.context);
  try {
    await options.run();
  } catch (error) {
    if (error instanceof ReservationError) {
      return data<Outcome>({ ok: false, error: error.message }, { status: error.status });
    }
    app.logger.error({ err: error }, "reservation mutation failed");
    return data<Outcome>({ ok: false, error: options.failure }, { status: 500 });
  }
  await app.events.publish("reservations", "changed", options.eventId);
  return data<Outcome>({ ok: true, message: options.success });
}
