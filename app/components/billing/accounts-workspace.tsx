import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { type Column, DataTable, type MoneyLine, moneyColumns } from "~/components/ui/data-table";
import { Input, Options, Select } from "~/components/ui/input";
import type { AccountsTab, AccountsWorkspace } from "~/modules/billing/accounts-workspace.server";
import { paymentModeLabels } from "~/modules/billing/billing.schema";
import { documentSeries, seriesTitles } from "~/modules/billing/document-snapshot";
import { formatRate } from "~/modules/billing/tax";
import type { InstalmentDueRow } from "~/modules/client-page/instalments-due.server";
import { formatINR, type Paise } from "~/modules/money";
import { formatPlainDate } from "~/modules/time";

// The tabs live in a file of their own: the accounts home (a dashboard) shows them without this
// workspace's forms and their validators (issue 32 item 13).
import { WhatsAppReminderForm } from "~/components/staff/whatsapp-reminder-form";
import { tabLabels } from "./accounts-tabs";

export { AccountsTabs } from "./accounts-tabs";

const card = "rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6";
const taxColumns = (first: string) => moneyColumns([first, "Taxable value", "CGST", "SGST", "Total"]);
const taxLine = (
  label: string,
  t: { taxable: Paise; cgst: Paise; sgst: Paise; total: Paise },
): MoneyLine => ({
  label,
  amounts: [t.taxable, t.cgst, t.sgst, t.total],
});

function RangeForm({
  tab,
  from,
  to,
  children,
}: {
  tab: AccountsTab;
  from: string;
  to: string;
  children?: React.ReactNode;
}) {
  return (
    <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
      <input type="hidden" name="tab" value={tab} />
      <div className="text-sm font-medium">
        <label htmlFor={`${tab}-from`}>From</label>
        <Input id={`${tab}-from`} type="date" name="from" defaultValue={from} className="mt-1 block" />
      </div>
      <div className="text-sm font-medium">
        <label htmlFor={`${tab}-to`}>To</label>
        <Input id={`${tab}-to`} type="date" name="to" defaultValue={to} className="mt-1 block" />
      </div>
      {children}
      <button type="submit" className={buttonClass({ variant: "secondary" })}>
        Show
      </button>
    </Form>
  );
}

type Due = NonNullable<AccountsWorkspace["dues"]>[number];
const dueColumns: Column<Due>[] = [
  { label: "Event date", className: "whitespace-nowrap", cell: (d) => formatPlainDate(d.eventDate) },
  {
    label: "Event",
    cell: (d) => (
      <>
        <Link to={`/luxebooking/reservation/${d.id}#payments`} className="font-semibold underline">
          {d.eventName}
        </Link>
        <span className="block text-gray-700">{d.clientName}</span>
      </>
    ),
  },
  { label: "Total", numeric: true, cell: (d) => formatINR(d.total) },
  { label: "Received", numeric: true, cell: (d) => formatINR(d.received) },
  {
    label: "Due",
    numeric: true,
    className: (d) => `font-semibold ${d.overdue ? "text-red-800" : ""}`,
    cell: (d) => (
      <>
        {formatINR(d.outstanding)}
        {d.overdue ? <span className="block text-xs font-bold uppercase">Overdue</span> : null}
        {d.refundDue > 0 ? (
          <span className="block text-xs font-bold text-garden-900">Refund due {formatINR(d.refundDue)}</span>
        ) : null}
        {d.bookingDiffers !== null ? (
          <span className="block text-xs font-bold text-amber-900">
            Booking differs from invoice by {formatINR(Math.abs(d.bookingDiffers))}
          </span>
        ) : null}
      </>
    ),
  },
];

type Tds = NonNullable<AccountsWorkspace["tds"]>[number];
const tdsColumns: Column<Tds>[] = [
  { label: "Deducted on", className: "whitespace-nowrap", cell: (t) => formatPlainDate(t.deductedOn) },
  {
    label: "Event",
    cell: (t) => (
      <>
        <Link to={`/luxebooking/reservation/${t.reservationId}#payments`} className="font-semibold underline">
          {t.eventName}
        </Link>
        <span className="block text-gray-700">{t.clientName}</span>
      </>
    ),
  },
  { label: "Section", cell: (t) => t.section ?? "—" },
  { label: "TDS", numeric: true, cell: (t) => formatINR(t.amount) },
];

