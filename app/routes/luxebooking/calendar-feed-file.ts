import { getApp } from "~/context.server";
import { calendarFeedFor } from "~/modules/reservations/calendar-feed.server";
import type { Route } from "./+types/calendar-feed-file";

/**
 * /luxebooking/calendar/<user>.<secret>.ics (issue 16): a staff member's private feed for calendar
 * apps, which send no session: the secret is the key. Every wrong link is the same 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const app = getApp(args.context);
  const body = await calendarFeedFor(app.database.db, {
    file: args.params.file,
    publicUrl: app.env.PUBLIC_URL,
  });
  if (body === null) {
    return new Response("Not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="luxe-hall.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
