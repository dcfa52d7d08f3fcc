import { lazy, Suspense } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { can } from "~/permissions";
import type { StaffCounts } from "~/modules/staff-counts.server";
import { buttonClass } from "~/components/ui/button";
import type { CalendarMonth, Page } from "~/modules/reservations/list-reservations.server";
import { PAGE_SIZE, screenTexts } from "~/modules/reservations/screen-texts";
import type { ReservationCard as Card } from "~/modules/reservations/reservation-dto.server";
import type { MonthRef } from "~/modules/time";
import { CardGrid, EmptyState, ReservationCard, ShowMoreLink } from "./reservation-card";
import { ReservationCalendar } from "./reservation-calendar";
import { ReservationSearchBox } from "./reservation-search";
import { ExpiredHoldsNotice } from "./expired-holds-notice";
import type { ExpiredHold } from "~/modules/reservations/expired-holds-since-visit.server";
import type { DuesSummary } from "~/modules/billing/dues-summary";

// Only the accounts home shows these; the server renders them in place (it waits for every part).
const AccountsHome = lazy(() => import("./accounts-home"));

/** What a dashboard shows (the dashboard route's loader reads it). */
export interface DashboardData {
  role: string;
  month: MonthRef;
  monthKey: string;
  selectedDate: string;
  calendar: CalendarMonth;
  /** The 'Upcoming/Active Reservations' grid; null on the accounts calendar view. */
  list: Page<Card> | null;
  show: number;
  /** Issue 16: holds that ran out since the person's last visit. */
  expiredHolds: ExpiredHold[];
  /** Issue 32 item 13: the accounts home's money summary; null elsewhere. */
  dues?: DuesSummary | null;
}

function usePendingDeletionsCount(): number {
  const layout = useRouteLoaderData("routes/luxebooking/layout") as
    | { counts: StaffCounts | null }
    | undefined;
  return layout?.counts?.pendingDeletions ?? 0;
}

function HeaderLink({ to, children, primary }: { to: string; children: React.ReactNode; primary?: boolean }) {
  return (
    <Link to={to} className={buttonClass({ variant: primary ? "primary" : "outline" })}>
      {children}
    </Link>
  );
}

function PendingDeletionsButton({ count }: { count: number }) {
  return (
    <HeaderLink to="/luxebooking/admin/pending-deletions">
      Pending Deletions
      {count > 0 ? (
        <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs text-white">{count}</span>
      ) : null}
    </HeaderLink>
  );
}

/** The 'Upcoming/Active Reservations' card grid. */
export function ActiveGrid({ data }: { data: DashboardData }) {
  const list = data.list;
  if (!list) return null;
  const more = new URLSearchParams({
    month: data.monthKey,
    date: data.selectedDate,
    show: String(data.show + PAGE_SIZE),
  });
  return (
    <section aria-labelledby="active-title" className="mt-8">
      <h2 id="active-title" className="mb-4 text-xl font-semibold">
        Upcoming/Active Reservations
      </h2>
      {list.items.length === 0 ? (
        <EmptyState text={screenTexts.noActiveReservations} />
      ) : (
        <CardGrid>
          {list.items.map((card) => (
            <ReservationCard key={card.id} card={card} staffRole={data.role} />
          ))}
        </CardGrid>
      )}
      {list.hasMore ? <ShowMoreLink to={`?${more}`} /> : null}
    </section>
  );
}

/**
 * A role's dashboard (spec 2.6): its title, header buttons, the calendar and, unless it is the
 * accounts calendar view, the card grid. Pending Deletions shows for admins only when the count
 * is above 0, for operations always.
 */
function RoleDashboard({
  title,
  data,
  pendingDeletions,
  newReservation = true,
  softDeleted = false,
}: {
  title: string;
  data: DashboardData;
  pendingDeletions?: "always" | "when-any";
  newReservation?: boolean;
  softDeleted?: boolean;
}) {
  const pending = usePendingDeletionsCount();
  const showPending = pendingDeletions === "always" || (pendingDeletions === "when-any" && pending > 0);
  return (
    <>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="font-display text-3xl font-semibold text-garden-900">{title}</h1>
        <div className="flex flex-wrap gap-2">
          {showPending ? <PendingDeletionsButton count={pending} /> : null}
          {softDeleted ? (
            <HeaderLink to="/luxebooking/admin/soft-deleted-reservations">Soft Deleted</HeaderLink>
          ) : null}
          <HeaderLink to="/luxebooking/past-reservations">Past Reservations</HeaderLink>
          {newReservation ? (
            <HeaderLink to="/luxebooking/new-reservation" primary>
              New Reservation
            </HeaderLink>
          ) : null}
        </div>
      </div>
      <ExpiredHoldsNotice holds={data.expiredHolds} />
      <ReservationSearchBox />
      <ReservationCalendar
        calendar={data.calendar}
        month={data.month}
        selectedDate={data.selectedDate}
        bookOnDate={
          can(data.role, "reservation.create") &&
          (data.selectedDate >= data.calendar.today || can(data.role, "reservation.past.act"))
        }
      />
      <p className="mt-3 text-sm">
        <Link to="/luxebooking/calendar-feed" className="font-semibold text-garden-800 underline">
          Subscribe to this calendar in Google, Apple or Outlook
        </Link>
      </p>
      <ActiveGrid data={data} />
    </>
  );
}

export function AdminDashboard({ data }: { data: DashboardData }) {
  return <RoleDashboard title="Admin Dashboard" data={data} pendingDeletions="when-any" softDeleted />;
}

export function ManagerDashboard({ data }: { data: DashboardData }) {
  return <RoleDashboard title="Manager Dashboard" data={data} />;
}

/** Its grid is 7.3's "eventDate today or later", ascending. */
export function OperationsDashboard({ data }: { data: DashboardData }) {
  return <RoleDashboard title="Operations Dashboard" data={data} pendingDeletions="always" />;
}

/**
 * A Past Reservations link and the calendar (the loader gives it no list). Issue 32 item 13: the
 * accounts workspace's tabs first (Calendar, the spec's view, is the first and current one), then
 * the money (Dues), then the calendar view itself.
 */
export function AccountsDashboard({ data }: { data: DashboardData }) {
  return (
    <>
      {data.dues ? (
        <Suspense fallback={null}>
          <AccountsHome dues={data.dues} />
        </Suspense>
      ) : null}
      <RoleDashboard title="Calendar View" data={data} newReservation={false} />
    </>
  );
}
