/**
 * The venue's facts (spec 1 and 9). Address, phone and social pages are invented for this
 * build (the spec does not show them); docs/site-content.md records the choice.
 */
import { HALL_NAME } from "./hall";

export { STAFF_TITLE } from "./hall";

export const SITE_NAME = "Eden";

export const venue = {
  name: SITE_NAME,
  tagline: "Bengaluru's Hidden Nest",
  heading: "The Key To Fine Dining",
  established: "1995-05-06",
  establishedText: "6 May 1995",
  seating: 400,
  seatingSections: "sections of 4 and 8 counter tops",
  pavilions: [15, 20, 30],
  treeAge: "80+",
  cuisines: ["Andhra", "Chinese", "North Indian", "Italian", "Indian Wok"],
  hallName: HALL_NAME,
  hallSizeSqFt: 2500,
  hours: { days: "Monday to Sunday", time: "12:00 pm to 11:30 pm", opens: "12:00", closes: "23:30" },
  address: {
    street: "14 Cunningham Road, Vasanth Nagar",
    city: "Bengaluru",
    region: "Karnataka",
    postalCode: "560052",
    country: "IN",
  },
  phone: "+91 80 4123 5678",
  phoneHref: "tel:+918041235678",
  email: "hello@eden-bengaluru.example",
  whatsapp: "+91 98450 12345",
  social: {
    facebook: "https://www.facebook.com/edenbengaluru",
    instagram: "https://www.instagram.com/edenbengaluru",
  },
  mapUrl: "https://www.google.com/maps/search/?api=1&query=14+Cunningham+Road+Vasanth+Nagar+Bengaluru+560052",
  quote: "Old trees, slow evenings and food worth staying for.",
  copyrightYear: 2025,
} as const;

export const addressLines = [
  venue.address.street,
  `${venue.address.city}, ${venue.address.region} ${venue.address.postalCode}`,
] as const;

/** 'Andhra, Chinese, North Indian, Italian, Indian Wok' — the way the facts list them. */
export const cuisineList = venue.cuisines.join(", ");

export const pavilionText = `3 private pavilions for ${venue.pavilions[0]}, ${venue.pavilions[1]} and ${venue.pavilions[2]} guests`;

/** The hall's occasions section (spec 1), word for word. */
export const occasions = {
  heading: "Celebrate Life's Moments at Luxe",
  text: "Experience unparalleled elegance for every special occasion. Create lasting memories in our sophisticated setting.",
  list: [
    "Anniversaries",
    "Birthdays",
    "Corporate Events",
    "Engagements",
    "After Parties",
    "Milestone Celebrations",
  ],
} as const;

/** The hospitality portfolio's three outlet cards (spec 3.1: imgUrl, title, subtitle). */
export const outlets = [
  {
    slot: "outlet-cunningham",
    title: "Eden, Cunningham Road",
    subtitle: "Andhra, Chinese, North Indian, Italian, Indian Wok, Alcohol",
  },
  {
    slot: "outlet-mall",
    title: "Eden Express, Skyline Mall",
    subtitle: "Andhra, North Indian, Chinese",
  },
  {
    slot: "outlet-tiffin",
    title: "Eden Tiffin Room, Skyline Mall",
    subtitle: "South Indian, Andhra",
  },
] as const;
