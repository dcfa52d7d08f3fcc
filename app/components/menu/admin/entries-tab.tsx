import { useState } from "react";
import { Form, Link } from "react-router";
import { customerEntriesCsv, customerExportFileName } from "~/modules/menu/customer-export";
import { formatDateTimePadded } from "~/modules/time";
import type { CustomerEntriesPage } from "~/modules/menu/list-customer-entries.server";
import { type EntryRange, menuMessages } from "~/modules/menu/menu.schema";
import type { CustomerEntryDto } from "~/modules/menu/visitors-per-day";
import { DayChart } from "./bar-chart";
import { buttonClass, InfoDialog, inputClass } from "./dialog";
import { canDownload, downloadText } from "./download";

export function EntriesTab({
  entries: listing,
  range,
  rangeError,
}: {
  entries: CustomerEntriesPage;
  range: EntryRange;
  rangeError: string | null;
}) {
  const { entries, page, pageCount, pageSize, total, guests, days } = listing;
  const [info, setInfo] = useState<{ title: string; message: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const query = new URLSearchParams();
  if (range.start) query.set("start", range.start);
  if (range.end) query.set("end", range.end);
  const pageLink = (n: number) => {
    const params = new URLSearchParams(query);
    params.set("tab", "customerEntries");
    if (n > 1) params.set("page", String(n));
    return `?${params}`;
  };

  // The table shows one page; the file takes every entry of the filter, fetched for it.
  const exportCsv = async () => {
    if (total === 0) {
      setInfo({ title: menuMessages.noDataTitle, message: menuMessages.noData });
      return;
    }
    if (!canDownload()) {
      setInfo({ title: menuMessages.exportUnsupportedTitle, message: menuMessages.exportUnsupported });
      return;
    }
    setExporting(true);
    try {
      const response = await fetch(`/api/v1/menu/customer-entries${query.size ? `?${query}` : ""}`, {
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`The server answered ${response.status}.`);
      const { entries: all } = (await response.json()) as { entries: CustomerEntryDto[] };
      downloadText(customerExportFileName(new Date()), customerEntriesCsv(all), "text/csv;charset=utf-8");
      setInfo({ title: menuMessages.exportedTitle, message: menuMessages.exported });
    } catch (error) {
      setInfo({
        title: "Export Failed",
        message: `The entries could not be loaded: ${(error as Error).message}`,
      });
    } finally {
      setExporting(false);
    }
  };
  const first = (page - 1) * pageSize + 1;
  const last = first + entries.length - 1;

  return (
    <div className="space-y-5">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value="customerEntries" />
        <div>
          <label htmlFor="start" className="mb-1 block text-sm font-semibold">
            Start date
          </label>
          <input
            id="start"
            name="start"
            type="date"
            defaultValue={range.start ?? ""}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="end" className="mb-1 block text-sm font-semibold">
            End date
          </label>
          <input id="end" name="end" type="date" defaultValue={range.end ?? ""} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Filter
        </button>
        <Link to="?tab=customerEntries" className={buttonClass("secondary")}>
          Clear Filter
        </Link>
        <div className="flex flex-wrap gap-3 sm:ml-auto">
          <button type="button" className={buttonClass("primary")} onClick={exportCsv} disabled={exporting}>
            Export to Excel (CSV)
          </button>
          <a
            href={`/api/v1/menu/customer-entries.xlsx${query.size ? `?${query}` : ""}`}
            download
            className={buttonClass("secondary")}
          >
            Download .xlsx
          </a>
        </div>
      </Form>
      {rangeError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {rangeError}
        </p>
      ) : null}
      <p className="text-sm text-gray-700" data-testid="entries-totals">
        Dates are whole days in India Standard Time. {total} {total === 1 ? "entry" : "entries"}, {guests}{" "}
        {guests === 1 ? "guest" : "guests"}.
      </p>
      {days.length ? <DayChart title="Guests per day" days={days} /> : null}
      {total === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-gray-700 ring-1 ring-black/5">
          {menuMessages.noEntries}
        </p>
      ) : (
        <section
          className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-black/5"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          aria-label="Customer entries"
        >
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead className="bg-brand-50">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Customer Name
                </th>
                <th scope="col" className="px-4 py-3">
                  Phone Number
                </th>
                <th scope="col" className="px-4 py-3">
                  Guests
                </th>
                <th scope="col" className="px-4 py-3">
                  Timestamp
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-t border-gray-100">
                  <td className="px-4 py-2.5 wrap-anywhere">{e.customerName}</td>
                  <td className="px-4 py-2.5">{e.phoneNumber}</td>
                  <td className="px-4 py-2.5">{e.numGuests}</td>
                  <td className="px-4 py-2.5 whitespace-nowrap">{formatDateTimePadded(e.timestamp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {pageCount > 1 ? (
        <nav
          aria-label="Customer entries pages"
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <p className="text-sm text-gray-700">
            Showing {first}–{last} of {total} (page {page} of {pageCount})
          </p>
          <div className="flex gap-2">
            {page > 1 ? (
              <Link to={pageLink(page - 1)} preventScrollReset className={buttonClass("secondary")}>
                Previous
              </Link>
            ) : null}
            {page < pageCount ? (
              <Link to={pageLink(page + 1)} preventScrollReset className={buttonClass("secondary")}>
                Next
              </Link>
            ) : null}
          </div>
        </nav>
      ) : null}
      <InfoDialog info={info} onClose={() => setInfo(null)} />
    </div>
  );
}