type InstalmentRow = InstalmentDueRow;
const instalmentColumns: Column<InstalmentRow>[] = [
  {
    label: "Due",
    className: "whitespace-nowrap",
    cell: (i) => (
      <span className={i.state === "overdue" ? "font-semibold text-red-800" : undefined}>
        {formatPlainDate(i.dueOn)}
        {i.state === "overdue" ? " · Overdue" : i.state === "due" ? " · Due today" : ""}
      </span>
    ),
  },
  {
    label: "Reservation",
    cell: (i) => (
      <>
        <Link
          to={`/luxebooking/reservation/${i.reservationId}#client-page-title`}
          className="font-semibold underline"
        >
          {i.eventName}
        </Link>
        <span className="block text-gray-700">{i.clientName}</span>
      </>
    ),
  },
  { label: "Instalment", cell: (i) => `${i.position}. ${i.label}` },
  { label: "To pay", numeric: true, cell: (i) => formatINR(i.left) },
  {
    label: "Reminder",
    cell: (i) => (
      <>
        <WhatsAppReminderForm
          reservationId={i.reservationId}
          reference={i.reference}
          about={`${i.eventName}, ${i.label}`}
        />
        {i.reminders.length > 0 ? (
          <ul
            className="mt-1 text-xs text-gray-700"
            aria-label={`Reminders sent for ${i.eventName}, ${i.label}`}
          >
            {i.reminders.map((text, n) => (
              <li key={`${n}-${text}`}>{text}</li>
            ))}
          </ul>
        ) : null}
      </>
    ),
  },
];

function Dues({
  dues,
  tds,
  instalments,
}: {
  dues: NonNullable<AccountsWorkspace["dues"]>;
  tds: NonNullable<AccountsWorkspace["tds"]>;
  instalments: InstalmentRow[];
}) {
  return (
    <>
      <DataTable
        caption="Reservations with money outstanding, by event date"
        columns={dueColumns}
        rows={dues}
        rowKey={(d) => d.id}
        empty={<p>No money is outstanding and no refund is due.</p>}
        scroll
        tabular
        testId="dues"
      />
      <h2 className="mt-6 mb-2 font-semibold">TDS certificates outstanding</h2>
      <DataTable
        caption="TDS deducted by clients whose certificate (Form 16A) has not been received"
        columns={tdsColumns}
        rows={tds}
        rowKey={(t) => t.paymentId}
        empty={<p>No TDS certificate is outstanding.</p>}
        scroll
        tabular
        testId="tds-outstanding"
      />
      <h2 className="mt-6 mb-2 font-semibold">Instalments due</h2>
      <DataTable
        caption="Payment schedule instalments overdue or due in the next 30 days"
        columns={instalmentColumns}
        rows={instalments}
        rowKey={(i) => `${i.reservationId}-${i.position}`}
        empty={<p>No instalment is due in the next 30 days.</p>}
        scroll
        tabular
        testId="instalments-due"
      />
      <p className="mt-2 text-sm">
        <Link to="/luxebooking/accounts/bank-statements" className="underline">
          Match a bank statement to instalments
        </Link>
      </p>
    </>
  );
}

type Entry = NonNullable<AccountsWorkspace["payments"]>["entries"][number];
const entryColumns: Column<Entry>[] = [
  { label: "Date", className: "whitespace-nowrap", cell: (e) => formatPlainDate(e.paidOn) },
  {
    label: "Reservation",
    cell: (e) => (
      <Link to={`/luxebooking/reservation/${e.reservationId}#payments`} className="underline">
        {e.eventName}
      </Link>
    ),
  },
  {
    label: "Entry",
    cell: (e) => (
      <>
        {e.kind === "payment" ? "Payment" : "Refund"}
        {e.reference ? <span className="block text-gray-700">Ref. {e.reference}</span> : null}
      </>
    ),
  },
  { label: "Mode", cell: (e) => (e.mode ? paymentModeLabels[e.mode] : "Not recorded") },
  {
    label: "Amount",
    numeric: true,
    cell: (e) => `${e.kind === "refund" ? "−" : ""}${formatINR(e.amount)}`,
  },
];

