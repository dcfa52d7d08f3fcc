import { data } from "react-router";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { DomainError } from "~/modules/errors";
import { readForm } from "~/modules/http/read-form.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import { customerExportFileName } from "~/modules/menu/customer-export";
import { deleteGuestData, exportGuestData, findGuestData } from "~/modules/menu/guest-data.server";
import { menuMessages, PUBLIC_VENUE } from "~/modules/menu/menu.constants";
import { tableDataDeletedText } from "~/modules/tables/guest-data";
import {
  deleteTableGuestData,
  exportTableGuestData,
  findTableGuestData,
} from "~/modules/tables/guest-data.server";
import type { Route } from "./+types/menu-guest-data";

/**
 * POST /api/v1/menu/guest-data (issue 18, DPDP Act 2023): a guest's request for their data.
 * `intent` find (the entries whose `phone` and `name` are the requester's, as JSON), export (a
 * CSV file) or delete (after the screen's confirmation), both of the `ids` staff ticked and only
 * with `verified` (staff checked who asked; issue 29 item 9). The phone number and name travel
 * in the body, so they never reach a URL or the log.
 */
export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "guestData.manage", menuMessages.guestDataDenied);
  const app = getApp(args.context);
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  // Issue 29 item 9: phone and name, the rows staff ticked, and their identity check.
  const options = {
    venue: PUBLIC_VENUE,
    actor,
    phone: form.get("phone"),
    name: form.get("name"),
    ids: form.getAll("ids"),
    verified: form.get("verified"),
  };
  return respond(args, toastReply(menuMessages.changeFailed), async () => {
    switch (intent) {
      case "find": {
        const entries = await findGuestData(app.database.db, options);
        // Issue 31: the same guest's table bookings and table-service requests.
        const tables = await findTableGuestData(app.database.db, options);
        return data(
          { ok: true as const, intent, entries, tables },
          { headers: { "Cache-Control": "no-store" } },
        );
      }
      case "export-tables": {
        const csv = await exportTableGuestData(app.database.db, options);
        const name = customerExportFileName(new Date()).replace("customer_entries", "guest_table_data");
        return new Response(csv, {
          headers: {
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": `attachment; filename="${name}"`,
            "Cache-Control": "no-store",
          },
        });
      }
      case "delete-tables": {
        const counts = await deleteTableGuestData(app.database.db, { ...options, events: app.events });
        return data({
          ok: true as const,
          intent: "delete" as const,
          deleted: counts.bookings + counts.requests,
          message: tableDataDeletedText(counts),
        });
      }
      case "export": {
        const { csv } = await exportGuestData(app.database.db, options);
        const name = customerExportFileName(new Date()).replace("customer_entries", "guest_data_request");
        return new Response(csv, {
          headers: {
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": `attachment; filename="${name}"`,
            "Cache-Control": "no-store",
          },
        });
      }
      case "delete": {
        const deleted = await deleteGuestData(app.database.db, { ...options, events: app.events });
        const message = `${deleted} ${deleted === 1 ? "entry was" : "entries were"} deleted.`;
        return data({ ok: true as const, intent, deleted, message });
      }
      default:
        throw new DomainError(400, "Unknown action.");
    }
  });
}
