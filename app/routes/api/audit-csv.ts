import { getApp } from "~/context.server";
import { auditFilterInput, auditFilterSchema } from "~/modules/audit/audit.schema";
import { exportAuditCsv } from "~/modules/audit/list-audit.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { jsonReply, respond } from "~/modules/http/respond.server";
import { staffMessages } from "~/modules/staff/messages";
import { istDate } from "~/modules/time";
import type { Route } from "./+types/audit-csv";
import { parseOrRefuse } from "~/modules/http/parse-or-refuse";

/** The audit screen's filtered log as a CSV file (every page). */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "audit.view", staffMessages.onlyAdminsAudit);
  return respond(args, jsonReply(staffMessages.failed), async () => {
    const { page: _page, ...filter } = parseOrRefuse(
      auditFilterSchema,
      auditFilterInput(new URL(args.request.url)),
    );
    const csv = await exportAuditCsv(getApp(args.context).database.db, { actor, filter });
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="audit_log_${istDate(new Date())}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
