import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Field } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button } from "~/components/ui/button";
import { ColumnHeads } from "~/components/ui/column-heads";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useResultToast } from "~/components/ui/toast";
import { type GuestDataResult, guestDataMessages, RETENTION_DAYS } from "~/modules/menu/guest-data";
import { guestPhoneSchema, retentionSchema } from "~/modules/menu/guest-data.schema";
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
  const [phone, setPhone] = useState("");
  // Errors (a malformed number) and the deletion's result end in a toast; a search's result shows below.
  useResultToast(finder.data && !finder.data.ok ? finder.data : undefined);
  useResultToast(
    remover.data && (!remover.data.ok || remover.data.intent === "delete")
      ? (remover.data as
          | Extract<GuestDataResult, { intent: "delete" }>
          | Extract<GuestDataResult, { ok: false }>)
      : undefined,
    { onSuccess: () => finder.submit({ intent: "find", phone }, { method: "post", action: GUEST_DATA_URL }) },
  );
  const [form, fields] = useStaffForm(guestPhoneSchema, {
    id: "guest-data",
    shouldValidate: "onSubmit",
    onSubmit(event, { formData }) {
      event.preventDefault();
      setPhone(String(formData.get("phone") ?? ""));
      finder.submit(formData, { method: "post", action: GUEST_DATA_URL });
    },
  });
  const found = finder.data?.ok && finder.data.intent === "find" ? finder.data.entries : null;
  return (
    <Panel id="request-title" look="menuAdmin" title="Guest data request" gap="mb-1">
      <p className="mb-3 text-sm text-gray-700">
        A guest may ask for the entries kept under their phone number, and for their deletion (DPDP Act 2023).
      </p>
      <form
        method="post"
        action={GUEST_DATA_URL}
        {...getFormProps(form)}
        className="flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="find" />
        <Field meta={fields.phone} label="Phone number" type="tel" inputMode="tel" autoComplete="off" />
        <Button type="submit" size="md" busy={finder.state !== "idle"}>
          Find Entries
        </Button>
      </form>
      {found ? (
        <div className="mt-4 space-y-3" aria-live="polite">
          {found.length === 0 ? (
            <p className="text-sm text-gray-700">{guestDataMessages.noneFound}</p>
          ) : (
            <>
              <p className="text-sm font-semibold text-garden-900">
                {found.length} {found.length === 1 ? "entry" : "entries"} for {phone}
              </p>
              <ScrollRegion label="Entries for this phone number">
                <table className="w-full min-w-[560px] text-left text-sm">
                  <thead className="bg-brand-50">
                    <tr>
                      <ColumnHeads
                        labels={["Customer Name", "Phone Number", "Guests", "Timestamp", "Table"]}
                        className="px-3 py-2"
                      />
                    </tr>
                  </thead>
                  <tbody>
                    {found.map((e) => (
                      <tr key={e.id} className="border-t border-gray-100">
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
                  <input type="hidden" name="phone" value={phone} />
                  <Button type="submit" variant="secondary" size="md">
                    Export (CSV)
                  </Button>
                </form>
                <ConfirmDialog
                  trigger={
                    <Button variant="danger" size="md" disabled={remover.state !== "idle"}>
                      Delete All
                    </Button>
                  }
                  title={"Delete this guest's data"}
                  message={`Delete all ${found.length} ${found.length === 1 ? "entry" : "entries"} for ${phone}? This action cannot be undone.`}
                  confirmLabel="Delete"
                  onConfirm={() =>
                    remover.submit({ intent: "delete", phone }, { method: "post", action: GUEST_DATA_URL })
                  }
                />
              </div>
            </>
          )}
          {finder.data?.ok && finder.data.intent === "find" && finder.data.tables ? (
            <TableGuestDataSection
              data={finder.data.tables}
              phone={phone}
              onDeleted={() =>
                finder.submit({ intent: "find", phone }, { method: "post", action: GUEST_DATA_URL })
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
