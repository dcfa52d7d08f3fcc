import { createHash } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { MenuInputError } from "./menu-errors";
import { MAX_PHOTO_BYTES, menuMessages, type Venue } from "./menu.schema";
import type { MenuItemDto } from "./menu-dto.server";
import { updateMenuItem } from "./update-menu-item.server";

export const PHOTO_URL_PREFIX = "/api/v1/menu/photos/";
const MAX_EDGE = 1200;

/** Decides the type from the file's first bytes, never from its name or declared type. */
export function sniffImageType(bytes: Uint8Array): "jpeg" | "png" | "webp" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

export function photoDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "menu");
}

/** Photo file names are content hashes, so a URL never changes meaning and can be cached for a year. */
export function isPhotoFileName(name: string): boolean {
  return /^[a-f0-9]{32}\.(webp|avif)$/.test(name);
}

/**
 * Checks type and size, re-encodes to WebP and AVIF (sharp drops EXIF and other metadata
 * unless asked to keep it), stores both under DATA_DIR and points the item at the WebP.
 */
export async function saveItemPhoto(
  db: Db,
  options: { venue: Venue; actor: Actor; itemId: string; bytes: Uint8Array; dataDir: string },
): Promise<MenuItemDto> {
  if (options.bytes.length > MAX_PHOTO_BYTES) throw new MenuInputError(menuMessages.photoSize);
  if (!sniffImageType(options.bytes)) throw new MenuInputError(menuMessages.photoType);
  let pipeline: Sharp;
  try {
    pipeline = sharp(options.bytes, { failOn: "error" })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true });
    await pipeline.clone().metadata();
  } catch {
    throw new MenuInputError(menuMessages.photoType);
  }
  let webp: Buffer;
  let avif: Buffer;
  try {
    [webp, avif] = await Promise.all([
      pipeline.clone().webp({ quality: 78 }).toBuffer(),
      pipeline.clone().avif({ quality: 55, effort: 3 }).toBuffer(),
    ]);
  } catch {
    throw new MenuInputError(menuMessages.photoType);
  }
  const hash = createHash("sha256").update(webp).digest("hex").slice(0, 32);
  const dir = photoDir(options.dataDir);
  await mkdir(dir, { recursive: true });
  for (const [ext, buffer] of [
    ["webp", webp],
    ["avif", avif],
  ] as const) {
    const target = path.join(dir, `${hash}.${ext}`);
    const temp = `${target}.${process.pid}.tmp`;
    await writeFile(temp, buffer);
    await rename(temp, target);
  }
  return updateMenuItem(db, {
    venue: options.venue,
    actor: options.actor,
    id: options.itemId,
    changes: { imageUrl: `${PHOTO_URL_PREFIX}${hash}.webp` },
    action: "menuItem.photo",
  });
}
