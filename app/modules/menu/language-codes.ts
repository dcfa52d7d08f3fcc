// The guests' language codes and the cookie's reading, without the texts: the root layout reads a
// page's language on every page (staff ones too), so this stays out of languages.ts's dictionary.

export const guestLanguages = ["en", "te", "kn", "hi"] as const;
export type GuestLanguage = (typeof guestLanguages)[number];

/** Each language named in itself, as the switcher shows it; `lang` is the HTML attribute. */
export const languageNames: Record<GuestLanguage, string> = {
  en: "English",
  te: "తెలుగు",
  kn: "ಕನ್ನಡ",
  hi: "हिन्दी",
};

/** The self-hosted Noto family each script needs (none for English: the site's own fonts). */
export const languageFonts: Record<GuestLanguage, string | null> = {
  en: null,
  te: "Noto Sans Telugu",
  kn: "Noto Sans Kannada",
  hi: "Noto Sans Devanagari",
};

export const LANGUAGE_COOKIE = "menu_lang";

/** The cookie's value, or English for anything else (no cookie, an old or forged value). */
export function readLanguage(value: string | null | undefined): GuestLanguage {
  return (guestLanguages as readonly string[]).includes(value ?? "") ? (value as GuestLanguage) : "en";
}

/** The language from a Cookie header. */
export function languageFromCookie(header: string | null | undefined): GuestLanguage {
  const match = (header ?? "").match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  return readLanguage(match?.[1]);
}
