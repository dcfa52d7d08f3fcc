import { AuditEntries, type ShownAuditRow } from "./audit-entries";
import { Panel } from "~/components/ui/panel";

/** The reservation detail's 'History' (issue 14): every recorded change, field by field. */
export function ReservationHistory({ rows }: { rows: ShownAuditRow[] }) {
  return (
    <Panel id="history-title" look="history" title="History">
      <AuditEntries rows={rows} empty="No recorded changes." />
    </Panel>
  );
}
