import { z } from "zod";
import { formatINR, parsePaise } from "~/modules/money";
import { isValidDate } from "~/modules/time";

// The Content-Security-Policy forbids eval: skip Zod's JIT and its eval probe (a CSP report).
z.config({ jitless: true });

export * from "./menu.constants";
export * from "./visitor-entry.schema";
import { MAX_PHOTO_BYTES, MAX_PRICE_INR, mainCategories, menuMessages } from "./menu.constants";
import { allergens, dishMessages, isServingTime, parseSpiceLevel, spiceLevels } from "./dish-facts";
import { type TranslationLanguage, translationLanguages } from "./language-codes";

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
/**
 * A required text. The forms are parsed as Conform parses them (an empty field arrives missing),
 * so a missing value gets the same message as a blank one.
 */
const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : null));

/** Options arrive one per line (or as a list); empty entries are dropped on save (spec 3.6). */
const optionsField = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : (v ?? "").split(/\r?\n/))
      .map((o) => o.trim())
      .filter(Boolean)
      .slice(0, 30),
  )
  .pipe(z.array(z.string().max(100, "Each option must be at most 100 characters")));

const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");

/**
 * The item form's price (issue 12): the import's parser. Empty stays the spec's 0 (a
 * complimentary dish); text that is not a price is refused rather than stored as 0.
 */
const priceField = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || (typeof value === "string" && !value.trim())) return 0;
    const paise = parsePaise(value);
    if (paise === null) {
      ctx.issues.push({ code: "custom", message: menuMessages.validPriceRequired, input: value });
      return z.NEVER;
    }
    return paise;
  })
  .pipe(
    z
      .number()
      .max(
        MAX_PRICE_INR * 100,
        `Price must be at most ${formatINR(MAX_PRICE_INR * 100, { wholeRupees: true })}`,
      ),
  );

/** Issue 18: a spice level by key or label; empty is none. */
const spiceField = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const level = parseSpiceLevel(value);
    if (level === undefined) {
      ctx.issues.push({
        code: "custom",
        message: dishMessages.unknownSpiceLevel(String(value)),
        input: value,
      });
      return z.NEVER;
    }
    return level;
  })
  .pipe(z.enum(spiceLevels).nullable());

/** Issue 18: the allergen checkboxes (one value each, or a list). */
const allergensField = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.enum(allergens, { error: (issue) => dishMessages.unknownAllergen(String(issue.input)) })))
  .transform((list) => allergens.filter((a) => list.includes(a)));

/**
 * Issue 29 item 1: what the form says of the allergens: not set, contains none, or contains the
 * ticked ones. Left out (an older client, the API), ticked boxes are the list and none is not set.
 */
export const allergenStates = ["unset", "none", "some"] as const;
const allergenStateField = z.enum(allergenStates).optional();

const servingTime = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isServingTime(v), dishMessages.servingTimeFormat);

/** Names and descriptions in Telugu, Kannada and Hindi: optional, empty shows the English one. */
const translations = {
  nameTe: optionalText(120),
  descriptionTe: optionalText(600),
  nameKn: optionalText(120),
  descriptionKn: optionalText(600),
  nameHi: optionalText(120),
  descriptionHi: optionalText(600),
  // Issue 29 item 3: notes and 'served with' too.
  notesTe: optionalText(300),
  notesKn: optionalText(300),
  notesHi: optionalText(300),
  servedWithTe: optionalText(200),
  servedWithKn: optionalText(200),
  servedWithHi: optionalText(200),
};

/**
 * Issue 29 item 3: the languages whose texts await review, ticked in a form that also sends
 * `reviewFlags` (so none ticked is told apart from a form without the boxes, which keeps them).
 */
const reviewFields = {
  reviewFlags: z.string().optional(),
  needsReview: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.enum(translationLanguages))),
};
const withReview = <T extends { reviewFlags?: string; needsReview: TranslationLanguage[] }>({
  reviewFlags,
  needsReview,
  ...rest
}: T) => ({
  ...rest,
  needsReview: reviewFlags ? translationLanguages.filter((l) => needsReview.includes(l)) : undefined,
});

