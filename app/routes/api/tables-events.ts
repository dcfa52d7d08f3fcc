import { getApp } from "~/context.server";
import { requirePermission, sessionStreamOwner } from "~/modules/auth/guards.server";
import { eventStream } from "~/modules/live/sse.server";
import { tableTexts } from "~/modules/tables/table-texts";
import type { Route } from "./+types/tables-events";

/** Live updates of the table bookings' day view (issue 31 item 5): who manages table bookings. */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "tableBooking.manage", tableTexts.denied);
  return eventStream({
    request: args.request,
    events: getApp(args.context).events,
    topics: ["tables"],
    owner: sessionStreamOwner(args),
  });
}
