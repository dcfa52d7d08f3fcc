// Issue 18 items 3 and 5: spice levels, allergens and serving hours of a dish, as pure rules
// shared by the admin form, the import, the server and the guests' pages.

// Issue 29 item 1: a dish's spice level and its allergens have a third state, not set (null), apart
// from 'Not spicy' (the level "none") and 'contains none' (an empty list). Not set is never read as
// either: the guests' filters leave such dishes out and say how many.

import { istMinutesOfDay } from "~/modules/time";

export const spiceLevels = ["none", "mild", "medium", "hot", "andhra_hot"] as const;
export type SpiceLevel = (typeof spiceLevels)[number];

export const spiceLabels: Record<SpiceLevel, string> = {
  none: "Not spicy",
  mild: "Mild",
  medium: "Medium",
  hot: "Hot",
  andhra_hot: "Andhra Hot",
};

/** How many chilli marks a level shows. */
export const spiceMarks: Record<SpiceLevel, number> = { none: 0, mild: 1, medium: 2, hot: 3, andhra_hot: 4 };

/** The fixed allergen list (the 14 of EU/FSSAI practice less lupin and molluscs, as the issue lists them). */
export const allergens = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "tree_nuts",
  "soy",
  "milk",
  "sesame",
  "mustard",
  "celery",
  "sulphites",
] as const;
export type Allergen = (typeof allergens)[number];

export const allergenLabels: Record<Allergen, string> = {
  gluten: "Cereals containing gluten",
  crustaceans: "Crustaceans",
  eggs: "Eggs",
  fish: "Fish",
  peanuts: "Peanuts",
  tree_nuts: "Tree nuts",
  soy: "Soy",
  milk: "Milk",
  sesame: "Sesame",
  mustard: "Mustard",
  celery: "Celery",
  sulphites: "Sulphites",
};

export const dishMessages = {
  allergenNote: "Ask our staff about allergens before ordering.",
  unknownSpiceLevel: (value: string) =>
    `Unknown spice level "${value}". Allowed values: ${spiceLevels.map((l) => spiceLabels[l]).join(", ")}.`,
  unknownAllergen: (value: string) =>
    `Unknown allergen "${value}". Allowed values: ${allergens.map((a) => allergenLabels[a].toLowerCase()).join(", ")}.`,
  servingTimeFormat: "Serving times must be HH:MM (24-hour, India time).",
  servingTimesBoth: "Give both serving times, or neither.",
  servingTimesDiffer: "The serving times must differ.",
  chefsSpecial: "Chef's Special",
  tickAllergens: "Tick the allergens the dish contains, or choose 'Contains none'.",
  allergensContradict: "Choose 'Contains' to keep the ticked allergens, or untick them.",
} as const;

/**
 * Issue 29 item 11: the words a search for Chef's Specials finds them by, in every guest language
 * (languages.ts's chefsSpecial and special texts; a unit test keeps the two the same).
 */
export const chefsSpecialWords = [
  "Chef's Special",
  "special",
  "చెఫ్ స్పెషల్",
  "ప్రత్యేకం",
  "ಚೆಫ್ ಸ್ಪೆಷಲ್",
  "ವಿಶೇಷ",
  "शेफ़ स्पेशल",
  "ख़ास",
];

const squash = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

/**
 * "Andhra Hot", "andhra_hot", "ANDHRA-HOT" → andhra_hot; "Not spicy", "none" → none; "" and
 * "not set" → null (not set); anything else → undefined.
 */
export function parseSpiceLevel(value: unknown): SpiceLevel | null | undefined {
  if (value === null || value === undefined) return null;
  const text = squash(String(value));
  if (!text || text === NOT_SET_WORD) return null;
  return spiceLevels.find((l) => squash(l) === text || squash(spiceLabels[l]) === text);
}

/** The admin's and the export's word for a fact that is not set. */
export const NOT_SET = "Not set";
const NOT_SET_WORD = squash(NOT_SET);
/** The import's and export's word for a dish that contains none of the twelve allergens. */
export const NO_ALLERGENS = "none";

/** An allergen by key or label ("tree nuts", "Cereals containing gluten", "gluten"). */
export function parseAllergen(value: string): Allergen | undefined {
  const text = squash(value);
  return allergens.find((a) => squash(a) === text || squash(allergenLabels[a]) === text);
}

/**
 * A list of allergens: a JSON list, or text separated by "|", ";" or ","; unknown names are
 * given back so the import can name them. Repeats are dropped; the list keeps the fixed order.
 * An empty cell (or JSON null) is not set (null); "none" alone is a dish that contains none ([]).
 */
