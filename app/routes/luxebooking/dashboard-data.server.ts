import type { DashboardData } from "~/components/staff/dashboards";
import type { GuardArgs } from "~/modules/auth/guards.server";
import { getApp } from "~/context.server";
import type { Actor } from "~/modules/audit/audit.server";
import { getCalendarMonth, listUpcomingReservations } from "~/modules/reservations/list-reservations.server";
import { shownCount } from "~/modules/reservations/messages";
import { expiredHoldsSinceLastVisit } from "~/modules/reservations/expired-holds-since-visit.server";
import { isValidDate, monthKey, monthOf, parseMonth, todayIST } from "~/modules/time";

/**
 * What a dashboard shows: the calendar month (?month=YYYY-MM, ?date=YYYY-MM-DD, default today in
 * IST) and, unless it is the accounts calendar view, the upcoming card grid (?show=N pages it).
 */
export async function loadDashboard(
  args: GuardArgs,
  actor: Actor,
  options: { withList: boolean },
): Promise<DashboardData> {
  const { db } = getApp(args.context).database;
  const url = new URL(args.request.url);
  const now = new Date();
  const today = todayIST(now);
  const requestedDate = url.searchParams.get("date");
  const selectedDate = requestedDate && isValidDate(requestedDate) ? requestedDate : today;
  const month = parseMonth(url.searchParams.get("month"), monthOf(selectedDate));
  const show = shownCount(url);
  const [calendar, list, expiredHolds] = await Promise.all([
    getCalendarMonth(db, { actor, month, selectedDate, now }),
    options.withList ? listUpcomingReservations(db, { actor, now, limit: show }) : null,
    expiredHoldsSinceLastVisit(db, { actor, now }),
  ]);
  return {
    role: actor.role,
    month,
    monthKey: monthKey(month),
    selectedDate,
    calendar,
    list,
    show,
    expiredHolds,
  };
}
