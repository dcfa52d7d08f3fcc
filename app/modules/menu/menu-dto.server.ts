import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { menuCategories, menuItems } from "~/db/schema";
import { fromPaise, type Paise, toPaise } from "~/modules/money";
import type { Allergen, SpiceLevel } from "./dish-facts";
import type { MenuItemText } from "./menu-item-text";
import type { MainCategory, MenuItemInput, Venue } from "./menu.schema";
import { type TranslationLanguage, translationLanguages } from "./language-codes";

/** A stored list of languages awaiting review, in the admin's order (Kannada first). */
export function reviewOrder(stored: readonly string[]): TranslationLanguage[] {
  return translationLanguages.filter((l) => stored.includes(l));
}

/** Issue 18: an item's words in Telugu, Kannada and Hindi (null: the English one shows). */
export interface ItemTranslations {
  nameTe: string | null;
  descriptionTe: string | null;
  nameKn: string | null;
  descriptionKn: string | null;
  nameHi: string | null;
  descriptionHi: string | null;
  /** Issue 29 item 3: notes and 'served with' in the three languages. */
  notesTe: string | null;
  notesKn: string | null;
  notesHi: string | null;
  servedWithTe: string | null;
  servedWithKn: string | null;
  servedWithHi: string | null;
  /** The languages whose texts are drafts awaiting a native speaker's review. */
  needsReview: TranslationLanguage[];
}

/** The columns a browser may see; never a raw row. */
export interface MenuItemDto extends MenuItemText, ItemTranslations {
  id: string;
  category: string;
  price: Paise;
  isVeg: boolean;
  isOutOfStock: boolean;
  imageUrl: string | null;
  spiceLevel: SpiceLevel | null;
  /** Issue 29: null is not set; [] contains none of the twelve. */
  allergens: Allergen[] | null;
  isChefsSpecial: boolean;
  position: number;
  servedFrom: string | null;
  servedUntil: string | null;
  updatedAt: string;
}

export interface CategoryDto {
  key: string;
  label: string;
  mainCategory: MainCategory;
  /** Issue 18: the label in Telugu, Kannada and Hindi where given. */
  labelTe: string | null;
  labelKn: string | null;
  labelHi: string | null;
  /** Issue 29 item 3: the languages whose label awaits review. */
  needsReview: TranslationLanguage[];
}

export const menuItemColumns = {
  id: menuItems.id,
  name: menuItems.name,
  description: menuItems.description,
  notes: menuItems.notes,
  servedWith: menuItems.servedWith,
  options: menuItems.options,
  category: menuItems.category,
  priceInr: menuItems.priceInr,
  isVeg: menuItems.isVeg,
  isOutOfStock: menuItems.isOutOfStock,
  imageUrl: menuItems.imageUrl,
  nameTe: menuItems.nameTe,
  descriptionTe: menuItems.descriptionTe,
  nameKn: menuItems.nameKn,
  descriptionKn: menuItems.descriptionKn,
  nameHi: menuItems.nameHi,
  descriptionHi: menuItems.descriptionHi,
  notesTe: menuItems.notesTe,
  notesKn: menuItems.notesKn,
  notesHi: menuItems.notesHi,
  servedWithTe: menuItems.servedWithTe,
  servedWithKn: menuItems.servedWithKn,
  servedWithHi: menuItems.servedWithHi,
  needsReview: menuItems.needsReview,
  spiceLevel: menuItems.spiceLevel,
  allergens: menuItems.allergens,
  isChefsSpecial: menuItems.isChefsSpecial,
  position: menuItems.position,
  servedFrom: menuItems.servedFrom,
  servedUntil: menuItems.servedUntil,
  updatedAt: menuItems.updatedAt,
};

type ItemRow = Omit<MenuItemDto, "price" | "updatedAt" | "spiceLevel" | "allergens" | "needsReview"> & {
  needsReview: string[];
  priceInr: string;
  updatedAt: Date;
  spiceLevel: string | null;
  allergens: string[] | null;
};

/**
 * An item's form fields as its row's columns (the add, the edit and the bulk import): the same
 * names, but the price is stored in rupees. A field left out stays undefined (an update keeps it).
 */
export function menuItemValues<T extends Partial<MenuItemInput>>({ pricePaise, ...fields }: T) {
  return {
    ...fields,
    priceInr: (pricePaise === undefined ? undefined : fromPaise(pricePaise)) as T["pricePaise"] extends Paise
      ? string
      : string | undefined,
  };
}

export function toMenuItemDto(row: ItemRow): MenuItemDto {
  const { priceInr, updatedAt, spiceLevel, allergens, needsReview, ...rest } = row;
  // The table's check constraints hold these to the fixed lists.
  return {
    ...rest,
    spiceLevel: spiceLevel as SpiceLevel | null,
    allergens: allergens as Allergen[] | null,
    needsReview: reviewOrder(needsReview),
    price: toPaise(priceInr),
    updatedAt: updatedAt.toISOString(),
  };
}

export async function findCategory(db: Db | Tx, venue: Venue, key: string) {
  const [row] = await db
    .select({ key: menuCategories.key, label: menuCategories.label })
    .from(menuCategories)
    .where(and(eq(menuCategories.venue, venue), eq(menuCategories.key, key)))
    .limit(1);
  return row ?? null;
}

/** A category as the admin and the menu read it. */
export const categoryColumns = {
  key: menuCategories.key,
  label: menuCategories.label,
  mainCategory: menuCategories.mainCategory,
  labelTe: menuCategories.labelTe,
  labelKn: menuCategories.labelKn,
  labelHi: menuCategories.labelHi,
  needsReview: menuCategories.needsReview,
};

/** Spec 7.5: categories grouped by main category (food first), then in menu order. */
export async function listCategories(db: Db | Tx, options: { venue: Venue }): Promise<CategoryDto[]> {
  const rows = await db
    .select(categoryColumns)
    .from(menuCategories)
    .where(eq(menuCategories.venue, options.venue))
    .orderBy(asc(menuCategories.mainCategory), asc(menuCategories.position), asc(menuCategories.label));
  // "drinks" < "food" alphabetically; the menu shows food first.
  return [
    ...rows.filter((r) => r.mainCategory === "food"),
    ...rows.filter((r) => r.mainCategory !== "food"),
  ].map((r) => ({
    ...r,
    mainCategory: r.mainCategory as MainCategory,
    needsReview: reviewOrder(r.needsReview),
  }));
}

/**
 * Every write of a venue's items takes this lock first (transaction-scoped, so it holds across
 * instances on PostgreSQL): the bulk import can then check that the menu is still the one its
 * preview showed and write without another add or edit slipping in between.
 */
export async function lockMenuItems(tx: Db | Tx, venue: Venue): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`menu-items:${venue}`}))`);
}
