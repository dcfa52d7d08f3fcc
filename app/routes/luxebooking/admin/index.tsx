import { requireUser } from "~/modules/auth/guards.server";
import { can } from "~/permissions";
import { loadDashboard } from "../dashboard-data.server";
import { AdminDashboard } from "~/components/staff/dashboards";
import type { Route } from "./+types/index";
import { STAFF_TITLE } from "~/modules/site-content/venue";

export const meta = () => [{ title: `Admin Dashboard — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  // Spec 6: the admin dashboard renders blank for non-admins, and reads nothing for them.
  if (!can(user.role, "dashboard.admin")) return { data: null };
  return { data: await loadDashboard(args, user, { withList: true }) };
}

export default function AdminIndex({ loaderData }: Route.ComponentProps) {
  return loaderData.data ? <AdminDashboard data={loaderData.data} /> : null;
}
