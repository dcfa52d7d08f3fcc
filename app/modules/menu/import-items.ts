import Papa from "papaparse";
import { z } from "zod";
import {
  MAX_PRICE_INR,
  type MenuItemInput,
  menuItemSchema,
  menuMessages,
  SAMPLE_NAME_PREFIX,
} from "./menu.schema";
import { fromPaise, parsePaise } from "~/modules/money";
import { dishMessages, NO_ALLERGENS, parseAllergenList, parseSpiceLevel } from "./dish-facts";
import type { MenuItemDto } from "./menu-dto.server";

export type ImportFormat = "json" | "csv";

/** One import (preview and write) takes at most this many rows. */
export const MAX_IMPORT_ROWS = 1000;
export type RawImportRow = Record<string, unknown>;

export type ParsedImport = { ok: true; rows: RawImportRow[] } | { ok: false; alert: string };

/** Spec 5: JSON (an object counts as a list of one) or CSV with a header line. */
export function parseImport(format: ImportFormat, input: string): ParsedImport {
  const text = input.replace(/^\uFEFF/, "");
  if (!text.trim()) return { ok: false, alert: menuMessages.enterDataToImport };
  if (format === "json") {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return { ok: false, alert: menuMessages.parsingError((error as Error).message) };
    }
    if (Array.isArray(value)) {
      if (value.some((v) => typeof v !== "object" || v === null || Array.isArray(v))) {
        return { ok: false, alert: menuMessages.parsingError("Every entry of the list must be an object") };
      }
      return { ok: true, rows: value as RawImportRow[] };
    }
    if (typeof value === "object" && value !== null) return { ok: true, rows: [value as RawImportRow] };
    return { ok: false, alert: menuMessages.parsingError("Expected a JSON object or a list of objects") };
  }
  const result = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim(),
  });
  const error = result.errors[0];
  if (error) {
    const where = typeof error.row === "number" ? ` (line ${error.row + 2})` : "";
    return { ok: false, alert: menuMessages.parsingError(`${error.message}${where}`) };
  }
  const headers = result.meta.fields ?? [];
  if (!headers.includes("name")) {
    return { ok: false, alert: menuMessages.parsingError("The first line must be the headers (name, ...)") };
  }
  return { ok: true, rows: result.data };
}

/** The rows one import request carries (the dialog's check and the import route's). */
export const importRowsSchema = z
  .array(z.record(z.string(), z.unknown()))
  .min(1, menuMessages.enterDataToImport)
  .max(MAX_IMPORT_ROWS, {
    error: (issue) =>
      `There are ${(issue.input as unknown[]).length.toLocaleString("en-IN")} rows. Import at most ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} at a time.`,
  });

/**
 * The bulk import dialog's paste step: the pasted text read as its format (spec 5's alerts), at
 * most MAX_IMPORT_ROWS rows. Its refusals are the form's, not a field's: the dialog shows them as
 * the spec's alert.
 */
export const importPasteSchema = z
  .object({ format: z.enum(["json", "csv"]), data: z.string().optional() })
  .transform(({ format, data }, ctx) => {
    const parsed = parseImport(format, data ?? "");
    if (parsed.ok) return parsed.rows;
    ctx.issues.push({ code: "custom", message: parsed.alert, input: data, path: [] });
    return z.NEVER;
  })
  .pipe(importRowsSchema)
  .transform((rows) => ({ rows }));

export type ImportItem = MenuItemInput;

/** Issue 18's optional columns: translations, spice, allergens, specials and serving hours. */
const dishColumns = [
  "name_te",
  "description_te",
  "name_kn",
  "description_kn",
  "name_hi",
  "description_hi",
  // Issue 29 item 4: notes and 'served with' in each language, and which languages await review.
  "notes_te",
  "notes_kn",
  "notes_hi",
  "served_with_te",
  "served_with_kn",
  "served_with_hi",
  "needs_review",
  "spice_level",
  "allergens",
  "chefs_special",
  "served_from",
  "served_until",
] as const;

/** The columns after the required ones, in the export's order. */
const laterColumns = ["notes", "served_with", "options", "isOutOfStock", ...dishColumns] as const;

/** Optional columns a row may leave out; an update then keeps the item's value (spec 4). */
export const optionalImportFields = ["description", ...laterColumns] as const;
export type OptionalImportField = (typeof optionalImportFields)[number];

