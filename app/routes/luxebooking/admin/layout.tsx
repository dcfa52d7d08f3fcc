import { Outlet } from "react-router";
import { requireUser } from "~/modules/auth/guards.server";
import type { Route } from "./+types/layout";

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return null;
}

/** Parent of the admin screens; each child checks its own permission. */
export default function AdminLayout() {
  return <Outlet />;
}
