import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Input } from "~/components/ui/input";
import { Panel } from "~/components/ui/panel";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { enquiryInboxTexts, lostReasonLabels, sourceLabels } from "~/modules/contact/enquiry-admin.schema";
import { type EnquiryReport, enquiryReport } from "~/modules/contact/enquiries.server";
import { isValidDate } from "~/modules/time";
import type { Route } from "./+types/enquiries-report";
import { STAFF_TITLE } from "~/modules/site-content/venue";

export const meta = () => [{ title: `${enquiryInboxTexts.reportTitle} — ${STAFF_TITLE}` }];

/** Issue 32 item 10: enquiries by source and the reasons lost ones were lost (admin, manager). */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "enquiry.view", enquiryInboxTexts.denied);
  const url = new URL(args.request.url);
  const date = (name: string) => {
    const v = url.searchParams.get(name);
    return v && isValidDate(v) ? v : null;
  };
  return {
    report: await enquiryReport(getApp(args.context).database.db, {
      actor,
      from: date("from"),
      to: date("to"),
    }),
  };
}

type SourceRow = EnquiryReport["bySource"][number];
type ReasonRow = EnquiryReport["lostReasons"][number];

const percent = (part: number, whole: number) =>
  whole === 0 ? "—" : `${Math.round((part / whole) * 100)} %`;

const sourceColumns: Column<SourceRow>[] = [
  { label: "Source", cell: (r) => sourceLabels[r.source] ?? r.source },
  { label: "Enquiries", numeric: true, cell: (r) => r.total },
  { label: "Won", numeric: true, cell: (r) => r.won },
  { label: "Lost", numeric: true, cell: (r) => r.lost },
  { label: "Open", numeric: true, cell: (r) => r.open },
  { label: "Won of all", numeric: true, flush: true, cell: (r) => percent(r.won, r.total) },
];

const reasonColumns: Column<ReasonRow>[] = [
  { label: "Reason", cell: (r) => (r.reason ? lostReasonLabels[r.reason] : "Not recorded") },
  { label: "Lost", numeric: true, flush: true, cell: (r) => r.count },
];

export default function EnquiriesReport({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold text-garden-900">{enquiryInboxTexts.reportTitle}</h1>
        <Link to="/luxebooking/enquiries" className="font-semibold text-garden-800 underline">
          ← All enquiries
        </Link>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div className="text-sm font-medium">
          <label htmlFor="report-from">Received from</label>
          <Input
            id="report-from"
            type="date"
            name="from"
            defaultValue={report.from ?? ""}
            className="mt-1 block"
          />
        </div>
        <div className="text-sm font-medium">
          <label htmlFor="report-to">To</label>
          <Input id="report-to" type="date" name="to" defaultValue={report.to ?? ""} className="mt-1 block" />
        </div>
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          Show
        </button>
      </Form>
      <Panel id="report-sources" look="reservation" title="By source">
        <DataTable
          caption="Enquiries by source"
          columns={sourceColumns}
          rows={report.bySource}
          rowKey={(r) => r.source}
          tabular
          empty={<p>No enquiries in this range.</p>}
          testId="report-sources"
        />
      </Panel>
      <Panel id="report-reasons" look="reservation" title="Why enquiries were lost">
        <DataTable
          caption="Lost enquiries by reason"
          columns={reasonColumns}
          rows={report.lostReasons}
          rowKey={(r) => r.reason ?? "unknown"}
          tabular
          empty={<p>No lost enquiries in this range.</p>}
          testId="report-reasons"
        />
      </Panel>
    </div>
  );
}
