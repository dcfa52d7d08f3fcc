import { Link } from "react-router";
import { Panel } from "~/components/ui/panel";
import type { DuesSummary } from "~/modules/billing/dues-summary";
import { formatINR } from "~/modules/money";
import { formatPlainDate } from "~/modules/time";

/**
 * Issue 32 item 13: the accounts home shows the money first: what is outstanding, the bookings to
 * chase first (overdue, then the soonest), and the whole Dues tab one tap away. The spec's calendar
 * view follows on the same screen. A list rather than a table: it fits a phone without scrolling,
 * and the dashboard's script stays within its budget.
 */
export function DuesFirst({ dues }: { dues: DuesSummary }) {
  return (
    <Panel id="dues-first-title" look="reservation" title="Dues" className="mb-6">
      <p className="mb-3 text-lg" data-testid="dues-total">
        <span className="font-semibold">{formatINR(dues.totalOutstanding)}</span>
        {` outstanding on ${dues.count} ${dues.count === 1 ? "booking" : "bookings"}`}
        {dues.overdueCount > 0 ? (
          <span className="text-red-800">{` · ${formatINR(dues.overdueOutstanding)} overdue on ${dues.overdueCount}`}</span>
        ) : null}
      </p>
      {dues.first.length === 0 ? (
        <p className="text-gray-700">Nothing outstanding.</p>
      ) : (
        <ul className="divide-y divide-gray-200" aria-label="Dues to chase first" data-testid="dues-first">
          {dues.first.map((d) => (
            <li key={d.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <span>
                <Link
                  to={`/luxebooking/reservation/${d.id}`}
                  className="font-semibold text-garden-800 underline"
                >
                  {d.eventName}
                </Link>
                <span className="block text-sm text-gray-700">
                  {`${formatPlainDate(d.eventDate)} · ${d.clientName}`}
                </span>
              </span>
              <span className="whitespace-nowrap tabular-nums">
                {formatINR(d.outstanding)}
                {d.overdue ? <span className="ml-2 text-xs font-semibold text-red-800">Overdue</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/luxebooking/accounts?tab=dues"
        className="mt-3 inline-block font-semibold text-garden-800 underline"
      >
        All dues
      </Link>
    </Panel>
  );
}
