import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { restaurantInfo } from "~/db/schema";
import type { Venue } from "./menu.schema";
import { reviewOrder } from "./menu-dto.server";
import { type TranslationLanguage, translationLanguages } from "./language-codes";
import { seedRestaurantTexts } from "./menu-translations-seed";

/** Issue 29 item 3: the restaurant's words a guest reads, in Telugu, Kannada and Hindi (null: English). */
export interface RestaurantInfoTranslations {
  nameTe: string | null;
  nameKn: string | null;
  nameHi: string | null;
  descriptionTe: string | null;
  descriptionKn: string | null;
  descriptionHi: string | null;
  cuisineTe: string | null;
  cuisineKn: string | null;
  cuisineHi: string | null;
  openingTimeTe: string | null;
  openingTimeKn: string | null;
  openingTimeHi: string | null;
}

export interface RestaurantInfoDto extends RestaurantInfoTranslations {
  name: string;
  description: string;
  address: string;
  phone: string;
  email: string;
  contact: { order: string; enquiry: string };
  openingTime: string;
  cuisine: string;
  /** The languages whose texts await a native speaker's review. */
  needsReview: TranslationLanguage[];
}

type DefaultInfo = Omit<RestaurantInfoDto, keyof RestaurantInfoTranslations | "needsReview">;

/** Spec 7.5 defaults (opening time 11:30 AM to 10:30 PM); created when the venue has none. */
export const defaultRestaurantInfo: Record<Venue, DefaultInfo> = {
  guntoor: {
    name: "Guntoor",
    description:
      "Fiery, soulful coastal-Andhra cooking from the Guntur chilli country: meals on banana leaf, gongura, pulusu and dum biryani.",
    address: "Eden Garden, 14 Cunningham Road, Vasanth Nagar, Bengaluru 560052",
    phone: "+91 80 4125 1995",
    email: "guntoor@edengarden.in",
    contact: { order: "+91 98450 11995", enquiry: "+91 98450 21995" },
    openingTime: "11:30 AM to 10:30 PM",
    cuisine: "Coastal Andhra",
  },
  eden: {
    name: "Eden",
    description: "Bengaluru's hidden nest: a restaurant garden under trees aged 80 years and more.",
    address: "Eden Garden, 14 Cunningham Road, Vasanth Nagar, Bengaluru 560052",
    phone: "+91 80 4125 1995",
    email: "reservations@edengarden.in",
    contact: { order: "+91 98450 11995", enquiry: "+91 98450 21995" },
    openingTime: "11:30 AM to 10:30 PM",
    cuisine: "Andhra, Chinese, North Indian, Italian, Indian Wok",
  },
};

const columns = {
  name: restaurantInfo.name,
  description: restaurantInfo.description,
  address: restaurantInfo.address,
  phone: restaurantInfo.phone,
  email: restaurantInfo.email,
  contactOrder: restaurantInfo.contactOrder,
  contactEnquiry: restaurantInfo.contactEnquiry,
  openingTime: restaurantInfo.openingTime,
  cuisine: restaurantInfo.cuisine,
  nameTe: restaurantInfo.nameTe,
  nameKn: restaurantInfo.nameKn,
  nameHi: restaurantInfo.nameHi,
  descriptionTe: restaurantInfo.descriptionTe,
  descriptionKn: restaurantInfo.descriptionKn,
  descriptionHi: restaurantInfo.descriptionHi,
  cuisineTe: restaurantInfo.cuisineTe,
  cuisineKn: restaurantInfo.cuisineKn,
  cuisineHi: restaurantInfo.cuisineHi,
  openingTimeTe: restaurantInfo.openingTimeTe,
  openingTimeKn: restaurantInfo.openingTimeKn,
  openingTimeHi: restaurantInfo.openingTimeHi,
  needsReview: restaurantInfo.needsReview,
};

const suffixOf = { te: "Te", kn: "Kn", hi: "Hi" } as const;

/**
 * Issue 29 item 3: the Guntoor defaults in the three languages, marked for review; Eden's menu
 * is not public and starts in English only.
 */
function defaultTranslations(venue: Venue) {
  if (venue !== "guntoor") return {};
  const values: Record<string, string | string[]> = { needsReview: [...translationLanguages] };
  for (const language of translationLanguages)
    for (const field of ["name", "description", "cuisine", "openingTime"] as const)
      values[`${field}${suffixOf[language]}`] = seedRestaurantTexts[field][language];
  return values;
}

export async function getRestaurantInfo(db: Db | Tx, options: { venue: Venue }): Promise<RestaurantInfoDto> {
  const read = () => db.select(columns).from(restaurantInfo).where(eq(restaurantInfo.venue, options.venue));
  let [row] = await read();
  if (!row) {
    const d = defaultRestaurantInfo[options.venue];
    await db
      .insert(restaurantInfo)
      .values({
        venue: options.venue,
        name: d.name,
        description: d.description,
        address: d.address,
        phone: d.phone,
        email: d.email,
        contactOrder: d.contact.order,
        contactEnquiry: d.contact.enquiry,
        openingTime: d.openingTime,
        cuisine: d.cuisine,
        ...defaultTranslations(options.venue),
      })
      .onConflictDoNothing();
    [row] = await read();
  }
  const { contactOrder, contactEnquiry, needsReview, ...rest } = row!;
  return {
    ...rest,
    contact: { order: contactOrder, enquiry: contactEnquiry },
    needsReview: reviewOrder(needsReview),
  };
}