function Payments({
  report,
  from,
  to,
}: {
  report: NonNullable<AccountsWorkspace["payments"]>;
  from: string;
  to: string;
}) {
  const { received, refunded, net } = report.totals;
  return (
    <>
      <RangeForm tab="payments" from={from} to={to} />
      <h3 className="mb-2 font-semibold">Totals per mode</h3>
      <DataTable
        caption="Totals per payment mode"
        columns={moneyColumns(["Mode", "Received", "Refunded", "Net"])}
        rows={report.perMode.map((m) => ({
          label: m.mode ? paymentModeLabels[m.mode] : "Not recorded",
          amounts: [m.received, m.refunded, m.net],
        }))}
        rowKey={(m) => m.label}
        total={{ label: "Total", amounts: [received, refunded, net] }}
        className="mb-6 max-w-xl"
        tabular
        testId="payment-totals"
      />
      <DataTable
        caption="Payments and refunds in the period"
        columns={entryColumns}
        rows={report.entries}
        rowKey={(e) => e.id}
        empty={<p>No payments in this period.</p>}
        scroll
        tabular
      />
    </>
  );
}

type Registered = NonNullable<AccountsWorkspace["register"]>[number];
const registerColumns: Column<Registered>[] = [
  {
    label: "Number",
    className: "whitespace-nowrap",
    cell: (d) => (
      <a href={`/luxebooking/documents/${d.id}`} className="font-semibold underline">
        {d.number}
      </a>
    ),
  },
  { label: "Document", cell: (d) => seriesTitles[d.series] },
  { label: "Date", className: "whitespace-nowrap", cell: (d) => formatPlainDate(d.issuedOn) },
  { label: "Recipient", cell: (d) => d.recipient },
  { label: "Amount", numeric: true, cell: (d) => formatINR(d.amount) },
];

function Register({
  register,
  filters,
}: {
  register: NonNullable<AccountsWorkspace["register"]>;
  filters: AccountsWorkspace["filters"];
}) {
  return (
    <>
      <RangeForm tab="documents" from={filters.from} to={filters.to}>
        <div className="text-sm font-medium">
          <label htmlFor="register-series">Series</label>
          <Select id="register-series" name="series" defaultValue={filters.series} className="mt-1 block">
            <option value="all">All series</option>
            <Options values={documentSeries} labels={seriesTitles} />
          </Select>
        </div>
      </RangeForm>
      <DataTable
        caption="Documents register"
        columns={registerColumns}
        rows={register}
        rowKey={(d) => d.id}
        empty={<p>No documents in this period.</p>}
        scroll
        tabular
        testId="register"
      />
    </>
  );
}

type Gst = NonNullable<AccountsWorkspace["gst"]>;
const b2bColumns: Column<Gst["b2b"][number]>[] = [
  {
    label: "Number",
    cell: (b) => (
      <>
        {b.number}
        <span className="block text-gray-700">
          {formatPlainDate(b.issuedOn)} · {b.name}
        </span>
      </>
    ),
  },
  { label: "GSTIN", numeric: true, className: "text-left", cell: (b) => b.gstin },
  { label: "Taxable value", numeric: true, cell: (b) => formatINR(b.taxable) },
  { label: "CGST", numeric: true, cell: (b) => formatINR(b.cgst) },
  { label: "SGST", numeric: true, cell: (b) => formatINR(b.sgst) },
  { label: "Total", numeric: true, cell: (b) => formatINR(b.total) },
];
const issuedColumns: Column<Gst["documents"][number]>[] = [
  { label: "Series", cell: (d) => seriesTitles[d.series] },
  { label: "From", cell: (d) => d.first },
  { label: "To", cell: (d) => d.last },
  { label: "Count", numeric: true, cell: (d) => d.count },
];

