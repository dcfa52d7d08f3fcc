import { messages } from "~/modules/auth/auth.schema";
import { requireUser } from "~/modules/auth/guards.server";
import type { Route } from "./+types/dashboard";
import { AccountsDashboard } from "./dashboards/accounts";
import { AdminDashboard } from "./dashboards/admin";
import { ManagerDashboard } from "./dashboards/manager";
import { OperationsDashboard } from "./dashboards/operations";

export const meta = () => [{ title: "Dashboard — Luxe Hall Reservations" }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  return { role: user.role };
}

/** Role dashboard dispatch (spec 2.6): each role sees its own dashboard at /luxebooking. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  switch (loaderData.role) {
    case "admin":
      return <AdminDashboard />;
    case "manager":
      return <ManagerDashboard />;
    case "operations":
      return <OperationsDashboard />;
    case "accounts":
      return <AccountsDashboard />;
    default:
      return (
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 p-4">
          {messages.roleNotRecognized}
        </p>
      );
  }
}
