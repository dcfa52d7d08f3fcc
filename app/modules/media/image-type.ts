/** Uploads (menu photos, site pictures) are at most 5 MB; the body limit adds room for the multipart. */
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;

export type ImageType = "jpeg" | "png" | "webp" | "avif";

/** Decides the type from the file's first bytes, never from its name or declared type. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(4, 8) === "ftyp" && isAvifFileType(bytes)) return "avif";
  return null;
}

/** An ISO-BMFF `ftyp` box whose major or a compatible brand is AVIF (HEIC photos are not). */
function isAvifFileType(bytes: Uint8Array): boolean {
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length, 64);
  const brands = [8, ...Array.from({ length: Math.max(0, (end - 16) / 4) }, (_, i) => 16 + i * 4)];
  return brands.some((at) => {
    const brand = String.fromCharCode(...bytes.subarray(at, at + 4));
    return brand === "avif" || brand === "avis";
  });
}
