/**
 * Query parameters that can carry a guest's or client's personal data (issue 18: none of it in the
 * logs): the guest lists' names and phones, and the staff search `q` (issue 16: client names, phones,
 * e-mails) of `/luxebooking/search` and the reservations export.
 */
const PERSONAL = new Set(["phone", "phonenumber", "customername", "name", "q"]);

/**
 * Paths whose last part is a secret: a calendar feed's file name (issue 16: whoever reads the log
 * could subscribe) and a password reset link's token (issue 28 item 4: whoever reads the log could
 * set the password), the page and its router data request alike.
 */
const SECRET_PREFIXES = ["/luxebooking/calendar/", "/luxebooking/reset-password/"];

/** The URL as the request log writes it: personal query values and secrets in paths replaced by "redacted". */
export function logSafeUrl(url: string): string {
  const at = url.indexOf("?");
  const pathname = at < 0 ? url : url.slice(0, at);
  const secret = SECRET_PREFIXES.find((prefix) => pathname.toLowerCase().startsWith(prefix));
  const path = secret ? `${secret}redacted` : pathname;
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, " "));
      } catch {}
      return PERSONAL.has(name.toLowerCase()) ? `${key}=redacted` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}
