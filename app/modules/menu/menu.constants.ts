// Constants and texts of the menu area, free of Zod so the guest pages stay light.
import { type Capability, permissions, roleLabels } from "~/permissions";

/** Spec 3.12: the two venues of the menu area; the spec's routes serve guntoor. */
export const venues = ["eden", "guntoor"] as const;
export type Venue = (typeof venues)[number];
export const PUBLIC_VENUE: Venue = "guntoor";

export const mainCategories = ["food", "drinks"] as const;
export type MainCategory = (typeof mainCategories)[number];

/** Spec 3.7: the public menu opens on this category. */
export const DEFAULT_CATEGORY = "andhraMeals";

/** Spec 9: how long a visitor entry lets the browser in. */
export const VISITOR_ENTRY_HOURS = 12;
/**
 * Issue 29 item 7: the visitor form's limits in any 10 minutes. A restaurant's guests share its
 * Wi-Fi (one address), so the address gets only a ceiling; a browser (its cookie) and a phone
 * number get 3 each. A table code from staff lets a table's guests past the ceiling.
 */
export const VISITOR_ENTRY_LIMIT = {
  perBrowser: 3,
  perPhone: 3,
  perNetwork: 60,
  windowMs: 10 * 60_000,
} as const;
/** How long a table code from staff lets a table's guests past the network's ceiling. */
export const TABLE_CODE_HOURS = 3;
export { MAX_IMAGE_UPLOAD_BYTES as MAX_PHOTO_BYTES } from "~/modules/media/image-type";
// One crore: far above any dish, low enough to catch a price typed with extra zeros.
export const MAX_PRICE_INR = 10_000_000;
/**
 * Issue 29 item 12: a dish priced above ₹10,000 is saved only once staff confirm the price (the
 * add form, the edit dialog and the import ask), to catch a price typed with an extra zero.
 */
export const HIGH_PRICE_PAISE = 1_000_000;
/** Issue 29 item 12: the sample file's dishes start so, and the import never writes such a row. */
export const SAMPLE_NAME_PREFIX = "Sample:";

/** "Admin and Manager": the roles the permission table gives a capability, in words. */
function rolesIn(capability: Capability): string {
  const labels = permissions[capability].map((role) => roleLabels[role]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}` : labels.join("");
}

/** Every user-visible text of the menu area that the spec gives (sections 2.3–2.5, 5, 8). */
export const menuMessages = {
  fillAllFields: "Please fill in all fields.",
  tooManyEntries: "Too many entries from this device. Please ask our staff for help.",
  tooManyFromNetwork: "Too many entries from this network. Please ask our staff for help.",
  tableCodeInvalid: "That table code is not valid any more. Please ask our staff for a new one.",
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
  // Issue 29 item 12.
  highPriceUnconfirmed: (price: string) =>
    `${price} is above ₹10,000. Check the price, then confirm it to save.`,
  highPricesUnconfirmed: (rows: number) =>
    `${rows} ${rows === 1 ? "row has" : "rows have"} a price above ₹10,000. Check ${rows === 1 ? "it" : "them"} in the preview, then confirm to import.`,
  sampleRow: "This is the sample file's example dish. Replace it with your own dish, or delete the row.",
  // Beyond the spec's texts (the issue asks every failure to be visible).
  unknownCategory: (key: string) => `Category "${key}" does not exist`,
  categoryHasItems: (label: string, count: number) =>
    `The category "${label}" still has ${count} ${count === 1 ? "item" : "items"}. Move or delete them first.`,
  categoryExists: (key: string) => `A category with the key "${key}" already exists`,
  categoryNotFound: "That category no longer exists.",
  // The reason under the spec's 'Access Denied' heading, in the words of its other denials.
  menuManageDenied: `Only ${rolesIn("menu.manage")} users can manage the menu.`,
  customerEntriesDenied: `Only ${rolesIn("customerEntry.view")} users can see customer entries.`,
  guestDataDenied: `Only ${rolesIn("guestData.manage")} users can handle guests' data.`,
  itemNotFound: "That item no longer exists.",
  photoType: "Please upload a JPEG, PNG or WebP image.",
  photoSize: "The photo must be 5 MB or smaller.",
  changeFailed: "Something went wrong. Nothing was changed. Please try again.",
} as const;

export const footerNotes = [
  "All prices are in Indian rupees and are subject to 5% GST and 10% service charge.",
  "The management is not responsible for the loss of any valuables.",
] as const;
