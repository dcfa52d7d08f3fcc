import { getApp } from "~/context.server";
import { requirePermission, sessionStreamOwner } from "~/modules/auth/guards.server";
import { eventStream } from "~/modules/live/sse.server";
import type { Route } from "./+types/reservations-events";

/** GET /api/v1/reservations/events: the live stream of reservation changes, for signed-in staff. */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "reservation.view");
  const app = getApp(args.context);
  return eventStream({
    request: args.request,
    events: app.events,
    topics: ["reservations"],
    owner: sessionStreamOwner(args),
  });
}
