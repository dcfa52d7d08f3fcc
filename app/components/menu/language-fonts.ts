import type { GuestLanguage } from "~/modules/menu/languages";
import devanagari from "./fonts/devanagari.css?url";
import kannada from "./fonts/kannada.css?url";
import telugu from "./fonts/telugu.css?url";

/**
 * The stylesheet of the self-hosted Noto font a language's script needs (issue 18), linked only on
 * a page shown in that language: a guest reading English downloads none of them. The families are
 * put in the font stacks of a page in that language by app.css (html:lang(...)).
 */
export const languageFontStylesheets: Record<GuestLanguage, string | null> = {
  en: null,
  te: telugu,
  kn: kannada,
  hi: devanagari,
};
