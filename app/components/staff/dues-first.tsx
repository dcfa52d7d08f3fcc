import { Link } from "react-router";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Panel } from "~/components/ui/panel";
import type { DuesSummary } from "~/modules/billing/dues-summary";
import { formatINR } from "~/modules/money";
import { formatPlainDate } from "~/modules/time";

type Due = DuesSummary["first"][number];

const columns: Column<Due>[] = [
  {
    label: "Event",
    cell: (d) => (
      <Link to={`/luxebooking/reservation/${d.id}`} className="font-semibold text-garden-800 underline">
        {d.eventName}
      </Link>
    ),
  },
  { label: "Date", cell: (d) => formatPlainDate(d.eventDate), className: "whitespace-nowrap" },
  { label: "Client", cell: (d) => d.clientName },
  {
    label: "Outstanding",
    numeric: true,
    flush: true,
    cell: (d) => (
      <>
        {formatINR(d.outstanding)}
        {d.overdue ? <span className="ml-2 text-xs font-semibold text-red-800">Overdue</span> : null}
      </>
    ),
  },
];

/**
 * Issue 32 item 13: the accounts home shows the money first: what is outstanding, the bookings to
 * chase first (overdue, then the soonest), and the whole Dues tab one tap away. The spec's calendar
 * view follows on the same screen.
 */
export function DuesFirst({ dues }: { dues: DuesSummary }) {
  return (
    <Panel id="dues-first-title" look="reservation" title="Dues" className="mb-6">
      <p className="mb-3 text-lg" data-testid="dues-total">
        <span className="font-semibold">{formatINR(dues.totalOutstanding)}</span> outstanding on {dues.count}{" "}
        {dues.count === 1 ? "booking" : "bookings"}
        {dues.overdueCount > 0 ? (
          <span className="text-red-800">
            {" "}
            · {formatINR(dues.overdueOutstanding)} overdue on {dues.overdueCount}
          </span>
        ) : null}
      </p>
      <DataTable
        caption="Dues to chase first"
        columns={columns}
        rows={dues.first}
        rowKey={(d) => d.id}
        tabular
        empty={<p className="text-gray-700">Nothing outstanding.</p>}
        testId="dues-first"
      />
      <Link
        to="/luxebooking/accounts?tab=dues"
        className="mt-3 inline-block font-semibold text-garden-800 underline"
      >
        All dues
      </Link>
    </Panel>
  );
}
