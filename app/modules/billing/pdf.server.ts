import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type * as fontkit from "fontkit";
import { formatINR } from "~/modules/money";
import { formatPlainDate } from "~/modules/time";
import { faceOf, signedAmount } from "./document-face";
import { type DocumentSnapshot, reverseChargeLine } from "./document-snapshot";
import type { EInvoiceMark } from "./e-invoice.server";
import type { DocumentCopy } from "./filing-messages";
import { drawCopyLabel, drawEInvoice, type Pen } from "./pdf-marks.server";
import { formatRate } from "./tax";
import { woffToSfnt } from "./woff";

/**
 * A4 PDF of an issued document (pdfkit, fonts self-hosted from @fontsource/inter). Fontsource
 * splits Inter by script: digits are in its 'latin' file and the ₹ sign in 'latin-ext', so each
 * run of text is drawn with whichever of the two has its glyphs.
 */
const fontsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@fontsource/inter/LICENSE")),
  "files",
);
const fontFile = (subset: string, weight: number) =>
  path.join(fontsDir, `inter-${subset}-${weight}-normal.woff`);

/**
 * pdfkit, fontkit and qrcode (≈ 6 MB of the server's heap, with the brotli and Unicode tables fontkit
 * brings) are loaded with the first document, not when the server starts (issue 33).
 */
const pdfLibraries = () =>
  Promise.all([import("fontkit"), import("pdfkit"), import("qrcode")]).then(([fontkit, pdfkit, qrcode]) => ({
    fontkit,
    PDFDocument: pdfkit.default,
    QRCode: qrcode.default,
  }));
type PdfLibraries = Awaited<ReturnType<typeof pdfLibraries>>;
let libraries: Promise<PdfLibraries> | null = null;

/** The libraries, loaded once; a failed load is tried again by the next document. */
function loadedLibraries(): Promise<PdfLibraries> {
  libraries ??= pdfLibraries().catch((error) => {
    libraries = null;
    throw error;
  });
  return libraries;
}

const load = (lib: PdfLibraries, subset: string, weight: number) =>
  withSharedShaping(lib.fontkit.create(woffToSfnt(readFileSync(fontFile(subset, weight)))) as fontkit.Font);

/** Words shaped per font and process; past this many the cache starts again (names vary without end). */
const SHAPED_WORDS = 5_000;

/**
 * fontkit shapes each word with Inter's OpenType features (contextual alternates, kerning), half of
 * a document's CPU time; pdfkit caches the result per document only, so every document shaped the
 * same labels, digits and names again. The font handed to pdfkit shapes a word once per process.
 * pdfkit scales the positions of the run it gets in place, so each caller gets its own copy.
 */
function withSharedShaping(font: fontkit.Font): fontkit.Font {
  const shaped = new Map<string, fontkit.GlyphRun>();
  const shared: fontkit.Font = Object.create(font);
  shared.layout = (text: string, features?: never) => {
    if (features) return font.layout(text, features);
    let run = shaped.get(text);
    if (!run) {
      if (shaped.size >= SHAPED_WORDS) shaped.clear();
      run = font.layout(text);
      shaped.set(text, run);
    }
    const copy: fontkit.GlyphRun = Object.create(Object.getPrototypeOf(run));
    return Object.assign(copy, run, { positions: run.positions.map((p) => ({ ...p })) });
  };
  return shared;
}

/** Parsed once per process and shared by every document (each document embeds its own subset). */
let fonts: Record<string, fontkit.Font> | null = null;
function loadFonts(lib: PdfLibraries) {
  fonts ??= {
    regular: load(lib, "latin", 400),
    regularExt: load(lib, "latin-ext", 400),
    bold: load(lib, "latin", 700),
    boldExt: load(lib, "latin-ext", 700),
  };
  return fonts;
}

/** Characters the 'latin' subset lacks and 'latin-ext' has (₹ and a few more). */
const EXT = /[\u0100-\u02ff\u1e00-\u1eff\u20a0-\u20c0]/;

type Doc = PDFKit.PDFDocument;
const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const RIGHT = PAGE_WIDTH - MARGIN;
const GREY = "#444444";

function runs(text: string): { ext: boolean; text: string }[] {
  const out: { ext: boolean; text: string }[] = [];
  for (const ch of text) {
    const ext = EXT.test(ch);
    const last = out.at(-1);
    if (last && last.ext === ext) last.text += ch;
    else out.push({ ext, text: ch });
  }
  return out;
}

function width(doc: Doc, text: string, size: number, bold: boolean) {
  let w = 0;
  for (const run of runs(text)) {
    doc.font(run.ext ? (bold ? "boldExt" : "regularExt") : bold ? "bold" : "regular").fontSize(size);
    w += doc.widthOfString(run.text);
  }
  return w;
}

