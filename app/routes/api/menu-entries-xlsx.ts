import { data } from "react-router";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { customerExportFileName } from "~/modules/menu/customer-export";
import { exportCustomerEntriesXlsx } from "~/modules/menu/export-customer-entries-xlsx.server";
import { entryRangeSchema, PUBLIC_VENUE } from "~/modules/menu/menu.schema";
import type { Route } from "./+types/menu-entries-xlsx";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "customerEntry.view");
  const url = new URL(args.request.url);
  const range = entryRangeSchema.safeParse({
    start: url.searchParams.get("start") ?? undefined,
    end: url.searchParams.get("end") ?? undefined,
  });
  if (!range.success) throw data({ message: range.error.issues[0]!.message }, { status: 400 });
  const bytes = await exportCustomerEntriesXlsx(getApp(args.context).database.db, {
    venue: PUBLIC_VENUE,
    range: range.data,
  });
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${customerExportFileName(new Date(), "xlsx")}"`,
      "Cache-Control": "no-store",
    },
  });
}
