import { data } from "react-router";
import type { PageHandle } from "~/components/site/static-page";
import { BookingConfirmation } from "~/components/tables/booking-confirmation";
import { getApp } from "~/context.server";
import { guestBooking, guestBookingMessages } from "~/modules/tables/guest-booking.server";
import type { Route } from "./+types/table-booking";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Table booking ${loaderData.booking.code} — Eden` : "Table booking — Eden" },
  // A private link: never listed by search engines.
  { name: "robots", content: "noindex, nofollow" },
];

// A private page: never stored by the browser or a shared cache.
export function headers() {
  return { "Cache-Control": "no-store" };
}

// Text, links and one plain form: served without React (decision 0009).
export const handle: PageHandle = { hydrate: false };

/** Issue 31 item 4: the booking behind the private link (its token), public to whoever holds it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const booking = await guestBooking(getApp(context).database.db, { token: params.token });
  if (!booking) throw data({ message: guestBookingMessages.notFound }, { status: 404 });
  return { booking, token: params.token };
}

export default function TableBookingPage({ loaderData }: Route.ComponentProps) {
  return <BookingConfirmation booking={loaderData.booking} token={loaderData.token} />;
}
