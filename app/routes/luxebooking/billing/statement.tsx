import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { type StatementLine, statementOf } from "~/modules/billing/statement.server";
import { formatINR } from "~/modules/money";
import { formatPlainDate } from "~/modules/time";
import type { Route } from "./+types/statement";
import { STAFF_TITLE } from "~/modules/site-content/venue";
import { loadOrRefuse } from "~/modules/http/load-or-refuse.server";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: `Statement of account${loaderData ? `: ${loaderData.statement.eventName}` : ""} — ${STAFF_TITLE}`,
  },
];

/** A reservation's statement of account (issue 27 item 22), every staff role. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "billing.document.view");
  return loadOrRefuse(async () => {
    return {
      statement: await statementOf(getApp(args.context).database.db, {
        actor: user,
        reservationId: args.params.id,
      }),
    };
  });
}

const signed = (paise: number) => (paise < 0 ? `−${formatINR(-paise)}` : formatINR(paise));

const columns: Column<StatementLine>[] = [
  // The date may wrap on a phone: the particulars need the room more.
  { label: "Date", className: "min-w-[6.5rem]", cell: (l) => formatPlainDate(l.date) },
  {
    label: "Particulars",
    className: "min-w-[10rem]",
    cell: (l) => (
      <>
        {l.description}
        {l.reference ? <span className="block text-gray-700">{l.reference}</span> : null}
      </>
    ),
  },
  { label: "Charged", numeric: true, cell: (l) => (l.debit ? formatINR(l.debit) : "") },
  { label: "Paid / credited", numeric: true, cell: (l) => (l.credit ? formatINR(l.credit) : "") },
  { label: "Balance", numeric: true, flush: true, cell: (l) => signed(l.balance) },
];

export default function StatementScreen({ loaderData }: Route.ComponentProps) {
  const s = loaderData.statement;
  return (
    <article className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap gap-2 print:hidden">
        <a
          href={`/luxebooking/reservation/${s.reservationId}/statement.pdf`}
          className={buttonClass()}
          download
        >
          Download PDF
        </a>
        <Link
          to={`/luxebooking/reservation/${s.reservationId}`}
          className={buttonClass({ variant: "secondary" })}
        >
          Back to Reservation
        </Link>
      </div>
      <section
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6"
        aria-labelledby="statement-title"
      >
        <h1 id="statement-title" className="font-display text-2xl font-semibold text-garden-900">
          Statement of account
        </h1>
        <p className="mb-4 text-gray-700">
          {s.eventName}, {formatPlainDate(s.eventDate)} · {s.clientName} · as on{" "}
          {formatPlainDate(s.generatedOn)}
        </p>
        <ScrollRegion label="Statement lines">
          <DataTable
            caption="Every charging document and money entry, with the running balance"
            columns={columns}
            rows={s.lines}
            rowKey={(l) => l.seq}
            empty={<p>Nothing is charged or received yet.</p>}
            tabular
            testId="statement"
          />
        </ScrollRegion>
        <p className="mt-4 text-right text-lg font-semibold" data-testid="statement-closing">
          {s.closing > 0
            ? `Balance due: ${formatINR(s.closing)}`
            : s.closing < 0
              ? `Refund due to the client: ${formatINR(-s.closing)}`
              : "Balance: ₹0.00 (settled)"}
        </p>
      </section>
    </article>
  );
}
