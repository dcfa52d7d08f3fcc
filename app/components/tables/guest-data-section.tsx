import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ColumnHeads } from "~/components/ui/column-heads";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { useResultToast } from "~/components/ui/toast";
import type { GuestDataResult } from "~/modules/menu/guest-data";
import {
  bookingAreaLabel,
  bookingStatusLabel,
  requestKindLabel,
  type TableGuestData,
} from "~/modules/tables/guest-data";
import { formatDateTimePadded, formatLongDate } from "~/modules/time";

const GUEST_DATA_URL = "/api/v1/menu/guest-data";

/**
 * Issue 31 "Data": a guest data request also finds the guest's table bookings and table-service
 * requests, exports them (CSV) and deletes them (after a confirmation).
 */
export function TableGuestDataSection({
  data,
  phone,
  onDeleted,
}: {
  data: TableGuestData;
  phone: string;
  onDeleted: () => void;
}) {
  const remover = useFetcher<GuestDataResult>({ key: "guest-table-data-delete" });
  useResultToast(
    remover.data && (!remover.data.ok || remover.data.intent === "delete")
      ? (remover.data as Extract<GuestDataResult, { intent: "delete" } | { ok: false }>)
      : undefined,
    { onSuccess: onDeleted },
  );
  const total = data.bookings.length + data.requests.length;
  return (
    <section aria-labelledby="guest-table-data-title" className="mt-6 space-y-3">
      <h3 id="guest-table-data-title" className="font-semibold text-garden-900">
        Table bookings and table requests
      </h3>
      {total === 0 ? (
        <p className="text-sm text-gray-700">No table bookings or table requests for this phone number.</p>
      ) : (
        <>
          {data.bookings.length > 0 ? (
            <ScrollRegion label="Table bookings for this phone number">
              <table className="w-full min-w-[640px] text-left text-sm">
                <thead className="bg-brand-50">
                  <tr>
                    <ColumnHeads
                      labels={["Code", "When", "Seating", "Guests", "Name", "Status"]}
                      className="px-3 py-2"
                    />
                  </tr>
                </thead>
                <tbody>
                  {data.bookings.map((b) => (
                    <tr key={b.id} className="border-t border-gray-100">
                      <td className="px-3 py-2 font-mono">{b.code}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {formatLongDate(b.day)}, {b.time}
                      </td>
                      <td className="px-3 py-2">{bookingAreaLabel(b.area)}</td>
                      <td className="px-3 py-2">{b.party}</td>
                      <td className="px-3 py-2 wrap-anywhere">{b.name}</td>
                      <td className="px-3 py-2">{bookingStatusLabel(b.status)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          ) : null}
          {data.requests.length > 0 ? (
            <ScrollRegion label="Table requests for this phone number">
              <table className="w-full min-w-[480px] text-left text-sm">
                <thead className="bg-brand-50">
                  <tr>
                    <ColumnHeads labels={["Table", "Request", "Asked at"]} className="px-3 py-2" />
                  </tr>
                </thead>
                <tbody>
                  {data.requests.map((r) => (
                    <tr key={r.id} className="border-t border-gray-100">
                      <td className="px-3 py-2">{r.table}</td>
                      <td className="px-3 py-2">{requestKindLabel(r.kind)}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatDateTimePadded(r.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <form method="post" action={GUEST_DATA_URL}>
              <input type="hidden" name="intent" value="export-tables" />
              <input type="hidden" name="phone" value={phone} />
              <Button type="submit" variant="secondary" size="md">
                Export Table Data (CSV)
              </Button>
            </form>
            <ConfirmDialog
              trigger={
                <Button variant="danger" size="md" disabled={remover.state !== "idle"}>
                  Delete Table Data
                </Button>
              }
              title={"Delete this guest's table data"}
              message={`Delete ${data.bookings.length} ${data.bookings.length === 1 ? "table booking" : "table bookings"} and ${data.requests.length} ${data.requests.length === 1 ? "table request" : "table requests"} for ${phone}? This action cannot be undone.`}
              confirmLabel="Delete"
              onConfirm={() =>
                remover.submit({ intent: "delete-tables", phone }, { method: "post", action: GUEST_DATA_URL })
              }
            />
          </div>
        </>
      )}
    </section>
  );
}
