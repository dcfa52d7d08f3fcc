import { data } from "react-router";
import type { PageHandle } from "~/components/site/static-page";
import { CancelBooking } from "~/components/tables/booking-confirmation";
import { getApp } from "~/context.server";
import {
  cancelBookingByToken,
  guestBooking,
  guestBookingMessages,
} from "~/modules/tables/guest-booking.server";
import type { Route } from "./+types/table-booking-cancel";

export const meta: Route.MetaFunction = () => [
  { title: "Cancel your table booking — Eden" },
  { name: "robots", content: "noindex, nofollow" },
];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export const handle: PageHandle = { hydrate: false };

/**
 * Issue 31 item 4: 'Cancel booking' from the private link. Opening the link only asks (a link
 * preview or a mail scanner must not cancel); the button posts.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const booking = await guestBooking(getApp(context).database.db, { token: params.token });
  if (!booking) throw data({ message: guestBookingMessages.notFound }, { status: 404 });
  return { booking, token: params.token };
}

export async function action({ params, context }: Route.ActionArgs) {
  const app = getApp(context);
  try {
    const result = await cancelBookingByToken(app.database.db, { token: params.token, events: app.events });
    return data(result, { status: result.ok ? 200 : result.status });
  } catch (error) {
    app.logger.error({ err: error }, "cancelling a table booking failed");
    return data({ ok: false as const, status: 500, message: guestBookingMessages.failed }, { status: 500 });
  }
}

export default function CancelTableBooking({ loaderData, actionData }: Route.ComponentProps) {
  return <CancelBooking booking={loaderData.booking} token={loaderData.token} result={actionData ?? null} />;
}
