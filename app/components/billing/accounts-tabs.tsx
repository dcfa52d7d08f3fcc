import { Link } from "react-router";
import type { AccountsTab } from "~/modules/billing/accounts-workspace.server";

export const tabLabels: Record<AccountsTab, string> = {
  calendar: "Calendar",
  dues: "Dues",
  payments: "Payments",
  documents: "Documents",
  gst: "GST summary",
};

/** The accounts workspace's tabs (issue 15 item 5): plain links, so each tab has its own address. */
export function AccountsTabs({ current }: { current: AccountsTab }) {
  return (
    <nav aria-label="Accounts" className="mx-auto mb-4 max-w-6xl overflow-x-auto">
      <ul className="flex gap-1 border-b border-gray-300">
        {(Object.keys(tabLabels) as AccountsTab[]).map((tab) => (
          <li key={tab}>
            <Link
              to={tab === "calendar" ? "/luxebooking/accounts" : `/luxebooking/accounts?tab=${tab}`}
              aria-current={tab === current ? "page" : undefined}
              className={`block px-3 py-2 font-semibold whitespace-nowrap ${
                tab === current
                  ? "border-b-2 border-garden-800 text-garden-900"
                  : "text-gray-700 hover:text-garden-900"
              }`}
            >
              {tabLabels[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
