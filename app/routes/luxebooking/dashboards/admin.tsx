import type { DashboardData } from "../dashboard-data.server";
import {
  ActiveGrid,
  CalendarBlock,
  DashboardHeader,
  HeaderLink,
  PendingDeletionsButton,
  usePendingDeletionsCount,
} from "../components/dashboard-parts";

/** Spec 2.6 admin dashboard: Pending Deletions only when the count is above 0. */
export function AdminDashboard({ data }: { data: DashboardData }) {
  const pending = usePendingDeletionsCount();
  return (
    <>
      <DashboardHeader title="Admin Dashboard">
        {pending > 0 ? <PendingDeletionsButton count={pending} /> : null}
        <HeaderLink to="/luxebooking/admin/soft-deleted-reservations">Soft Deleted</HeaderLink>
        <HeaderLink to="/luxebooking/past-reservations">Past Reservations</HeaderLink>
        <HeaderLink to="/luxebooking/new-reservation" primary>
          New Reservation
        </HeaderLink>
      </DashboardHeader>
      <CalendarBlock data={data} />
      <ActiveGrid data={data} />
    </>
  );
}