export type ValidatedRow =
  | { ok: true; item: ImportItem; present: OptionalImportField[] }
  | { ok: false; name: string; errors: string[] };

const asText = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

function parseIsVeg(v: unknown): boolean | null {
  if (typeof v === "boolean") return v;
  if (typeof v === "string") {
    const t = v.trim().toLowerCase();
    if (t === "true") return true;
    if (t === "false") return false;
  }
  return null;
}

function parseOptions(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(asText);
  // In CSV a list cell separates options with "|".
  return typeof v === "string" ? v.split("|") : [];
}

/** Spec 5 per-item messages; then the same limits as the add form, with the same price parser. */
export function validateImportRow(row: RawImportRow): ValidatedRow {
  const name = asText(row.name);
  const category = asText(row.category);
  const pricePaise = parsePaise(row.price_inr);
  const isVeg = parseIsVeg(row.isVeg);
  const errors: string[] = [];
  if (!name) errors.push(menuMessages.nameRequired);
  if (!category) errors.push(menuMessages.categoryRequired);
  if (pricePaise === null || pricePaise > MAX_PRICE_INR * 100) errors.push(menuMessages.validPriceRequired);
  if (isVeg === null) errors.push(menuMessages.isVegTrueFalse);
  // Issue 18: each unknown spice level or allergen is named, with the values allowed.
  const spiceLevel = parseSpiceLevel(row.spice_level);
  if (spiceLevel === undefined) errors.push(dishMessages.unknownSpiceLevel(asText(row.spice_level)));
  const allergenList = parseAllergenList(row.allergens);
  for (const unknown of allergenList.unknown) errors.push(dishMessages.unknownAllergen(unknown));
  if (errors.length) return { ok: false, name, errors };
  const parsed = menuItemSchema.safeParse({
    name,
    category,
    description: asText(row.description),
    notes: asText(row.notes),
    servedWith: asText(row.served_with),
    options: parseOptions(row.options),
    price: row.price_inr as string | number,
    isVeg,
    isOutOfStock: parseIsVeg(row.isOutOfStock) ?? false,
    nameTe: asText(row.name_te),
    descriptionTe: asText(row.description_te),
    nameKn: asText(row.name_kn),
    descriptionKn: asText(row.description_kn),
    nameHi: asText(row.name_hi),
    descriptionHi: asText(row.description_hi),
    notesTe: asText(row.notes_te),
    notesKn: asText(row.notes_kn),
    notesHi: asText(row.notes_hi),
    servedWithTe: asText(row.served_with_te),
    servedWithKn: asText(row.served_with_kn),
    servedWithHi: asText(row.served_with_hi),
    // "kn|te": the languages still to be read by a native speaker (a column left out keeps them).
    reviewFlags: "1",
    needsReview: (Array.isArray(row.needs_review)
      ? row.needs_review.map(String)
      : asText(row.needs_review).split(/[|;,\s]+/)
    )
      .map((l) => l.trim().toLowerCase())
      .filter(Boolean),
    spiceLevel: spiceLevel ?? "",
    // Issue 29: an empty cell is not set, "none" contains none, a list contains those.
    allergenState:
      allergenList.allergens === null ? "unset" : allergenList.allergens.length ? "some" : "none",
    allergens: allergenList.allergens ?? [],
    isChefsSpecial: parseIsVeg(row.chefs_special) ?? false,
    servedFrom: asText(row.served_from),
    servedUntil: asText(row.served_until),
  });
  if (!parsed.success) {
    return {
      ok: false,
      name,
      errors: parsed.error.issues.map((i) => `${String(i.path[0] ?? "item")}: ${i.message}`),
    };
  }
  return { ok: true, item: parsed.data, present: optionalImportFields.filter((f) => Object.hasOwn(row, f)) };
}

/**
 * The sample file's dishes (issue 29 item 12): named "Sample: …", which the import refuses, so
 * importing the sample as it is never adds a dish nor overwrites a real one of the same name.
 */
export const sampleImportItems = [
  {
    name: `${SAMPLE_NAME_PREFIX} Gongura Mutton`,
    description: "Tender mutton slow-cooked with tangy sorrel leaves",
    category: "andhraSpices",
    price_inr: 420,
    isVeg: false,
    notes: "Spicy",
    served_with: "Steamed rice",
  },
  {
    name: `${SAMPLE_NAME_PREFIX} Paneer Butter Masala`,
    description: "Cottage cheese in a rich, buttery tomato gravy",
    category: "mainCourse",
    price_inr: 320,
    isVeg: true,
    notes: "",
    served_with: "Butter naan",
  },
];

