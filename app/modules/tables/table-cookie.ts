/**
 * Issue 31 item 7: whether this browser's visitor entry came from a table's QR code, so the menu
 * shows 'Call waiter' and 'Ask for the bill'. Only a display hint (and the page cache's variant:
 * the menu page is the same for every guest at a table): a request's table is always read from
 * the signed visitor pass's entry on the server, never from this cookie.
 */
const NAME = "guntoor_table";
/** As long as the visitor pass (12 hours). */
const MAX_AGE_S = 12 * 3600;

export function tableCookie(publicUrl: string, atTable: boolean): string {
  const parts = [`${NAME}=${atTable ? "1" : ""}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  parts.push(atTable ? `Max-Age=${MAX_AGE_S}` : "Max-Age=0");
  if (publicUrl.startsWith("https://")) parts.push("Secure");
  return parts.join("; ");
}

export function atTableCookie(header: string | null | undefined): boolean {
  for (const part of (header ?? "").split(";")) {
    const [key, value] = part.trim().split("=");
    if (key === NAME) return value === "1";
  }
  return false;
}
