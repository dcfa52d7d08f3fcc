// The guests' menu as a query (issue 17: /guntoormenu without hydration; issue 18: 'Not spicy' and
// 'Without …'). The server applies it to the page it renders (links and a GET form, so it works
// without JavaScript) and the page's script applies the same rule to the cards it already has.
import { type Allergen, allergens, isNotSpicy, isWithout, type SpiceLevel } from "./dish-facts";
import { searchFields, type TranslatedCategory, type TranslatedItem } from "./languages";
import type { MainCategory } from "./menu.schema";
import { type VegMarker, vegMarker } from "./veg-marker";

export interface MenuQuery {
  /** The category shown when not searching (a known key). */
  category: string | null;
  /** The search box, as typed. */
  term: string;
  vegOnly: boolean;
  notSpicy: boolean;
  without: Allergen[];
}

/** A search longer than any dish's text finds nothing anyway; it is cut rather than refused. */
export const MAX_TERM_LENGTH = 100;

/** The query's names in the page's URL and form fields. */
export const queryNames = {
  category: "category",
  term: "q",
  vegOnly: "veg",
  notSpicy: "notSpicy",
  without: "without",
} as const;

export interface QueryCategory {
  key: string;
  mainCategory: MainCategory;
}

/** The category the menu opens on: the one asked for when it exists, else the spec's default, else the first. */
export function openingCategory(
  categories: readonly QueryCategory[],
  requested: string | null,
  fallback: string,
): string | null {
  if (requested && categories.some((c) => c.key === requested)) return requested;
  if (categories.some((c) => c.key === fallback)) return fallback;
  return categories[0]?.key ?? null;
}

/**
 * The query from a URL's search parameters. Anything unknown (a removed category, an allergen
 * not on the list, a flag other than "1") is ignored: a guest's old or edited link still opens
 * the menu.
 */
export function readMenuQuery(
  params: URLSearchParams,
  categories: readonly QueryCategory[],
  fallbackCategory: string,
): MenuQuery {
  const excluded = new Set(params.getAll(queryNames.without));
  return {
    category: openingCategory(categories, params.get(queryNames.category), fallbackCategory),
    term: (params.get(queryNames.term) ?? "").slice(0, MAX_TERM_LENGTH),
    vegOnly: params.get(queryNames.vegOnly) === "1",
    notSpicy: params.get(queryNames.notSpicy) === "1",
    without: allergens.filter((a) => excluded.has(a)),
  };
}

/** The query as a link ("?category=biryani&veg=1"); the search is left out unless `withTerm`. */
export function menuQueryString(query: MenuQuery, { withTerm = false } = {}): string {
  const params = new URLSearchParams();
  if (query.category) params.set(queryNames.category, query.category);
  if (withTerm && query.term.trim()) params.set(queryNames.term, query.term);
  if (query.vegOnly) params.set(queryNames.vegOnly, "1");
  if (query.notSpicy) params.set(queryNames.notSpicy, "1");
  for (const a of query.without) params.append(queryNames.without, a);
  return `?${params}`;
}

/** The main tab of the shown category (Food when there is none). */
export function mainOf(categories: readonly QueryCategory[], category: string | null): MainCategory {
  return categories.find((c) => c.key === category)?.mainCategory ?? "food";
}

/**
 * What the filters need to know of one card; the server writes it on the card for the script.
 * Issue 29: `spice` and `allergens` say "not set" (unset, null) apart from the known facts.
 */
export interface CardFacts {
  category: string;
  mainCategory: MainCategory;
  marker: VegMarker;
  spice: "none" | "spicy" | "unset";
  allergens: readonly string[] | null;
  /** The searched texts in every language, one per line. */
  search: string;
}

export function cardFacts(
  item: TranslatedItem & {
    category: string;
    isVeg?: boolean | null;
    spiceLevel?: SpiceLevel | null;
    allergens?: readonly string[] | null;
  },
  category: TranslatedCategory & QueryCategory,
): CardFacts {
  return {
    category: category.key,
    mainCategory: category.mainCategory,
    marker: vegMarker(item, category.mainCategory),
    spice: !item.spiceLevel ? "unset" : isNotSpicy({ spiceLevel: item.spiceLevel }) ? "none" : "spicy",
    allergens: item.allergens ?? null,
    search: searchFields(item, category).join("\n"),
  };
}

const fold = (text: string) => text.normalize("NFC").toLocaleLowerCase("en-IN");

/**
 * Why a card is or is not shown. Search results come from every category, otherwise the chosen
 * category; Veg Only applies to food on the Food tab (spec 2.4); 'Not spicy' and 'Without …' to
 * every card. A card that the search, category and known facts would show, but whose spice level
 * or allergens a chosen filter needs and the owner has not set, is left out and counted (issue 29
 * item 1: "3 dishes without spice information are not shown").
 */
export interface CardVerdict {
  shown: boolean;
  /** Left out only because its spice level is not set ('Not spicy' on). */
  noSpiceInfo: boolean;
  /** Left out only because its allergens are not set ('Without …' chosen). */
  noAllergenInfo: boolean;
}

export function cardVerdict(card: CardFacts, query: MenuQuery, main: MainCategory): CardVerdict {
  const hidden = { shown: false, noSpiceInfo: false, noAllergenInfo: false };
  const term = fold(query.term.trim());
  if (term ? !fold(card.search).includes(term) : card.category !== query.category) return hidden;
  if (query.vegOnly && main === "food" && card.mainCategory === "food" && card.marker !== "veg")
    return hidden;
  if (query.notSpicy && card.spice === "spicy") return hidden;
  const excluded = query.without;
  if (card.allergens !== null && !isWithout({ allergens: card.allergens }, excluded)) return hidden;
  const noSpiceInfo = query.notSpicy && card.spice === "unset";
  const noAllergenInfo = excluded.length > 0 && card.allergens === null;
  return { shown: !noSpiceInfo && !noAllergenInfo, noSpiceInfo, noAllergenInfo };
}

/** How many cards the filters left out for missing information, spice and allergens apart. */
export interface MissingInfo {
  spice: number;
  allergens: number;
}

/** The cards a query shows, and how many it left out for missing information. */
export function applyMenuQuery<T>(
  cards: readonly T[],
  factsOf: (card: T) => CardFacts,
  query: MenuQuery,
  main: MainCategory,
): { shown: T[]; missing: MissingInfo } {
  const shown: T[] = [];
  const missing = { spice: 0, allergens: 0 };
  for (const card of cards) {
    const verdict = cardVerdict(factsOf(card), query, main);
    if (verdict.shown) shown.push(card);
    if (verdict.noSpiceInfo) missing.spice += 1;
    if (verdict.noAllergenInfo) missing.allergens += 1;
  }
  return { shown, missing };
}
