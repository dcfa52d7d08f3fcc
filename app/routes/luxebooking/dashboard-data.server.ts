import type { DashboardData } from "~/components/staff/dashboards";
import type { GuardArgs } from "~/modules/auth/guards.server";
import { getApp } from "~/context.server";
import type { Actor } from "~/modules/audit/audit.server";
import { topicCache } from "~/modules/live/topic-cache.server";
import { getCalendarMonth, listUpcomingReservations } from "~/modules/reservations/list-reservations.server";
import { shownCount } from "~/modules/reservations/messages";
import { expiredHoldsSinceLastVisit } from "~/modules/reservations/expired-holds-since-visit.server";
import { isValidDate, monthKey, monthOf, parseMonth, todayIST } from "~/modules/time";
import { authorize, can } from "~/permissions";
import { listDues } from "~/modules/billing/accounts.server";
import { summariseDues } from "~/modules/billing/dues-summary";

type SharedView = Pick<DashboardData, "calendar" | "list">;

/**
 * The calendar and the card grid are the same for every staff member with the same query and
 * business day, and change only with a "reservations" event (every reservation, hold, deletion
 * request and payment change publishes one after its commit, across instances via LISTEN/NOTIFY):
 * read once per change instead of four queries per page view (issue 17 item 3). Keys come from
 * the URL (month, date, page size): at most 64 are kept.
 */
const sharedViews = topicCache<string, SharedView>("reservations", { maxEntries: 64 });

/**
 * What a dashboard shows: the calendar month (?month=YYYY-MM, ?date=YYYY-MM-DD, default today in
 * IST) and, unless it is the accounts calendar view, the upcoming card grid (?show=N pages it).
 */
export async function loadDashboard(
  args: GuardArgs,
  actor: Actor,
  options: { withList: boolean },
): Promise<DashboardData> {
  const app = getApp(args.context);
  const { db } = app.database;
  const url = new URL(args.request.url);
  const now = new Date();
  const today = todayIST(now);
  const requestedDate = url.searchParams.get("date");
  const selectedDate = requestedDate && isValidDate(requestedDate) ? requestedDate : today;
  const month = parseMonth(url.searchParams.get("month"), monthOf(selectedDate));
  const show = shownCount(url);
  // Checked for every request: the cached view may have been read for someone else.
  authorize(actor, "calendar.view");
  if (options.withList) authorize(actor, "reservation.view");
  const key = [today, monthKey(month), selectedDate, options.withList ? show : "-"].join("|");
  const [shared, expiredHolds] = await Promise.all([
    sharedViews(app.events, key, async () => {
      const [calendar, list] = await Promise.all([
        getCalendarMonth(db, { actor, month, selectedDate, now }),
        options.withList ? listUpcomingReservations(db, { actor, now, limit: show }) : null,
      ]);
      return { calendar, list };
    }),
    expiredHoldsSinceLastVisit(db, { actor, now, events: app.events }),
  ]);
  return {
    role: actor.role,
    month,
    monthKey: monthKey(month),
    selectedDate,
    calendar: shared.calendar,
    list: shared.list,
    show,
    expiredHolds,
    // Issue 32 item 13: the accounts home shows the money first (the calendar view has no card grid).
    dues:
      !options.withList && can(actor.role, "billing.accounts.view")
        ? summariseDues(await listDues(db, { actor, now }))
        : null,
  };
}
