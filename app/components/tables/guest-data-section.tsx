import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ColumnHeads } from "~/components/ui/column-heads";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { useResultToast } from "~/components/ui/toast";
import { type GuestDataResult, guestDataMessages } from "~/modules/menu/guest-data";
import {
  bookingAreaLabel,
  bookingStatusLabel,
  requestKindLabel,
  type TableGuestData,
} from "~/modules/tables/guest-data";
import { formatDateTimePadded, formatLongDate } from "~/modules/time";

const GUEST_DATA_URL = "/api/v1/menu/guest-data";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Issue 31 "Data" under issue 29 item 9's rule: a guest data request also finds the guest's table
 * bookings and table-service requests (phone number and name both matching). Staff tick the rows
 * that are the requester's; Export Table Data (CSV) and Delete Table Data act on those only, and
 * only once staff ticked the request's identity check (`verified`, shown once above the lists).
 */
export function TableGuestDataSection({
  data,
  asked,
  verified,
  onDeleted,
}: {
  data: TableGuestData;
  asked: { phone: string; name: string };
  verified: boolean;
  onDeleted: () => void;
}) {
  const remover = useFetcher<GuestDataResult>({ key: "guest-table-data-delete" });
  const [ticked, setTicked] = useState<string[]>([]);
  useResultToast(
    remover.data && (!remover.data.ok || remover.data.intent === "delete")
      ? (remover.data as Extract<GuestDataResult, { intent: "delete" } | { ok: false }>)
      : undefined,
    {
      onSuccess: () => {
        setTicked([]);
        onDeleted();
      },
    },
  );
  const bookings = data.bookings.filter((b) => ticked.includes(b.id));
  const requests = data.requests.filter((r) => ticked.includes(r.id));
  const chosen = [...bookings.map((b) => b.id), ...requests.map((r) => r.id)];
  const ready = chosen.length > 0 && verified;
  const toggle = (id: string, on: boolean) =>
    setTicked((now) => (on ? [...new Set([...now, id])] : now.filter((t) => t !== id)));
  const tick = (id: string, label: string) => (
    <td className="px-3 py-2">
      <input
        type="checkbox"
        className="size-4 accent-garden-800"
        checked={ticked.includes(id)}
        onChange={(event) => toggle(id, event.currentTarget.checked)}
        aria-label={label}
      />
    </td>
  );
  const chosenHead = (
    <th scope="col" className="px-3 py-2">
      <span className="sr-only">Chosen</span>
    </th>
  );
  const total = data.bookings.length + data.requests.length;
  return (
    <section aria-labelledby="guest-table-data-title" className="mt-6 space-y-3">
      <h3 id="guest-table-data-title" className="font-semibold text-garden-900">
        Table bookings and table requests
      </h3>
      {total === 0 ? (
        <p className="text-sm text-gray-700">{guestDataMessages.noTableDataForName}</p>
      ) : (
        <>
          {data.bookings.length > 0 ? (
            <ScrollRegion label="Table bookings for this guest">
              <table className="w-full min-w-[680px] text-left text-sm">
                <thead className="bg-brand-50">
                  <tr>
                    {chosenHead}
                    <ColumnHeads
                      labels={["Code", "When", "Seating", "Guests", "Name", "Status"]}
                      className="px-3 py-2"
                    />
                  </tr>
                </thead>
                <tbody>
                  {data.bookings.map((b) => (
                    <tr key={b.id} className="border-t border-gray-100">
                      {tick(b.id, `The guest's table booking ${b.code}`)}
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
            <ScrollRegion label="Table requests for this guest">
              <table className="w-full min-w-[520px] text-left text-sm">
                <thead className="bg-brand-50">
                  <tr>
                    {chosenHead}
                    <ColumnHeads labels={["Table", "Request", "Asked at"]} className="px-3 py-2" />
                  </tr>
                </thead>
                <tbody>
                  {data.requests.map((r) => (
                    <tr key={r.id} className="border-t border-gray-100">
                      {tick(
                        r.id,
                        `The guest's table request of ${formatDateTimePadded(r.createdAt)} (${r.table})`,
                      )}
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
            {/* A plain form: the browser saves the file the server answers. */}
            <form method="post" action={GUEST_DATA_URL}>
              <input type="hidden" name="intent" value="export-tables" />
              <input type="hidden" name="phone" value={asked.phone} />
              <input type="hidden" name="name" value={asked.name} />
              {verified ? <input type="hidden" name="verified" value="on" /> : null}
              {chosen.map((id) => (
                <input key={id} type="hidden" name="ids" value={id} />
              ))}
              <Button type="submit" variant="secondary" size="md" disabled={!ready}>
                Export Table Data (CSV)
              </Button>
            </form>
            <ConfirmDialog
              trigger={
                <Button variant="danger" size="md" disabled={!ready || remover.state !== "idle"}>
                  Delete Table Data
                </Button>
              }
              title={"Delete this guest's table data"}
              message={`Delete ${plural(bookings.length, "table booking", "table bookings")} and ${plural(requests.length, "table request", "table requests")} of ${asked.name}? This action cannot be undone.`}
              confirmLabel="Delete"
              onConfirm={() =>
                remover.submit(
                  { intent: "delete-tables", ...asked, verified: "on", ids: chosen },
                  { method: "post", action: GUEST_DATA_URL },
                )
              }
            />
          </div>
          {!ready ? (
            <p className="text-sm text-gray-700">
              {chosen.length === 0 ? guestDataMessages.chooseTableData : guestDataMessages.verifyFirst}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
