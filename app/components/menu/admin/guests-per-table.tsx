import { Form } from "react-router";
import { ColumnHeads } from "~/components/ui/column-heads";
import { Input } from "~/components/ui/input";
import type { TableGuests } from "~/modules/menu/list-customer-entries.server";
import { type EntryRange, menuMessages } from "~/modules/menu/menu.schema";
import { BarChart } from "./bar-chart";
import { Panel } from "~/components/ui/panel";
import { FilterButtons } from "./filter-buttons";

const tableLabel = (row: TableGuests) =>
  row.name === null ? "No table" : row.removed ? `${row.name} (removed)` : row.name;

/** Issue 18, Statistics: guests per table over the chosen IST days. */
export function GuestsPerTable({
  rows,
  range,
  rangeError = null,
}: {
  rows: TableGuests[];
  range: EntryRange;
  /** Issue 29 item 12: a reversed range is explained and its chart left empty. */
  rangeError?: string | null;
}) {
  return (
    <Panel id="per-table-title" look="menuAdmin" title="Guests per table">
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value="stats" />
        {(["start", "end"] as const).map((bound) => (
          <div key={bound}>
            <label htmlFor={`per-table-${bound}`} className="mb-1 block text-sm font-semibold">
              {bound === "start" ? "Start date" : "End date"}
            </label>
            <Input id={`per-table-${bound}`} type="date" name={bound} defaultValue={range[bound] ?? ""} />
          </div>
        ))}
        <FilterButtons clearTo="?tab=stats" />
      </Form>
      {rangeError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {rangeError}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-gray-700">{menuMessages.noEntries}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
          <table className="w-full text-left text-sm" data-testid="guests-per-table">
            <thead>
              <tr className="text-gray-800">
                <ColumnHeads labels={["Table", "Guests", "Entries"]} className="py-1.5 pr-3" />
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.tableId ?? "none"} className="border-t border-gray-100">
                  <td className="py-1.5 pr-3 wrap-anywhere">{tableLabel(row)}</td>
                  <td className="py-1.5 pr-3 font-semibold">{row.guests}</td>
                  <td className="py-1.5 pr-3">{row.entries}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <BarChart
            title="Guests per table"
            unit="guests"
            bars={rows.map((row) => ({ label: tableLabel(row), value: row.guests }))}
          />
        </div>
      )}
    </Panel>
  );
}
