import type { AuditRow } from "~/modules/audit/list-audit.server";

export type ShownAuditRow = Omit<AuditRow, "at"> & { at: string };

/** Audit entries, newest first: when (IST), who, what, and the change field by field. */
export function AuditEntries({ rows, empty }: { rows: ShownAuditRow[]; empty: string }) {
  if (rows.length === 0) return <p className="rounded-lg bg-white p-6 text-center text-gray-800">{empty}</p>;
  return (
    <ol className="space-y-3">
      {rows.map((row) => (
        <li
          key={row.id}
          className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
          data-testid="audit-entry"
        >
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
            <span className="font-mono text-gray-800">{row.at}</span>
            <span className="font-semibold text-garden-900">{row.action}</span>
            <span className="break-all text-gray-800">{row.actorEmail ?? "—"}</span>
            {row.entityId ? (
              <span className="font-mono text-xs break-all text-gray-700">
                {row.entity} {row.entityId}
              </span>
            ) : null}
          </div>
          {row.differences.length > 0 ? (
            <table className="mt-2 w-full text-left text-sm">
              <caption className="sr-only">Changes</caption>
              <thead>
                <tr className="text-gray-700">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Field
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Before
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    After
                  </th>
                </tr>
              </thead>
              <tbody>
                {row.differences.map((d) => (
                  <tr key={d.field} className="border-t border-gray-100 align-top">
                    <th scope="row" className="py-1 pr-3 font-medium">
                      {d.label}
                    </th>
                    <td className="py-1 pr-3 break-all text-red-900">{d.before}</td>
                    <td className="py-1 break-all text-green-900">{d.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {row.details.length > 0 ? (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              {row.details.map((d) => (
                <div key={d.label} className="contents">
                  <dt className="text-gray-700">{d.label}</dt>
                  <dd className="break-all">{d.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
