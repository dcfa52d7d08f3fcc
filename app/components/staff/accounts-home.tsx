import { AccountsTabs } from "~/components/billing/accounts-tabs";
import type { DuesSummary } from "~/modules/billing/dues-summary";
import { DuesFirst } from "./dues-first";

/**
 * The accounts home's head (issue 32 item 13): the workspace's tabs, then the money. Its own chunk,
 * loaded only on the accounts home (dashboards.tsx): the other roles' dashboards share the staff
 * script and stay within its 120 KB budget (issue 33). The server renders it whole either way.
 */
export default function AccountsHome({ dues }: { dues: DuesSummary }) {
  return (
    <>
      <AccountsTabs current="calendar" />
      <DuesFirst dues={dues} />
    </>
  );
}
