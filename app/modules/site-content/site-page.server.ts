import type { RouterContextProvider } from "react-router";
import { getApp } from "~/context.server";
import { luxeJsonLd, pageMeta, restaurantJsonLd, type SitePage } from "./seo";

/**
 * Server data of every public page: its tags for search engines and sharing (built here so
 * the texts never travel in the JavaScript bundle). Public pages need no sign-in.
 */
export function sitePage(context: Readonly<RouterContextProvider>, page: SitePage) {
  const app = getApp(context);
  const origin = app.env.PUBLIC_URL;
  const jsonLd = page === "/" ? [restaurantJsonLd(origin)] : page === "/luxe" ? [luxeJsonLd(origin)] : [];
  return { meta: pageMeta(page, origin, jsonLd) };
}
