import { listInstalmentsDue } from "~/modules/client-page/instalments-due.server";
import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { isValidDate, monthKey, monthOf, monthRange, parseMonth, todayIST } from "~/modules/time";
import {
  documentRegister,
  gstSummary,
  listDues,
  listTdsOutstanding,
  paymentsReport,
} from "./accounts.server";
import { type DocumentSeries, documentSeries } from "./document-snapshot";

export const accountsTabs = ["calendar", "dues", "payments", "documents", "gst"] as const;
export type AccountsTab = (typeof accountsTabs)[number];

/** What the accounts workspace's tab shows, from its query (?tab=…&from=…&to=…&series=…&month=…). */
export async function loadAccountsWorkspace(db: Db, options: { actor: Actor; url: URL; now?: Date }) {
  const { actor, url, now = new Date() } = options;
  const q = url.searchParams;
  const tab = (accountsTabs as readonly string[]).includes(q.get("tab") ?? "")
    ? (q.get("tab") as AccountsTab)
    : "calendar";
  const today = todayIST(now);
  const thisMonth = monthRange(monthOf(today));
  const date = (name: string, fallback: string) => {
    const v = q.get(name);
    return v && isValidDate(v) ? v : fallback;
  };
  const from = date("from", thisMonth.first);
  const to = date("to", today);
  const seriesParam = q.get("series") ?? "all";
  const series = (documentSeries as readonly string[]).includes(seriesParam)
    ? (seriesParam as DocumentSeries)
    : "all";
  const month = monthKey(parseMonth(q.get("month"), monthOf(today)));
  return {
    tab,
    filters: { from, to, series, month },
    dues: tab === "dues" ? await listDues(db, { actor, now }) : null,
    tds: tab === "dues" ? await listTdsOutstanding(db, { actor }) : null,
    // Issue 30 item 8: the payment schedules' instalments due and overdue.
    instalments: tab === "dues" ? await listInstalmentsDue(db, { actor, now }) : null,
    payments: tab === "payments" ? await paymentsReport(db, { actor, from, to }) : null,
    register: tab === "documents" ? await documentRegister(db, { actor, series, from, to }) : null,
    gst: tab === "gst" ? await gstSummary(db, { actor, month }) : null,
  };
}

export type AccountsWorkspace = Awaited<ReturnType<typeof loadAccountsWorkspace>>;
