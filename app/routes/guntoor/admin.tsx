import { isRouteErrorResponse, Link, useNavigation, useRevalidator, useRouteError } from "react-router";
import { LoadFailed } from "~/components/ui/load-failed";
import { Toaster } from "~/components/ui/toast";
import { EntriesTab } from "~/components/menu/admin/entries-tab";
import { ItemsTab } from "~/components/menu/admin/items-tab";
import { RestaurantTab } from "~/components/menu/admin/restaurant-tab";
import { StatsTab } from "~/components/menu/admin/stats-tab";
import { TablesTab } from "~/components/menu/admin/tables-tab";
import { GuestDataTab } from "~/components/menu/admin/guest-data-tab";
import { useLiveRevalidation } from "~/components/live/use-live-revalidation";
import { AccessDenied } from "~/components/staff/access-denied";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { adminTabLabels, adminTabs } from "~/modules/menu/admin-actions";
import { loadAdminPanel } from "~/modules/menu/load-admin-panel.server";
import { menuMessages, PUBLIC_VENUE } from "~/modules/menu/menu.schema";
import { adminAction } from "./admin.server";
import type { Route } from "./+types/admin";
import { LogoutButton } from "~/components/staff/logout-button";

export const meta = () => [
  { title: "Menu Admin — Guntoor" },
  { name: "robots", content: "noindex, nofollow" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Beyond the spec: staff sign-in; admin and manager manage the menu (menu.manage). */
export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "menu.manage", menuMessages.menuManageDenied);
  const panel = await loadAdminPanel(getApp(args.context).database.db, {
    venue: PUBLIC_VENUE,
    actor: user,
    params: new URL(args.request.url).searchParams,
  });
  return { ...panel, user: { email: user.email } };
}

export const action = adminAction;

function AdminHeader({ email }: { email?: string }) {
  return (
    <header className="bg-garden-900 text-white" data-toast-below>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="font-display text-2xl font-semibold text-brand-100">Guntoor Menu Admin</p>
        <nav aria-label="Menu admin" className="flex flex-wrap items-center gap-2 text-sm">
          <Link to="/guntoormenu" className="rounded px-3 py-1.5 hover:bg-garden-700">
            Public menu
          </Link>
          <Link to="/luxebooking" className="rounded px-3 py-1.5 hover:bg-garden-700">
            Staff dashboard
          </Link>
          {email ? (
            <Link
              to="/luxebooking/account"
              className="px-2 text-white/90 wrap-anywhere underline-offset-2 hover:underline"
              title="My account"
            >
              {email}
            </Link>
          ) : null}
          <LogoutButton />
        </nav>
      </div>
    </header>
  );
}

export default function MenuAdmin({ loaderData }: Route.ComponentProps) {
  const { tab, user } = loaderData;
  const navigation = useNavigation();
  // Switching to Customer Entries, or changing its dates, reloads the entries (spec 4).
  const loadingEntries =
    navigation.state === "loading" &&
    navigation.location.pathname === "/guntoormenuadmin" &&
    new URLSearchParams(navigation.location.search).get("tab") === "customerEntries";
  // Another manager's edits, imports and stock switches show up here too.
  useLiveRevalidation("menu");
  return (
    <div className="min-h-screen bg-brand-50">
      <AdminHeader email={user.email} />
      <main className="mx-auto max-w-7xl px-4 py-6">
        <h1 className="mb-4 text-2xl font-semibold text-garden-900 wrap-anywhere">
          {loaderData.info.name} menu
        </h1>
        <nav aria-label="Admin sections" className="mb-6 overflow-x-auto">
          <ul className="flex min-w-max gap-1 border-b border-gray-300">
            {adminTabs.map((t) => (
              <li key={t}>
                <Link
                  to={`?tab=${t}`}
                  aria-current={t === tab ? "page" : undefined}
                  preventScrollReset
                  className={`block rounded-t-lg px-4 py-2.5 text-sm font-semibold ${t === tab ? "bg-white text-garden-900 ring-1 ring-gray-300" : "text-gray-700 hover:text-garden-900"}`}
                >
                  {adminTabLabels[t]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {loadingEntries ? (
          <p role="status" className="p-6 text-center text-gray-700">
            {menuMessages.loadingEntries}
          </p>
        ) : (
          <>
            {tab === "items" ? (
              <ItemsTab
                items={loaderData.items}
                categories={loaderData.categories}
                category={loaderData.category}
                lacks={loaderData.lacks}
                stats={loaderData.stats}
              />
            ) : null}
            {tab === "stats" ? (
              <StatsTab
                stats={loaderData.stats}
                tableGuests={loaderData.tableGuests}
                range={loaderData.range}
                rangeError={loaderData.rangeError}
              />
            ) : null}
            {tab === "customerEntries" ? (
              loaderData.entries ? (
                <EntriesTab
                  entries={loaderData.entries}
                  range={loaderData.range}
                  rangeError={loaderData.rangeError}
                  tables={loaderData.tables}
                  tableFilter={loaderData.tableFilter}
                />
              ) : (
                <AccessDenied message={menuMessages.customerEntriesDenied} />
              )
            ) : null}
            {tab === "restaurant" ? <RestaurantTab info={loaderData.info} /> : null}
            {tab === "tables" ? <TablesTab tables={loaderData.tables} /> : null}
            {tab === "guestData" ? (
              loaderData.retentionDays !== null ? (
                <GuestDataTab retentionDays={loaderData.retentionDays} />
              ) : (
                <AccessDenied message={menuMessages.guestDataDenied} />
              )
            ) : null}
          </>
        )}
      </main>
      <Toaster />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const message = typeof error.data?.message === "string" ? error.data.message : "Access Denied";
    return (
      <div className="min-h-screen bg-brand-50">
        <AdminHeader />
        <main className="p-6">
          <AccessDenied message={message} />
        </main>
      </div>
    );
  }
  if (revalidator.state !== "idle" || navigation.state === "loading") {
    return (
      <main className="flex min-h-screen items-center justify-center bg-brand-50" role="status">
        <p className="text-lg text-gray-800">{menuMessages.loadingAdmin}</p>
      </main>
    );
  }
  return (
    <div className="min-h-screen bg-brand-50">
      <AdminHeader />
      <main className="flex items-center justify-center p-6">
        <LoadFailed message={menuMessages.adminLoadFailed} onRetry={() => revalidator.revalidate()} />
      </main>
    </div>
  );
}
