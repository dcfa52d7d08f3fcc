import { AccountsPanel, AccountsTabs } from "~/components/billing/accounts-workspace";
import { AccountsDashboard } from "~/components/staff/dashboards";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { loadAccountsWorkspace } from "~/modules/billing/accounts-workspace.server";
import { listInstalmentsDue } from "~/modules/client-page/instalments-due.server";
import { STAFF_TITLE } from "~/modules/site-content/venue";
import type { Route } from "./+types/accounts";
import { loadDashboard } from "./dashboard-data.server";

const DENIAL = "Only Accounts and Admin users can access this calendar view directly.";

export const meta = () => [{ title: `Calendar View — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "dashboard.accounts", DENIAL);
  // Issue 15: the accounts workspace's tabs; the calendar stays the first.
  const { db } = getApp(args.context).database;
  const found = await loadAccountsWorkspace(db, { actor: user, url: new URL(args.request.url) });
  // Issue 30 item 8: the payment schedules' instalments due and overdue, beside the dues (read here:
  // the client page's module builds on billing, not billing on it).
  const instalments = found.tab === "dues" ? await listInstalmentsDue(db, { actor: user }) : null;
  const workspace = { ...found, instalments };
  return { ...(await loadDashboard(args, user, { withList: false })), workspace };
}

export default function AccountsRoute({ loaderData }: Route.ComponentProps) {
  const { workspace } = loaderData;
  // The calendar tab is the accounts home (its tabs and the money first, issue 32 item 13).
  if (workspace.tab === "calendar") return <AccountsDashboard data={loaderData} />;
  return (
    <>
      <AccountsTabs current={workspace.tab} />
      <AccountsPanel workspace={workspace} />
    </>
  );
}
