import { createHash } from "node:crypto";
import { mkdir, unlink } from "node:fs/promises";
import path from "node:path";
import { like } from "drizzle-orm";
import type { Sharp } from "sharp";
import type { Db } from "~/db/client.server";
import { menuItems } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { openImage, uploadsDir, writeFileAtomic } from "~/modules/media/image-files.server";
import { sniffImageType } from "~/modules/media/image-type";
import { authorize } from "~/permissions";
import { MAX_PHOTO_BYTES, menuMessages, type Venue } from "./menu.schema";
import type { MenuItemDto } from "./menu-dto.server";
import { applyMenuItemUpdate, findMenuItem } from "./update-menu-item.server";

export const PHOTO_URL_PREFIX = "/api/v1/menu/photos/";
const MAX_EDGE = 1200;

export function photoDir(dataDir: string): string {
  return uploadsDir(dataDir, "menu");
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
  options: {
    venue: Venue;
    actor: Actor;
    itemId: string;
    bytes: Uint8Array;
    dataDir: string;
    events: EventBus;
  },
): Promise<MenuItemDto> {
  authorize(options.actor, "menu.manage", menuMessages.menuManageDenied);
  if (options.bytes.length > MAX_PHOTO_BYTES) throw new DomainError(400, menuMessages.photoSize);
  const type = sniffImageType(options.bytes);
  if (!type || type === "avif") throw new DomainError(400, menuMessages.photoType);
  let pipeline: Sharp;
  try {
    const { image } = await openImage(options.bytes);
    pipeline = image.resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true });
  } catch {
    throw new DomainError(400, menuMessages.photoType);
  }
  let webp: Buffer;
  let avif: Buffer;
  try {
    [webp, avif] = await Promise.all([
      pipeline.clone().webp({ quality: 78 }).toBuffer(),
      pipeline.clone().avif({ quality: 55, effort: 3 }).toBuffer(),
    ]);
  } catch {
    throw new DomainError(400, menuMessages.photoType);
  }
  const hash = createHash("sha256").update(webp).digest("hex").slice(0, 32);
  const dir = photoDir(options.dataDir);
  await mkdir(dir, { recursive: true });
  for (const [ext, buffer] of [
    ["webp", webp],
    ["avif", avif],
  ] as const) {
    await writeFileAtomic(path.join(dir, `${hash}.${ext}`), buffer);
  }
  const before = await findMenuItem(db, options.venue, options.itemId);
  const after = await db.transaction((tx) =>
    applyMenuItemUpdate(tx, {
      venue: options.venue,
      actor: options.actor,
      id: options.itemId,
      changes: { imageUrl: `${PHOTO_URL_PREFIX}${hash}.webp` },
      action: "menuItem.photo",
    }),
  );
  if (before?.imageUrl !== after.imageUrl) await deleteUnusedPhoto(db, options.dataDir, before?.imageUrl);
  await options.events.publish("menu", "item.photo", after.id);
  return after;
}

/**
 * Deletes a stored photo's files (WebP and AVIF) once no item of any venue shows it: called after
 * a photo is replaced, an item's picture address is changed, or an item is deleted. Addresses
 * that are not stored photos (an outside URL) are left alone.
 */
export async function deleteUnusedPhoto(db: Db, dataDir: string, imageUrl: string | null | undefined) {
  if (!imageUrl?.startsWith(PHOTO_URL_PREFIX)) return;
  const name = imageUrl.slice(PHOTO_URL_PREFIX.length);
  if (!isPhotoFileName(name)) return;
  const base = name.replace(/\.(webp|avif)$/, "");
  const users = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(like(menuItems.imageUrl, `${PHOTO_URL_PREFIX}${base}.%`))
    .limit(1);
  if (users.length > 0) return;
  await Promise.all(
    ["webp", "avif"].map((ext) => unlink(path.join(photoDir(dataDir), `${base}.${ext}`)).catch(() => {})),
  );
}
