import { redirect } from "react-router";
import { getApp } from "~/context.server";
import { PUBLIC_VENUE } from "~/modules/menu/menu.constants";
import { findTableByShortCode } from "~/modules/menu/table-qr.server";
import { parseShortCode } from "~/modules/menu/table-short-url";
import type { Route } from "./+types/table-link";

/**
 * /t/<code> (issue 29 item 13): a printed card's short URL opens the visitor form for its table
 * (`/guntoorlogin?table=<id>`, issue 18); a removed table's, or an unknown code, the form without one.
 */
export async function loader(args: Route.LoaderArgs) {
  const code = parseShortCode(args.params.code);
  const table = code
    ? await findTableByShortCode(getApp(args.context).database.db, { venue: PUBLIC_VENUE, code })
    : null;
  return redirect(table ? `/guntoorlogin?table=${table}` : "/guntoorlogin", {
    headers: { "Cache-Control": "no-store" },
  });
}
