import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";
import { woffToSfnt } from "~/modules/fonts/woff";
import { qrcode } from "~/modules/qr-code.server";
import { type IndicWeight, type ShapedRun, shapeIndic, splitRuns } from "./indic-shaping.server";
import { guestText } from "./languages";

/**
 * Issue 29 item 13: printable QR cards, one PDF, A4 pages of 4 cards (A6, cut along the dashed
 * lines) or 1. Each card: the restaurant's name, the table's name, 'Scan for the menu' in English,
 * Telugu, Kannada and Hindi, the QR code of the table's short URL, and that URL.
 * Latin text is pdfkit's (real text: searchable, copyable); Telugu, Kannada and Devanagari runs are
 * shaped by HarfBuzz and drawn as outlines (indic-shaping.server.ts).
 */

export interface QrCard {
  /** The table's name, as staff typed it (any of the four scripts). */
  name: string;
  /** The short URL the code holds and the card prints. */
  url: string;
}

export type CardsPerPage = 1 | 4;

const A4 = { width: 595.28, height: 841.89 } as const;
const INK = "#12291d";
const GOLD = "#a8842f";
const SOFT = "#4a3f2a";

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(`${pkg}/LICENSE`)), "files", `${file}-normal.woff`);

type LatinFace = "sans" | "sansBold" | "display";
/** Parsed once per process; each document embeds its own subset. */
let latinFonts: Record<string, fontkit.Font> | null = null;
function loadLatinFonts() {
  const load = (pkg: string, file: string) =>
    fontkit.create(woffToSfnt(readFileSync(fontFile(pkg, file)))) as fontkit.Font;
  latinFonts ??= {
    sans: load("@fontsource/inter", "inter-latin-400"),
    sansExt: load("@fontsource/inter", "inter-latin-ext-400"),
    sansBold: load("@fontsource/inter", "inter-latin-700"),
    sansBoldExt: load("@fontsource/inter", "inter-latin-ext-700"),
    display: load("@fontsource/cormorant-garamond", "cormorant-garamond-latin-600"),
    displayExt: load("@fontsource/cormorant-garamond", "cormorant-garamond-latin-ext-600"),
  };
  return latinFonts;
}

/** Characters Fontsource keeps in the 'latin-ext' files (₹ and accented letters). */
const EXT = /[\u0100-\u02ff\u1e00-\u1eff\u20a0-\u20c0]/;

type Piece =
  | { kind: "text"; text: string; font: string; width: number }
  | { kind: "shaped"; run: ShapedRun; width: number };

/** A line's pieces at `size`: Latin runs measured by pdfkit, Indic runs shaped by HarfBuzz. */
async function piecesOf(
  doc: PDFKit.PDFDocument,
  text: string,
  options: { face: LatinFace; size: number; weight: IndicWeight },
): Promise<Piece[]> {
  const pieces: Piece[] = [];
  for (const run of splitRuns(text)) {
    if (run.script) {
      const shaped = await shapeIndic(run.text, run.script, options.weight);
      pieces.push({ kind: "shaped", run: shaped, width: (shaped.advance * options.size) / shaped.upem });
      continue;
    }
    // Within Latin text, the characters of the 'latin-ext' file are drawn with it.
    for (const part of run.text.match(
      /[\u0100-\u02ff\u1e00-\u1eff\u20a0-\u20c0]+|[^\u0100-\u02ff\u1e00-\u1eff\u20a0-\u20c0]+/g,
    ) ?? []) {
      const font = EXT.test(part) ? `${options.face}Ext` : options.face;
      doc.font(font).fontSize(options.size);
      pieces.push({ kind: "text", text: part, font, width: doc.widthOfString(part) });
    }
  }
  return pieces;
}

/**
 * One line centred on `cx` with its baseline at `baseline`, made smaller until it fits `maxWidth`.
 * Returns the size it was drawn at.
 */
async function centredLine(
  doc: PDFKit.PDFDocument,
  text: string,
  options: {
    cx: number;
    baseline: number;
    size: number;
    maxWidth: number;
    face?: LatinFace;
    weight?: IndicWeight;
    color?: string;
  },
): Promise<number> {
  const face = options.face ?? "sans";
  const weight = options.weight ?? 400;
  let size = options.size;
  let pieces = await piecesOf(doc, text, { face, size, weight });
  let width = pieces.reduce((sum, p) => sum + p.width, 0);
  if (width > options.maxWidth) {
    size = (size * options.maxWidth) / width;
    pieces = await piecesOf(doc, text, { face, size, weight });
    width = pieces.reduce((sum, p) => sum + p.width, 0);
  }
  const color = options.color ?? INK;
  let x = options.cx - width / 2;
  for (const piece of pieces) {
    if (piece.kind === "text") {
      doc
        .font(piece.font)
        .fontSize(size)
        .fillColor(color)
        .text(piece.text, x, options.baseline, { lineBreak: false, baseline: "alphabetic" });
    } else {
      drawShaped(doc, piece.run, x, options.baseline, size, color);
    }
    x += piece.width;
  }
  return size;
}

