// The language switcher of the guests' menu pages names each language in its own script (issue 18).
// A page links the full Noto font of its own language only, so on a device without Telugu, Kannada
// or Devanagari fonts the other names were drawn as empty boxes. These are the three names alone,
// cut from the same self-hosted Noto fonts (about 2 KB each, shaping tables kept), generated with
// the artwork into public/generated; app.css gives them one family whose faces the browser fetches
// only for the scripts a page shows.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { languageNameFaces, languageNameFontFile, languageNames } from "../app/modules/menu/language-codes";

const require = createRequire(import.meta.url);

/** The switcher's labels are semibold (600). */
const sources = languageNameFaces.map(({ language, script }) => ({
  file: languageNameFontFile(script),
  text: languageNames[language],
  source: require.resolve(
    `@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-600-normal.woff2`,
  ),
  version: (require(`@fontsource/noto-sans-${script}/package.json`) as { version: string }).version,
}));

export const languageNameFontFiles = sources.map((s) => s.file);

/** What the files are made of, for the artwork's version: the names and the fonts' versions. */
export const languageNameFontsKey = JSON.stringify(
  sources.map(({ file, text, version }) => [file, text, version]),
);

/** The subset font of each name, by file name. */
export async function languageNameFonts(): Promise<{ file: string; bytes: Buffer }[]> {
  return Promise.all(
    sources.map(async ({ file, text, source }) => ({
      file,
      bytes: await subsetFont(readFileSync(source), text, { targetFormat: "woff2" }),
    })),
  );
}
