import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Field } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button } from "~/components/ui/button";
import { ColumnHeads } from "~/components/ui/column-heads";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useResultToast } from "~/components/ui/toast";
import {
  type GuestDataResult,
  guestDataMessages,
  LEGAL_MINIMUM,
  RETENTION_DAYS,
} from "~/modules/menu/guest-data";

/** "2027-05-13" → "13 May 2027". */
const formatLegalDate = (day: string) =>
  new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
import { guestRequestSchema, retentionSchema } from "~/modules/menu/guest-data.schema";
import { formatDateTimePadded } from "~/modules/time";
import { useAdminAction } from "./use-admin-action";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { Panel } from "~/components/ui/panel";
import { TableGuestDataSection } from "~/components/tables/guest-data-section";

const GUEST_DATA_URL = "/api/v1/menu/guest-data";

function RetentionSection({ retentionDays }: { retentionDays: number }) {
  const save = useAdminAction("retention-save");
  const [form, fields] = useStaffForm(retentionSchema, {
    id: "retention",
    lastResult: save.lastResult,
    defaultValue: { retentionDays: String(retentionDays) },
  });
  return (
    <Panel id="retention-title" look="menuAdmin" title="Retention period" gap="mb-1">
      <p className="mb-3 text-sm text-gray-700">
        Customer entries, table bookings and table requests older than this are deleted automatically once a
        day (midnight in India). The visitor form tells guests the period. From {RETENTION_DAYS.min} to{" "}
        {RETENTION_DAYS.max} days.
      </p>
      {/* Issue 29 item 10: the legal minimum, and what is kept after deletion. */}
      <div className="mb-3 space-y-2 rounded-lg bg-brand-50 p-3 text-sm text-gray-800">
        <p>
          <strong>Legal minimum:</strong> from {formatLegalDate(LEGAL_MINIMUM.from)} the Digital Personal Data
          Protection Rules, 2025 (Rule 8(3)) require personal data and the logs of its processing to be kept
          for at least one year. From that date the automatic deletion keeps entries for at least{" "}
          {LEGAL_MINIMUM.days} days, whatever is set here
          {retentionDays < LEGAL_MINIMUM.days ? ` (now ${retentionDays}: raise it before then)` : ""}.
        </p>
        <p>
          Deleted entries leave only anonymised counts (guests and entries per day, hour and table, no names
          or numbers), so Statistics keeps its history.
        </p>
      </div>
      <save.fetcher.Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="save-retention" />
        <Field
          meta={fields.retentionDays}
          label="Keep entries for (days)"
          type="number"
          inputMode="numeric"
        />
        <Button type="submit" size="md" busy={save.busy}>
          Save Retention Period
        </Button>
      </save.fetcher.Form>
    </Panel>
  );
}

