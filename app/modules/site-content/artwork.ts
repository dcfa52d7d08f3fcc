/**
 * Every picture slot of the marketing site (DESIGN.md "Pictures"). The slots are the contract:
 * scripts/generate-artwork.ts renders on-brand artwork for each one at build time, and the
 * pages read sizes and alt texts from here. Replacing a file keeps its slot.
 */
import { venue } from "./venue";
export type Scene = "garden" | "hall" | "dish" | "drink" | "splash" | "spoon";
export type ImageFormat = "avif" | "webp" | "jpg" | "png";

export interface ArtworkSlot {
  id: string;
  scene: Scene;
  /** Intrinsic aspect: width and height of the largest rendition. */
  width: number;
  height: number;
  /** Rendered widths (px), smallest first. */
  widths: number[];
  /** The last format is the fallback `<img src>`. */
  formats: ImageFormat[];
  /** Empty for decorative pictures. */
  alt: string;
  /** Variation inside the scene (time of day, dish, table layout). */
  variant: number;
}

export const GENERATED_BASE = "/generated";

const photo = (id: string, scene: Scene, alt: string, variant: number): ArtworkSlot => ({
  id,
  scene,
  width: 1200,
  height: 900,
  // 200 px is the slideshow's thumbnail (96 CSS px at up to 2× density).
  widths: [200, 400, 800, 1200],
  formats: ["avif", "webp", "jpg"],
  alt,
  variant,
});

export const splash: ArtworkSlot = {
  id: "splash",
  scene: "splash",
  width: 1920,
  height: 1280,
  widths: [640, 960, 1440, 1920],
  formats: ["avif", "webp", "jpg"],
  alt: "",
  variant: 0,
};

/** The splash drawn for portrait screens (phones), so they download a picture of their own shape. */
export const splashPortrait: ArtworkSlot = {
  id: "splash-portrait",
  scene: "splash",
  width: 960,
  height: 1280,
  widths: [480, 720, 960],
  formats: ["avif", "webp", "jpg"],
  alt: "",
  variant: 1,
};

export const spoon: ArtworkSlot = {
  id: "spoon",
  scene: "spoon",
  width: 480,
  height: 120,
  widths: [240, 480],
  formats: ["avif", "webp", "png"],
  alt: "",
  variant: 0,
};

export const outletPictures = [
  photo("outlet-cunningham", "garden", "Dinner under the lantern-lit trees of Eden on Cunningham Road", 1),
  photo("outlet-mall", "dish", "An Andhra thali with biryani and curries at Eden Express in the mall", 2),
  photo("outlet-tiffin", "dish", "Crisp dosa with chutneys at the Eden Tiffin Room in the mall", 5),
];

export const venuePicture = photo(
  "venue",
  "hall",
  `The ${venue.hallName} hall laid for a banquet, daylight pouring through tall windows`,
  3,
);

const luxeScenes = [
  "Round banquet tables dressed in ivory under crystal chandeliers",
  `The ${venue.hallName} hall set for a cocktail reception with high tables`,
  "A flower-decked stage ready for an engagement ceremony",
  `Evening lights glowing across the ${venue.hallName} hall dance floor`,
  "A long family table set for an anniversary dinner",
  "Gold-rimmed place settings and a centrepiece of marigolds",
  "The hall's entrance framed by the garden's old trees",
  "A birthday set-up with a cake table and warm fairy lights",
  "Corporate seating in rows facing a presentation screen",
  "Natural daylight filling the hall through its tall windows",
  "Lounge seating arranged for an after party",
  "A buffet counter laid with silver chafing dishes",
  "Draped ceiling fabric and pendant lamps over the tables",
  "A milestone celebration with balloons and a photo corner",
  `Night lights on the lawn outside the ${venue.hallName} hall`,
  `The ${venue.hallName} hall in the park setting at dusk`,
];

export const luxePictures = luxeScenes.map((alt, i) =>
  photo(`luxe-${String(i + 1).padStart(2, "0")}`, i === 14 || i === 15 ? "garden" : "hall", alt, i),
);

const restaurantScenes: [Scene, string][] = [
  ["garden", "Lanterns strung between 80-year-old rain trees at dusk"],
  ["dish", "Andhra meals served with pappu, rasam and pickles"],
  ["drink", "A margarita with a salted rim on the garden bar counter"],
  ["garden", "Tables for four beneath the canopy at lunchtime"],
  ["dish", "Hyderabadi dum biryani in a copper handi"],
  ["garden", "Valet parking at the entrance under the arch of trees"],
  ["drink", "A row of cocktails glowing on the lounge bar"],
  ["dish", "Chicken ghee roast with a sprig of curry leaves"],
  ["garden", "One of the private pavilions set for twenty guests"],
  ["dish", "Paneer masala and butter naan from the tandoor"],
  ["garden", "Evening diners among the fairy lights"],
  ["drink", "Draught beer poured at the lounge bar"],
  ["dish", "The King of Eden platter for two"],
  ["garden", "The hookah salon's cushioned corner at night"],
  ["dish", "Dal masala with a swirl of cream"],
  ["garden", "Counter tops for eight along the garden path"],
  ["drink", "A blue lagoon on a table by the trees"],
  ["dish", "Tandoori platter with mint chutney"],
  ["garden", "Morning light through the old banyan"],
  ["dish", "Indian wok noodles tossed with vegetables"],
  ["garden", "A pavilion for fifteen decorated for a birthday"],
  ["drink", "Sparkling wine and champagne flutes at a celebration"],
  ["dish", "Italian pasta with basil and parmesan"],
  ["garden", "The garden path lit for the evening service"],
  ["dish", "Chilli chicken from the Chinese kitchen"],
  ["garden", "A corner table for two under the lanterns"],
  ["drink", "A tequila sunrise in the late afternoon sun"],
  ["dish", "Choice of breads from the clay oven"],
  ["garden", "The largest pavilion, seating thirty guests"],
  ["dish", "Gongura chicken with steamed rice"],
  ["garden", "The whole garden seating four hundred, seen at night"],
];

