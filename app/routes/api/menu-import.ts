import { data } from "react-router";
import { z } from "zod";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { importRowsSchema, MAX_IMPORT_ROWS } from "~/modules/menu/import-items";
import { importChangedMessage, importMenuItems } from "~/modules/menu/import-menu-items.server";
import { PUBLIC_VENUE } from "~/modules/menu/menu.schema";
import { planMenuImport, toPreview } from "~/modules/menu/plan-menu-import.server";
import type { Route } from "./+types/menu-import";

/** Either the preview of some rows, or Import Items for the rows of a preview (its fingerprint). */
const bodySchema = z.union([
  z.object({ preview: z.literal(true), rows: importRowsSchema }),
  z.object({ rows: importRowsSchema, fingerprint: z.string().regex(/^[a-f0-9]{64}$/) }),
]);

export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "menu.manage");
  const app = getApp(args.context);
  const db = app.database.db;
  const parsed = bodySchema.safeParse(await args.request.json().catch(() => null));
  if (!parsed.success) {
    return data(
      {
        message: `Send {"preview": true, "rows": [...]} or {"rows": [...], "fingerprint": "..."} with 1 to ${MAX_IMPORT_ROWS} items.`,
      },
      { status: 400 },
    );
  }
  const body = parsed.data;
  if ("preview" in body) return toPreview(await planMenuImport(db, { venue: PUBLIC_VENUE, rows: body.rows }));
  const outcome = await importMenuItems(db, {
    venue: PUBLIC_VENUE,
    actor,
    rows: body.rows,
    fingerprint: body.fingerprint,
    logError: (error) => app.logger.error({ err: error }, "importing a menu item failed"),
  });
  if (!outcome.ok) return data({ message: importChangedMessage, preview: outcome.preview }, { status: 409 });
  if (outcome.result.successful > 0) await app.events.publish("menu", "items.imported");
  return outcome.result;
}
