import { AuditEntries, type ShownAuditRow } from "./audit-entries";

/** The reservation detail's 'History' (issue 14): every recorded change, field by field. */
export function ReservationHistory({ rows }: { rows: ShownAuditRow[] }) {
  return (
    <section
      aria-labelledby="history-title"
      className="rounded-xl bg-brand-50 p-4 ring-1 ring-black/10 sm:p-6"
    >
      <h2 id="history-title" className="mb-3 text-lg font-semibold">
        History
      </h2>
      <AuditEntries rows={rows} empty="No recorded changes." />
    </section>
  );
}
