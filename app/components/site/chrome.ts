/** Spec 2.1: the site header and footer are hidden on paths starting with /luxebooking or /guntoormenu. */
export function showsSiteChrome(pathname: string): boolean {
  return !pathname.startsWith("/luxebooking") && !pathname.startsWith("/guntoormenu");
}