function GstSummary({ gst }: { gst: Gst }) {
  const perRate = (lines: Gst["perRate"]) => lines.map((r) => taxLine(formatRate(r.rate), r));
  const byLabel = (line: MoneyLine) => line.label;
  return (
    <>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value="gst" />
        <div className="text-sm font-medium">
          <label htmlFor="gst-month">Month</label>
          <Input id="gst-month" type="month" name="month" defaultValue={gst.month} className="mt-1 block" />
        </div>
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          Show
        </button>
        <a href={`/luxebooking/accounts/gst.csv?month=${gst.month}`} className={buttonClass()} download>
          CSV
        </a>
        <a href={`/luxebooking/accounts/gst.xlsx?month=${gst.month}`} className={buttonClass()} download>
          GSTR-1 Excel (.xlsx)
        </a>
        <a href={`/luxebooking/accounts/gst.json?month=${gst.month}`} className={buttonClass()} download>
          GSTR-1 JSON
        </a>
      </Form>
      <h3 className="mb-2 font-semibold">Tax per rate (invoices and debit notes less credit notes)</h3>
      <DataTable
        caption="Taxable value, CGST and SGST per rate"
        columns={taxColumns("Rate")}
        rows={perRate(gst.perRate)}
        rowKey={byLabel}
        total={taxLine("Total", gst.totals)}
        className="mb-6"
        tabular
        testId="gst-rates"
      />
      <h3 className="mb-2 font-semibold">B2B (registered clients)</h3>
      <DataTable
        caption="B2B documents"
        columns={b2bColumns}
        rows={gst.b2b}
        rowKey={(b) => b.number}
        empty={<p className="mb-6">None this month.</p>}
        scroll
        className="mb-6"
        tabular
        testId="gst-b2b"
      />
      <h3 className="mb-2 font-semibold">B2C (unregistered clients)</h3>
      <DataTable
        caption="B2C totals per rate"
        columns={taxColumns("Rate")}
        rows={perRate(gst.b2c)}
        rowKey={byLabel}
        className="mb-6"
        tabular
      />
      <h3 className="mb-2 font-semibold">SAC summary</h3>
      <DataTable
        caption="Summary per SAC"
        columns={taxColumns("SAC")}
        rows={gst.sac.map((r) => taxLine(r.sac, r))}
        rowKey={byLabel}
        className="mb-6"
        tabular
      />
      <h3 className="mb-2 font-semibold">Advances received (GSTR-1 table 11A)</h3>
      <DataTable
        caption="Advances received this month with no invoice in the month, per rate"
        columns={taxColumns("Rate")}
        rows={gst.advances.received.map((a) =>
          taxLine(formatRate(a.rate), { ...a, total: a.taxable + a.cgst + a.sgst }),
        )}
        rowKey={byLabel}
        empty={<p className="mb-6">None this month.</p>}
        className="mb-6"
        tabular
        testId="gst-advances-received"
      />
      <h3 className="mb-2 font-semibold">Advances adjusted (GSTR-1 table 11B)</h3>
      <DataTable
        caption="Advances of earlier months adjusted or refunded this month, per rate"
        columns={taxColumns("Rate")}
        rows={gst.advances.adjusted.map((a) =>
          taxLine(formatRate(a.rate), { ...a, total: a.taxable + a.cgst + a.sgst }),
        )}
        rowKey={byLabel}
        empty={<p className="mb-6">None this month.</p>}
        className="mb-6"
        tabular
        testId="gst-advances-adjusted"
      />
      <h3 className="mb-2 font-semibold">Documents issued</h3>
      <DataTable
        caption="Documents issued in the month"
        columns={issuedColumns}
        rows={gst.documents}
        rowKey={(d) => d.series}
        tabular
        testId="gst-documents"
      />
    </>
  );
}

/** The workspace's tabs other than the calendar. */
export function AccountsPanel({
  workspace,
}: {
  /** The workspace, with the payment schedules' instalments due (issue 30 item 8) on the dues tab. */
  workspace: AccountsWorkspace & { instalments: InstalmentDueRow[] | null };
}) {
  const { tab, filters } = workspace;
  return (
    <section aria-labelledby="accounts-title" className={`mx-auto max-w-6xl ${card}`}>
      <h1 id="accounts-title" className="mb-4 font-display text-2xl font-semibold text-garden-900">
        {tabLabels[tab]}
      </h1>
      {workspace.dues ? (
        <Dues dues={workspace.dues} tds={workspace.tds ?? []} instalments={workspace.instalments ?? []} />
      ) : null}
      {workspace.payments ? (
        <Payments report={workspace.payments} from={filters.from} to={filters.to} />
      ) : null}
      {workspace.register ? <Register register={workspace.register} filters={filters} /> : null}
      {workspace.gst ? <GstSummary gst={workspace.gst} /> : null}
    </section>
  );
}
