import { z } from "zod";
import { parsePrice } from "./parse-price";

/** Spec 3.12: the two venues of the menu area; the spec's routes serve guntoor. */
export const venues = ["eden", "guntoor"] as const;
export type Venue = (typeof venues)[number];
export const PUBLIC_VENUE: Venue = "guntoor";

export const mainCategories = ["food", "drinks"] as const;
export type MainCategory = (typeof mainCategories)[number];

/** Spec 3.7: the public menu opens on this category. */
export const DEFAULT_CATEGORY = "andhraMeals";

/** Spec 9: redirect delay after a visitor entry, and how long the entry lets the browser in. */
export const VISITOR_REDIRECT_MS = 1500;
export const VISITOR_ENTRY_HOURS = 12;
export const MOBILE_BREAKPOINT_PX = 768;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PRICE_INR = 1_000_000;

/** Every user-visible text of the menu area that the spec gives (sections 2.3–2.5, 5, 8). */
export const menuMessages = {
  fillAllFields: "Please fill in all fields.",
  entrySaved: "Entry saved successfully! Redirecting...",
  entryFailed: "Failed to save entry. Please try again.",
  entryError: "An error occurred. Please try again.",
  noItemsInCategory: "No items found in this category",
  noItemsMatching: (term: string) => `No items found matching "${term}"`,
  menuLoadFailed: "Failed to load menu data. Please try again later.",
  adminLoadFailed: "Failed to load data. Please try again later.",
  loadingAdmin: "Loading admin panel...",
  loadingEntries: "Loading customer entries...",
  noEntries: "No customer entries found.",
  confirmDeletionTitle: "Confirm Deletion",
  confirmDeletion: (name: string) =>
    `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  nameRequired: "Name is required",
  categoryRequired: "Category is required",
  validPriceRequired: "Valid price is required",
  isVegTrueFalse: "isVeg must be true or false",
  enterDataToImport: "Please enter data to import",
  parsingError: (message: string) => `Error parsing data: ${message}`,
  saveToDatabaseFailed: "Failed to save to database",
  noDataTitle: "No Data to Export",
  noData: "There is no customer data available to export.",
  exportedTitle: "Export Successful",
  exported: "Customer data has been successfully exported as a CSV file.",
  exportUnsupportedTitle: "Export Not Supported",
  exportUnsupported:
    "Your browser does not support downloading files directly. Please copy the data manually if needed.",
  // Beyond the spec's texts (the issue asks every failure to be visible).
  unknownCategory: (key: string) => `Category "${key}" does not exist`,
  categoryHasItems: (label: string, count: number) =>
    `The category "${label}" still has ${count} ${count === 1 ? "item" : "items"}. Move or delete them first.`,
  categoryExists: (key: string) => `A category with the key "${key}" already exists`,
  categoryNotFound: "That category no longer exists.",
  itemNotFound: "That item no longer exists.",
  photoType: "Please upload a JPEG, PNG or WebP image.",
  photoSize: "The photo must be 5 MB or smaller.",
} as const;

export const footerNotes = [
  "All prices are in Indian rupees and are subject to 5% GST and 10% service charge.",
  "The management is not responsible for the loss of any valuables.",
] as const;

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : null));

/** Server-side visitor entry (issue 4 item 3): the spec's message when a field is empty. */
export const visitorEntrySchema = z
  .object({
    customerName: z.string().trim().default(""),
    phoneNumber: z.string().trim().default(""),
    numGuests: z.string().trim().default(""),
  })
  .check((ctx) => {
    const v = ctx.value;
    if (!v.customerName || !v.phoneNumber || !v.numGuests) {
      ctx.issues.push({ code: "custom", message: menuMessages.fillAllFields, input: v });
    }
  })
  .pipe(
    z.object({
      customerName: z.string().max(100, "Your name must be at most 100 characters."),
      phoneNumber: z
        .string()
        .regex(/^\+?\d{10,14}$/, "Please enter a valid phone number (10 to 14 digits, optional leading +)."),
      numGuests: z
        .string()
        .regex(/^\d+$/, "Number of guests must be a whole number from 1 to 500.")
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(1, "Number of guests must be a whole number from 1 to 500.")
            .max(500, "Number of guests must be a whole number from 1 to 500."),
        ),
    }),
  );
export type VisitorEntryInput = z.infer<typeof visitorEntrySchema>;

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

/** Add and edit item form. Price follows spec 5: decimal, 0 when not parsable. */
export const menuItemSchema = z.object({
  name: text(120).min(1, menuMessages.nameRequired),
  category: z.string().trim().min(1, menuMessages.categoryRequired).max(60),
  description: text(600).default(""),
  notes: optionalText(300),
  servedWith: optionalText(200),
  options: optionsField,
  price: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => parsePrice(v))
    .pipe(
      z
        .number()
        .min(0, menuMessages.validPriceRequired)
        .max(MAX_PRICE_INR, `Price must be at most ₹${MAX_PRICE_INR.toLocaleString("en-IN")}`),
    ),
  isVeg: checkbox,
  isOutOfStock: checkbox,
});
export type MenuItemInput = z.infer<typeof menuItemSchema>;

export const categorySchema = z.object({
  key: z
    .string()
    .trim()
    .min(1, "Key is required")
    .max(60, "Key must be at most 60 characters")
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, "Key must start with a letter and use only letters, digits and _"),
  label: text(80).min(1, "Label is required"),
  mainCategory: z.enum(mainCategories, { error: "Choose Food or Drinks" }),
});
export type CategoryInput = z.infer<typeof categorySchema>;

export const restaurantInfoSchema = z.object({
  name: text(100).min(1, "Name is required"),
  description: text(600).default(""),
  address: text(300).default(""),
  phone: text(40).default(""),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === "" || z.email().safeParse(v).success, "Please enter a valid email address."),
  openingTime: text(100).default(""),
  cuisine: text(100).default(""),
});
export type RestaurantInfoInput = z.infer<typeof restaurantInfoSchema>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates must be YYYY-MM-DD")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Not a real date");

/** Customer entries filter: whole days in IST; either end may be open. */
export const entryRangeSchema = z
  .object({
    start: isoDay.optional().or(z.literal("").transform(() => undefined)),
    end: isoDay.optional().or(z.literal("").transform(() => undefined)),
  })
  .refine((r) => !r.start || !r.end || r.start <= r.end, "The start date must be on or before the end date");
export type EntryRange = z.infer<typeof entryRangeSchema>;
