import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { menuItems } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { formatINR, type Paise } from "~/modules/money";
import { authorize } from "~/permissions";
import {
  type ImportItem,
  type OptionalImportField,
  type RawImportRow,
  validateImportRow,
} from "./import-items";
import { listCategories, type MenuItemDto, menuItemColumns, toMenuItemDto } from "./menu-dto.server";
import { HIGH_PRICE_PAISE, menuMessages, SAMPLE_NAME_PREFIX, type Venue } from "./menu.schema";

/** Issue 29 item 12: a row that matches an item and changes nothing is 'unchanged' (nothing written). */
export type ImportAction = "add" | "update" | "unchanged" | "refuse";

/** One line of the import dialog's preview table. */
export interface ImportPreviewRow {
  /** 1-based position in the pasted data. */
  row: number;
  name: string;
  category: string;
  categoryLabel: string | null;
  /** Null when the row's price is not valid. */
  price: Paise | null;
  action: ImportAction;
  /** refuse: why (the spec's per-item messages); update: what changes. */
  details: string[];
  /** Issue 29 item 12: the row sets a price above ₹10,000. */
  highPrice: boolean;
}

export interface ImportPreview {
  rows: ImportPreviewRow[];
  counts: Record<ImportAction, number>;
  /** Issue 29 item 12: rows that would set a price above ₹10,000 (Import Items asks first). */
  highPrices: number;
  /** Digest of everything the import would write and of the items it would change. */
  fingerprint: string;
}

export interface PlannedRow extends ImportPreviewRow {
  item?: ImportItem;
  present?: OptionalImportField[];
  target?: MenuItemDto;
}

export interface ImportPlan extends ImportPreview {
  planned: PlannedRow[];
}

const highPriceNote = "Price above ₹10,000: confirm it when importing";

/** The match: same category, name equal ignoring case and surrounding spaces. */
const matchKey = (category: string, name: string) => `${category}\u0000${name.trim().toLowerCase()}`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function describeChanges(target: MenuItemDto, item: ImportItem, present: OptionalImportField[]): string[] {
  const changes: string[] = [];
  if (target.price !== item.pricePaise) {
    const shown = (paise: Paise) => formatINR(paise, { wholeRupees: true });
    changes.push(`Price ${shown(target.price)} → ${shown(item.pricePaise)}`);
  }
  if (target.isVeg !== item.isVeg) changes.push(item.isVeg ? "Non-Veg → Veg" : "Veg → Non-Veg");
  const optional: [OptionalImportField, string, unknown, unknown][] = [
    ["description", "Description", target.description, item.description],
    ["notes", "Notes", target.notes, item.notes],
    ["served_with", "Served with", target.servedWith, item.servedWith],
    ["options", "Options", target.options, item.options],
    ["name_te", "Telugu name", target.nameTe, item.nameTe],
    ["description_te", "Telugu description", target.descriptionTe, item.descriptionTe],
    ["name_kn", "Kannada name", target.nameKn, item.nameKn],
    ["description_kn", "Kannada description", target.descriptionKn, item.descriptionKn],
    ["name_hi", "Hindi name", target.nameHi, item.nameHi],
    ["description_hi", "Hindi description", target.descriptionHi, item.descriptionHi],
    ["notes_te", "Telugu notes", target.notesTe, item.notesTe],
    ["notes_kn", "Kannada notes", target.notesKn, item.notesKn],
    ["notes_hi", "Hindi notes", target.notesHi, item.notesHi],
    ["served_with_te", "Telugu served with", target.servedWithTe, item.servedWithTe],
    ["served_with_kn", "Kannada served with", target.servedWithKn, item.servedWithKn],
    ["served_with_hi", "Hindi served with", target.servedWithHi, item.servedWithHi],
    ["needs_review", "Needs review", target.needsReview, item.needsReview],
    ["spice_level", "Spice level", target.spiceLevel, item.spiceLevel],
    ["allergens", "Allergens", target.allergens, item.allergens],
    ["chefs_special", "Chef's Special", target.isChefsSpecial, item.isChefsSpecial],
    ["served_from", "Served from", target.servedFrom, item.servedFrom],
    ["served_until", "Served until", target.servedUntil, item.servedUntil],
  ];
  for (const [field, label, before, after] of optional) {
    if (present.includes(field) && !same(before, after)) changes.push(label);
  }
  if (present.includes("isOutOfStock") && target.isOutOfStock !== item.isOutOfStock) {
    changes.push(item.isOutOfStock ? "In stock → Out of stock" : "Out of stock → In stock");
  }
  return changes;
}

