import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { restaurantInfo } from "~/db/schema";
import type { Venue } from "./menu.schema";

export interface RestaurantInfoDto {
  name: string;
  description: string;
  address: string;
  phone: string;
  email: string;
  contact: { order: string; enquiry: string };
  openingTime: string;
  cuisine: string;
}

/** Spec 7.5 defaults (opening time 11:30 AM to 10:30 PM); created when the venue has none. */
export const defaultRestaurantInfo: Record<Venue, RestaurantInfoDto> = {
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
};

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
      })
      .onConflictDoNothing();
    [row] = await read();
  }
  const { contactOrder, contactEnquiry, ...rest } = row!;
  return { ...rest, contact: { order: contactOrder, enquiry: contactEnquiry } };
}
