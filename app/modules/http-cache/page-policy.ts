import type { LiveTopic } from "~/modules/live/topics";

/**
 * Which public responses the server may keep rendered, and what their content depends on.
 * Only pages that are identical for every guest are listed: nothing personalised, no staff page.
 */
export interface PagePolicy {
  /** Live-event topics whose changes alter this response (the cache drops it on such an event). */
  topics: readonly LiveTopic[];
  /** The page is served only to a browser holding a visitor pass (spec 3.6); others are redirected. */
  visitorPass?: boolean;
  /** Cache-Control when the route sets none. */
  cacheControl: string;
  /** Shown in the guest's language (issue 18, the `menu_lang` cookie): one copy per language. */
  guestLanguage?: boolean;
  /** Issue 31: with 'Call waiter' / 'Ask for the bill' for a guest at a table (the `guntoor_table` cookie): two copies. */
  tableService?: boolean;
}

/**
 * HTML carries this response's CSP nonce, so browsers may store it but must ask again each
 * time (no-cache → a 304 when unchanged), and shared caches must not hand one nonce to many
 * guests (private).
 */
export const HTML_CACHE_CONTROL = "private, no-cache";

// Every page of the site layout shows pictures staff can replace ("site" events), if only the
// spoon under its headings.
const sitePage: PagePolicy = { topics: ["site"], cacheControl: HTML_CACHE_CONTROL };
const menuPage: PagePolicy = { topics: ["menu"], cacheControl: HTML_CACHE_CONTROL };

export const pagePolicies: Readonly<Record<string, PagePolicy>> = {
  "/": sitePage,
  "/gallery": sitePage,
  "/luxe": sitePage,
  // Issue 31: the table booking form shows the booking rules' areas, hours and window.
  "/contact": { ...sitePage, topics: ["site", "tables"] },
  "/menu": sitePage,
  // The visitor form shows the restaurant's name, which staff edit in the menu admin panel.
  "/guntoorlogin": { ...menuPage, topics: ["menu", "site"], guestLanguage: true },
  "/guntoormenu": { ...menuPage, visitorPass: true, guestLanguage: true, tableService: true },
  // Every card of the menu, which the page's script fetches (the page lists only its query's).
  "/guntoormenu/cards": { ...menuPage, visitorPass: true, guestLanguage: true },
  // Names the retention period (a "menu" event when it changes) and the restaurant's contacts.
  "/guntoorprivacy": { ...menuPage, topics: ["menu", "site"], guestLanguage: true },
  "/sitemap.xml": { topics: [], cacheControl: "public, max-age=3600" },
  "/robots.txt": { topics: [], cacheControl: "public, max-age=3600" },
};

/**
 * The cache key of a request, or null when it must reach the renderer. Query strings are not
 * cached: the pages ignore them, and keying on them would let anyone fill memory.
 */
export function pageCacheKey(method: string, url: string): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (url.includes("?")) return null;
  return Object.hasOwn(pagePolicies, url) ? url : null;
}
