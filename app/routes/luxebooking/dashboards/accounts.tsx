import type { DashboardData } from "../dashboard-data.server";
import { CalendarBlock, DashboardHeader, HeaderLink } from "../components/dashboard-parts";

/** Spec 2.6 accounts: a Past Reservations link and the calendar. */
export function AccountsDashboard({ data }: { data: DashboardData }) {
  return (
    <>
      <DashboardHeader title="Calendar View">
        <HeaderLink to="/luxebooking/past-reservations">Past Reservations</HeaderLink>
      </DashboardHeader>
      <CalendarBlock data={data} />
    </>
  );
}
