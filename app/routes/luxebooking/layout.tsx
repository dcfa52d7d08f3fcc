import { Outlet } from "react-router";
import { Toaster } from "sonner";
import { TOAST_DURATION_MS } from "~/components/ui/timings";
import { StaffRouteError } from "~/components/staff/route-error";
import { TopBar } from "~/components/staff/top-bar";
import { getApp } from "~/context.server";
import { getUser } from "~/modules/auth/guards.server";
import { staffCounts } from "~/modules/staff-counts.server";
import { useLiveReservations } from "./components/live";
import { OfflineBanner } from "./components/offline-banner";
import type { Route } from "./+types/layout";

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const user = await getUser(args);
  if (!user) return { user: null, counts: null };
  const counts = await staffCounts(getApp(args.context).database.db, user.role);
  return { user: { email: user.email, role: user.role }, counts };
}

export default function LuxeBookingLayout({ loaderData }: Route.ComponentProps) {
  const { user, counts } = loaderData;
  // Every signed-in staff screen follows other people's reservation changes live.
  useLiveReservations(Boolean(user));
  return (
    <div className="min-h-screen bg-brand-50">
      {user && counts ? <TopBar email={user.email} role={user.role} counts={counts} /> : null}
      {user ? <OfflineBanner /> : null}
      <main className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
      <Toaster closeButton duration={TOAST_DURATION_MS} richColors position="top-right" />
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
