import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import { authorize } from "~/permissions";
import { getRestaurantInfo } from "./get-restaurant-info.server";
import { listTables, type TableDto } from "./manage-tables.server";
import { menuMessages, type Venue } from "./menu.constants";
import { tableQrSheetPng, tableQrSheetSvg } from "./qr-poster.server";
import { qrSheets } from "./table-qr";

export const qrSheetMessages = {
  noTables: "Add a table first: there is no QR code to print.",
  noSuchSheet: "There is no such sheet.",
} as const;

/** 'Print QR codes' (issue 18): sheet `sheet` (1-based) of the venue's live tables, as SVG or PNG. */
export async function printTableQrSheet(
  db: Db,
  options: {
    venue: Venue;
    actor: Actor;
    publicUrl: string;
    perSheet: 1 | 4;
    sheet: number;
    format: "svg" | "png";
  },
): Promise<{ body: string | Uint8Array<ArrayBuffer>; tables: TableDto[] }> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  const [info, tables] = await Promise.all([
    getRestaurantInfo(db, { venue: options.venue }),
    listTables(db, { venue: options.venue }),
  ]);
  if (!tables.length) throw new DomainError(404, qrSheetMessages.noTables);
  const onSheet = qrSheets(tables, options.perSheet)[options.sheet - 1];
  if (!onSheet) throw new DomainError(404, qrSheetMessages.noSuchSheet);
  const sheet = {
    publicUrl: options.publicUrl,
    restaurant: info.name,
    tables: onSheet,
    perSheet: options.perSheet,
  };
  const body = options.format === "png" ? await tableQrSheetPng(sheet) : tableQrSheetSvg(sheet);
  return { body, tables: onSheet };
}
