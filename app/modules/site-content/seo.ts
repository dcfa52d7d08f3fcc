import { GENERATED_BASE, largestSrc, luxeHero, type UploadedPicture } from "./artwork";
import { addressLines, cuisineList, SITE_NAME, venue } from "./venue";

export type SitePage = "/" | "/gallery" | "/luxe" | "/contact" | "/menu";

/** One unique title and description per public page (issue 5 item 4). */
export const pageSeo: Record<SitePage, { title: string; description: string }> = {
  "/": {
    title: `${SITE_NAME} — Bengaluru's Hidden Nest | Garden Restaurant on Cunningham Road`,
    description: `Fine dining under 80-year-old trees since 1995: ${cuisineList}, a lounge bar and a hookah salon. Open daily, 12:00 pm to 11:30 pm.`,
  },
  "/gallery": {
    title: `Gallery — ${SITE_NAME} Garden Restaurant, Bengaluru`,
    description: `See ${SITE_NAME}: lantern-lit tables under old trees, private pavilions, the lounge bar and dishes from our Andhra, North Indian, Chinese and Italian kitchens.`,
  },
  "/luxe": {
    title: `${venue.hallName} Banquet Hall — Weddings, Parties and Corporate Events | ${SITE_NAME}, Bengaluru`,
    description: `The ${venue.hallName} hall: about 2500 sq. ft. in a park setting for cocktail receptions, banquets and intimate celebrations. Schedule a tour.`,
  },
  "/contact": {
    title: `Contact Us and Book a Table — ${SITE_NAME}, Bengaluru`,
    description: `Reserve a table or plan an event at ${SITE_NAME}, ${addressLines.join(", ")}. Call ${venue.phone} or send us a message.`,
  },
  "/menu": {
    title: `Menu — Eden's Special: Andhra and North Indian Favourites | ${SITE_NAME}`,
    description: `Fiery flavours of the Deccan and imperial flavours of the North: Andhra meals, dum biryani, ghee roast, paneer masala, tandoori and breads at ${SITE_NAME}.`,
  },
};

export const sitePages = Object.keys(pageSeo) as SitePage[];

export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${path}`;
}

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: venue.address.street,
  addressLocality: venue.address.city,
  addressRegion: venue.address.region,
  postalCode: venue.address.postalCode,
  addressCountry: venue.address.country,
};

/** schema.org Restaurant: address, telephone, hours Mo-Su 12:00-23:30, cuisines, seating. */
export function restaurantJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    "@id": absoluteUrl(origin, "/#restaurant"),
    name: SITE_NAME,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, `${GENERATED_BASE}/logo-512.png`),
    image: absoluteUrl(origin, `${GENERATED_BASE}/og-image.jpg`),
    telephone: venue.phone,
    address: postalAddress,
    openingHours: "Mo-Su 12:00-23:30",
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: venue.hours.opens,
        closes: venue.hours.closes,
      },
    ],
    servesCuisine: [...venue.cuisines],
    maximumAttendeeCapacity: venue.seating,
    foundingDate: venue.established,
    acceptsReservations: true,
    menu: absoluteUrl(origin, "/menu"),
    amenityFeature: [
      "Valet parking",
      "Lounge bar",
      "Hookah salon",
      `Private pavilions for ${venue.pavilions.join(", ")} guests`,
    ].map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
    sameAs: [venue.social.facebook, venue.social.instagram],
  };
}

/** schema.org EventVenue for the Luxe hall, inside the restaurant's grounds; its picture is the page's hero. */
export function luxeJsonLd(origin: string, hero?: UploadedPicture) {
  return {
    "@context": "https://schema.org",
    "@type": "EventVenue",
    name: `${venue.hallName} hall at ${SITE_NAME}`,
    url: absoluteUrl(origin, "/luxe"),
    image: absoluteUrl(origin, largestSrc(luxeHero, hero)),
    description:
      "A banquet hall of about 2500 sq. ft. in a park setting for cocktail receptions, banquets and intimate celebrations.",
    telephone: venue.phone,
    address: postalAddress,
    floorSize: { "@type": "QuantitativeValue", value: venue.hallSizeSqFt, unitCode: "FTK" },
    containedInPlace: { "@id": absoluteUrl(origin, "/#restaurant") },
  };
}

/** Title, description, canonical, Open Graph and Twitter card of one page. */
export function pageMeta(page: SitePage, origin: string, extra: Record<string, unknown>[] = []) {
  const { title, description } = pageSeo[page];
  const url = absoluteUrl(origin, page);
  const image = absoluteUrl(origin, `${GENERATED_BASE}/og-image.jpg`);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...extra.map((json) => ({ "script:ld+json": json })),
  ];
}

export function sitemapXml(origin: string): string {
  const urls = sitePages
    .map((p) => `  <url><loc>${absoluteUrl(origin, p)}</loc><changefreq>monthly</changefreq></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /luxebooking",
    "Disallow: /guntoormenuadmin",
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
