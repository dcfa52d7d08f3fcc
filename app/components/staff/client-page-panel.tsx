import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-dialog";
import { Panel } from "~/components/ui/panel";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { useResultToast } from "~/components/ui/toast";
import { WhatsAppReminderForm } from "./whatsapp-reminder-form";
import type { ClientPagePanel as PanelData, StaffInstalment } from "~/modules/client-page/staff-panel.server";
import { formatRupeesInput } from "~/modules/money";
import { formatDateTime, formatLongDate } from "~/modules/time";

type Result = { ok: true; message: string; url?: string } | { ok: false; error: string };

const stateText: Record<StaffInstalment["state"], string> = {
  paid: "Paid",
  "part-paid": "Part paid",
  due: "Due today",
  overdue: "Overdue",
  upcoming: "Upcoming",
};

function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        readOnly
        value={url}
        aria-label="Client link"
        className="min-w-0 flex-1 rounded border border-gray-400 bg-gray-50 px-3 py-2 font-mono text-sm"
        onFocus={(e) => e.currentTarget.select()}
      />
      <Button
        variant="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true));
        }}
      >
        {copied ? "Copied" : "Copy"}
      </Button>
    </div>
  );
}

function ScheduleEditor({ reservationId, rows }: { reservationId: string; rows: StaffInstalment[] }) {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher.data);
  const blank = [rows.length + 1];
  const field = "rounded border border-gray-400 px-2 py-1.5";
  return (
    <details className="mt-4">
      <summary className="cursor-pointer font-semibold text-garden-800">Change instalments</summary>
      <fetcher.Form
        method="post"
        action={`/luxebooking/reservation/${reservationId}/client-page`}
        className="mt-3 space-y-2"
      >
        <input type="hidden" name="intent" value="schedule" />
        {[...rows.map((r) => r.position), ...blank].map((n) => {
          const r = rows.find((x) => x.position === n);
          return (
            <fieldset key={n} className="grid gap-2 sm:grid-cols-[1fr_9rem_10rem]">
              <legend className="sr-only">Instalment {n}</legend>
              <input
                name={`label-${n}`}
                defaultValue={r?.label ?? ""}
                aria-label={`Instalment ${n} name`}
                placeholder="Name"
                className={field}
              />
              <input
                name={`amount-${n}`}
                defaultValue={r ? formatRupeesInput(r.amount) : ""}
                aria-label={`Instalment ${n} amount`}
                inputMode="decimal"
                placeholder="Amount (₹)"
                className={field}
              />
              <input
                type="date"
                name={`dueOn-${n}`}
                defaultValue={r?.dueOn ?? ""}
                aria-label={`Instalment ${n} due date`}
                className={field}
              />
            </fieldset>
          );
        })}
        <p className="text-sm text-gray-700">Clear a row to remove it; fill the last row to add one.</p>
        {fetcher.data && !fetcher.data.ok ? (
          <p role="alert" className="font-semibold text-red-800">
            {fetcher.data.error}
          </p>
        ) : null}
        <Button type="submit" busy={fetcher.state !== "idle"}>
          Save schedule
        </Button>
      </fetcher.Form>
    </details>
  );
}

/**
 * Issue 30: the reservation's 'Client page' section: its private link (create, copy, revoke), the
 * client's acceptances of quotations, and the payment schedule with what is paid of each instalment.
 */
export function ClientPagePanel({ reservationId, panel }: { reservationId: string; panel: PanelData }) {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher.data);
  const link = panel.link;
  const fresh = fetcher.data?.ok ? fetcher.data.url : undefined;
  const url = link?.url ?? fresh ?? null;
  return (
    <Panel id="client-page-title" look="reservation" title="Client page">
      {panel.canManageLink && link ? (
        url ? (
          <div className="space-y-2">
            <CopyLink url={url} />
            <p className="text-sm text-gray-700">
              {link.createdAt ? `Created on ${formatDateTime(link.createdAt)}. ` : ""}
              {link.expiresOn
                ? `${link.expired ? "Expired" : "Works until"} ${formatLongDate(link.expiresOn)} (30 days after the event).`
                : ""}
            </p>
            <ConfirmAction
              fetcher={fetcher}
              action={`/luxebooking/reservation/${reservationId}/client-page`}
              message="Revoke this client link? It stops opening the client's page at once."
              fields={{ intent: "revoke-link" }}
            >
              Revoke link
            </ConfirmAction>
          </div>
        ) : (
          <fetcher.Form method="post" action={`/luxebooking/reservation/${reservationId}/client-page`}>
            <input type="hidden" name="intent" value="create-link" />
            <p className="mb-2 text-sm text-gray-700">
              A private page where the client sees the event, accepts the quotation, pays by UPI and downloads
              documents.
            </p>
            <Button type="submit" busy={fetcher.state !== "idle"}>
              Create client link
            </Button>
          </fetcher.Form>
        )
      ) : null}
      {panel.acceptances.length > 0 ? (
        <ul className="mt-3 space-y-1" aria-label="Quotation acceptances">
          {panel.acceptances.map((a) => (
            <li key={a.number} className="font-semibold text-green-900">
              {a.number}: {a.text}
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className="mt-4 font-semibold">Final details</h3>
      <p className="text-sm" data-testid="client-final-details">
        {panel.finalDetails ?? "Not yet confirmed by the client."} {panel.lockText}
      </p>
      <h3 className="mt-4 font-semibold">Payment schedule</h3>
      {panel.schedule.length === 0 ? (
        <p className="text-sm text-gray-700">
          A confirmed reservation gets its schedule from Billing Settings.
        </p>
      ) : (
        <ScrollRegion label="Payment schedule" className="mt-2">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                <th className="py-1 pr-3">Instalment</th>
                <th className="py-1 pr-3">Due</th>
                <th className="py-1 pr-3 text-right">Amount</th>
                <th className="py-1 pr-3 text-right">Paid</th>
                <th className="py-1 pr-3">State</th>
                <th className="py-1 pr-3">UPI reference</th>
                <th className="py-1">
                  <span className="sr-only">Remind</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {panel.schedule.map((i) => (
                <tr key={i.position} className={`border-b ${i.state === "overdue" ? "text-red-800" : ""}`}>
                  <td className="py-1 pr-3">{i.label}</td>
                  <td className="whitespace-nowrap py-1 pr-3">{i.dueText}</td>
                  <td className="py-1 pr-3 text-right">{i.amountText}</td>
                  <td className="py-1 pr-3 text-right">{i.paidText}</td>
                  <td className="py-1 pr-3 font-semibold">{stateText[i.state]}</td>
                  <td className="py-1 pr-3 font-mono">{i.reference}</td>
                  <td className="py-1">
                    {i.state === "paid" ? null : (
                      <WhatsAppReminderForm
                        reservationId={reservationId}
                        reference={i.reference}
                        about={i.label}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-1 text-sm text-gray-700">Total {panel.scheduleTotal}</p>
        </ScrollRegion>
      )}
      {panel.reminders.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm" aria-label="Reminders sent">
          {panel.reminders.map((m) => (
            <li key={`${m.reference}-${m.text}`}>
              <span className="font-mono">{m.reference}</span>: {m.text}
            </li>
          ))}
        </ul>
      ) : null}
      {panel.scheduleMismatch ? (
        <p className="mt-2 font-semibold text-red-800">{panel.scheduleMismatch}</p>
      ) : null}
      {panel.canEditSchedule && panel.schedule.length > 0 ? (
        <ScheduleEditor reservationId={reservationId} rows={panel.schedule} />
      ) : null}
    </Panel>
  );
}
