import { data } from "react-router";
import { getApp } from "~/context.server";
import { dayAvailability } from "~/modules/tables/availability.server";
import { bookingMessages, isArea, PARTY } from "~/modules/tables/booking-rules";
import { isValidDate } from "~/modules/time";
import type { Route } from "./+types/table-slots";

/**
 * GET /contact/slots?date=&party=&area= (issue 31 item 2): the booking form's script shows which
 * times are free for the chosen date, size and seating. Public (no personal data); computed on
 * the server from the covers per slot less the bookings overlapping it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const date = query.get("date") ?? "";
  const area = query.get("area");
  const party = Number(query.get("party"));
  const headers = { "Cache-Control": "no-store" };
  if (!isValidDate(date)) return data({ message: bookingMessages.time, slots: [] }, { status: 400, headers });
  if (!isArea(area)) return data({ message: bookingMessages.area, slots: [] }, { status: 400, headers });
  if (!Number.isInteger(party) || party < PARTY.min || party > PARTY.max)
    return data({ message: bookingMessages.party, slots: [] }, { status: 400, headers });
  const slots = await dayAvailability(getApp(context).database.db, { day: date, area, party });
  return data({ slots }, { headers });
}
