import { createHash, randomInt } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { menuTableCodes } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import { authorize } from "~/permissions";
import { menuMessages, TABLE_CODE_HOURS, type Venue } from "./menu.constants";
import { findLiveTable } from "./manage-tables.server";
import { tableMessages } from "./tables.schema";

// Issue 29 item 7: when the restaurant's Wi-Fi (one address for every guest) has reached the visitor
// form's per-address ceiling, staff give a table a code; its guests type it in the form and are let
// through that ceiling (not the per-browser or per-phone limits), their entries recorded at the table.

/** Letters and digits a guest cannot mistake for one another (no 0/O, 1/I/L). */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const LENGTH = 8;

/** A code as staff read it out: two groups of four ("K7M2-9QXA"), 31^8 ≈ 8.5 × 10^11 of them. */
function newCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}

/** What a guest typed, as the code is stored: case, spaces and dashes ignored. */
export function normaliseTableCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "");
}

const hashOf = (venue: Venue, code: string) =>
  createHash("sha256")
    .update(`table-code:${venue}:${normaliseTableCode(code)}`)
    .digest("hex");

/** Staff issue a code for a live table; it replaces the table's earlier one and lasts TABLE_CODE_HOURS. */
export async function issueTableCode(
  db: Db,
  options: { venue: Venue; actor: Actor; tableId: string; now?: Date },
): Promise<{ code: string; tableName: string; expiresAt: string }> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const table = await findLiveTable(tx, options.venue, options.tableId);
    if (!table) throw new DomainError(404, tableMessages.notFound);
    const code = newCode();
    const expiresAt = new Date(now.getTime() + TABLE_CODE_HOURS * 3_600_000);
    await tx.delete(menuTableCodes).where(eq(menuTableCodes.tableId, table.id));
    await tx.insert(menuTableCodes).values({
      venue: options.venue,
      tableId: table.id,
      codeHash: hashOf(options.venue, code),
      expiresAt,
      createdAt: now,
    });
    // The code itself is never written down, only that one was given.
    await writeAudit(tx, {
      actor: options.actor,
      action: "menuTable.code",
      entity: "menuTable",
      entityId: table.id,
      before: null,
      after: { table: table.name, expiresAt: expiresAt.toISOString() },
    });
    return { code, tableName: table.name, expiresAt: expiresAt.toISOString() };
  });
}

/** The live table a typed code is for, or null (unknown, expired, its table removed). */
export async function tableOfCode(
  db: Db | Tx,
  options: { venue: Venue; code: string; now: Date },
): Promise<{ id: string; name: string } | null> {
  if (normaliseTableCode(options.code).length !== LENGTH) return null;
  const [row] = await db
    .select({ tableId: menuTableCodes.tableId })
    .from(menuTableCodes)
    .where(
      and(
        eq(menuTableCodes.venue, options.venue),
        eq(menuTableCodes.codeHash, hashOf(options.venue, options.code)),
        gt(menuTableCodes.expiresAt, options.now),
      ),
    )
    .limit(1);
  return row ? findLiveTable(db, options.venue, row.tableId) : null;
}
