import type { DashboardData } from "../dashboard-data.server";
import { ActiveGrid, CalendarBlock, DashboardHeader, HeaderLink } from "../components/dashboard-parts";

export function ManagerDashboard({ data }: { data: DashboardData }) {
  return (
    <>
      <DashboardHeader title="Manager Dashboard">
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