/** One line of text at (x, y), left or right aligned at x, without wrapping. */
function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  o: { size?: number; bold?: boolean; right?: boolean; color?: string } = {},
) {
  const size = o.size ?? 9;
  const bold = o.bold ?? false;
  let cx = o.right ? x - width(doc, text, size, bold) : x;
  doc.fillColor(o.color ?? "black");
  for (const run of runs(text)) {
    doc.font(run.ext ? (bold ? "boldExt" : "regularExt") : bold ? "bold" : "regular").fontSize(size);
    doc.text(run.text, cx, y, { lineBreak: false });
    cx += doc.widthOfString(run.text);
  }
}

/** Wrapped text (addresses, terms): the latin font, whose glyphs cover them. */
function para(doc: Doc, text: string, x: number, y: number, w: number, size = 9, color = "black") {
  doc.font("regular").fontSize(size).fillColor(color).text(text, x, y, { width: w });
  return doc.y;
}

const inr = (paise: number) => formatINR(paise);

/**
 * The QR code as filled squares, one per horizontal run of dark modules, quiet zone of one module:
 * sharper than a bitmap, and no PNG to encode and decode for every document.
 */
type DrawQrArgs = Parameters<Pen["drawQr"]>;

function drawQr(
  lib: PdfLibraries,
  doc: Doc,
  text: string,
  x: number,
  y: number,
  box: number,
  errorCorrectionLevel: DrawQrArgs[5] = "M",
) {
  const { modules } = lib.QRCode.create(text, { errorCorrectionLevel });
  const cell = box / (modules.size + 2);
  doc.rect(x, y, box, box).fill("white");
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(x + (start + 1) * cell, y + (row + 1) * cell, (col - start) * cell, cell);
    }
  }
  doc.fill("black");
}

/**
 * What a PDF prints beside its snapshot (issue 27 items 18 and 23): which copy it is (rule 48(2)),
 * and the IRP's IRN, Ack No, Ack Date and signed QR code once recorded.
 */
export interface PdfMarks {
  copy?: DocumentCopy;
  eInvoice?: EInvoiceMark | null;
  /** Issue 30 item 3: a quotation the client accepted gets an acceptance page at its end. */
  acceptance?: AcceptanceMark | null;
}

/** What the acceptance page prints (docs/client-page.md). `at` is already formatted in IST. */
export interface AcceptanceMark {
  name: string;
  at: string;
  address: string;
  browser: string;
  pdfSha256: string;
}

