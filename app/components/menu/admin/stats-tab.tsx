import type { MenuStats } from "~/modules/menu/get-menu-stats.server";
import type { TableGuests } from "~/modules/menu/list-customer-entries.server";
import type { EntryRange } from "~/modules/menu/menu.schema";
import { BarChart } from "./bar-chart";
import { GuestsPerTable } from "./guests-per-table";
import { Panel } from "~/components/ui/panel";

export function StatsTab({
  stats,
  tableGuests,
  range,
  rangeError = null,
}: {
  stats: MenuStats;
  tableGuests: TableGuests[] | null;
  range: EntryRange;
  rangeError?: string | null;
}) {
  const cards = [
    ["Total Items", stats.totalItems],
    ["Categories", stats.totalCategories],
    ["Veg Items", stats.vegItems],
    ["Non-Veg Items", stats.nonVegItems],
    ["Drinks", stats.drinkItems],
  ] as const;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/5">
            <dt className="text-sm font-semibold text-gray-700">{label}</dt>
            <dd className="mt-1 text-3xl font-semibold text-garden-900">{value}</dd>
            {label === "Veg Items" || label === "Non-Veg Items" ? (
              <dd className="text-xs text-gray-600">Food only</dd>
            ) : null}
          </div>
        ))}
      </dl>
      <Panel id="breakdown-title" look="menuAdmin" title="Category Breakdown" gap="mb-4">
        <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
          <ul className="divide-y divide-gray-100 text-sm" data-testid="category-breakdown">
            {stats.categoryBreakdown.map((c) => (
              <li key={c.key} className="flex justify-between gap-3 py-1.5 wrap-anywhere">
                <span>{c.label}</span>
                <span className="font-semibold">{c.count}</span>
              </li>
            ))}
          </ul>
          <BarChart
            title="Items per category"
            unit="items"
            bars={stats.categoryBreakdown.map((c) => ({ label: c.label, value: c.count }))}
          />
        </div>
      </Panel>
      {tableGuests ? <GuestsPerTable rows={tableGuests} range={range} rangeError={rangeError} /> : null}
    </div>
  );
}
