import { data } from "react-router";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { unexpectedFailure } from "~/modules/errors";
import { jsonReply, respond } from "~/modules/http/respond.server";
import { entryFilterFromUrl, exportCustomerEntries } from "~/modules/menu/list-customer-entries.server";
import { PUBLIC_VENUE } from "~/modules/menu/menu.schema";
import type { Route } from "./+types/menu-entries";

/**
 * Every customer entry of a date filter, for the CSV export the browser builds (spec 7.6): the
 * table shows 50 a page, the export keeps every entry.
 */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "customerEntry.view");
  const url = new URL(args.request.url);
  return respond(args, jsonReply(unexpectedFailure), async () => {
    const entries = await exportCustomerEntries(getApp(args.context).database.db, {
      venue: PUBLIC_VENUE,
      actor,
      ...entryFilterFromUrl(url),
      format: "json",
    });
    return data({ entries }, { headers: { "Cache-Control": "no-store" } });
  });
}
