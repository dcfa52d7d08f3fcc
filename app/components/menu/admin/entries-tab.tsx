import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { customerEntriesCsv, customerExportFileName } from "~/modules/menu/customer-export";
import { formatDateTimePadded } from "~/modules/time";
import type { CustomerEntriesPage } from "~/modules/menu/list-customer-entries.server";
import { type EntryRange, entryRangeSchema, menuMessages } from "~/modules/menu/menu.schema";
import type { CustomerEntryDto } from "~/modules/menu/visitors-per-day";
import { FormErrors } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button, buttonClass } from "~/components/ui/button";
import { InfoDialog } from "~/components/ui/dialog";
import { DayChart } from "./bar-chart";

import { canDownload, downloadText } from "./download";
import { ColumnHeads } from "~/components/ui/column-heads";
import { Select } from "~/components/ui/input";
import type { TableDto } from "~/modules/menu/manage-tables.server";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { FilterButtons } from "./filter-buttons";
import { requestJson } from "~/components/http/request-json";

export function EntriesTab({
  entries: listing,
  range,
  rangeError,
  tables,
  tableFilter,
}: {
  entries: CustomerEntriesPage;
  range: EntryRange;
  rangeError: string | null;
  tables: TableDto[];
  tableFilter: string | null;
}) {
  const { entries, page, pageCount, pageSize, total, guests, days } = listing;
  const [info, setInfo] = useState<{ title: string; message: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const [form, fields] = useStaffForm(entryRangeSchema, {
    id: "entries",
    defaultValue: range,
    shouldValidate: "onSubmit",
  });
  const query = new URLSearchParams();
  if (range.start) query.set("start", range.start);
  if (range.end) query.set("end", range.end);
  if (tableFilter) query.set("table", tableFilter);
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
      const reply = await requestJson<{ entries: CustomerEntryDto[] }>(
        `/api/v1/menu/customer-entries${query.size ? `?${query}` : ""}`,
      );
      if (!reply.ok) throw new Error(reply.message);
      const { entries: all } = reply.body;
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
      <Form method="get" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value="customerEntries" />
        <Field meta={fields.start} type="date" label="Start date" />
        <Field meta={fields.end} type="date" label="End date" />
        <div>
          <label htmlFor="entries-table" className="mb-1 block text-sm font-semibold">
            Table
          </label>
          <Select id="entries-table" name="table" defaultValue={tableFilter ?? ""} key={tableFilter ?? ""}>
            <option value="">All tables</option>
            {tables.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
            <option value="none">No table</option>
          </Select>
        </div>
        <FilterButtons clearTo="?tab=customerEntries" />
        <div className="flex flex-wrap gap-3 sm:ml-auto">
          <Button size="md" onClick={exportCsv} disabled={exporting}>
            Export to Excel (CSV)
          </Button>
          <a
            href={`/api/v1/menu/customer-entries.xlsx${query.size ? `?${query}` : ""}`}
            download
            className={buttonClass({ variant: "secondary", size: "md" })}
          >
            Download .xlsx
          </a>
        </div>
      </Form>
      {/* The browser's check of the dates, or the server's when the page came with bad ones. */}
      <FormErrors
        id={form.errorId}
        errors={form.errors ?? (rangeError ? [rangeError] : undefined)}
        size="sm"
      />
      <p className="text-sm text-gray-700" data-testid="entries-totals">
        Dates are whole days in India Standard Time. {total} {total === 1 ? "entry" : "entries"}, {guests}{" "}
        {guests === 1 ? "guest" : "guests"}.
      </p>
      {/* Issue 29 item 12: a reversed range (the browser's check or the server's) clears the chart. */}
      {days.length && !form.errors?.length && !rangeError ? (
        <DayChart title="Guests per day" days={days} />
      ) : null}
      {total === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-gray-700 ring-1 ring-black/5">
          {menuMessages.noEntries}
        </p>
      ) : (
        <ScrollRegion label="Customer entries" className="rounded-xl bg-white shadow-sm ring-1 ring-black/5">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="bg-brand-50">
              <tr>
                <ColumnHeads
                  labels={["Customer Name", "Phone Number", "Guests", "Timestamp", "Table"]}
                  className="px-4 py-3"
                />
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-t border-gray-100">
                  <td className="px-4 py-2.5 wrap-anywhere">{e.customerName}</td>
                  <td className="px-4 py-2.5">{e.phoneNumber}</td>
                  <td className="px-4 py-2.5">{e.numGuests}</td>
                  <td className="px-4 py-2.5 whitespace-nowrap">{formatDateTimePadded(e.timestamp)}</td>
                  <td className="px-4 py-2.5 wrap-anywhere">{e.table ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
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
              <Link
                to={pageLink(page - 1)}
                preventScrollReset
                className={buttonClass({ variant: "secondary", size: "md" })}
              >
                Previous
              </Link>
            ) : null}
            {page < pageCount ? (
              <Link
                to={pageLink(page + 1)}
                preventScrollReset
                className={buttonClass({ variant: "secondary", size: "md" })}
              >
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
