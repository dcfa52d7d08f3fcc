/** A table's column headings (`<th scope="col">`), one look per table through `className`. */
export function ColumnHeads({ labels, className }: { labels: readonly string[]; className: string }) {
  return (
    <>
      {labels.map((label) => (
        <th key={label} scope="col" className={className}>
          {label}
        </th>
      ))}
    </>
  );
}
