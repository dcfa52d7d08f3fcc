import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import type { AccountsTab, AccountsWorkspace } from "~/modules/billing/accounts-workspace.server";
import { paymentModeLabels } from "~/modules/billing/billing.schema";
import { documentSeries, seriesTitles } from "~/modules/billing/document-snapshot";
import { formatRate } from "~/modules/billing/tax";
import { formatINR, type Paise } from "~/modules/money";
import { formatPlainDate } from "~/modules/time";
import { ColumnHeads } from "~/components/ui/column-heads";

const tabLabels: Record<AccountsTab, string> = {
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

const card = "rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6";
const th = "py-2 pr-3";
const num = "py-2 pr-3 text-right whitespace-nowrap tabular-nums";

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

function Dues({ dues }: { dues: NonNullable<AccountsWorkspace["dues"]> }) {
  if (!dues.length) return <p>No money is outstanding.</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="dues">
        <caption className="sr-only">Reservations with money outstanding, by event date</caption>
        <thead>
          <tr className="border-b border-gray-300">
            <ColumnHeads labels={["Event date", "Event"]} className={th} />
            <th scope="col" className={`${th} text-right`}>
              Total
            </th>
            <th scope="col" className={`${th} text-right`}>
              Received
            </th>
            <th scope="col" className={`${th} text-right`}>
              Due
            </th>
          </tr>
        </thead>
        <tbody>
          {dues.map((d) => (
            <tr key={d.id} className="border-b border-gray-200">
              <td className={`${th} whitespace-nowrap`}>{formatPlainDate(d.eventDate)}</td>
              <td className={th}>
                <Link to={`/luxebooking/reservation/${d.id}#payments`} className="font-semibold underline">
                  {d.eventName}
                </Link>
                <span className="block text-gray-700">{d.clientName}</span>
              </td>
              <td className={num}>{formatINR(d.total)}</td>
              <td className={num}>{formatINR(d.received)}</td>
              <td className={`${num} font-semibold ${d.overdue ? "text-red-800" : ""}`}>
                {formatINR(d.outstanding)}
                {d.overdue ? <span className="block text-xs font-bold uppercase">Overdue</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Payments({
  report,
  from,
  to,
}: {
  report: NonNullable<AccountsWorkspace["payments"]>;
  from: string;
  to: string;
}) {
  return (
    <>
      <RangeForm tab="payments" from={from} to={to} />
      <h3 className="mb-2 font-semibold">Totals per mode</h3>
      <table className="mb-6 w-full max-w-xl text-left text-sm" data-testid="payment-totals">
        <caption className="sr-only">Totals per payment mode</caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className={th}>
              Mode
            </th>
            <th scope="col" className={`${th} text-right`}>
              Received
            </th>
            <th scope="col" className={`${th} text-right`}>
              Refunded
            </th>
            <th scope="col" className={`${th} text-right`}>
              Net
            </th>
          </tr>
        </thead>
        <tbody>
          {report.perMode.map((m) => (
            <MoneyRow
              key={m.mode ?? "none"}
              className="border-b border-gray-200"
              label={m.mode ? paymentModeLabels[m.mode] : "Not recorded"}
              amounts={[m.received, m.refunded, m.net]}
            />
          ))}
          <MoneyRow
            className="font-semibold"
            label="Total"
            amounts={[report.totals.received, report.totals.refunded, report.totals.net]}
          />
        </tbody>
      </table>
      {report.entries.length === 0 ? (
        <p>No payments in this period.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Payments and refunds in the period</caption>
            <thead>
              <tr className="border-b border-gray-300">
                <ColumnHeads labels={["Date", "Reservation", "Entry", "Mode"]} className={th} />
                <th scope="col" className={`${th} text-right`}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {report.entries.map((e) => (
                <tr key={e.id} className="border-b border-gray-200">
                  <td className={`${th} whitespace-nowrap`}>{formatPlainDate(e.paidOn)}</td>
                  <td className={th}>
                    <Link to={`/luxebooking/reservation/${e.reservationId}#payments`} className="underline">
                      {e.eventName}
                    </Link>
                  </td>
                  <td className={th}>
                    {e.kind === "payment" ? "Payment" : "Refund"}
                    {e.reference ? <span className="block text-gray-700">Ref. {e.reference}</span> : null}
                  </td>
                  <td className={th}>{e.mode ? paymentModeLabels[e.mode] : "Not recorded"}</td>
                  <td className={num}>
                    {e.kind === "refund" ? "−" : ""}
                    {formatINR(e.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

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
            {documentSeries.map((s) => (
              <option key={s} value={s}>
                {seriesTitles[s]}
              </option>
            ))}
          </Select>
        </div>
      </RangeForm>
      {register.length === 0 ? (
        <p>No documents in this period.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="register">
            <caption className="sr-only">Documents register</caption>
            <thead>
              <tr className="border-b border-gray-300">
                <ColumnHeads labels={["Number", "Document", "Date", "Recipient"]} className={th} />
                <th scope="col" className={`${th} text-right`}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {register.map((d) => (
                <tr key={d.id} className="border-b border-gray-200">
                  <td className={`${th} whitespace-nowrap`}>
                    <a href={`/luxebooking/documents/${d.id}`} className="font-semibold underline">
                      {d.number}
                    </a>
                  </td>
                  <td className={th}>{seriesTitles[d.series]}</td>
                  <td className={`${th} whitespace-nowrap`}>{formatPlainDate(d.issuedOn)}</td>
                  <td className={th}>{d.recipient}</td>
                  <td className={num}>{formatINR(d.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function Gst({ gst }: { gst: NonNullable<AccountsWorkspace["gst"]> }) {
  const head = (cols: string[]) => (
    <thead>
      <tr className="border-b border-gray-300">
        {cols.map((c, i) => (
          <th key={c} scope="col" className={i === 0 ? th : `${th} text-right`}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
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
          Excel (.xlsx)
        </a>
      </Form>
      <h3 className="mb-2 font-semibold">Tax per rate (invoices less credit notes)</h3>
      <table className="mb-6 w-full text-left text-sm" data-testid="gst-rates">
        <caption className="sr-only">Taxable value, CGST and SGST per rate</caption>
        {head(["Rate", "Taxable value", "CGST", "SGST", "Total"])}
        <tbody>
          {gst.perRate.map((r) => (
            <MoneyRow
              key={r.rate}
              className="border-b border-gray-200"
              label={formatRate(r.rate)}
              amounts={[r.taxable, r.cgst, r.sgst, r.total]}
            />
          ))}
          <MoneyRow
            className="font-semibold"
            label="Total"
            amounts={[gst.totals.taxable, gst.totals.cgst, gst.totals.sgst, gst.totals.total]}
          />
        </tbody>
      </table>
      <h3 className="mb-2 font-semibold">B2B (registered clients)</h3>
      {gst.b2b.length === 0 ? (
        <p className="mb-6">None this month.</p>
      ) : (
        <div className="relative mb-6 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="gst-b2b">
            <caption className="sr-only">B2B documents</caption>
            {head(["Number", "GSTIN", "Taxable value", "CGST", "SGST", "Total"])}
            <tbody>
              {gst.b2b.map((b) => (
                <tr key={b.number} className="border-b border-gray-200">
                  <td className={th}>
                    {b.number}
                    <span className="block text-gray-700">
                      {formatPlainDate(b.issuedOn)} · {b.name}
                    </span>
                  </td>
                  <td className={`${num} text-left`}>{b.gstin}</td>
                  <td className={num}>{formatINR(b.taxable)}</td>
                  <td className={num}>{formatINR(b.cgst)}</td>
                  <td className={num}>{formatINR(b.sgst)}</td>
                  <td className={num}>{formatINR(b.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3 className="mb-2 font-semibold">B2C (unregistered clients)</h3>
      <table className="mb-6 w-full text-left text-sm">
        <caption className="sr-only">B2C totals per rate</caption>
        {head(["Rate", "Taxable value", "CGST", "SGST", "Total"])}
        <tbody>
          {gst.b2c.map((r) => (
            <MoneyRow
              key={r.rate}
              className="border-b border-gray-200"
              label={formatRate(r.rate)}
              amounts={[r.taxable, r.cgst, r.sgst, r.total]}
            />
          ))}
        </tbody>
      </table>
      <h3 className="mb-2 font-semibold">SAC summary</h3>
      <table className="mb-6 w-full text-left text-sm">
        <caption className="sr-only">Summary per SAC</caption>
        {head(["SAC", "Taxable value", "CGST", "SGST", "Total"])}
        <tbody>
          {gst.sac.map((r) => (
            <MoneyRow
              key={r.sac}
              className="border-b border-gray-200"
              label={r.sac}
              amounts={[r.taxable, r.cgst, r.sgst, r.total]}
            />
          ))}
        </tbody>
      </table>
      <h3 className="mb-2 font-semibold">Documents issued</h3>
      <table className="w-full text-left text-sm" data-testid="gst-documents">
        <caption className="sr-only">Documents issued in the month</caption>
        <thead>
          <tr className="border-b border-gray-300">
            <ColumnHeads labels={["Series", "From", "To"]} className={th} />
            <th scope="col" className={`${th} text-right`}>
              Count
            </th>
          </tr>
        </thead>
        <tbody>
          {gst.documents.map((d) => (
            <tr key={d.series} className="border-b border-gray-200">
              <td className={th}>{seriesTitles[d.series]}</td>
              <td className={th}>{d.first}</td>
              <td className={th}>{d.last}</td>
              <td className={num}>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The workspace's tabs other than the calendar. */
export function AccountsPanel({ workspace }: { workspace: AccountsWorkspace }) {
  const { tab, filters } = workspace;
  return (
    <section aria-labelledby="accounts-title" className={`mx-auto max-w-6xl ${card}`}>
      <h1 id="accounts-title" className="mb-4 font-display text-2xl font-semibold text-garden-900">
        {tabLabels[tab]}
      </h1>
      {workspace.dues ? <Dues dues={workspace.dues} /> : null}
      {workspace.payments ? (
        <Payments report={workspace.payments} from={filters.from} to={filters.to} />
      ) : null}
      {workspace.register ? <Register register={workspace.register} filters={filters} /> : null}
      {workspace.gst ? <Gst gst={workspace.gst} /> : null}
    </section>
  );
}

/** A table row of a label and amounts in rupees, right-aligned. */
function MoneyRow({ label, amounts, className }: { label: string; amounts: Paise[]; className: string }) {
  return (
    <tr className={className}>
      <td className={th}>{label}</td>
      {amounts.map((amount, i) => (
        <td key={`${label}-${i}`} className={num}>
          {formatINR(amount)}
        </td>
      ))}
    </tr>
  );
}
