import { Outlet } from "react-router";
import { StaffRouteError } from "~/components/staff/route-error";
import type { Route } from "./+types/screens";

/**
 * Pathless parent of every staff screen. A screen's error (a 403 denial, a 404, a failure) stops
 * here, inside the staff layout, so the top bar with the e-mail, the links and Logout stays
 * around it; the layout's own boundary would replace the whole frame.
 */
export default function StaffScreens() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffRouteError error={error} />;
}
