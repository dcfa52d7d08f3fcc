import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { woffToSfnt } from "~/modules/fonts/woff";

/**
 * Issue 29 item 13: Telugu, Kannada and Hindi text for PDFs. pdfkit lays text out with fontkit,
 * which does not shape Indic scripts (conjuncts, vowel signs reordered or stacked come out as
 * separate, misplaced glyphs). HarfBuzz does: its WebAssembly build (npm `harfbuzzjs`, by the
 * HarfBuzz project) shapes each run of one of these scripts with the Noto Sans font of the script
 * (@fontsource, WOFF 1.0 turned back into the plain font HarfBuzz reads), and the PDF draws the
 * shaped glyphs' outlines at HarfBuzz's positions. Everything else stays text for pdfkit.
 */

export type IndicScript = "te" | "kn" | "hi";

/** The Unicode block of each script (Devanagari Extended for Vedic marks too). */
export function indicScriptOf(char: string): IndicScript | null {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x0c00 && code <= 0x0c7f) return "te";
  if (code >= 0x0c80 && code <= 0x0cff) return "kn";
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff)) return "hi";
  return null;
}

/** Joiners belong to the run they sit in (they shape its conjuncts). */
const JOINER = /[\u200c\u200d]/;

export interface TextRun {
  text: string;
  /** null: Latin and everything else, drawn by pdfkit as text. */
  script: IndicScript | null;
}

/**
 * A line split into runs of one script: letters of Telugu, Kannada or Devanagari (with joiners
 * and the spaces between words of the same script) each make a run HarfBuzz shapes; the rest is
 * pdfkit's.
 */
export function splitRuns(text: string): TextRun[] {
  const chars = [...text];
  const scripts: (IndicScript | null)[] = [];
  chars.forEach((char, i) => {
    let script = indicScriptOf(char);
    if (!script && JOINER.test(char)) script = i > 0 ? scripts[i - 1]! : null;
    // A space between two words of one script stays in their run.
    if (!script && char === " ") {
      const before = i > 0 ? scripts[i - 1]! : null;
      const after = i + 1 < chars.length ? indicScriptOf(chars[i + 1]!) : null;
      if (before && before === after) script = before;
    }
    scripts.push(script);
  });
  const runs: TextRun[] = [];
  chars.forEach((char, i) => {
    const last = runs[runs.length - 1];
    if (last && last.script === scripts[i]) last.text += char;
    else runs.push({ text: char, script: scripts[i]! });
  });
  return runs;
}

export interface ShapedGlyph {
  /** The glyph's id in the font (HarfBuzz's `codepoint` after shaping). */
  glyph: number;
  /** The index, in UTF-16 code units of the run, of the first character the glyph stands for. */
  cluster: number;
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

export interface ShapedRun {
  script: IndicScript;
  /** Font units per em: positions and outlines are in these units, y up. */
  upem: number;
  glyphs: ShapedGlyph[];
  /** The run's width in font units. */
  advance: number;
  /** Each glyph's outline as SVG path data, in font units, y up. */
  outline: (glyph: number) => string;
}

export type IndicWeight = 400 | 700;

const FONT_FILES: Record<IndicScript, { pkg: string; file: string }> = {
  te: { pkg: "@fontsource/noto-sans-telugu", file: "noto-sans-telugu-telugu" },
  kn: { pkg: "@fontsource/noto-sans-kannada", file: "noto-sans-kannada-kannada" },
  hi: { pkg: "@fontsource/noto-sans-devanagari", file: "noto-sans-devanagari-devanagari" },
};

/** The plain font (sfnt) of a script and weight: what HarfBuzz shapes with. */
export function indicFontData(script: IndicScript, weight: IndicWeight): Buffer {
  const { pkg, file } = FONT_FILES[script];
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve(`${pkg}/LICENSE`)), "files");
  return woffToSfnt(readFileSync(path.join(dir, `${file}-${weight}-normal.woff`)));
}

type HarfBuzz = typeof import("harfbuzzjs");
let harfbuzz: Promise<HarfBuzz> | null = null;
/** The WebAssembly module is compiled at the first PDF that needs it, not at the server's start. */
const loadHarfBuzz = () => {
  harfbuzz ??= import("harfbuzzjs");
  return harfbuzz;
};

interface LoadedFont {
  font: InstanceType<HarfBuzz["Font"]>;
  upem: number;
  outlines: Map<number, string>;
}
/** Per process: fonts are read and parsed once, outlines converted once per glyph. */
const loaded = new Map<string, Promise<LoadedFont>>();

function fontFor(script: IndicScript, weight: IndicWeight): Promise<LoadedFont> {
  const key = `${script}-${weight}`;
  let font = loaded.get(key);
  if (!font) {
    font = loadHarfBuzz().then((hb) => {
      const face = new hb.Face(new hb.Blob(indicFontData(script, weight)));
      return { font: new hb.Font(face), upem: face.upem, outlines: new Map() };
    });
    loaded.set(key, font);
  }
  return font;
}

const HB_SCRIPT: Record<IndicScript, { script: string; language: string }> = {
  te: { script: "Telu", language: "te" },
  kn: { script: "Knda", language: "kn" },
  hi: { script: "Deva", language: "hi" },
};

/** One run of a single Indic script, shaped by HarfBuzz with its Noto Sans font. */
export async function shapeIndic(
  text: string,
  script: IndicScript,
  weight: IndicWeight = 400,
): Promise<ShapedRun> {
  const [hb, loadedFont] = await Promise.all([loadHarfBuzz(), fontFor(script, weight)]);
  // Freed by harfbuzzjs when collected (a FinalizationRegistry).
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.setDirection(hb.Direction.LTR);
  buffer.setScript(HB_SCRIPT[script].script);
  buffer.setLanguage(HB_SCRIPT[script].language);
  hb.shape(loadedFont.font, buffer);
  const glyphs = buffer.getGlyphInfosAndPositions().map((g) => ({
    glyph: g.codepoint,
    cluster: g.cluster,
    xAdvance: g.xAdvance ?? 0,
    yAdvance: g.yAdvance ?? 0,
    xOffset: g.xOffset ?? 0,
    yOffset: g.yOffset ?? 0,
  }));
  return {
    script,
    upem: loadedFont.upem,
    glyphs,
    advance: glyphs.reduce((sum, g) => sum + g.xAdvance, 0),
    outline: (glyph) => {
      let path = loadedFont.outlines.get(glyph);
      if (path === undefined) {
        path = loadedFont.font.glyphToPath(glyph);
        loadedFont.outlines.set(glyph, path);
      }
      return path;
    },
  };
}
