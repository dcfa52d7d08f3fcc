import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sitePictures } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { findPictureSlot, pictureMessages } from "./picture-slots";
import { auditState, deleteVersionFiles } from "./site-pictures.server";

/**
 * Back to the generated artwork: the row goes (with an audit row, one transaction), then the
 * upload's files. `reset: false` when the slot showed its artwork already.
 */
export async function resetSitePicture(
  db: Db,
  options: { actor: Actor; slotId: string; dataDir: string; events: EventBus },
): Promise<{ label: string; reset: boolean }> {
  authorize(options.actor, "site.pictures.manage", pictureMessages.denied);
  const entry = findPictureSlot(options.slotId);
  if (!entry) throw new DomainError(404, pictureMessages.unknownSlot);
  const removed = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(sitePictures)
      .where(eq(sitePictures.slot, entry.slot.id))
      .for("update");
    if (!before) return null;
    await tx.delete(sitePictures).where(eq(sitePictures.slot, entry.slot.id));
    await writeAudit(tx, {
      actor: options.actor,
      action: "sitePicture.reset",
      entity: "site_picture",
      entityId: entry.slot.id,
      before: auditState(before),
      after: null,
    });
    return before;
  });
  if (removed) {
    await deleteVersionFiles(options.dataDir, entry.slot.id, removed.version);
    await options.events.publish("site", "picture.reset", entry.slot.id);
  }
  return { label: entry.label, reset: Boolean(removed) };
}