export async function renderDocumentPdf(s: DocumentSnapshot, marks: PdfMarks = {}): Promise<Buffer> {
  const lib = await loadedLibraries();
  const f = loadFonts(lib);
  const doc = new lib.PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `${s.title} ${s.number}`, Author: s.supplier.name, Subject: s.title },
  });
  // pdfkit embeds any fontkit font it is given (its type names only files and buffers).
  for (const [name, font] of Object.entries(f)) doc.registerFont(name, font as never);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  const pen = { line, drawQr: (...args: DrawQrArgs) => drawQr(lib, ...args) };
  drawCopyLabel(doc, marks.copy ?? "original", pen);
  // Supplier and title.
  line(doc, s.supplier.tradeName || s.supplier.name, MARGIN, MARGIN, { size: 16, bold: true });
  let y = MARGIN + 22;
  if (s.supplier.tradeName) {
    line(doc, s.supplier.name, MARGIN, y, { size: 9 });
    y += 13;
  }
  y = para(doc, s.supplier.address, MARGIN, y, 300);
  line(doc, `GSTIN: ${s.supplier.gstin}`, MARGIN, y + 2, { bold: true });
  line(doc, `State: ${s.supplier.stateName} (${s.supplier.stateCode})`, MARGIN, y + 15);
  line(doc, s.title.toUpperCase(), RIGHT, MARGIN, { size: 16, bold: true, right: true });
  line(doc, `No. ${s.number}`, RIGHT, MARGIN + 24, { size: 10, bold: true, right: true });
  line(doc, `Date: ${formatPlainDate(s.issuedOn)}`, RIGHT, MARGIN + 38, { right: true });
  if (s.series !== "liquor-bill")
    line(
      doc,
      `Place of supply: ${s.placeOfSupply.stateName} (${s.placeOfSupply.stateCode})`,
      RIGHT,
      MARGIN + 51,
      {
        right: true,
      },
    );
  if (s.validUntil)
    line(doc, `Valid until: ${formatPlainDate(s.validUntil)}`, RIGHT, MARGIN + 64, { right: true });
  const reverseCharge = reverseChargeLine(s.series);
  if (reverseCharge) line(doc, reverseCharge, RIGHT, MARGIN + 64, { right: true });
  y = Math.max(y + 34, MARGIN + 84);
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).strokeColor("#999999").stroke();
  y += 8;
  if (marks.eInvoice) y = drawEInvoice(doc, marks.eInvoice, y, pen);

  // Recipient.
  line(doc, faceOf(s).recipientHeading, MARGIN, y, { bold: true, color: GREY });
  line(doc, s.recipient.name, MARGIN, y + 13, { size: 10, bold: true });
  let ry = y + 27;
  if (s.recipient.address) ry = para(doc, s.recipient.address, MARGIN, ry, 280);
  line(doc, `State: ${s.recipient.stateName} (${s.recipient.stateCode})`, MARGIN, ry + 1);
  line(doc, s.recipient.gstin ? `GSTIN: ${s.recipient.gstin}` : "Unregistered (no GSTIN)", MARGIN, ry + 14);
  line(doc, "Event", 330, y, { bold: true, color: GREY });
  line(doc, s.event.name, 330, y + 13, { size: 10, bold: true });
  line(doc, `${formatPlainDate(s.event.date)}, ${s.event.time}`, 330, y + 27);
  line(doc, `${s.event.guests} guests`, 330, y + 40);
  y = Math.max(ry + 34, y + 60);

  const face = faceOf(s);
  for (const text of face.references) {
    line(doc, text, MARGIN, y, { bold: text.startsWith("Against") });
    y += 16;
  }

  const cols = { sac: 330, qty: 400, rate: 480, value: RIGHT };
  if (face.taxTable) {
    // The supply: description, SAC, quantity, rate, taxable value.
    doc.rect(MARGIN, y, RIGHT - MARGIN, 18).fill("#eeeeee");
    line(doc, "Description", MARGIN + 4, y + 5, { bold: true });
    line(doc, "SAC", cols.sac, y + 5, { bold: true });
    line(doc, "Qty", cols.qty, y + 5, { bold: true, right: true });
    line(doc, "Rate", cols.rate, y + 5, { bold: true, right: true });
    line(doc, "Taxable value", cols.value - 4, y + 5, { bold: true, right: true });
    y += 24;
    // One row per line of an itemised document (issue 32 item 6); a discount's rate and value are negative.
    for (const row of face.rows) {
      if (y > doc.page.height - 160) {
        doc.addPage();
        y = MARGIN;
      }
      const descEnd = para(doc, row.description, MARGIN + 4, y, cols.sac - MARGIN - 14);
      line(doc, row.sac, cols.sac, y);
      line(doc, String(row.quantity), cols.qty, y, { right: true });
      line(doc, signedAmount(row.unitPrice), cols.rate, y, { right: true });
      line(doc, signedAmount(row.taxable), cols.value - 4, y, { right: true });
      y = Math.max(descEnd, y + 12) + 8;
    }
    doc.moveTo(MARGIN, y).lineTo(RIGHT, y).strokeColor("#cccccc").stroke();
    y += 8;
  }
  const drawAlcohol = () => {
    if (!s.alcohol) return;
    doc.rect(MARGIN, y, RIGHT - MARGIN, 18).fill("#f5efe0");
    line(doc, s.alcohol.label, MARGIN + 4, y + 5, { bold: true });
    y += 24;
    line(
      doc,
      `Alcohol at MRP ${inr(s.alcohol.mrp)} + ${formatRate(s.alcohol.chargeRate)} charges`,
      MARGIN + 4,
      y,
    );
    line(doc, inr(s.alcohol.total), cols.value - 4, y, { right: true, bold: true });
    y += 20;
  };
  if (!face.taxTable) drawAlcohol();
  for (const t of face.totals) {
    if (y > doc.page.height - 120) {
      doc.addPage();
      y = MARGIN;
    }
    line(doc, t.label, 420, y, { right: true, bold: t.strong });
    line(doc, inr(t.amount), cols.value - 4, y, { right: true, bold: t.strong });
    y += 14;
  }
  y += 4;
  line(doc, `Amount in words: ${s.amountInWords}`, MARGIN, y, { bold: true });
  y += 18;
  if (face.taxTable) drawAlcohol();

  if (s.adjusted.length) {
    line(doc, "Advances adjusted (receipt vouchers)", MARGIN, y, { bold: true });
    y += 14;
    for (const a of s.adjusted) {
      line(doc, `${a.number} dated ${formatPlainDate(a.date)}`, MARGIN + 4, y);
      line(doc, `− ${inr(a.amount)}`, cols.value - 4, y, { right: true });
      y += 13;
    }
  }
  if (face.settlement.length) {
    line(doc, "Payments and refunds", MARGIN, y, { bold: true });
    y += 14;
    for (const e of face.settlement) {
      if (y > 760) {
        doc.addPage();
        y = MARGIN;
      }
      line(doc, e.label, MARGIN + 4, y, { bold: e.strong });
      line(doc, signedAmount(e.amount), cols.value - 4, y, { right: true, bold: e.strong });
      y += 13;
    }
    y += 4;
  }
  if (face.amountDue) {
    line(doc, face.amountDue.label, 420, y + 2, { right: true, bold: true });
    line(doc, face.amountDue.text, cols.value - 4, y + 2, { right: true, bold: true });
    y += 22;
  }
  if (face.alcoholDue) {
    line(doc, face.alcoholDue, cols.value - 4, y, { right: true });
    y += 18;
  }

  if (s.upiUri) {
    drawQr(lib, doc, s.upiUri, MARGIN, y, 80);
    line(doc, "Scan to pay by UPI", MARGIN + 90, y + 10, { bold: true });
    line(
      doc,
      s.upiUri.replace(/^upi:\/\/pay\?pa=([^&]+).*$/, (_, pa) => decodeURIComponent(pa)),
      MARGIN + 90,
      y + 24,
    );
    y += 88;
  }
  if (s.bank) {
    line(doc, "Bank transfer", MARGIN, y, { bold: true });
    line(
      doc,
      [
        s.bank.accountName,
        `A/c ${s.bank.accountNumber}`,
        s.bank.ifsc && `IFSC ${s.bank.ifsc}`,
        s.bank.bankName,
      ]
        .filter(Boolean)
        .join(" · "),
      MARGIN,
      y + 13,
    );
    y += 32;
  }
  if (s.terms) {
    line(doc, "Terms", MARGIN, y, { bold: true });
    y = para(doc, s.terms, MARGIN, y + 13, RIGHT - MARGIN, 8, GREY) + 10;
  }
  if (y > 720) {
    doc.addPage();
    y = MARGIN;
  }
  line(doc, `For ${s.supplier.name}`, RIGHT, Math.max(y + 10, 740), { right: true, bold: true });
  line(doc, "Authorised Signatory", RIGHT, Math.max(y + 50, 780), { right: true });
  if (marks.acceptance) drawAcceptancePage(doc, s, marks.acceptance);
  doc.end();
  return done;
}

