import type { DashboardData } from "../dashboard-data.server";
import {
  ActiveGrid,
  CalendarBlock,
  DashboardHeader,
  HeaderLink,
  PendingDeletionsButton,
  usePendingDeletionsCount,
} from "../components/dashboard-parts";

/** Spec 2.6 operations dashboard; its grid is 7.3's "eventDate today or later", ascending. */
export function OperationsDashboard({ data }: { data: DashboardData }) {
  const pending = usePendingDeletionsCount();
  return (
    <>
      <DashboardHeader title="Operations Dashboard">
        <PendingDeletionsButton count={pending} />
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