export function sampleJson(): string {
  return `${JSON.stringify(sampleImportItems, null, 2)}\n`;
}

export function sampleCsv(): string {
  return `${Papa.unparse(sampleImportItems, {
    columns: ["name", "description", "category", "price_inr", "isVeg", "notes", "served_with"],
    newline: "\r\n",
  })}\r\n`;
}

/** Issue 18: the import's columns, the spec's first, then the optional ones (the export writes them all). */
export const itemExportColumns = [
  "name",
  "description",
  "category",
  "price_inr",
  "isVeg",
  ...laterColumns,
] as const;

/** The menu as the import reads it back (CSV, lists separated by "|", a BOM for Excel). */
export function menuItemsCsv(items: readonly MenuItemDto[]): string {
  const rows = items.map((i) => ({
    name: i.name,
    description: i.description,
    category: i.category,
    price_inr: fromPaise(i.price),
    isVeg: String(i.isVeg),
    notes: i.notes ?? "",
    served_with: i.servedWith ?? "",
    options: i.options.join("|"),
    isOutOfStock: String(i.isOutOfStock),
    name_te: i.nameTe ?? "",
    description_te: i.descriptionTe ?? "",
    name_kn: i.nameKn ?? "",
    description_kn: i.descriptionKn ?? "",
    name_hi: i.nameHi ?? "",
    description_hi: i.descriptionHi ?? "",
    notes_te: i.notesTe ?? "",
    notes_kn: i.notesKn ?? "",
    notes_hi: i.notesHi ?? "",
    served_with_te: i.servedWithTe ?? "",
    served_with_kn: i.servedWithKn ?? "",
    served_with_hi: i.servedWithHi ?? "",
    needs_review: i.needsReview.join("|"),
    spice_level: i.spiceLevel ?? "",
    // Issue 29: empty is not set, "none" is a dish with none of the twelve.
    allergens: i.allergens === null ? "" : i.allergens.length ? i.allergens.join("|") : NO_ALLERGENS,
    chefs_special: String(i.isChefsSpecial),
    served_from: i.servedFrom ?? "",
    served_until: i.servedUntil ?? "",
  }));
  return `\uFEFF${Papa.unparse(rows, { columns: [...itemExportColumns], newline: "\r\n" })}\r\n`;
}

/** The texts each language translates, as the export's columns. */
const translatedColumns = (language: "kn" | "te" | "hi") =>
  [`name_${language}`, `description_${language}`, `notes_${language}`, `served_with_${language}`] as const;

/**
 * Issue 29 item 4: what an item lacks in a language: its name or description, or notes / 'served
 * with' where the English has them.
 */
export function missingTranslations(item: MenuItemDto, language: "kn" | "te" | "hi"): boolean {
  const suffix = ({ te: "Te", kn: "Kn", hi: "Hi" } as const)[language];
  const given = (v: string | null) => Boolean(v?.trim());
  return (
    !given(item[`name${suffix}`]) ||
    (given(item.description) && !given(item[`description${suffix}`])) ||
    (given(item.notes) && !given(item[`notes${suffix}`])) ||
    (given(item.servedWith) && !given(item[`servedWith${suffix}`]))
  );
}

/**
 * Issue 29 item 4: the items that lack a translation in any language, as CSV the import reads
 * back: the required columns (so a row updates its item), the English texts to translate from, and
 * every language's columns (filled where given, so nothing given is cleared on import).
 */
export function missingTranslationsCsv(items: readonly MenuItemDto[]): string {
  const rows = items.filter((i) => (["kn", "te", "hi"] as const).some((l) => missingTranslations(i, l)));
  const full = menuItemsCsv(rows);
  const columns = [
    "name",
    "category",
    "price_inr",
    "isVeg",
    "description",
    "notes",
    "served_with",
    ...translatedColumns("kn"),
    ...translatedColumns("te"),
    ...translatedColumns("hi"),
    "needs_review",
  ];
  const parsed = Papa.parse<Record<string, string>>(full.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  });
  return `\uFEFF${Papa.unparse(parsed.data, { columns, newline: "\r\n" })}\r\n`;
}

/** Issue 29 item 4: every column the export writes, for the import dialog's help. */
export const importHelpColumns = itemExportColumns;
