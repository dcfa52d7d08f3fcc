import { requirePermission } from "~/modules/auth/guards.server";
import type { Route } from "./+types/operations";
import { OperationsDashboard } from "./dashboards/operations";

export const DENIAL = "Only Operations and Admin users can access the operations dashboard.";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "dashboard.operations", DENIAL);
  return null;
}

export default function OperationsRoute() {
  return <OperationsDashboard />;
}
