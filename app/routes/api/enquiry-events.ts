import { getApp } from "~/context.server";
import { requirePermission, sessionStreamOwner } from "~/modules/auth/guards.server";
import { enquiryInboxTexts } from "~/modules/contact/enquiry-admin.schema";
import { eventStream } from "~/modules/live/sse.server";
import type { Route } from "./+types/enquiry-events";

/** Live updates of the staff inbox (new, handled, reopened enquiries): admin and manager only. */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "enquiry.view", enquiryInboxTexts.denied);
  return eventStream({
    request: args.request,
    events: getApp(args.context).events,
    topics: ["enquiries"],
    owner: sessionStreamOwner(args),
  });
}