function GuestDataRequest() {
  const finder = useFetcher<GuestDataResult>({ key: "guest-data-find" });
  const remover = useFetcher<GuestDataResult>({ key: "guest-data-delete" });
  const [asked, setAsked] = useState({ phone: "", name: "" });
  const [ticked, setTicked] = useState<string[]>([]);
  const [verified, setVerified] = useState(false);
  // Each new search starts the table data's ticks afresh, as the entries'.
  const [searches, setSearches] = useState(0);
  // Errors (a malformed number) and the deletion's result end in a toast; a search's result shows below.
  useResultToast(finder.data && !finder.data.ok ? finder.data : undefined);
  useResultToast(
    remover.data && (!remover.data.ok || remover.data.intent === "delete")
      ? (remover.data as
          | Extract<GuestDataResult, { intent: "delete" }>
          | Extract<GuestDataResult, { ok: false }>)
      : undefined,
    {
      onSuccess: () => {
        setTicked([]);
        finder.submit({ intent: "find", ...asked }, { method: "post", action: GUEST_DATA_URL });
      },
    },
  );
  const [form, fields] = useStaffForm(guestRequestSchema, {
    id: "guest-data",
    shouldValidate: "onSubmit",
    onSubmit(event, { formData }) {
      event.preventDefault();
      setAsked({ phone: String(formData.get("phone") ?? ""), name: String(formData.get("name") ?? "") });
      setTicked([]);
      setVerified(false);
      setSearches((n) => n + 1);
      finder.submit(formData, { method: "post", action: GUEST_DATA_URL });
    },
  });
  const found = finder.data?.ok && finder.data.intent === "find" ? finder.data.entries : null;
  const tables = finder.data?.ok && finder.data.intent === "find" ? finder.data.tables : undefined;
  const tablesFound = tables ? tables.bookings.length + tables.requests.length > 0 : false;
  const chosen = found?.filter((e) => ticked.includes(e.id)) ?? [];
  const ready = chosen.length > 0 && verified;
  const toggle = (id: string, on: boolean) =>
    setTicked((now) => (on ? [...new Set([...now, id])] : now.filter((t) => t !== id)));
  return (
    <Panel id="request-title" look="menuAdmin" title="Guest data request" gap="mb-1">
      <p className="mb-3 text-sm text-gray-700">
        A guest may ask for a copy of their entries, table bookings and table requests, or for their deletion
        (DPDP Act 2023, sections 11 and 12). Find them by the phone number <em>and</em> the name they gave;
        only entries matching both are shown, so no one else's entry is. Tick the entries that are theirs.
      </p>
      <form
        method="post"
        action={GUEST_DATA_URL}
        {...getFormProps(form)}
        className="flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="find" />
        <Field meta={fields.phone} label="Phone number" type="tel" inputMode="tel" autoComplete="off" />
        <Field meta={fields.name} label="Guest's name" autoComplete="off" />
        <Button type="submit" size="md" busy={finder.state !== "idle"}>
          Find Entries
        </Button>
      </form>
      {found ? (
        <div className="mt-4 space-y-3" aria-live="polite">
          {/* One identity check for the whole request: the entries' and the table data's actions need it. */}
          {found.length > 0 || tablesFound ? (
            <label className="flex items-start gap-2 text-sm font-semibold text-gray-900">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-garden-800"
                checked={verified}
                onChange={(event) => setVerified(event.currentTarget.checked)}
              />
              I checked that the person asking is this guest (for example, they showed this phone and its
              number, or called from it).
            </label>
          ) : null}
          {found.length === 0 ? (
            <p className="text-sm text-gray-700">{guestDataMessages.noneFoundForName}</p>
          ) : (
            <>
              <p className="text-sm font-semibold text-garden-900">
                {found.length} {found.length === 1 ? "entry" : "entries"} for {asked.name}, {asked.phone}
              </p>
              <ScrollRegion label="Entries for this guest">
                <table className="w-full min-w-[560px] text-left text-sm">
                  <thead className="bg-brand-50">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        <span className="sr-only">Chosen</span>
                      </th>
                      <ColumnHeads
                        labels={["Customer Name", "Phone Number", "Guests", "Timestamp", "Table"]}
                        className="px-3 py-2"
                      />
                    </tr>
                  </thead>
                  <tbody>
                    {found.map((e) => (
                      <tr key={e.id} className="border-t border-gray-100">
                        <td className="px-3 py-2">
                          <input
                            type="checkbox"
                            className="size-4 accent-garden-800"
                            checked={ticked.includes(e.id)}
                            onChange={(event) => toggle(e.id, event.currentTarget.checked)}
                            aria-label={`The guest's entry of ${formatDateTimePadded(e.timestamp)}`}
                          />
                        </td>
                        <td className="px-3 py-2 wrap-anywhere">{e.customerName}</td>
                        <td className="px-3 py-2">{e.phoneNumber}</td>
                        <td className="px-3 py-2">{e.numGuests}</td>
                        <td className="px-3 py-2 whitespace-nowrap">{formatDateTimePadded(e.timestamp)}</td>
                        <td className="px-3 py-2 wrap-anywhere">{e.table ?? ""}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
              <div className="flex flex-wrap gap-3">
                {/* A plain form: the browser saves the file the server answers. */}
                <form method="post" action={GUEST_DATA_URL}>
                  <input type="hidden" name="intent" value="export" />
                  <input type="hidden" name="phone" value={asked.phone} />
                  <input type="hidden" name="name" value={asked.name} />
                  {verified ? <input type="hidden" name="verified" value="on" /> : null}
                  {chosen.map((e) => (
                    <input key={e.id} type="hidden" name="ids" value={e.id} />
                  ))}
                  <Button type="submit" variant="secondary" size="md" disabled={!ready}>
                    Export (CSV)
                  </Button>
                </form>
                <ConfirmDialog
                  trigger={
                    <Button variant="danger" size="md" disabled={!ready || remover.state !== "idle"}>
                      Delete Chosen
                    </Button>
                  }
                  title={"Delete this guest's data"}
                  message={`Delete ${chosen.length} ${chosen.length === 1 ? "entry" : "entries"} of ${asked.name}? This action cannot be undone.`}
                  confirmLabel="Delete"
                  onConfirm={() =>
                    remover.submit(
                      { intent: "delete", ...asked, verified: "on", ids: chosen.map((e) => e.id) },
                      { method: "post", action: GUEST_DATA_URL },
                    )
                  }
                />
              </div>
              {!ready ? (
                <p className="text-sm text-gray-700">
                  {chosen.length === 0 ? guestDataMessages.chooseEntries : guestDataMessages.verifyFirst}
                </p>
              ) : null}
            </>
          )}
          {tables ? (
            <TableGuestDataSection
              key={searches}
              data={tables}
              asked={asked}
              verified={verified}
              onDeleted={() =>
                finder.submit({ intent: "find", ...asked }, { method: "post", action: GUEST_DATA_URL })
              }
            />
          ) : null}
        </div>
      ) : null}
    </Panel>
  );
}

/** Issue 18 item 6: the retention period and guests' requests for their data (DPDP Act 2023). */
export function GuestDataTab({ retentionDays }: { retentionDays: number }) {
  return (
    <div className="space-y-6">
      <RetentionSection retentionDays={retentionDays} />
      <GuestDataRequest />
    </div>
  );
}
