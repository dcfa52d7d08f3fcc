import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { unexpectedFailure } from "~/modules/errors";
import { jsonReply, respond } from "~/modules/http/respond.server";
import { customerExportFileName } from "~/modules/menu/customer-export";
import { exportCustomerEntriesXlsx } from "~/modules/menu/export-customer-entries-xlsx.server";
import { entryFilterFromUrl } from "~/modules/menu/list-customer-entries.server";
import { PUBLIC_VENUE } from "~/modules/menu/menu.schema";
import type { Route } from "./+types/menu-entries-xlsx";

export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "customerEntry.view");
  const url = new URL(args.request.url);
  return respond(args, jsonReply(unexpectedFailure), async () => {
    const bytes = await exportCustomerEntriesXlsx(getApp(args.context).database.db, {
      venue: PUBLIC_VENUE,
      actor,
      ...entryFilterFromUrl(url),
    });
    return new Response(bytes, {
      headers: {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="${customerExportFileName(new Date(), "xlsx")}"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
