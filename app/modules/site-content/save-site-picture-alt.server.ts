import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sitePictures } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { findPictureSlot, pictureMessages } from "./picture-slots";
import { auditState, normaliseAlt } from "./site-pictures.server";

/** Alt text of an uploaded picture (a generated one keeps the alt text written for it). */
export async function saveSitePictureAlt(
  db: Db,
  options: { actor: Actor; slotId: string; alt: string | null; events: EventBus },
): Promise<{ label: string }> {
  authorize(options.actor, "site.pictures.manage", pictureMessages.denied);
  const entry = findPictureSlot(options.slotId);
  if (!entry) throw new DomainError(404, pictureMessages.unknownSlot);
  const alt = normaliseAlt(entry.slot.alt, options.alt);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(sitePictures)
      .where(eq(sitePictures.slot, entry.slot.id))
      .for("update");
    // Nothing uploaded and no file sent: the form's only possible meaning was an upload.
    if (!before) throw new DomainError(400, pictureMessages.missing);
    await tx.update(sitePictures).set({ alt }).where(eq(sitePictures.slot, entry.slot.id));
    await writeAudit(tx, {
      actor: options.actor,
      action: "sitePicture.alt",
      entity: "site_picture",
      entityId: entry.slot.id,
      before: auditState(before),
      after: auditState({ ...before, alt }),
    });
  });
  await options.events.publish("site", "picture.alt", entry.slot.id);
  return { label: entry.label };
}
