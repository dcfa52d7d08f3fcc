/** Spec 2.1: the site header and footer are hidden on paths starting with /luxebooking or /guntoormenu. */
export function showsSiteChrome(pathname: string): boolean {
  return !pathname.startsWith("/luxebooking") && !pathname.startsWith("/guntoormenu");
}

/** The public origin the site layout's loader hands to every page's meta (canonical, Open Graph). */
export function siteOrigin(matches: readonly unknown[]): string {
  for (const match of matches) {
    const m = match as { id?: string; loaderData?: { origin?: string } } | undefined;
    if (m?.id === "routes/site/layout" && m.loaderData?.origin) return m.loaderData.origin;
  }
  return "";
}