/**
 * What importing these rows would do to the menu as it is now, row by row, without writing.
 * The import runs this again under the items lock and writes only if the fingerprint is the
 * one the preview showed.
 */
export async function planMenuImport(
  db: Db | Tx,
  options: { venue: Venue; rows: readonly RawImportRow[] },
): Promise<ImportPlan> {
  const [categories, rows] = await Promise.all([
    listCategories(db, { venue: options.venue }),
    db.select(menuItemColumns).from(menuItems).where(eq(menuItems.venue, options.venue)),
  ]);
  const labels = new Map(categories.map((c) => [c.key, c.label]));
  const existing = new Map<string, MenuItemDto[]>();
  for (const row of rows) {
    const item = toMenuItemDto(row);
    const key = matchKey(item.category, item.name);
    existing.set(key, [...(existing.get(key) ?? []), item]);
  }
  const firstRowOf = new Map<string, number>();
  const planned = options.rows.map((raw, index): PlannedRow => {
    const row = index + 1;
    const validated = validateImportRow(raw);
    const base = {
      row,
      name: validated.ok ? validated.item.name : validated.name,
      category: validated.ok ? validated.item.category : String(raw.category ?? "").trim(),
      price: validated.ok ? validated.item.pricePaise : null,
      highPrice: false,
    };
    const refuse = (details: string[]): PlannedRow => ({
      ...base,
      categoryLabel: labels.get(base.category) ?? null,
      action: "refuse",
      details,
    });
    if (!validated.ok) return refuse(validated.errors);
    const { item, present } = validated;
    // Issue 29 item 12: the sample file's dishes never reach the menu (nor overwrite a real one).
    if (item.name.trim().toLowerCase().startsWith(SAMPLE_NAME_PREFIX.toLowerCase()))
      return refuse([menuMessages.sampleRow]);
    const categoryLabel = labels.get(item.category);
    if (!categoryLabel) return refuse([menuMessages.unknownCategory(item.category)]);
    const key = matchKey(item.category, item.name);
    const earlier = firstRowOf.get(key);
    if (earlier !== undefined)
      return refuse([`Repeats row ${earlier} of this import (same name and category)`]);
    firstRowOf.set(key, row);
    const matches = existing.get(key) ?? [];
    if (matches.length > 1) {
      return refuse([
        `${matches.length} items named "${matches[0]!.name}" are already in this category. Delete the extra ones first.`,
      ]);
    }
    const target = matches[0];
    const highPrice = item.pricePaise > HIGH_PRICE_PAISE && item.pricePaise !== target?.price;
    const priceNote = highPrice ? [highPriceNote] : [];
    if (!target)
      return { ...base, categoryLabel, action: "add", details: priceNote, item, present, highPrice };
    const changes = describeChanges(target, item, present);
    if (!changes.length)
      return { ...base, categoryLabel, action: "unchanged", details: ["No changes"], item, present, target };
    return {
      ...base,
      categoryLabel,
      action: "update",
      details: [...changes, ...priceNote],
      item,
      present,
      target,
      highPrice,
    };
  });
  const counts: Record<ImportAction, number> = { add: 0, update: 0, unchanged: 0, refuse: 0 };
  for (const p of planned) counts[p.action]++;
  const highPrices = planned.filter((p) => p.highPrice).length;
  const fingerprint = createHash("sha256")
    .update(
      JSON.stringify([
        options.venue,
        planned.map((p) => [p.action, p.details, p.item ?? null, p.present ?? null, p.target ?? null]),
      ]),
    )
    .digest("hex");
  return { rows: planned.map(toPreviewRow), counts, highPrices, fingerprint, planned };
}

export function toPreviewRow(p: PlannedRow): ImportPreviewRow {
  return {
    row: p.row,
    name: p.name,
    category: p.category,
    categoryLabel: p.categoryLabel,
    price: p.price,
    action: p.action,
    details: p.details,
    highPrice: p.highPrice,
  };
}

export function toPreview(plan: ImportPlan): ImportPreview {
  return { rows: plan.rows, counts: plan.counts, highPrices: plan.highPrices, fingerprint: plan.fingerprint };
}

/** The import dialog's preview: what Import Items would do now, nothing written. */
export async function previewMenuImport(
  db: Db,
  options: { venue: Venue; actor: Actor; rows: readonly RawImportRow[] },
): Promise<ImportPreview> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  return toPreview(await planMenuImport(db, options));
}
