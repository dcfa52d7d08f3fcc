import { Panel } from "~/components/ui/panel";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { type Column, DataTable } from "~/components/ui/data-table";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { formatINR } from "~/modules/money";
import { slots } from "~/modules/overview/overview";
import {
  loadOverview,
  type Overview,
  type OverviewMonth,
  overviewTexts,
} from "~/modules/overview/overview.server";
import { formatPlainDate } from "~/modules/time";
import type { Route } from "./+types/overview";

export const meta = () => [{ title: "Owner's overview — Luxe Hall Reservations" }];

/** Issue 32 item 12: the owner's overview (admin only, `overview.view`). */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "overview.view", overviewTexts.denied);
  return { overview: await loadOverview(getApp(args.context).database.db, { actor }) };
}

const colours = { invoiced: "#1f6f43", received: "#5fa777", due: "#c2410c" } as const;
const lakh = (paise: number) => `₹${(paise / 100 / 1_00_000).toFixed(paise >= 100 * 1_00_00_000 ? 0 : 1)} L`;

/** Revenue by month: three bars a month (invoiced, received, due), server-rendered SVG. */
function RevenueChart({ months }: { months: OverviewMonth[] }) {
  const max = Math.max(1, ...months.flatMap((m) => [m.invoiced, m.received, m.due]));
  const w = 720;
  const h = 240;
  const top = 16;
  const bottom = 36;
  const left = 56;
  const band = (w - left) / months.length;
  const bar = Math.min(14, (band - 8) / 3);
  const y = (v: number) => top + (h - top - bottom) * (1 - Math.max(0, v) / max);
  return (
    <svg viewBox={`0 0 ${w} ${h}`} className="h-auto w-full" aria-hidden="true" data-testid="revenue-chart">
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={left} x2={w} y1={y(max * f)} y2={y(max * f)} stroke="#d1d5db" />
          <text x={left - 6} y={y(max * f) + 4} textAnchor="end" fontSize="11" fill="#374151">
            {lakh(max * f)}
          </text>
        </g>
      ))}
      {months.map((m, i) => {
        const x0 = left + i * band + (band - 3 * bar) / 2;
        return (
          <g key={m.month}>
            {(["invoiced", "received", "due"] as const).map((k, j) => (
              <rect
                key={k}
                x={x0 + j * bar}
                y={y(m[k])}
                width={bar - 1}
                height={Math.max(0, h - bottom - y(m[k]))}
                fill={colours[k]}
              />
            ))}
            <text
              x={left + i * band + band / 2}
              y={h - bottom + 14}
              textAnchor="middle"
              fontSize="11"
              fill="#374151"
            >
              {m.label.split(" ")[0]}
            </text>
            <text
              x={left + i * band + band / 2}
              y={h - bottom + 28}
              textAnchor="middle"
              fontSize="10"
              fill="#6b7280"
            >
              {m.bookings}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function Legend() {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
      {(["invoiced", "received", "due"] as const).map((k) => (
        <li key={k} className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm" style={{ background: colours[k] }} />
          {k === "invoiced" ? "Invoiced" : k === "received" ? "Received" : "Due"}
        </li>
      ))}
      <li className="text-gray-700">The small figure under each month: bookings.</li>
    </ul>
  );
}

/** Occupancy: a grid of weekday × slot, darker for more events. */
function OccupancyChart({ occupancy }: { occupancy: Overview["occupancy"] }) {
  const max = Math.max(1, ...occupancy.flatMap((d) => slots.map((s) => d.counts[s])));
  const cell = 56;
  const left = 92;
  const top = 22;
  return (
    <svg
      viewBox={`0 0 ${left + cell * slots.length} ${top + cell * 7 * 0.6}`}
      className="h-auto w-full max-w-md"
      aria-hidden="true"
      data-testid="occupancy-chart"
    >
      {slots.map((s, j) => (
        <text key={s} x={left + j * cell + cell / 2} y={14} textAnchor="middle" fontSize="11" fill="#374151">
          {s}
        </text>
      ))}
      {occupancy.map((d, i) => (
        <g key={d.weekday}>
          <text x={left - 8} y={top + i * cell * 0.6 + 21} textAnchor="end" fontSize="11" fill="#374151">
            {d.weekday}
          </text>
          {slots.map((s, j) => {
            const n = d.counts[s];
            const shade = n === 0 ? 0.06 : 0.2 + 0.8 * (n / max);
            return (
              <g key={s}>
                <rect
                  x={left + j * cell + 2}
                  y={top + i * cell * 0.6 + 2}
                  width={cell - 4}
                  height={cell * 0.6 - 4}
                  rx="4"
                  fill="#1f6f43"
                  fillOpacity={shade}
                />
                <text
                  x={left + j * cell + cell / 2}
                  y={top + i * cell * 0.6 + 21}
                  textAnchor="middle"
                  fontSize="12"
                  fill={shade > 0.55 ? "#ffffff" : "#111827"}
                >
                  {n}
                </text>
              </g>
            );
          })}
        </g>
      ))}
    </svg>
  );
}

/** Conversion: a stacked bar per source (won, lost, open). */
function ConversionChart({ conversion }: { conversion: Overview["conversion"] }) {
  const w = 380;
  const row = 40;
  const left = 112;
  const max = Math.max(1, ...conversion.map((c) => c.total));
  const scale = (n: number) => ((w - left - 70) * n) / max;
  const parts = [
    { key: "won", fill: "#1f6f43" },
    { key: "lost", fill: "#c2410c" },
    { key: "open", fill: "#9ca3af" },
  ] as const;
  return (
    <svg
      viewBox={`0 0 ${w} ${Math.max(1, conversion.length) * row + 8}`}
      className="h-auto w-full max-w-md"
      aria-hidden="true"
      data-testid="conversion-chart"
    >
      {conversion.map((c, i) => {
        let x = left;
        return (
          <g key={c.source}>
            <text x={left - 8} y={i * row + 24} textAnchor="end" fontSize="13" fill="#374151">
              {c.label}
            </text>
            {parts.map((p) => {
              const width = scale(c[p.key]);
              const rect = <rect key={p.key} x={x} y={i * row + 8} width={width} height={24} fill={p.fill} />;
              x += width;
              return rect;
            })}
            <text x={x + 6} y={i * row + 24} fontSize="13" fill="#111827">
              {c.total === 0 ? "—" : `${Math.round((c.won / c.total) * 100)} % won`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const monthColumns: Column<OverviewMonth>[] = [
  { label: "Month", cell: (m) => m.label },
  { label: "Bookings", numeric: true, cell: (m) => m.bookings },
  { label: "Invoiced", numeric: true, cell: (m) => formatINR(m.invoiced) },
  { label: "Received", numeric: true, cell: (m) => formatINR(m.received) },
  { label: "Due", numeric: true, flush: true, cell: (m) => formatINR(m.due) },
];
type Day = Overview["occupancy"][number];
const occupancyColumns: Column<Day>[] = [
  { label: "Weekday", cell: (d) => d.weekday },
  ...slots.map((s) => ({ label: s, numeric: true, cell: (d: Day) => d.counts[s] })),
];
type Source = Overview["conversion"][number];
const conversionColumns: Column<Source>[] = [
  { label: "Source", cell: (c) => c.label },
  { label: "Enquiries", numeric: true, cell: (c) => c.total },
  { label: "Won", numeric: true, cell: (c) => c.won },
  { label: "Lost", numeric: true, cell: (c) => c.lost },
  { label: "Open", numeric: true, flush: true, cell: (c) => c.open },
];

/** The figures of a chart as a table: for screen readers, and for anyone who opens it. */
function Figures<T>(props: { caption: string; columns: Column<T>[]; rows: T[]; rowKey: (r: T) => string }) {
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold text-garden-800">Figures as a table</summary>
      <DataTable
        caption={props.caption}
        columns={props.columns}
        rows={props.rows}
        rowKey={props.rowKey}
        tabular
      />
    </details>
  );
}

export default function OwnersOverview({ loaderData }: Route.ComponentProps) {
  const { overview: o } = loaderData;
  const totals = o.months.reduce(
    (t, m) => ({
      bookings: t.bookings + m.bookings,
      invoiced: t.invoiced + m.invoiced,
      received: t.received + m.received,
    }),
    { bookings: 0, invoiced: 0, received: 0 },
  );
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-3xl font-semibold text-garden-900">Owner's overview</h1>
        <p className="mt-1 text-sm text-gray-700">
          {formatPlainDate(o.from)} to {formatPlainDate(o.to)}: {totals.bookings} bookings,{" "}
          {formatINR(totals.invoiced)} invoiced, {formatINR(totals.received)} received.
        </p>
      </div>
      <Panel id="overview-revenue" look="reservation" title="Bookings and revenue by month">
        <ScrollRegion label="Revenue chart">
          <div className="min-w-[600px]">
            <RevenueChart months={o.months} />
          </div>
        </ScrollRegion>
        <Legend />
        <Figures
          caption="Bookings and revenue by month"
          columns={monthColumns}
          rows={o.months}
          rowKey={(m) => m.month}
        />
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="overview-occupancy" look="reservation" title="Occupancy by weekday and time of day">
          <p className="mb-2 text-sm text-gray-700">
            Confirmed and completed events; morning starts before 12:00, afternoon before 17:00.
          </p>
          <OccupancyChart occupancy={o.occupancy} />
          <Figures
            caption="Events by weekday and time of day"
            columns={occupancyColumns}
            rows={o.occupancy}
            rowKey={(d) => d.weekday}
          />
        </Panel>
        <Panel id="overview-conversion" look="reservation" title="Enquiry conversion by source">
          {o.conversion.length === 0 ? (
            <p className="text-sm text-gray-700">No enquiries in these twelve months.</p>
          ) : (
            <>
              <ConversionChart conversion={o.conversion} />
              <ul className="mt-2 flex flex-wrap gap-x-4 text-sm" aria-hidden="true">
                {[
                  ["Won", "#1f6f43"],
                  ["Lost", "#c2410c"],
                  ["Open", "#9ca3af"],
                ].map(([label, fill]) => (
                  <li key={label} className="flex items-center gap-1.5">
                    <span className="inline-block size-3 rounded-sm" style={{ background: fill }} />
                    {label}
                  </li>
                ))}
              </ul>
            </>
          )}
          <Figures
            caption="Enquiries by source"
            columns={conversionColumns}
            rows={o.conversion}
            rowKey={(c) => c.source}
          />
        </Panel>
      </div>
    </div>
  );
}
