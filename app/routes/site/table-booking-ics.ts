import { data } from "react-router";
import { getApp } from "~/context.server";
import { bookingCalendar } from "~/modules/tables/booking-view";
import { guestBooking, guestBookingMessages } from "~/modules/tables/guest-booking.server";
import type { Route } from "./+types/table-booking-ics";

/** Issue 31 item 4: 'Add to calendar', the booking as an .ics file (RFC 5545). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const booking = await guestBooking(app.database.db, { token: params.token });
  if (!booking) throw data({ message: guestBookingMessages.notFound }, { status: 404 });
  return new Response(bookingCalendar(booking, app.env.PUBLIC_URL, params.token, new Date()), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="table-${booking.code}.ics"`,
      "Cache-Control": "no-store",
    },
  });
}
