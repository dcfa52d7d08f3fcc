import { requirePermission } from "~/modules/auth/guards.server";
import type { Route } from "./+types/operations";
import { loadDashboard } from "./dashboard-data.server";
import { OperationsDashboard } from "~/components/staff/dashboards";
import { STAFF_TITLE } from "~/modules/site-content/venue";

const DENIAL = "Only Operations and Admin users can access the operations dashboard.";

export const meta = () => [{ title: `Operations Dashboard — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "dashboard.operations", DENIAL);
  return loadDashboard(args, user, { withList: true });
}

export default function OperationsRoute({ loaderData }: Route.ComponentProps) {
  return <OperationsDashboard data={loaderData} />;
}
