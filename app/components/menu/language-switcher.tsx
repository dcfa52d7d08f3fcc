import { useLocation } from "react-router";
import languageNamesScript from "~/components/menu/language-names.enhance.ts?enhance";
import { EnhanceScript } from "~/components/site/enhance-script";
import { type GuestLanguage, guestLanguages, guestText, languageNames } from "~/modules/menu/languages";

/**
 * Issue 18: English, తెలుగు, ಕನ್ನಡ, हिन्दी as plain links to the same page with `?lang=` (the loader
 * remembers the choice in a cookie and answers the page without it, the rest of the query kept):
 * they work the same with or without JavaScript. Each name is in its own script and `lang`.
 */
export function LanguageSwitcher({
  language,
  className = "",
}: {
  language: GuestLanguage;
  className?: string;
}) {
  const { search } = useLocation();
  const hrefFor = (choice: GuestLanguage) => {
    const params = new URLSearchParams(search);
    params.delete("lang");
    params.set("lang", choice);
    return `?${params}`;
  };
  return (
    <nav aria-label={guestText(language, "language")} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {guestLanguages.map((choice) => (
          <li key={choice}>
            <a
              href={hrefFor(choice)}
              lang={choice}
              hrefLang={choice}
              aria-current={choice === language ? "true" : undefined}
              className={`language-name inline-flex h-8 items-center rounded-full px-3 text-sm font-semibold ring-1 ${
                choice === language
                  ? "bg-brand-300 text-garden-900 ring-brand-500"
                  : "bg-white text-garden-900 ring-garden-800/30 hover:bg-brand-50"
              }`}
            >
              {languageNames[choice]}
            </a>
          </li>
        ))}
      </ul>
      <EnhanceScript src={languageNamesScript} />
    </nav>
  );
}
