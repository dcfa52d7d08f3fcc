import { createContext, useContext } from "react";
import { useMatches } from "react-router";
import { type GuestErrorTexts, guestErrorTextsEn } from "~/modules/menu/guest-error-texts-en";
import { type GuestLanguage, readLanguage } from "~/modules/menu/language-codes";

/** What a guests' page's loader returns for the root layout's `<html lang>` and font (issue 18). */
export interface PageLanguageData {
  guestLanguage: GuestLanguage;
}

/**
 * The guests' pages (/guntoorlogin, /guntoormenu, /guntoorprivacy and any other path under
 * /guntoor) but not the staff's menu admin panel: where an error or 404 screen follows the
 * guest's language.
 */
export function isGuestLanguagePath(pathname: string): boolean {
  return pathname.startsWith("/guntoor") && !pathname.startsWith("/guntoormenuadmin");
}

/**
 * The guest's language (the `menu_lang` cookie) of a document rendered on the server for a
 * guests' path, and its error screens' texts, set by entry.server.tsx; English elsewhere and in
 * the browser (the guests' pages are not hydrated; a 404's loader names its language itself).
 * Error screens have no loader data of their own to name it.
 */
export const RequestLanguage = createContext<{ language: GuestLanguage; errors: GuestErrorTexts }>({
  language: "en",
  errors: guestErrorTextsEn,
});

/** The error screens' texts of this request (English unless the server gave a guest's). */
export const useErrorTexts = () => useContext(RequestLanguage).errors;

/** The language of the page being shown: the deepest route that names one, else the request's. */
export function usePageLanguage(): GuestLanguage {
  const matches = useMatches();
  const requested = useContext(RequestLanguage).language;
  for (let i = matches.length - 1; i >= 0; i--) {
    const value = (matches[i]!.loaderData as Partial<PageLanguageData> | undefined)?.guestLanguage;
    if (typeof value === "string") return readLanguage(value);
  }
  return requested;
}
