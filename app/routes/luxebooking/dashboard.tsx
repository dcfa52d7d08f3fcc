import { messages } from "~/modules/auth/messages";
import { requireUser } from "~/modules/auth/guards.server";
import { can, type RoleDashboard, dashboardFor } from "~/permissions";
import type { RenderCacheHandle } from "~/modules/http-cache/render-cache.server";
import type { Route } from "./+types/dashboard";
import { loadDashboard } from "./dashboard-data.server";
import {
  AccountsDashboard,
  AdminDashboard,
  ManagerDashboard,
  OperationsDashboard,
} from "~/components/staff/dashboards";
import { STAFF_TITLE } from "~/modules/site-content/hall";

export const meta = () => [{ title: `Dashboard — ${STAFF_TITLE}` }];

// The page (top bar included) renders from its URL and loader data alone: its HTML is kept per
// URL and data, and the loaders still run per request (issue 17 item 3, render-cache.server.ts).
export const handle: RenderCacheHandle = { renderCache: true };

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  // An unrecognised role reads nothing (spec 2.6: it only sees the support message).
  if (!can(user.role, "calendar.view")) return { role: user.role, data: null };
  // The calendar view (accounts) has no card grid (spec 2.6).
  const data = await loadDashboard(args, user, { withList: dashboardFor(user.role) !== "calendar" });
  return { role: user.role, data };
}

const dashboards = {
  admin: AdminDashboard,
  manager: ManagerDashboard,
  operations: OperationsDashboard,
  calendar: AccountsDashboard,
} satisfies Record<RoleDashboard, unknown>;

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
  const Screen = dashboards[dashboardFor(loaderData.role) ?? "calendar"];
  return <Screen data={data} />;
}
