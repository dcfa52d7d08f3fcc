import { data } from "react-router";
import { z } from "zod";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { DomainError } from "~/modules/errors";
import { controlCharacterMessage, jsonHasControlCharacter } from "~/modules/http/control-characters";
import { jsonReply, respond } from "~/modules/http/respond.server";
import { importRowsSchema, MAX_IMPORT_ROWS } from "~/modules/menu/import-items";
import { importChangedMessage, importMenuItems } from "~/modules/menu/import-menu-items.server";
import { menuMessages, PUBLIC_VENUE } from "~/modules/menu/menu.schema";
import { previewMenuImport } from "~/modules/menu/plan-menu-import.server";
import type { Route } from "./+types/menu-import";

/** Either the preview of some rows, or Import Items for the rows of a preview (its fingerprint). */
const bodySchema = z.union([
  z.object({ preview: z.literal(true), rows: importRowsSchema }),
  z.object({
    rows: importRowsSchema,
    fingerprint: z.string().regex(/^[a-f0-9]{64}$/),
    // Issue 29 item 12: staff confirmed the preview's prices above ₹10,000.
    confirmHighPrices: z.boolean().optional(),
  }),
]);

export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "menu.manage");
  const app = getApp(args.context);
  const db = app.database.db;
  return respond(args, jsonReply(menuMessages.changeFailed), async () => {
    const body = await args.request.json().catch(() => null);
    if (jsonHasControlCharacter(body)) throw new DomainError(400, controlCharacterMessage);
    const parsed = bodySchema.safeParse(body);
    if (!parsed.success) {
      throw new DomainError(
        400,
        `Send {"preview": true, "rows": [...]} or {"rows": [...], "fingerprint": "..."} with 1 to ${MAX_IMPORT_ROWS} items.`,
      );
    }
    const request = parsed.data;
    const options = { venue: PUBLIC_VENUE, actor, rows: request.rows };
    if ("preview" in request) return previewMenuImport(db, options);
    const outcome = await importMenuItems(db, {
      ...options,
      fingerprint: request.fingerprint,
      highPricesConfirmed: request.confirmHighPrices === true,
      events: app.events,
      logError: (error) => app.logger.error({ err: error }, "importing a menu item failed"),
    });
    // Not a refusal: the answer carries the new preview to check and import again.
    if (!outcome.ok)
      return data({ message: importChangedMessage, preview: outcome.preview }, { status: 409 });
    return outcome.result;
  });
}
