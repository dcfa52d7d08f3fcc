import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { insertMenuItem } from "./create-menu-item.server";
import { type RawImportRow, validateImportRow } from "./import-items";
import { MenuInputError } from "./menu-errors";
import { menuMessages, type Venue } from "./menu.schema";

/** Spec 3.11. */
export interface ImportResult {
  total: number;
  successful: number;
  failed: number;
  errors: { item: string; errors: string[] }[];
}

/**
 * Spec 9: sequential, one item at a time; each item in its own transaction so one bad row
 * writes nothing and the others still land.
 */
export async function importMenuItems(
  db: Db,
  options: { venue: Venue; actor: Actor; rows: readonly RawImportRow[]; logError?: (e: unknown) => void },
): Promise<ImportResult> {
  const result: ImportResult = { total: options.rows.length, successful: 0, failed: 0, errors: [] };
  for (const [index, row] of options.rows.entries()) {
    const label = (validated: { name: string }) => validated.name || `Item ${index + 1}`;
    const validated = validateImportRow(row);
    if (!validated.ok) {
      result.failed++;
      result.errors.push({ item: label(validated), errors: validated.errors });
      continue;
    }
    try {
      await db.transaction((tx) =>
        insertMenuItem(tx, { venue: options.venue, actor: options.actor, input: validated.item }),
      );
      result.successful++;
    } catch (error) {
      result.failed++;
      if (!(error instanceof MenuInputError)) options.logError?.(error);
      const message = error instanceof MenuInputError ? error.message : menuMessages.saveToDatabaseFailed;
      result.errors.push({ item: label(validated.item), errors: [message] });
    }
  }
  return result;
}
