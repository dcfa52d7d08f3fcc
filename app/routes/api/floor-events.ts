import { getApp } from "~/context.server";
import { requirePermission, sessionStreamOwner } from "~/modules/auth/guards.server";
import { eventStream } from "~/modules/live/sse.server";
import { tableTexts } from "~/modules/tables/table-texts";
import type { Route } from "./+types/floor-events";

/** Live updates of the Floor panel (issue 31 item 8): new and cleared table-service requests. */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "tableService.handle", tableTexts.floorDenied);
  return eventStream({
    request: args.request,
    events: getApp(args.context).events,
    topics: ["floor"],
    owner: sessionStreamOwner(args),
  });
}
