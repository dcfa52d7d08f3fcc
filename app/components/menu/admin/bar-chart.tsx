import { chartDay } from "~/modules/menu/visitors-per-day";

/** A small horizontal bar chart drawn in SVG; the numbers are also given as text beside it. */
export function BarChart({
  title,
  bars,
  unit,
}: {
  title: string;
  bars: { label: string; value: number }[];
  unit: string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const rowHeight = 26;
  const labelWidth = 170;
  const width = 560;
  const height = bars.length * rowHeight + 8;
  return (
    <figure
      className="overflow-x-auto"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable chart must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
    >
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="w-full min-w-[340px]"
        role="img"
        aria-label={`${title}: ${bars.map((b) => `${b.label} ${b.value} ${unit}`).join(", ")}`}
      >
        {bars.map((b, i) => {
          const barWidth = ((width - labelWidth - 50) * b.value) / max;
          const y = i * rowHeight + 4;
          return (
            <g key={b.label}>
              <text x={labelWidth - 8} y={y + 15} textAnchor="end" fontSize="12" fill="#1c1a17">
                {b.label.length > 24 ? `${b.label.slice(0, 23)}…` : b.label}
              </text>
              <rect
                x={labelWidth}
                y={y + 3}
                width={Math.max(barWidth, b.value ? 2 : 0)}
                height={16}
                rx="3"
                fill="#24543a"
              />
              <text x={labelWidth + barWidth + 6} y={y + 15} fontSize="12" fill="#1c1a17">
                {b.value}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="sr-only">{title}</figcaption>
    </figure>
  );
}

/** Vertical bars per day (customer entries). */
export function DayChart({
  title,
  days,
}: {
  title: string;
  days: { day: string; guests: number; entries: number }[];
}) {
  const max = Math.max(1, ...days.map((d) => d.guests));
  const width = Math.max(320, days.length * 18 + 40);
  const height = 140;
  const barWidth = Math.min(28, Math.max(4, (width - 40) / Math.max(days.length, 1) - 4));
  return (
    <figure
      className="overflow-x-auto rounded-xl bg-white p-4 ring-1 ring-black/5"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable chart must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
    >
      <figcaption className="mb-2 text-sm font-semibold text-gray-800">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-36 min-w-full"
        style={{ width: `${width}px` }}
        role="img"
        aria-label={`${title}: ${days.map((d) => `${chartDay(d.day, true)} ${d.guests} guests`).join(", ")}`}
      >
        <line x1="20" y1={height - 20} x2={width - 10} y2={height - 20} stroke="#9ca3af" />
        {days.map((d, i) => {
          const h = ((height - 40) * d.guests) / max;
          const x = 24 + i * (barWidth + 4);
          return (
            <g key={d.day}>
              <rect x={x} y={height - 20 - h} width={barWidth} height={h} rx="2" fill="#a8842f">
                <title>{`${chartDay(d.day, true)}: ${d.guests} guests in ${d.entries} entries`}</title>
              </rect>
              {days.length <= 14 || i % Math.ceil(days.length / 10) === 0 ? (
                <text x={x + barWidth / 2} y={height - 6} fontSize="10" textAnchor="middle" fill="#374151">
                  {chartDay(d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
