// The language switcher's names in their own scripts (తెలుగు, ಕನ್ನಡ, हिन्दी) on a device without
// those scripts' fonts: three faces of one family, each only its name's glyphs (about 2 KB, made
// with the artwork by scripts/language-name-fonts.ts). Added once the page has painted with its own
// fonts, so they never compete with its largest paint (declared in the stylesheet, or added at the
// load event, they were fetched before it and put /guntoormenu's Lighthouse LCP at 1.66 s, 1.36 s
// without them). The browser fetches a face only when the page draws its script with it; phones
// ship these fonts anyway.
import { languageNameFaces, languageNameFontFile } from "~/modules/menu/language-codes";

const addFaces = () => {
  for (const { script, unicodeRange } of languageNameFaces)
    document.fonts.add(
      new FontFace("Language Names", `url(/generated/${languageNameFontFile(script)}) format("woff2")`, {
        weight: "600",
        unicodeRange,
        display: "swap",
      }),
    );
};

// After the load event, the page's own fonts and the frame painted with them: the page's largest
// text is then on screen before these requests start.
const afterFirstPaint = () =>
  document.fonts.ready.then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

if (document.readyState === "complete") void afterFirstPaint().then(addFaces);
else addEventListener("load", () => void afterFirstPaint().then(addFaces), { once: true });