export function parseAllergenList(value: unknown): { allergens: Allergen[] | null; unknown: string[] } {
  if (value === null || value === undefined) return { allergens: null, unknown: [] };
  if (typeof value === "string" && (!value.trim() || squash(value) === NOT_SET_WORD))
    return { allergens: null, unknown: [] };
  if (typeof value === "string" && squash(value) === NO_ALLERGENS) return { allergens: [], unknown: [] };
  const parts = Array.isArray(value)
    ? value.map(String)
    : typeof value === "string"
      ? value.split(/[|;,]/)
      : [];
  const found = new Set<Allergen>();
  const unknown: string[] = [];
  for (const part of parts) {
    if (!part.trim()) continue;
    const allergen = parseAllergen(part);
    if (allergen) found.add(allergen);
    else unknown.push(part.trim());
  }
  return { allergens: allergens.filter((a) => found.has(a)), unknown };
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isServingTime(value: string): boolean {
  return HHMM.test(value);
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes since midnight in India (UTC+5:30, no daylight saving). */
export function istMinutes(now: Date): number {
  return istMinutesOfDay(now);
}

/** Served at `now` (from inclusive, until exclusive); hours past midnight (22:00–02:00) wrap. */
export function isServedAt(
  hours: { servedFrom: string | null; servedUntil: string | null },
  now: Date,
): boolean {
  if (!hours.servedFrom || !hours.servedUntil) return true;
  const t = istMinutes(now);
  const from = minutes(hours.servedFrom);
  const until = minutes(hours.servedUntil);
  return from < until ? t >= from && t < until : t >= from || t < until;
}

function clock(hhmm: string): { text: string; half: "am" | "pm" } {
  const h = Number(hhmm.slice(0, 2));
  const m = hhmm.slice(3, 5);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return { text: m === "00" ? String(h12) : `${h12}:${m}`, half: h < 12 ? "am" : "pm" };
}

/** '7–11 am', '12–3:30 pm', '11:30 am–3 pm': the hours without the word (translated by the page). */
export function servingHours(servedFrom: string, servedUntil: string): string {
  const from = clock(servedFrom);
  const until = clock(servedUntil);
  return from.half === until.half
    ? `${from.text}–${until.text} ${until.half}`
    : `${from.text} ${from.half}–${until.text} ${until.half}`;
}

/** 'Served 7–11 am', 'Served 12–3:30 pm', 'Served 11:30 am–3 pm'. */
export function servingLabel(servedFrom: string, servedUntil: string): string {
  return `Served ${servingHours(servedFrom, servedUntil)}`;
}

/** The next instant (after `now`) at which the item starts or stops being served, or null. */
export function nextServingChange(
  hours: { servedFrom: string | null; servedUntil: string | null },
  now: Date,
): Date | null {
  if (!hours.servedFrom || !hours.servedUntil) return null;
  const t = istMinutes(now);
  const waits = [minutes(hours.servedFrom), minutes(hours.servedUntil)].map(
    (b) => (b - t + 1440) % 1440 || 1440,
  );
  const wait = Math.min(...waits);
  const start = new Date(now);
  start.setUTCSeconds(0, 0);
  return new Date(start.getTime() + wait * 60_000);
}

/**
 * 'Not spicy': dishes the owner marked Not spicy. A Mild dish still has chilli, and a dish whose
 * level is not set may have any: neither is shown as not spicy.
 */
export function isNotSpicy(item: { spiceLevel: SpiceLevel | null }): boolean {
  return item.spiceLevel === "none";
}

/**
 * 'Without …': dishes whose allergens are known and include none of the excluded ones. A dish
 * whose allergens are not set (null) is never shown as without anything.
 */
export function isWithout(
  item: { allergens: readonly string[] | null },
  excluded: readonly Allergen[],
): boolean {
  if (!excluded.length) return true;
  if (item.allergens === null) return false;
  const known = item.allergens;
  return !excluded.some((a) => known.includes(a));
}

/** The public order within a category: Chef's Specials first, then the owner's order, then by name. */
export function byMenuOrder<T extends { isChefsSpecial: boolean; position: number; name: string }>(
  a: T,
  b: T,
): number {
  if (a.isChefsSpecial !== b.isChefsSpecial) return a.isChefsSpecial ? -1 : 1;
  if (a.position !== b.position) return a.position - b.position;
  return a.name.localeCompare(b.name, "en-IN");
}

/**
 * Issue 29 item 11: the restaurant's opening hours as the owner writes them ("11:30 AM to 10:30
 * PM", "12:00 pm - 11:30 pm", "11:30 am – 10:30 pm") as serving hours; anything else → null (no
 * 'Closed now' banner rather than a wrong one).
 */
export function parseOpeningHours(text: string): { servedFrom: string; servedUntil: string } | null {
  const match =
    /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\.?\s*(?:to|-|–|—)\s*(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\.?\s*$/i.exec(
      text,
    );
  if (!match) return null;
  const at = (h: string, m: string | undefined, half: string) => {
    const hour = Number(h);
    if (hour < 1 || hour > 12 || Number(m ?? 0) > 59) return null;
    const h24 = (hour % 12) + (half.toLowerCase() === "p" ? 12 : 0);
    return `${String(h24).padStart(2, "0")}:${m ?? "00"}`;
  };
  const servedFrom = at(match[1]!, match[2], match[3]!);
  const servedUntil = at(match[4]!, match[5], match[6]!);
  return servedFrom && servedUntil && servedFrom !== servedUntil ? { servedFrom, servedUntil } : null;
}

/** '11:30 AM', '12 PM': an opening time as a guest reads it. */
export function openingClock(hhmm: string): string {
  const h = Number(hhmm.slice(0, 2));
  const m = hhmm.slice(3, 5);
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? "AM" : "PM"}`;
}
