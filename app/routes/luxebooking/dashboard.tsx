import { messages } from "~/modules/auth/auth.schema";
import { requireUser } from "~/modules/auth/guards.server";
import { can } from "~/permissions";
import type { Route } from "./+types/dashboard";
import { loadDashboard } from "./dashboard-data.server";
import {
  AccountsDashboard,
  AdminDashboard,
  ManagerDashboard,
  OperationsDashboard,
} from "~/components/staff/dashboards";

export const meta = () => [{ title: "Dashboard — Luxe Hall Reservations" }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  // An unrecognised role reads nothing (spec 2.6: it only sees the support message).
  if (!can(user.role, "calendar.view")) return { role: user.role, data: null };
  const data = await loadDashboard(args, user, { withList: user.role !== "accounts" });
  return { role: user.role, data };
}

/** Role dashboard dispatch (spec 2.6): each role sees its own dashboard at /luxebooking. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { data } = loaderData;
  if (!data) {
    return (
      <p role="alert" className="rounded border border-amber-300 bg-amber-50 p-4">
        {messages.roleNotRecognized}
      </p>
    );
  }
  switch (loaderData.role) {
    case "admin":
      return <AdminDashboard data={data} />;
    case "manager":
      return <ManagerDashboard data={data} />;
    case "operations":
      return <OperationsDashboard data={data} />;
    default:
      return <AccountsDashboard data={data} />;
  }
}