function drawAcceptancePage(doc: Doc, s: DocumentSnapshot, a: AcceptanceMark) {
  doc.addPage();
  line(doc, "Acceptance of quotation", MARGIN, MARGIN, { size: 16, bold: true });
  let y = MARGIN + 32;
  const rows: [string, string][] = [
    ["Quotation", `${s.number} dated ${s.issuedOn}`],
    ["Accepted by", a.name],
    ["On", a.at],
    ["From address", a.address],
    ["Browser", a.browser],
    ["SHA-256 of the quotation PDF as accepted", a.pdfSha256],
  ];
  for (const [label, value] of rows) {
    line(doc, label, MARGIN, y, { bold: true });
    y = para(doc, value || "—", MARGIN, y + 13, RIGHT - MARGIN, 9) + 10;
  }
  para(
    doc,
    "The client typed their full name and ticked 'I accept this quotation and the hall's terms' on the hall's client page. The pages before this one are the quotation as accepted; their bytes, without this page, have the SHA-256 above.",
    MARGIN,
    y + 6,
    RIGHT - MARGIN,
    8,
    GREY,
  );
}

/**
 * An A4 document with the same fonts and text helpers as the billing documents, for other billing
 * PDFs (the statement of account, issue 27 item 22): `write` draws, the buffer comes when it ends.
 */
export async function renderPdf(
  info: { Title: string; Author: string; Subject: string },
  write: (pdf: {
    doc: Doc;
    line: (text: string, x: number, y: number, o?: Parameters<typeof line>[4]) => void;
    para: (text: string, x: number, y: number, w: number, size?: number) => number;
    margin: number;
    right: number;
  }) => void,
): Promise<Buffer> {
  const lib = await loadedLibraries();
  const doc = new lib.PDFDocument({ size: "A4", margin: MARGIN, info });
  for (const [name, font] of Object.entries(loadFonts(lib))) doc.registerFont(name, font as never);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  write({
    doc,
    line: (text, x, y, o) => line(doc, text, x, y, o),
    para: (text, x, y, w, size) => para(doc, text, x, y, w, size),
    margin: MARGIN,
    right: RIGHT,
  });
  doc.end();
  return done;
}
