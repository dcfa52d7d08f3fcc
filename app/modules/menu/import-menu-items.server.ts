import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { insertMenuItem } from "./create-menu-item.server";
import type { RawImportRow } from "./import-items";
import { lockMenuItems } from "./menu-dto.server";
import { menuMessages, type Venue } from "./menu.schema";
import { type ImportPreview, type PlannedRow, planMenuImport, toPreview } from "./plan-menu-import.server";
import { applyMenuItemUpdate, type ItemChanges } from "./update-menu-item.server";

/** Spec 3.11, with the split of the successful rows into added and updated. */
export interface ImportResult {
  total: number;
  successful: number;
  added: number;
  updated: number;
  /** Issue 29 item 12: rows that matched an item and changed nothing (counted as successful). */
  unchanged: number;
  failed: number;
  errors: { item: string; errors: string[] }[];
}

export type ImportOutcome = { ok: true; result: ImportResult } | { ok: false; preview: ImportPreview };

export const importChangedMessage =
  "The menu changed after this preview, so nothing was imported. Check the new preview and press Import Items again.";

/**
 * The fields an import row sets on an existing item. The name is what matched (ignoring case
 * and spaces), so the item keeps its own spelling; columns the row left out keep their value.
 */
function updateChanges(p: PlannedRow): ItemChanges {
  const item = p.item!;
  const present = new Set(p.present);
  return {
    pricePaise: item.pricePaise,
    isVeg: item.isVeg,
    description: present.has("description") ? item.description : undefined,
    notes: present.has("notes") ? item.notes : undefined,
    servedWith: present.has("served_with") ? item.servedWith : undefined,
    options: present.has("options") ? item.options : undefined,
    isOutOfStock: present.has("isOutOfStock") ? item.isOutOfStock : undefined,
    nameTe: present.has("name_te") ? item.nameTe : undefined,
    descriptionTe: present.has("description_te") ? item.descriptionTe : undefined,
    nameKn: present.has("name_kn") ? item.nameKn : undefined,
    descriptionKn: present.has("description_kn") ? item.descriptionKn : undefined,
    nameHi: present.has("name_hi") ? item.nameHi : undefined,
    descriptionHi: present.has("description_hi") ? item.descriptionHi : undefined,
    notesTe: present.has("notes_te") ? item.notesTe : undefined,
    notesKn: present.has("notes_kn") ? item.notesKn : undefined,
    notesHi: present.has("notes_hi") ? item.notesHi : undefined,
    servedWithTe: present.has("served_with_te") ? item.servedWithTe : undefined,
    servedWithKn: present.has("served_with_kn") ? item.servedWithKn : undefined,
    servedWithHi: present.has("served_with_hi") ? item.servedWithHi : undefined,
    needsReview: present.has("needs_review") ? item.needsReview : undefined,
    spiceLevel: present.has("spice_level") ? item.spiceLevel : undefined,
    allergens: present.has("allergens") ? item.allergens : undefined,
    isChefsSpecial: present.has("chefs_special") ? item.isChefsSpecial : undefined,
    servedFrom: present.has("served_from") ? item.servedFrom : undefined,
    servedUntil: present.has("served_until") ? item.servedUntil : undefined,
  };
}

/**
 * Import Items: writes exactly what the preview with this fingerprint showed, or nothing when
 * the menu (or the rows) changed since. Under the items lock, rows are written sequentially
 * (spec 9), each in its own savepoint, so a row the database refuses is reported and the others
 * still land.
 */
export async function importMenuItems(
  db: Db,
  options: {
    venue: Venue;
    actor: Actor;
    rows: readonly RawImportRow[];
    fingerprint: string;
    /** Issue 29 item 12: staff confirmed the preview's prices above ₹10,000. */
    highPricesConfirmed?: boolean;
    events: EventBus;
    logError?: (e: unknown) => void;
  },
): Promise<ImportOutcome> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  const outcome = await db.transaction(async (tx): Promise<ImportOutcome> => {
    await lockMenuItems(tx, options.venue);
    const plan = await planMenuImport(tx, { venue: options.venue, rows: options.rows });
    if (plan.fingerprint !== options.fingerprint) return { ok: false, preview: toPreview(plan) };
    if (plan.highPrices && !options.highPricesConfirmed)
      throw new DomainError(400, menuMessages.highPricesUnconfirmed(plan.highPrices));
    const result: ImportResult = {
      total: plan.planned.length,
      successful: 0,
      added: 0,
      updated: 0,
      unchanged: 0,
      failed: 0,
      errors: [],
    };
    for (const p of plan.planned) {
      const label = p.name || `Item ${p.row}`;
      if (p.action === "refuse") {
        result.failed++;
        result.errors.push({ item: label, errors: p.details });
        continue;
      }
      // Nothing to write, no audit row: the item is as the row says.
      if (p.action === "unchanged") {
        result.successful++;
        result.unchanged++;
        continue;
      }
      try {
        await tx.transaction(async (savepoint) => {
          if (p.action === "add") {
            await insertMenuItem(savepoint, {
              venue: options.venue,
              actor: options.actor,
              input: p.item!,
              action: "menuItem.import.create",
            });
          } else {
            await applyMenuItemUpdate(savepoint, {
              venue: options.venue,
              actor: options.actor,
              id: p.target!.id,
              changes: updateChanges(p),
              action: "menuItem.import.update",
            });
          }
        });
        result.successful++;
        if (p.action === "add") result.added++;
        else result.updated++;
      } catch (error) {
        result.failed++;
        if (!(error instanceof DomainError)) options.logError?.(error);
        const message = error instanceof DomainError ? error.message : menuMessages.saveToDatabaseFailed;
        result.errors.push({ item: label, errors: [message] });
      }
    }
    return { ok: true, result };
  });
  // The owner is told to refresh only if at least one item succeeded (spec 9) and changed the menu.
  if (outcome.ok && outcome.result.added + outcome.result.updated > 0)
    await options.events.publish("menu", "items.imported");
  return outcome;
}
