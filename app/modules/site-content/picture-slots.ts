import {
  type ArtworkSlot,
  luxeGallery,
  luxeHero,
  luxeOccasionsPicture,
  outletPictures,
  restaurantGallery,
  splash,
  splashPortrait,
  spoon,
  venuePicture,
} from "./artwork";
import { outlets, venue } from "./venue";

/** Every user-visible text of the site pictures screen and its use cases. */
export const pictureMessages = {
  missing: "Choose a picture to upload.",
  wrongType: "This file is not a picture the site can use. Choose a JPEG, PNG, WebP or AVIF image.",
  tooBig: "The picture must be 5 MB or smaller.",
  unreadable: "The picture could not be read; the file may be damaged. Please try another file.",
  unknownSlot: "This picture slot does not exist.",
  altTooLong: "Alt text must be at most 250 characters.",
  altSaved: (label: string) => `Alt text saved for ${label}.`,
  uploaded: (label: string) => `New picture saved for ${label}. The site shows it now.`,
  reset: (label: string) => `${label} shows its generated artwork again.`,
  alreadyGenerated: (label: string) => `${label} already shows its generated artwork.`,
  denied: "Only administrators and managers can change the site's pictures.",
  failed: "The picture could not be saved. Nothing was changed. Please try again.",
} as const;

export const MAX_ALT_LENGTH = 250;

export interface PictureSlotEntry {
  slot: ArtworkSlot;
  label: string;
}

export interface PictureGroup {
  id: string;
  title: string;
  description: string;
  entries: PictureSlotEntry[];
}

const numbered = (slots: ArtworkSlot[], prefix: string, note: (slot: ArtworkSlot) => string = () => "") =>
  slots.map((slot, i) => ({ slot, label: `${prefix} ${i + 1}${note(slot)}` }));

/** The slots as staff meet them on the site: grouped by page, in page order. */
export const pictureGroups: PictureGroup[] = [
  {
    id: "home",
    title: "Home page",
    description: `The opening picture, the three outlet cards and the ${venue.hallName} hall picture.`,
    entries: [
      { slot: splash, label: "Opening picture (wide screens)" },
      { slot: splashPortrait, label: "Opening picture (phones, portrait)" },
      ...outletPictures.map((slot, i) => ({ slot, label: `Outlet card: ${outlets[i]!.title}` })),
      { slot: venuePicture, label: `The ${venue.hallName} hall (also on the ${venue.hallName} page)` },
    ],
  },
  {
    id: "luxe",
    title: `${venue.hallName} hall page`,
    description: "The picture that opens the page and the 15 pictures of its gallery.",
    entries: [
      { slot: luxeHero, label: `${venue.hallName} opening picture` },
      ...numbered(luxeGallery, `${venue.hallName} gallery picture`, (slot) =>
        slot === luxeOccasionsPicture ? " (also beside the occasions)" : "",
      ),
    ],
  },
  {
    id: "gallery",
    title: "Gallery page",
    description: "The 31 pictures of the restaurant's gallery, in slideshow order.",
    entries: numbered(restaurantGallery, "Gallery picture"),
  },
  {
    id: "every-page",
    title: "Every page",
    description: "The small decoration under each section heading (transparent PNG works best).",
    entries: [{ slot: spoon, label: "Gold spoon under headings" }],
  },
];

export function findPictureSlot(id: string): PictureSlotEntry | null {
  for (const group of pictureGroups) {
    const entry = group.entries.find((e) => e.slot.id === id);
    if (entry) return entry;
  }
  return null;
}

/**
 * Which widths an upload of `source` size is rendered at for `slot`: it is cropped to the slot's
 * aspect (cover, centred), then rendered at each of the slot's widths it can fill without
 * enlarging. A picture narrower than the slot's smallest width is kept at its own width.
 */
export function renditionWidths(slot: ArtworkSlot, source: { width: number; height: number }): number[] {
  const cropWidth = Math.min(source.width, Math.floor((source.height * slot.width) / slot.height));
  const fitting = slot.widths.filter((w) => w <= cropWidth);
  return fitting.length > 0 ? fitting : [Math.max(1, cropWidth)];
}

export function renditionHeight(slot: ArtworkSlot, width: number): number {
  return Math.max(1, Math.round((width * slot.height) / slot.width));
}
