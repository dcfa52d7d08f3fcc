import { requirePermission } from "~/modules/auth/guards.server";
import type { Route } from "./+types/manager";
import { ManagerDashboard } from "./dashboards/manager";

export const DENIAL = "You don't have permission to access the manager dashboard.";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "dashboard.manager", DENIAL);
  return null;
}

export default function ManagerRoute() {
  return <ManagerDashboard />;
}
