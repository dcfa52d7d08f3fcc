import { requirePermission } from "~/modules/auth/guards.server";
import type { Route } from "./+types/accounts";
import { loadDashboard } from "./dashboard-data.server";
import { AccountsDashboard } from "./dashboards/accounts";

const DENIAL = "Only Accounts and Admin users can access this calendar view directly.";

export const meta = () => [{ title: "Calendar View — Luxe Hall Reservations" }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "dashboard.accounts", DENIAL);
  return loadDashboard(args, user, { withList: false });
}

export default function AccountsRoute({ loaderData }: Route.ComponentProps) {
  return <AccountsDashboard data={loaderData} />;
}