/** Add and edit item form; the price comes out in whole paise. */
export const menuItemSchema = z
  .object({
    name: requiredText(120, menuMessages.nameRequired),
    category: requiredText(60, menuMessages.categoryRequired),
    description: text(600).default(""),
    notes: optionalText(300),
    servedWith: optionalText(200),
    options: optionsField,
    price: priceField,
    isVeg: checkbox,
    isOutOfStock: checkbox,
    ...translations,
    spiceLevel: spiceField,
    ...reviewFields,
    allergenState: allergenStateField,
    allergens: allergensField,
    isChefsSpecial: checkbox,
    servedFrom: servingTime,
    servedUntil: servingTime,
  })
  .superRefine((item, ctx) => {
    if ((item.servedFrom === null) !== (item.servedUntil === null))
      ctx.addIssue({
        code: "custom",
        message: dishMessages.servingTimesBoth,
        path: [item.servedFrom === null ? "servedFrom" : "servedUntil"],
      });
    else if (item.servedFrom !== null && item.servedFrom === item.servedUntil)
      ctx.addIssue({ code: "custom", message: dishMessages.servingTimesDiffer, path: ["servedUntil"] });
    if (item.allergenState === "some" && item.allergens.length === 0)
      ctx.addIssue({ code: "custom", message: dishMessages.tickAllergens, path: ["allergens"] });
    if ((item.allergenState === "none" || item.allergenState === "unset") && item.allergens.length > 0)
      ctx.addIssue({ code: "custom", message: dishMessages.allergensContradict, path: ["allergens"] });
  })
  .transform(withReview)
  .transform(({ price, allergenState, allergens: ticked, ...item }) => ({
    ...item,
    allergens:
      allergenState === "unset" || (allergenState === undefined && ticked.length === 0)
        ? null
        : allergenState === "none"
          ? []
          : ticked,
    pricePaise: price,
  }));
export type MenuItemInput = z.infer<typeof menuItemSchema>;

const translatedLabel = z
  .string()
  .trim()
  .max(80, "Must be at most 80 characters")
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

export const categorySchema = z
  .object({
    key: z
      .string({ error: "Key is required" })
      .trim()
      .min(1, "Key is required")
      .max(60, "Key must be at most 60 characters")
      .regex(/^[A-Za-z][A-Za-z0-9_]*$/, "Key must start with a letter and use only letters, digits and _"),
    label: requiredText(80, "Label is required"),
    mainCategory: z.enum(mainCategories, { error: "Choose Food or Drinks" }),
    // Issue 18: left out, a label in another language keeps its value; sent empty, it is cleared.
    labelTe: translatedLabel,
    labelKn: translatedLabel,
    labelHi: translatedLabel,
    ...reviewFields,
  })
  .transform(withReview);
export type CategoryInput = z.infer<typeof categorySchema>;

export const restaurantInfoSchema = z
  .object({
    name: requiredText(100, "Name is required"),
    description: text(600).default(""),
    address: text(300).default(""),
    phone: text(40).default(""),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((v) => v === "" || z.email().safeParse(v).success, "Please enter a valid email address.")
      .default(""),
    openingTime: text(100).default(""),
    cuisine: text(100).default(""),
    // Issue 29 item 3: name, description, cuisine and opening hours in the three languages.
    nameTe: optionalText(100),
    nameKn: optionalText(100),
    nameHi: optionalText(100),
    descriptionTe: optionalText(600),
    descriptionKn: optionalText(600),
    descriptionHi: optionalText(600),
    cuisineTe: optionalText(100),
    cuisineKn: optionalText(100),
    cuisineHi: optionalText(100),
    openingTimeTe: optionalText(100),
    openingTimeKn: optionalText(100),
    openingTimeHi: optionalText(100),
    ...reviewFields,
  })
  .transform(withReview);
export type RestaurantInfoInput = z.infer<typeof restaurantInfoSchema>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates must be YYYY-MM-DD")
  .refine(isValidDate, "Not a real date");

/** Customer entries filter: whole days in IST; either end may be open. */
export const entryRangeSchema = z
  .object({
    start: isoDay.optional().or(z.literal("").transform(() => undefined)),
    end: isoDay.optional().or(z.literal("").transform(() => undefined)),
  })
  .refine((r) => !r.start || !r.end || r.start <= r.end, "The start date must be on or before the end date");
export type EntryRange = z.infer<typeof entryRangeSchema>;

/** The photo types an item takes; the server reads the file's first bytes again whatever it says. */
export const MENU_PHOTO_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp"];

/** An item's photo upload (the edit dialog and POST /api/v1/menu/photos). */
export const menuPhotoSchema = z.object({
  itemId: z.string({ error: menuMessages.itemNotFound }),
  photo: z
    .file({ error: menuMessages.photoType })
    .min(1, menuMessages.photoType)
    .max(MAX_PHOTO_BYTES, menuMessages.photoSize)
    .refine((file) => !file.type || MENU_PHOTO_TYPES.includes(file.type), menuMessages.photoType),
});
