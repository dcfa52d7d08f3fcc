import type { ReactNode } from "react";
import { formatINR, type Paise } from "~/modules/money";

/** One column of a DataTable: its heading and how a row fills its cell. */
export interface Column<Row> {
  label: string;
  /** The heading is read by screen readers only (an actions column). */
  hideLabel?: boolean;
  /** Amounts and counts: right-aligned, on one line. */
  numeric?: boolean;
  /** The last column of a table whose edge needs no padding. */
  flush?: boolean;
  /** More classes of this column's cells, or of one row's cell. */
  className?: string | ((row: Row) => string);
  cell: (row: Row) => ReactNode;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/**
 * The staff screens' table of records (reservations' payments and documents, the accounts
 * workspace): a caption for screen readers, a heading row, a ruled row per record, and an optional
 * total row in bold. `empty` replaces the table when there are no rows; `scroll` lets a wide table
 * scroll sideways in its own box; `className` goes to that box, or to the table without one.
 * `tabular` sets every figure in equal widths so columns of amounts line up.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  empty,
  scroll = true,
  className,
  rowClassName,
  tabular = false,
  testId,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  total?: Row;
  empty?: ReactNode;
  scroll?: boolean;
  className?: string;
  rowClassName?: string;
  tabular?: boolean;
  testId?: string;
}) {
  if (rows.length === 0 && empty !== undefined) return empty;
  const cellClass = (column: Column<Row>, row: Row) =>
    classes(
      column.flush ? "py-2" : "py-2 pr-3",
      column.numeric && "text-right whitespace-nowrap",
      column.numeric && tabular && "tabular-nums",
      typeof column.className === "function" ? column.className(row) : column.className,
    );
  const line = (row: Row, rowClass: string) => (
    <tr key={rowKey(row)} className={rowClass}>
      {columns.map((column) => (
        <td key={column.label} className={cellClass(column, row)}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
  const table = (
    <table
      className={classes("w-full text-left text-sm", scroll && "min-w-max", !scroll && className)}
      data-testid={testId}
    >
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-300">
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={classes(column.flush ? "py-2" : "py-2 pr-3", column.numeric && "text-right")}
            >
              {column.hideLabel ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => line(row, classes("border-b border-gray-200", rowClassName)))}
        {total ? line(total, "font-semibold") : null}
      </tbody>
    </table>
  );
  // Issue 32 item 13: on a phone a money table scrolls sideways in its own box instead of being cut
  // off; the box is reachable and scrollable by keyboard and named by the caption (axe:
  // scrollable-region-focusable).
  return scroll ? (
    // biome-ignore lint/a11y/useSemanticElements: a named group, not a fieldset (no form controls)
    <div
      role="group"
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard
      tabIndex={0}
      className={classes("relative overflow-x-auto", className)}
    >
      {table}
    </div>
  ) : (
    table
  );
}

/** A row of a label and amounts (totals per mode, per rate, per SAC). */
export interface MoneyLine {
  label: string;
  amounts: Paise[];
}

/** The columns of MoneyLine rows: the label under `labels[0]`, each amount under the next label. */
export function moneyColumns(labels: string[]): Column<MoneyLine>[] {
  const [first, ...amounts] = labels;
  return [
    { label: first!, cell: (row) => row.label },
    ...amounts.map((label, i) => ({
      label,
      numeric: true,
      cell: (row: MoneyLine) => formatINR(row.amounts[i]!),
    })),
  ];
}
