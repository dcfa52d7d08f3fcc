import { data } from "react-router";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { unexpectedFailure } from "~/modules/errors";
import { readQuery } from "~/modules/http/read-query";
import { jsonReply, respond } from "~/modules/http/respond.server";
import { listReservationsInRange } from "~/modules/reservations/list-reservations-in-range.server";
import { reservationRangeSchema } from "~/modules/reservations/reservation-range.schema";
import type { Route } from "./+types/reservations";

/**
 * GET /api/v1/reservations?from=YYYY-MM-DD&to=YYYY-MM-DD: the reservations of a calendar range
 * as JSON, for every staff role (`reservation.view`); never cached (staff data).
 */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "reservation.view");
  const url = new URL(args.request.url);
  const headers = { "Cache-Control": "private, no-store" };
  return respond(args, jsonReply(unexpectedFailure), async () => {
    const range = readQuery(url, reservationRangeSchema, ["from", "to"]);
    const items = await listReservationsInRange(getApp(args.context).database.db, { actor, range });
    return data({ from: range.from, to: range.to, reservations: items }, { headers });
  });
}
