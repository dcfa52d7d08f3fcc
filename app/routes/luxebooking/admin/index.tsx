import { requireUser } from "~/modules/auth/guards.server";
import { can } from "~/permissions";
import { AdminDashboard } from "../dashboards/admin";
import type { Route } from "./+types/index";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  return { allowed: can(user.role, "dashboard.admin") };
}

/** Spec 6: the admin dashboard renders blank for non-admins. */
export default function AdminIndex({ loaderData }: Route.ComponentProps) {
  return loaderData.allowed ? <AdminDashboard /> : null;
}
