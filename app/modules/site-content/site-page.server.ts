import type { RouterContextProvider } from "react-router";
import { preloadLink } from "~/components/site/picture";
import { getApp } from "~/context.server";
import { type ArtworkSlot, luxeHero } from "./artwork";
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
