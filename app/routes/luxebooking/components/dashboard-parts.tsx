import { Link, useRouteLoaderData } from "react-router";
import type { StaffCounts } from "~/modules/staff-counts.server";
import { messages, PAGE_SIZE } from "~/modules/reservations/messages";
import type { DashboardData } from "../dashboard-data.server";
import { CardGrid, EmptyState, ReservationCard, ShowMoreLink } from "./reservation-card";
import { ReservationCalendar } from "./reservation-calendar";

export function usePendingDeletionsCount(): number {
  const layout = useRouteLoaderData("routes/luxebooking/layout") as
    | { counts: StaffCounts | null }
    | undefined;
  return layout?.counts?.pendingDeletions ?? 0;
}

export function HeaderLink({
  to,
  children,
  primary,
}: {
  to: string;
  children: React.ReactNode;
  primary?: boolean;
}) {
  return (
    <Link
      to={to}
      className={
        primary
          ? "rounded-md bg-garden-800 px-3 py-2 text-sm font-semibold text-white hover:bg-garden-700"
          : "rounded-md border border-garden-800 bg-white px-3 py-2 text-sm font-semibold text-garden-800 hover:bg-garden-800/5"
      }
    >
      {children}
    </Link>
  );
}

export function DashboardHeader({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <h1 className="font-display text-3xl font-semibold text-garden-900">{title}</h1>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

export function PendingDeletionsButton({ count }: { count: number }) {
  return (
    <HeaderLink to="/luxebooking/admin/pending-deletions">
      Pending Deletions
      {count > 0 ? (
        <span className="ml-2 rounded-full bg-red-700 px-2 py-0.5 text-xs text-white">{count}</span>
      ) : null}
    </HeaderLink>
  );
}

export function CalendarBlock({ data }: { data: DashboardData }) {
  return <ReservationCalendar calendar={data.calendar} month={data.month} selectedDate={data.selectedDate} />;
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
        <EmptyState text={messages.noActiveReservations} />
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
