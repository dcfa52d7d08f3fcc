import { qrcode } from "~/modules/qr-code.server";

/** A QR code as one SVG path drawn on the server: the page needs no QR library in the browser. */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = qrcode().create(text, { errorCorrectionLevel: "M" });
  let d = "";
  for (let i = 0; i < modules.data.length; i++) {
    if (modules.data[i]) d += `M${(i % modules.size) + 2} ${Math.floor(i / modules.size) + 2}h1v1h-1z`;
  }
  return { size: modules.size, d };
}
