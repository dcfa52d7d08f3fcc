import { useMatches } from "react-router";
import { type GuestLanguage, readLanguage } from "~/modules/menu/language-codes";

/** What a guests' page's loader returns for the root layout's `<html lang>` and font (issue 18). */
export interface PageLanguageData {
  guestLanguage: GuestLanguage;
}

/** The language of the page being shown: the deepest route that names one, else English. */
export function usePageLanguage(): GuestLanguage {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const value = (matches[i]!.loaderData as Partial<PageLanguageData> | undefined)?.guestLanguage;
    if (typeof value === "string") return readLanguage(value);
  }
  return "en";
}
