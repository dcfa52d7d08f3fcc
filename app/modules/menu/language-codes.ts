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

/**
 * The language switcher's own faces: each other language's name cut from its script's Noto font
 * (scripts/language-name-fonts.ts writes them with the artwork; the switcher's script adds them).
 */
export const languageNameFaces = [
  { language: "te", script: "telugu", unicodeRange: "U+0C00-0C7F" },
  { language: "kn", script: "kannada", unicodeRange: "U+0C80-0CFF" },
  { language: "hi", script: "devanagari", unicodeRange: "U+0900-097F" },
] as const satisfies readonly { language: GuestLanguage; script: string; unicodeRange: string }[];

/** A face's file in public/generated (served under /generated/). */
export const languageNameFontFile = (script: string) => `language-name-${script}.woff2`;

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

/** Issue 29 item 3: the languages the owner's texts are translated into, Kannada first (Bengaluru). */
export const translationLanguages = ["kn", "te", "hi"] as const;
export type TranslationLanguage = (typeof translationLanguages)[number];

/** Each translation language in English, for the admin. */
export const translationLanguageNames: Record<TranslationLanguage, string> = {
  kn: "Kannada",
  te: "Telugu",
  hi: "Hindi",
};
