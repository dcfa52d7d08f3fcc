import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { menuTables } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import { authorize } from "~/permissions";
import { getRestaurantInfo } from "./get-restaurant-info.server";
import { listTables, type TableDto } from "./manage-tables.server";
import { menuMessages, type Venue } from "./menu.constants";
import { tableQrSheetPng, tableQrSheetSvg } from "./qr-poster.server";
import { qrSheets } from "./table-qr";
import type { CardsPerPage } from "./qr-cards-pdf.server";
import { shortCodes, tableShortUrl } from "./table-short-url";

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

/**
 * Issue 29 item 13, 'Print QR cards': every live table's card in one A4 PDF, `perPage` cards a
 * page, each with its short URL (`PUBLIC_URL/t/<code>`).
 */
export async function printTableQrCards(
  db: Db,
  options: { venue: Venue; actor: Actor; publicUrl: string; perPage: CardsPerPage },
): Promise<{ pdf: Buffer; tables: number }> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  const [info, tables, everyTable] = await Promise.all([
    getRestaurantInfo(db, { venue: options.venue }),
    listTables(db, { venue: options.venue }),
    // Removed tables too: a newer table never takes a printed card's code.
    db
      .select({ id: menuTables.id, createdAt: menuTables.createdAt })
      .from(menuTables)
      .where(eq(menuTables.venue, options.venue)),
  ]);
  if (!tables.length) throw new DomainError(404, qrSheetMessages.noTables);
  const codes = shortCodes(everyTable);
  // pdfkit, fontkit and HarfBuzz load with the first card sheet, not with the server (issue 33).
  const { renderQrCardsPdf } = await import("./qr-cards-pdf.server");
  const pdf = await renderQrCardsPdf({
    restaurant: info.name,
    perPage: options.perPage,
    cards: tables.map((t) => ({ name: t.name, url: tableShortUrl(options.publicUrl, codes.get(t.id)!) })),
  });
  return { pdf, tables: tables.length };
}

/**
 * `/t/<code>`: the table whose printed card holds this code, the oldest whose id starts with it
 * (table-short-url.ts); null when it was removed or never was.
 */
export async function findTableByShortCode(
  db: Db,
  options: { venue: Venue; code: string },
): Promise<string | null> {
  const [row] = await db
    .select({ id: menuTables.id, removedAt: menuTables.removedAt })
    .from(menuTables)
    .where(
      and(
        eq(menuTables.venue, options.venue),
        sql`replace(${menuTables.id}::text, '-', '') like ${`${options.code}%`}`,
      ),
    )
    .orderBy(asc(menuTables.createdAt), asc(menuTables.id))
    .limit(1);
  return row && !row.removedAt ? row.id : null;
}
