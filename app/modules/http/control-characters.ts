/**
 * Control characters in what a request carries (issue 28 item 10). PostgreSQL refuses a NUL in
 * text ('invalid byte sequence for encoding "UTF8": 0x00'), so a NUL typed into a search or a
 * form reached the database and answered 500; the other control characters (C0, DEL, C1) are
 * never part of a name, a phone number or a note either, and would reach the documents, exports
 * and logs made from them. They are refused before anything is read or written, with this message.
 */
export const controlCharacterMessage =
  "The request contains a control character (such as a NUL byte), which is not allowed. Remove it and try again.";

/** Every C0 control but tab, line feed and carriage return (a text area's lines), DEL and every C1 control. */
const IN_FORM_TEXT = /(?![\t\n\r])\p{Cc}/u;
/** Every control character (C0, DEL, C1): a query parameter or a path has no lines. */
const ANY = /\p{Cc}/u;

/** True when a posted form's names or text values hold a control character (files are their own). */
export function formHasControlCharacter(form: FormData): boolean {
  for (const [name, value] of form) {
    if (IN_FORM_TEXT.test(name)) return true;
    if (typeof value === "string" && IN_FORM_TEXT.test(value)) return true;
  }
  return false;
}

/** True when a JSON body holds a control character other than a tab or a line break in any string. */
export function jsonHasControlCharacter(value: unknown): boolean {
  if (typeof value === "string") return IN_FORM_TEXT.test(value);
  if (Array.isArray(value)) return value.some(jsonHasControlCharacter);
  if (value && typeof value === "object") {
    return Object.entries(value).some(
      ([key, item]) => IN_FORM_TEXT.test(key) || jsonHasControlCharacter(item),
    );
  }
  return false;
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    // Broken %-encoding is answered elsewhere (Express's 400); only what decodes is looked at.
    return part;
  }
}

/**
 * Query parameters whose reader already makes any value safe: `redirectTo` (a place to go after
 * signing in) is replaced by the dashboard when it holds a control character (`safeRedirect`), so a
 * hostile link still shows the sign-in form.
 */
const NEUTRALISED = new Set(["redirectTo"]);

/** True when a request target (path and query, as sent) holds a control character once decoded. */
export function urlHasControlCharacter(target: string): boolean {
  const at = target.indexOf("?");
  const path = at < 0 ? target : target.slice(0, at);
  if (ANY.test(decoded(path))) return true;
  if (at < 0) return false;
  return target
    .slice(at + 1)
    .split("&")
    .some((pair) => {
      const eq = pair.indexOf("=");
      const name = decoded(eq < 0 ? pair : pair.slice(0, eq));
      if (NEUTRALISED.has(name)) return ANY.test(name);
      return ANY.test(decoded(pair));
    });
}
