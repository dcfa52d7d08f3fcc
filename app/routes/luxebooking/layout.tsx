import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import { Toaster } from "sonner";
import { TOAST_DURATION_MS } from "~/components/ui/timings";
import { AccessDenied } from "~/components/staff/access-denied";
import { TopBar, VENUE_TITLE } from "~/components/staff/top-bar";
import { getApp } from "~/context.server";
import { getUser } from "~/modules/auth/guards.server";
import { staffCounts } from "~/modules/staff-counts.server";
import { NotFound } from "~/root";
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

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound backTo="/luxebooking" backLabel="Back to Dashboard" />;
    if (error.status === 403) {
      const message = typeof error.data?.message === "string" ? error.data.message : "Access Denied";
      return (
        <main className="p-6">
          <title>{`Access Denied — ${VENUE_TITLE}`}</title>
          <AccessDenied message={message} />
        </main>
      );
    }
  }
  return (
    <main className="mx-auto max-w-xl p-8 text-center" role="alert">
      <title>{VENUE_TITLE}</title>
      <h1 className="mb-2 text-2xl font-semibold">Something went wrong</h1>
      <p>Something went wrong. Please try again.</p>
      <Link to="/luxebooking" className="mt-4 inline-block underline">
        Return to Dashboard
      </Link>
    </main>
  );
}
