import { randomBytes } from "node:crypto";
import { mkdir, unlink } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Sharp } from "sharp";
import type { Db } from "~/db/client.server";
import { sitePictures } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { openImage, writeFileAtomic } from "~/modules/media/image-files.server";
import { MAX_IMAGE_UPLOAD_BYTES, sniffImageType } from "~/modules/media/image-type";
import { authorize } from "~/permissions";
import { type ImageFormat, uploadedFileName } from "./artwork";
import { findPictureSlot, pictureMessages, renditionHeight, renditionWidths } from "./picture-slots";
import {
  auditState,
  deleteVersionFiles,
  normaliseAlt,
  type SitePictureDto,
  sitePictureDir,
} from "./site-pictures.server";

// The settings of the generated artwork (scripts/generate-artwork.ts), so uploads weigh the same.
function encode(image: Sharp, format: ImageFormat, hasAlpha: boolean): Promise<Buffer> {
  switch (format) {
    case "avif":
      return image.avif({ quality: 50, effort: 2 }).toBuffer();
    case "webp":
      return image.webp({ quality: 72, effort: 4 }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 9, palette: true }).toBuffer();
    default:
      // JPEG has no transparency: a transparent upload is laid on the site's light background.
      return (hasAlpha ? image.flatten({ background: "#faf7f0" }) : image)
        .jpeg({ quality: 74, mozjpeg: true, progressive: true })
        .toBuffer();
  }
}

/**
 * Replaces a slot's picture: checks the file (size, type by its first bytes, readable), crops it
 * to the slot's aspect (cover, centred), renders the slot's formats at the slot's widths it can
 * fill without enlarging (metadata dropped), writes them under a new random version, then
 * records the version with an audit row in one transaction. The previous version's files are
 * deleted once the database no longer points at them.
 */
export async function uploadSitePicture(
  db: Db,
  options: {
    actor: Actor;
    slotId: string;
    bytes: Uint8Array;
    alt?: string | null;
    dataDir: string;
    events: EventBus;
  },
): Promise<{ label: string; picture: SitePictureDto }> {
  authorize(options.actor, "site.pictures.manage", pictureMessages.denied);
  const entry = findPictureSlot(options.slotId);
  if (!entry) throw new DomainError(404, pictureMessages.unknownSlot);
  const { slot, label } = entry;
  if (options.bytes.length === 0) throw new DomainError(400, pictureMessages.missing);
  if (options.bytes.length > MAX_IMAGE_UPLOAD_BYTES) throw new DomainError(413, pictureMessages.tooBig);
  if (!sniffImageType(options.bytes)) throw new DomainError(415, pictureMessages.wrongType);
  const alt = normaliseAlt(slot.alt, options.alt);

  let opened: Awaited<ReturnType<typeof openImage>>;
  try {
    opened = await openImage(options.bytes);
  } catch {
    throw new DomainError(422, pictureMessages.unreadable);
  }
  const widths = renditionWidths(slot, opened);
  const version = randomBytes(6).toString("hex");
  const dir = sitePictureDir(options.dataDir);
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  const removeWritten = () => Promise.all(written.map((file) => unlink(file).catch(() => {})));
  try {
    for (const width of widths) {
      const resized = opened.image
        .clone()
        .resize({ width, height: renditionHeight(slot, width), fit: "cover", position: "centre" });
      for (const format of slot.formats) {
        const bytes = await encode(resized.clone(), format, opened.hasAlpha);
        const file = path.join(dir, uploadedFileName(slot.id, version, width, format));
        await writeFileAtomic(file, bytes);
        written.push(file);
      }
    }
  } catch {
    await removeWritten();
    throw new DomainError(422, pictureMessages.unreadable);
  }

  const changes = {
    version,
    widths,
    alt,
    uploadedById: options.actor.id,
    uploadedByEmail: options.actor.email,
    uploadedAt: new Date(),
  };
  const values = { slot: slot.id, ...changes };
  let previous: typeof sitePictures.$inferSelect | undefined;
  try {
    previous = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(sitePictures)
        .where(eq(sitePictures.slot, slot.id))
        .for("update");
      await tx
        .insert(sitePictures)
        .values(values)
        .onConflictDoUpdate({ target: sitePictures.slot, set: changes });
      await writeAudit(tx, {
        actor: options.actor,
        action: "sitePicture.upload",
        entity: "site_picture",
        entityId: slot.id,
        before: auditState(before),
        after: auditState(values),
      });
      return before;
    });
  } catch (error) {
    await removeWritten();
    throw error;
  }
  if (previous && previous.version !== version)
    await deleteVersionFiles(options.dataDir, slot.id, previous.version);
  await options.events.publish("site", "picture.upload", slot.id);
  return {
    label,
    picture: {
      v: version,
      w: widths,
      ...(alt ? { alt } : {}),
      uploadedAt: values.uploadedAt.toISOString(),
      uploadedBy: options.actor.email,
    },
  };
}
