import { qrcode } from "~/modules/qr-code.server";

export function menuEntryUrl(publicUrl: string, tableId?: string): string {
  const url = `${publicUrl.replace(/\/+$/, "")}/guntoorlogin`;
  return tableId ? `${url}?table=${encodeURIComponent(tableId)}` : url;
}

/** The QR code's dark modules as one SVG path, in a square of `box` units at (x, y), quiet zone included. */
function qrPath(url: string, x: number, y: number, box: number): string {
  const qr = qrcode().create(url, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const cell = box / (size + 8);
  const c = cell.toFixed(2);
  let path = "";
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (qr.modules.get(col, row))
        path += `M${(x + (col + 4) * cell).toFixed(2)} ${(y + (row + 4) * cell).toFixed(2)}h${c}v${c}h-${c}z`;
    }
  }
  return path;
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** An A5-proportioned table card: the restaurant's name, a call to scan, the QR code and the URL. */
export async function qrPosterSvg(options: { publicUrl: string; name: string }): Promise<string> {
  const url = menuEntryUrl(options.publicUrl);
  const box = 360;
  const path = qrPath(url, (600 - box) / 2, 250, box);
  const name = escapeXml(options.name);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="850" viewBox="0 0 600 850" role="img" aria-label="${name} menu QR code">
  <rect width="600" height="850" fill="#f7f5ee"/>
  <rect x="20" y="20" width="560" height="810" fill="none" stroke="#a8842f" stroke-width="3"/>
  <text x="300" y="120" text-anchor="middle" font-family="Georgia, serif" font-size="60" font-weight="600" fill="#12291d">${name}</text>
  <text x="300" y="190" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="#2a2110">Scan to view our menu</text>
  <rect x="${(600 - box) / 2}" y="250" width="${box}" height="${box}" fill="#fff"/>
  <path d="${path}" fill="#12291d"/>
  <text x="300" y="680" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="20" fill="#2a2110">${escapeXml(url)}</text>
  <text x="300" y="760" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="18" fill="#6d5318">Prices are subject to 5% GST and 10% service charge</text>
</svg>
`;
}

export async function qrPosterPng(options: {
  publicUrl: string;
  name: string;
}): Promise<Uint8Array<ArrayBuffer>> {
  const svg = await qrPosterSvg(options);
  // Loaded with the first picture, not at start (issue 33; image-files.server.ts).
  const { default: sharp } = await import("sharp");
  return new Uint8Array(await sharp(Buffer.from(svg), { density: 216 }).png().toBuffer());
}

/** A4 in tenths of a millimetre. */
const A4 = { width: 2100, height: 2970 } as const;

function tableCard(options: {
  publicUrl: string;
  restaurant: string;
  table: { id: string; name: string };
  x: number;
  y: number;
  scale: number;
}): string {
  const { x, y, scale: k } = options;
  const w = A4.width * k;
  const cx = x + w / 2;
  const url = menuEntryUrl(options.publicUrl, options.table.id);
  const box = 1300 * k;
  const qrY = y + 900 * k;
  const font = "Helvetica, Arial, sans-serif";
  return `  <g>
    <rect x="${x + 60 * k}" y="${y + 60 * k}" width="${w - 120 * k}" height="${A4.height * k - 120 * k}" fill="none" stroke="#a8842f" stroke-width="${8 * k}"/>
    <text x="${cx}" y="${y + 330 * k}" text-anchor="middle" font-family="Georgia, serif" font-size="${150 * k}" font-weight="600" fill="#12291d">${escapeXml(options.restaurant)}</text>
    <text x="${cx}" y="${y + 620 * k}" text-anchor="middle" font-family="${font}" font-size="${220 * k}" font-weight="700" fill="#12291d">${escapeXml(options.table.name)}</text>
    <text x="${cx}" y="${y + 800 * k}" text-anchor="middle" font-family="${font}" font-size="${80 * k}" fill="#2a2110">Scan to view our menu</text>
    <rect x="${cx - box / 2}" y="${qrY}" width="${box}" height="${box}" fill="#fff"/>
    <path d="${qrPath(url, cx - box / 2, qrY, box)}" fill="#12291d"/>
    <text x="${cx}" y="${y + 2420 * k}" text-anchor="middle" font-family="${font}" font-size="${40 * k}" fill="#2a2110">${escapeXml(url)}</text>
    <text x="${cx}" y="${y + 2620 * k}" text-anchor="middle" font-family="${font}" font-size="${50 * k}" fill="#6d5318">Prices are subject to 5% GST and 10% service charge</text>
  </g>
`;
}

/**
 * Issue 18, 'Print QR codes': one A4 sheet with one table, or four (2 × 2, each a quarter of
 * the page), each with the restaurant's name, the table's name and its own QR code.
 */
export function tableQrSheetSvg(options: {
  publicUrl: string;
  restaurant: string;
  tables: readonly { id: string; name: string }[];
  perSheet: 1 | 4;
}): string {
  const cards = options.tables.slice(0, options.perSheet).map((table, i) => {
    if (options.perSheet === 1) return tableCard({ ...options, table, x: 0, y: 0, scale: 1 });
    return tableCard({
      ...options,
      table,
      x: (i % 2) * (A4.width / 2),
      y: Math.floor(i / 2) * (A4.height / 2),
      scale: 0.5,
    });
  });
  const label = options.tables
    .slice(0, options.perSheet)
    .map((t) => t.name)
    .join(", ");
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 ${A4.width} ${A4.height}" role="img" aria-label="${escapeXml(`${options.restaurant} menu QR codes: ${label}`)}">
  <rect width="${A4.width}" height="${A4.height}" fill="#fff"/>
${cards.join("")}</svg>
`;
}

/** The same sheet at 150 dpi (1240 × 1754 pixels), for printers that take pictures only. */
export async function tableQrSheetPng(
  options: Parameters<typeof tableQrSheetSvg>[0],
): Promise<Uint8Array<ArrayBuffer>> {
  const svg = tableQrSheetSvg(options);
  const { default: sharp } = await import("sharp");
  // 297 mm at 150 dpi is 1754 px; the SVG is 297 mm tall, sharp reads mm at 96 dpi by default.
  return new Uint8Array(await sharp(Buffer.from(svg), { density: 150 }).png().toBuffer());
}
