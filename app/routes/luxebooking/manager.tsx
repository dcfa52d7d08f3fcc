import { requirePermission } from "~/modules/auth/guards.server";
import type { Route } from "./+types/manager";
import { loadDashboard } from "./dashboard-data.server";
import { ManagerDashboard } from "~/components/staff/dashboards";
import { STAFF_TITLE } from "~/modules/site-content/venue";

const DENIAL = "You don't have permission to access the manager dashboard.";

export const meta = () => [{ title: `Manager Dashboard — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "dashboard.manager", DENIAL);
  return loadDashboard(args, user, { withList: true });
}

export default function ManagerRoute({ loaderData }: Route.ComponentProps) {
  return <ManagerDashboard data={loaderData} />;
}
