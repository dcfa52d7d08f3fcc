/**
 * A table's column headings (`<th scope="col">`), one look per table through `className`; the
 * labels in `right` (amounts) are right-aligned like their cells.
 */
export function ColumnHeads({
  labels,
  className,
  right = [],
}: {
  labels: readonly string[];
  className: string;
  right?: readonly string[];
}) {
  return (
    <>
      {labels.map((label) => (
        <th key={label} scope="col" className={right.includes(label) ? `${className} text-right` : className}>
          {label}
        </th>
      ))}
    </>
  );
}
