import { TableDayScreen } from "~/components/tables/day-view";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { DomainError } from "~/modules/errors";
import { readForm } from "~/modules/http/read-form.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import { isStatus } from "~/modules/tables/booking-rules";
import { walkInSchema } from "~/modules/tables/settings.schema";
import {
  addWalkIn,
  searchBookingsByPhone,
  setTableBookingStatus,
  statusSavedText,
  tableDayView,
  walkInText,
} from "~/modules/tables/staff-bookings.server";
import { tableTexts } from "~/modules/tables/table-texts";
import { isValidDate, todayIST } from "~/modules/time";
import { can } from "~/permissions";
import type { Route } from "./+types/table-bookings";
import { STAFF_TITLE } from "~/modules/site-content/venue";
import { parseOrRefuse } from "~/modules/http/parse-or-refuse";

export const meta = () => [{ title: `${tableTexts.dayTitle} — ${STAFF_TITLE}` }];

/** Issue 31 item 5: the day view by slot and seating area (`?date=`), and the search by phone (`?phone=`). */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "tableBooking.manage", tableTexts.denied);
  const db = getApp(args.context).database.db;
  const query = new URL(args.request.url).searchParams;
  const asked = query.get("date") ?? "";
  const day = isValidDate(asked) ? asked : todayIST();
  const phone = (query.get("phone") ?? "").trim();
  let search: {
    phone: string;
    results: Awaited<ReturnType<typeof searchBookingsByPhone>> | null;
    error?: string;
  } | null = null;
  if (phone) {
    try {
      search = { phone, results: await searchBookingsByPhone(db, { actor, phone }) };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      search = { phone, results: null, error: error.message };
    }
  }
  return {
    view: await tableDayView(db, { actor, day }),
    search,
    canSettings: can(actor.role, "tableBooking.settings"),
    canFloor: can(actor.role, "tableService.handle"),
  };
}

/** One tap on a status, or a walk-in (two fields); each answered as a toast. */
export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "tableBooking.manage", tableTexts.denied);
  const app = getApp(args.context);
  const form = Object.fromEntries(await readForm(args.request));
  return respond(args, toastReply(tableTexts.changeFailed), async () => {
    if (form.intent === "status") {
      const status = form.status;
      if (!isStatus(status) || typeof form.id !== "string" || !/^[0-9a-f-]{36}$/i.test(form.id))
        throw new DomainError(400, tableTexts.notFound);
      const booking = await setTableBookingStatus(app.database.db, {
        actor,
        id: form.id,
        status,
        events: app.events,
      });
      return { ok: true as const, message: statusSavedText(booking) };
    }
    if (form.intent === "walk-in") {
      const parsed = parseOrRefuse(walkInSchema, form);
      const { party, area } = parsed;
      const result = await addWalkIn(app.database.db, { actor, party, area, events: app.events });
      return { ok: true as const, message: walkInText(party, area, result.overCapacity) };
    }
    throw new DomainError(400, "Unknown action.");
  });
}

export default function TableBookings({ loaderData }: Route.ComponentProps) {
  return <TableDayScreen {...loaderData} />;
}
