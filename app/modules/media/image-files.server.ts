import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Sharp } from "sharp";

/** Uploaded files live under DATA_DIR/uploads/<area> (backed up with DATA_DIR), never in build/ or public/. */
export function uploadsDir(dataDir: string, area: "menu" | "site"): string {
  return path.join(dataDir, "uploads", area);
}

/** Write then rename, so a reader never sees half a file. */
export async function writeFileAtomic(target: string, bytes: Uint8Array): Promise<void> {
  const temp = `${target}.${process.pid}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, target);
}

/** A decompression bomb (a small file of enormous dimensions) is refused before it fills memory. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Opens an upload for re-encoding, upright (EXIF orientation applied). Throws when sharp cannot
 * decode it. Output never carries the input's metadata (EXIF, GPS, ICC) unless asked to.
 */
export async function openImage(
  bytes: Uint8Array,
): Promise<{ image: Sharp; width: number; height: number; hasAlpha: boolean }> {
  // sharp and libvips (≈ 10 MB resident) are loaded with the first picture, not at start (issue 33).
  const { default: sharp } = await import("sharp");
  const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  const meta = await image.metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error("image without dimensions");
  // Decode once fully: a truncated file fails here, not halfway through writing renditions.
  await image.clone().resize(8, 8).raw().toBuffer();
  return { image, width, height, hasAlpha: Boolean(meta.hasAlpha) };
}

/**
 * An uploaded rendition: its own type, cached for a year (names change with content).
 * `X-Content-Type-Options: nosniff` comes with every response (server/security.ts).
 */
export function immutableImageResponse(bytes: Uint8Array, contentType: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Length": String(bytes.length),
    },
  });
}

/** Reads `name` from `dir`, or null when it is not there. `name` must already be validated. */
export async function readUploadedFile(dir: string, name: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(dir, name));
  } catch {
    return null;
  }
}
