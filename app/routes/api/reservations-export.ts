import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { DomainError, unexpectedFailure } from "~/modules/errors";
import { jsonReply, respond } from "~/modules/http/respond.server";
import {
  exportReservationsCsv,
  exportReservationsXlsx,
  reservationsExportFileName,
} from "~/modules/reservations/export-reservations.server";
import { parseSearch } from "~/modules/reservations/search.schema";
import type { Route } from "./+types/reservations-export";

/** /api/v1/reservations/export.csv and .xlsx: the search page's result (issue 16), admin and accounts. */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "reservation.export");
  const url = new URL(args.request.url);
  const xlsx = url.pathname.endsWith(".xlsx");
  return respond(args, jsonReply(unexpectedFailure), async () => {
    const parsed = parseSearch(url.searchParams);
    if (!parsed.ok) throw new DomainError(400, parsed.error);
    const { db } = getApp(args.context).database;
    const options = { actor, search: parsed.search };
    const body = xlsx ? await exportReservationsXlsx(db, options) : await exportReservationsCsv(db, options);
    return new Response(body, {
      headers: {
        "Content-Type": xlsx
          ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          : "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${reservationsExportFileName(new Date(), xlsx ? "xlsx" : "csv")}"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
