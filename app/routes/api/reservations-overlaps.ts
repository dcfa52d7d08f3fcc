import { data } from "react-router";
import { z } from "zod";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { unexpectedFailure } from "~/modules/errors";
import { jsonReply, respond } from "~/modules/http/respond.server";
import {
  conflictMessage,
  findFirstOptionHolds,
  findOverlapping,
  findTooClose,
} from "~/modules/reservations/find-conflict.server";
import { turnaroundMessage } from "~/modules/reservations/hall-settings";
import { readHallSettings } from "~/modules/reservations/hall-settings.server";
import { holdMessage } from "~/modules/reservations/hold-override";
import { countsForDoubleBooking, occupyingStatuses } from "~/modules/reservations/statuses";
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
  if (!parsed.success) return data({ confirmed: [], pending: [], held: [], tooClose: null }, { status: 400 });
  const { date, start, end, exclude } = parsed.data;
  const slot = { eventDate: date, eventStartTime: start, eventEndTime: end };
  return respond(args, jsonReply(unexpectedFailure), async () => {
    const { db } = getApp(args.context).database;
    const excludeId = exclude ?? null;
    const overlaps = await findOverlapping(db, { slot, statuses: occupyingStatuses, excludeId });
    // Issue 32 items 7 and 9: what a save as confirmed would also be refused for.
    const { turnaroundMinutes } = await readHallSettings(db);
    const close = await findTooClose(db, { slot, minutes: turnaroundMinutes, excludeId });
    const held = await findFirstOptionHolds(db, { slot, excludeId, now: new Date() });
    return {
      held: held.map((h) => ({ id: h.id, message: holdMessage(h) })),
      tooClose:
        close.length > 0 && !overlaps.some((o) => countsForDoubleBooking(o.status))
          ? turnaroundMessage(turnaroundMinutes)
          : null,
      confirmed: overlaps
        .filter((o) => countsForDoubleBooking(o.status))
        .map((o) => ({ message: conflictMessage(o) })),
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
  });
}
