import { requirePermission } from "~/modules/auth/guards.server";
import type { Route } from "./+types/accounts";
import { AccountsDashboard } from "./dashboards/accounts";

export const DENIAL = "Only Accounts and Admin users can access this calendar view directly.";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "dashboard.accounts", DENIAL);
  return null;
}

export default function AccountsRoute() {
  return <AccountsDashboard />;
}