export const restaurantPictures = restaurantScenes.map(([scene, alt], i) =>
  photo(`eden-${String(i + 1).padStart(2, "0")}`, scene, alt, i),
);

/** The Luxe page's gallery shows 15 photos (spec 9); the 16th opens the page. */
export const luxeGallery = luxePictures.slice(0, 15);
export const luxeHero = luxePictures[15]!;
export const luxeOccasionsPicture = luxePictures[4]!;

/** /gallery shows 31 images (spec 9). */
export const restaurantGallery = restaurantPictures;

export const allSlots: ArtworkSlot[] = [
  splash,
  splashPortrait,
  spoon,
  ...outletPictures,
  venuePicture,
  ...luxePictures,
  ...restaurantPictures,
];

export function mimeType(format: ImageFormat): string {
  return format === "jpg" ? "image/jpeg" : `image/${format}`;
}

export function fileName(slot: Pick<ArtworkSlot, "id">, width: number, format: ImageFormat): string {
  return `${slot.id}-${width}.${format}`;
}

/** Staff uploads that replace a slot's artwork are served from here (DATA_DIR/uploads/site). */
export const UPLOADED_BASE = "/site-pictures";

/** The uploaded version of a slot, as the pages need it: kept short, it travels in the page data. */
export interface UploadedPicture {
  /** Random per upload: part of every file name, so URLs change with the picture. */
  v: string;
  /** Widths rendered, smallest first (the slot's widths up to the upload's own size). */
  w: number[];
  /** Alt text replacing the slot's own. */
  alt?: string;
}

/** Slot id → its uploaded version; slots not listed show their generated artwork. */
export type PictureVersions = Readonly<Record<string, UploadedPicture>>;

export function uploadedFileName(
  slotId: string,
  version: string,
  width: number,
  format: ImageFormat,
): string {
  return `${slotId}-${version}-${width}.${format}`;
}

const UPLOADED_FILE = /^([a-z0-9-]+)-([a-f0-9]{12})-(\d{1,4})\.(avif|webp|jpg|png)$/;

/** Parses an uploaded rendition's file name; null unless it names a slot and one of its formats. */
export function parseUploadedFileName(
  name: string,
): { slot: ArtworkSlot; version: string; width: number; format: ImageFormat } | null {
  const match = UPLOADED_FILE.exec(name);
  if (!match) return null;
  const slot = allSlots.find((s) => s.id === match[1]);
  const format = match[4] as ImageFormat;
  if (!slot?.formats.includes(format)) return null;
  return { slot, version: match[2]!, width: Number(match[3]), format };
}

function url(slot: ArtworkSlot, width: number, format: ImageFormat, uploaded?: UploadedPicture): string {
  return uploaded
    ? `${UPLOADED_BASE}/${uploadedFileName(slot.id, uploaded.v, width, format)}`
    : `${GENERATED_BASE}/${fileName(slot, width, format)}`;
}

export function srcSet(slot: ArtworkSlot, format: ImageFormat, uploaded?: UploadedPicture): string {
  return (uploaded?.w ?? slot.widths).map((w) => `${url(slot, w, format, uploaded)} ${w}w`).join(", ");
}

/** The fallback `<img src>`: the last format, at the largest width up to 800 px. */
export function fallbackSrc(slot: ArtworkSlot, uploaded?: UploadedPicture): string {
  const format = slot.formats[slot.formats.length - 1]!;
  const widths = uploaded?.w ?? slot.widths;
  const width = [...widths].reverse().find((w) => w <= 800) ?? widths[0]!;
  return url(slot, width, format, uploaded);
}

/** The largest rendition in the fallback format (structured data for search engines). */
export function largestSrc(slot: ArtworkSlot, uploaded?: UploadedPicture): string {
  const widths = uploaded?.w ?? slot.widths;
  return url(slot, widths[widths.length - 1]!, slot.formats[slot.formats.length - 1]!, uploaded);
}

/** Decorative slots (empty alt) stay decorative whatever is uploaded. */
export function pictureAlt(slot: ArtworkSlot, uploaded?: UploadedPicture): string {
  return slot.alt === "" ? "" : uploaded?.alt || slot.alt;
}
