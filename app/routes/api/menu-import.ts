import { data } from "react-router";
import { z } from "zod";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { importMenuItems } from "~/modules/menu/import-menu-items.server";
import { PUBLIC_VENUE } from "~/modules/menu/menu.schema";
import type { Route } from "./+types/menu-import";

/** The browser sends the parsed rows in batches so it can draw a progress bar between them. */
export const IMPORT_BATCH = 100;
const bodySchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())).min(1).max(IMPORT_BATCH) });

export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "menu.manage");
  const app = getApp(args.context);
  const parsed = bodySchema.safeParse(await args.request.json().catch(() => null));
  if (!parsed.success) {
    return data({ message: `Send {"rows": [...]} with 1 to ${IMPORT_BATCH} items.` }, { status: 400 });
  }
  const result = await importMenuItems(app.database.db, {
    venue: PUBLIC_VENUE,
    actor,
    rows: parsed.data.rows,
    logError: (error) => app.logger.error({ err: error }, "importing a menu item failed"),
  });
  if (result.successful > 0) await app.events.publish("menu", "items.imported");
  return result;
}
