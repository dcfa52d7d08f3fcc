import QRCode from "qrcode";
import sharp from "sharp";

export function menuEntryUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/guntoorlogin`;
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** An A5-proportioned table card: the restaurant's name, a call to scan, the QR code and the URL. */
export async function qrPosterSvg(options: { publicUrl: string; name: string }): Promise<string> {
  const url = menuEntryUrl(options.publicUrl);
  const qr = QRCode.create(url, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const box = 360;
  const cell = box / (size + 8);
  const offsetX = (600 - box) / 2 + cell * 4;
  const offsetY = 250 + cell * 4;
  let path = "";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (qr.modules.get(x, y))
        path += `M${(offsetX + x * cell).toFixed(2)} ${(offsetY + y * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z`;
    }
  }
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
  return new Uint8Array(await sharp(Buffer.from(svg), { density: 216 }).png().toBuffer());
}