/** HarfBuzz's glyphs as filled outlines: each at the pen plus its offset, the pen moved by its advance. */
function drawShaped(
  doc: PDFKit.PDFDocument,
  run: ShapedRun,
  x: number,
  baseline: number,
  size: number,
  color: string,
) {
  const scale = size / run.upem;
  let pen = x;
  let rise = 0;
  for (const g of run.glyphs) {
    const outline = run.outline(g.glyph);
    if (outline) {
      doc
        .save()
        .translate(pen + g.xOffset * scale, baseline - (rise + g.yOffset) * scale)
        // Font units have y up; PDF user space (as pdfkit sets it) has y down.
        .scale(scale, -scale)
        .path(outline)
        .fill(color)
        .restore();
    }
    pen += g.xAdvance * scale;
    rise += g.yAdvance;
  }
}

/** The QR code's dark modules, error correction M, in a white square of `box` with a 4-module quiet zone. */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, box: number) {
  const qr = qrcode().create(url, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const cell = box / (size + 8);
  doc.rect(x, y, box, box).fill("#ffffff");
  let modules = "";
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      if (qr.modules.get(col, row))
        modules += `M${x + (col + 4) * cell} ${y + (row + 4) * cell}h${cell}v${cell}h${-cell}z`;
  doc.path(modules).fill(INK);
}

async function drawCard(
  doc: PDFKit.PDFDocument,
  card: QrCard,
  restaurant: string,
  box: { x: number; y: number; width: number; height: number },
) {
  // Laid out for an A6 card (297.6 × 420.9 pt) and scaled to the box.
  const k = box.width / 297.64;
  const cx = box.x + box.width / 2;
  const at = (y: number) => box.y + y * k;
  const inner = box.width - 44 * k;
  doc
    .roundedRect(box.x + 14 * k, box.y + 14 * k, box.width - 28 * k, box.height - 28 * k, 10 * k)
    .lineWidth(1.5 * k)
    .stroke(GOLD);
  await centredLine(doc, restaurant, {
    cx,
    baseline: at(50),
    size: 22 * k,
    maxWidth: inner,
    face: "display",
    weight: 700,
  });
  await centredLine(doc, card.name, {
    cx,
    baseline: at(94),
    size: 34 * k,
    maxWidth: inner,
    face: "sansBold",
    weight: 700,
  });
  // 'Scan for the menu' in the four languages of the menu, English first.
  const lines = (["en", "te", "kn", "hi"] as const).map((language) => guestText(language, "scanForMenu"));
  let baseline = 124;
  for (const [i, line] of lines.entries()) {
    await centredLine(doc, line, {
      cx,
      baseline: at(baseline),
      size: (i === 0 ? 14 : 12.5) * k,
      maxWidth: inner,
      face: i === 0 ? "sansBold" : "sans",
      color: i === 0 ? INK : SOFT,
    });
    baseline += 21;
  }
  const qrBox = 172 * k;
  drawQr(doc, card.url, cx - qrBox / 2, at(196), qrBox);
  await centredLine(doc, card.url, { cx, baseline: at(388), size: 10.5 * k, maxWidth: inner });
}

/** Dashed lines between the four cards of a page, to cut along. */
function drawCutLines(doc: PDFKit.PDFDocument) {
  doc
    .save()
    .lineWidth(0.5)
    .dash(4, { space: 4 })
    .strokeColor("#9a9a9a")
    .moveTo(A4.width / 2, 0)
    .lineTo(A4.width / 2, A4.height)
    .moveTo(0, A4.height / 2)
    .lineTo(A4.width, A4.height / 2)
    .stroke()
    .undash()
    .restore();
}

/** The cards as one A4 PDF: `perPage` cards a page, in the order given. */
export async function renderQrCardsPdf(options: {
  restaurant: string;
  cards: readonly QrCard[];
  perPage: CardsPerPage;
}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${options.restaurant}: table QR cards`, Author: options.restaurant },
  });
  // pdfkit embeds any fontkit font it is given (its type names only files and buffers).
  for (const [name, font] of Object.entries(loadLatinFonts())) doc.registerFont(name, font as never);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const half = { width: A4.width / 2, height: A4.height / 2 };
  for (const [i, card] of options.cards.entries()) {
    const slot = i % options.perPage;
    if (slot === 0) {
      doc.addPage({ size: "A4", margin: 0 });
      if (options.perPage === 4) drawCutLines(doc);
    }
    const box =
      options.perPage === 1
        ? { x: 0, y: 0, width: A4.width, height: A4.height }
        : { x: (slot % 2) * half.width, y: Math.floor(slot / 2) * half.height, ...half };
    await drawCard(doc, card, options.restaurant, box);
  }
  doc.end();
  return done;
}
