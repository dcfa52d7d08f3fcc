import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { exportGstr1 } from "~/modules/billing/gst-export.server";
import { unexpectedFailure } from "~/modules/errors";
import { jsonReply, respond } from "~/modules/http/respond.server";
import { monthKey, monthOf, parseMonth, todayIST } from "~/modules/time";
import type { Route } from "./+types/gst-export";

const types = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  json: "application/json; charset=utf-8",
} as const;

/**
 * GET the month's GSTR-1 (?month=YYYY-MM): the offline tool's workbook (.xlsx), the same sheets as
 * CSV, or the portal's GSTR-1 JSON (accounts and admin).
 */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "billing.accounts.view");
  const url = new URL(args.request.url);
  const format = url.pathname.endsWith(".xlsx") ? "xlsx" : url.pathname.endsWith(".json") ? "json" : "csv";
  const month = monthKey(parseMonth(url.searchParams.get("month"), monthOf(todayIST())));
  return respond(args, jsonReply(unexpectedFailure), async () => {
    const bytes = await exportGstr1(getApp(args.context).database.db, { actor, month, format });
    const [year, mm] = month.split("-");
    const filename = format === "json" ? `GSTR1-${mm}${year}.json` : `gstr1-${month}.${format}`;
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": types[format],
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
