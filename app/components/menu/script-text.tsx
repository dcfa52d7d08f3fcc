import { type GuestLanguage, guestText, type Localized, langWhereDifferent } from "~/modules/menu/languages";

/**
 * Issue 29 item 6: the display face (Cormorant Garamond) has Latin letters only. A heading's Latin
 * words take it; Telugu, Kannada and Devanagari words take the sans stack, whose first script font
 * is the page's Noto (app.css), so no word is drawn half in one face and half in another.
 */
export function scriptFace(language: GuestLanguage): string {
  return language === "en" ? "font-display" : "font-sans";
}

/**
 * 'Welcome to {name}' split per script: the restaurant's name in its own language and face, the
 * words around it in the page's. A name left in English inside a Telugu or Kannada page is set
 * apart by a space rather than glued to the case ending ('Guntoor కు స్వాగతం', not 'Guntoorకు').
 */
export function WelcomeHeading({ name, language }: { name: Localized; language: GuestLanguage }) {
  const [before = "", after = ""] = guestText(language, "welcomeTo").split("{name}");
  const apart = name.lang !== language;
  const join = (text: string, side: "before" | "after") =>
    apart && text && !(side === "after" ? /^\s/.test(text) : /\s$/.test(text))
      ? side === "after"
        ? ` ${text}`
        : `${text} `
      : text;
  return (
    <h1 className="mb-2 text-3xl font-semibold text-garden-900">
      {before ? <span className={scriptFace(language)}>{join(before, "before")}</span> : null}
      <span className={scriptFace(name.lang)} lang={langWhereDifferent(name.lang, language)}>
        {name.text}
      </span>
      {after ? <span className={scriptFace(language)}>{join(after, "after")}</span> : null}
    </h1>
  );
}
