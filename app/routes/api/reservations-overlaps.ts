import { data } from "react-router";
import { z } from "zod";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { conflictMessage, findOverlapping } from "~/modules/reservations/find-conflict.server";
import { isValidDate } from "~/modules/time";
import type { Route } from "./+types/reservations-overlaps";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const querySchema = z.object({
  date: z.string().refine(isValidDate),
  start: z.string().regex(TIME),
  end: z.string().regex(TIME),
  exclude: z.uuid().optional(),
});

/**
 * GET /api/v1/reservations/overlaps?date&start&end[&exclude]: what the form warns about while
 * typing: a confirmed booking the server would refuse, and pending holds at that time.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "reservation.create");
  const url = new URL(args.request.url);
  const parsed = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return data({ confirmed: [], pending: [] }, { status: 400 });
  const { date, start, end, exclude } = parsed.data;
  const slot = { eventDate: date, eventStartTime: start, eventEndTime: end };
  const overlaps = await findOverlapping(getApp(args.context).database.db, {
    slot,
    statuses: ["confirmed", "pending"],
    excludeId: exclude ?? null,
  });
  return {
    confirmed: overlaps.filter((o) => o.status === "confirmed").map((o) => ({ message: conflictMessage(o) })),
    pending: overlaps
      .filter((o) => o.status === "pending")
      .map(({ id, eventName, eventDate, eventStartTime, eventEndTime }) => ({
        id,
        eventName,
        eventDate,
        eventStartTime,
        eventEndTime,
      })),
  };
}
