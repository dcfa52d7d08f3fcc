import { requirePermission } from "~/modules/auth/guards.server";
import type { Route } from "./+types/operations";
import { loadDashboard } from "./dashboard-data.server";
import { OperationsDashboard } from "./dashboards/operations";

const DENIAL = "Only Operations and Admin users can access the operations dashboard.";

export const meta = () => [{ title: "Operations Dashboard — Luxe Hall Reservations" }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "dashboard.operations", DENIAL);
  return loadDashboard(args, user, { withList: true });
}

export default function OperationsRoute({ loaderData }: Route.ComponentProps) {
  return <OperationsDashboard data={loaderData} />;
}
