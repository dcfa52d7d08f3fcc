import type { RouterContextProvider } from "react-router";
import { getApp } from "~/context.server";
import { type ArtworkSlot, luxeHero, srcSet, type UploadedPicture } from "./artwork";
import { luxeJsonLd, pageMeta, restaurantJsonLd, type SitePage } from "./seo";
import { pictureVersions } from "./site-pictures.server";

/** A picture above the fold that the page preloads (its AVIF srcset, fetched first). */
export interface Preload {
  slot: ArtworkSlot;
  sizes: string;
  media?: string;
}

/**
 * Server data of every public page: its tags for search engines and sharing (built here so
 * the texts never travel in the JavaScript bundle) and the preload links of its first picture,
 * pointing at the staff's upload when the slot has one. Public pages need no sign-in.
 */
export async function sitePage(
  context: Readonly<RouterContextProvider>,
  page: SitePage,
  preloads: Preload[] = [],
) {
  const app = getApp(context);
  const origin = app.env.PUBLIC_URL;
  const versions = await pictureVersions(context);
  const jsonLd =
    page === "/"
      ? [restaurantJsonLd(origin)]
      : page === "/luxe"
        ? [luxeJsonLd(origin, versions[luxeHero.id])]
        : [];
  const links = preloads.map(({ slot, sizes, media }) =>
    preloadLink(slot, sizes, { media, uploaded: versions[slot.id] }),
  );
  return { meta: [...pageMeta(page, origin, jsonLd), ...links] };
}

/**
 * `<link rel="preload">` for a priority picture, as a meta descriptor (pages build it in their
 * loader, where the uploaded versions are known): the AVIF rendition with its srcset; with a
 * `media` query when the picture is art-directed, matching its `<source>` exactly.
 */
function preloadLink(
  slot: ArtworkSlot,
  sizes: string,
  options: { media?: string; uploaded?: UploadedPicture } = {},
) {
  const { media, uploaded } = options;
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(slot, "avif", uploaded),
    imageSizes: sizes,
    fetchPriority: "high",
    ...(media ? { media } : {}),
  } as const;
}
