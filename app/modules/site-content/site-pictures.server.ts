import { readdir, unlink } from "node:fs/promises";
import path from "node:path";
import type { RouterContextProvider } from "react-router";
import { getApp } from "~/context.server";
import type { Db } from "~/db/client.server";
import { sitePictures } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import { topicCache } from "~/modules/live/topic-cache.server";
import { uploadsDir } from "~/modules/media/image-files.server";
import type { PictureVersions, UploadedPicture } from "./artwork";
import { authorize } from "~/permissions";
import { findPictureSlot, MAX_ALT_LENGTH, pictureMessages } from "./picture-slots";

/** Site pictures uploaded by staff: DATA_DIR/uploads/site/<slot>-<version>-<width>.<format>. */
export function sitePictureDir(dataDir: string): string {
  return uploadsDir(dataDir, "site");
}

type Row = typeof sitePictures.$inferSelect;

function toUploaded(row: Row): UploadedPicture {
  return row.alt ? { v: row.version, w: row.widths, alt: row.alt } : { v: row.version, w: row.widths };
}

/** Slot id → uploaded version, for the public pages (only slots that still exist). */
export async function loadPictureVersions(db: Db): Promise<PictureVersions> {
  const rows = await db.select().from(sitePictures);
  return Object.fromEntries(rows.filter((r) => findPictureSlot(r.slot)).map((r) => [r.slot, toUploaded(r)]));
}

// Read on every public page view, changed only through the staff screen ("site" events, on which
// the page cache drops the public pages too).
const cachedVersions = topicCache<"all", PictureVersions>("site");

/** The uploaded versions (the site layout and the page both need them), kept until a "site" event. */
export function pictureVersions(context: Readonly<RouterContextProvider>): Promise<PictureVersions> {
  const app = getApp(context);
  return cachedVersions(app.events, "all", () => loadPictureVersions(app.database.db));
}

export interface SitePictureDto extends UploadedPicture {
  uploadedAt: string;
  uploadedBy: string;
}

/** The staff screen's data: every uploaded slot with who uploaded it and when. */
export async function listSitePictures(
  db: Db,
  options: { actor: Actor },
): Promise<Record<string, SitePictureDto>> {
  authorize(options.actor, "site.pictures.manage", pictureMessages.denied);
  const rows = await db.select().from(sitePictures);
  return Object.fromEntries(
    rows
      .filter((r) => findPictureSlot(r.slot))
      .map((r) => [
        r.slot,
        { ...toUploaded(r), uploadedAt: r.uploadedAt.toISOString(), uploadedBy: r.uploadedByEmail },
      ]),
  );
}

/** What the audit log keeps of a slot's state. */
export function auditState(row: Pick<Row, "version" | "widths" | "alt"> | null | undefined) {
  return row ? { version: row.version, widths: row.widths, alt: row.alt } : null;
}

/** Deletes every rendition of one version of a slot (after the database no longer points at it). */
export async function deleteVersionFiles(dataDir: string, slotId: string, version: string): Promise<void> {
  const dir = sitePictureDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  const prefix = `${slotId}-${version}-`;
  await Promise.all(
    names.filter((n) => n.startsWith(prefix)).map((n) => unlink(path.join(dir, n)).catch(() => {})),
  );
}

/** Trimmed alt text, null when empty (the slot keeps its own). Decorative slots never get one. */
export function normaliseAlt(slotAlt: string, alt: string | null | undefined): string | null {
  if (slotAlt === "") return null;
  const text = (alt ?? "").replace(/\s+/g, " ").trim();
  if (text.length > MAX_ALT_LENGTH) throw new DomainError(400, pictureMessages.altTooLong);
  return text === "" || text === slotAlt ? null : text;
}
