import { useRef } from "react";
import { Outlet } from "react-router";
import { useLiveRevalidation } from "~/components/live/use-live-revalidation";
import { useNavAnchors } from "~/components/staff/nav-anchor";
import { OfflineBanner } from "~/components/staff/offline-banner";
import { StaffRouteError } from "~/components/staff/route-error";
import { TopBar } from "~/components/staff/top-bar";
import { Toaster } from "~/components/ui/toaster";
import { getApp } from "~/context.server";
import { getUser } from "~/modules/auth/guards.server";
import { staffCountsCached } from "~/modules/staff-counts.server";
import type { Route } from "./+types/layout";

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const user = await getUser(args);
  if (!user) return { user: null, counts: null };
  const app = getApp(args.context);
  const counts = await staffCountsCached(app.database.db, user.role, app.events);
  return { user: { email: user.email, role: user.role }, counts };
}

export default function LuxeBookingLayout({ loaderData }: Route.ComponentProps) {
  const { user, counts } = loaderData;
  // Every signed-in staff screen follows other people's reservation changes live.
  useLiveRevalidation("reservations", Boolean(user));
  const main = useRef<HTMLElement>(null);
  useNavAnchors(main);
  return (
    <div className="min-h-screen bg-brand-50">
      {user && counts ? <TopBar email={user.email} role={user.role} counts={counts} /> : null}
      {user ? <OfflineBanner /> : null}
      <main ref={main} className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}

// Reached only when this layout's own loader fails (the user is then unknown, so there is no
// top bar); a screen's errors stop at screens.tsx, inside the frame.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="min-h-screen bg-brand-50 px-4 py-6">
      <StaffRouteError error={error} />
    </main>
  );
}
