import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { reservationSettings } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { DEFAULT_TURNAROUND_MINUTES, type HallSettingsInput, hallSettingsTexts } from "./hall-settings";

export interface HallSettings {
  turnaroundMinutes: number;
  updatedByEmail: string | null;
  updatedAt: string | null;
}

/** The hall's settings; the defaults until an administrator saves them. Anyone may read them. */
export async function readHallSettings(db: Db | Tx): Promise<HallSettings> {
  const [row] = await db.select().from(reservationSettings).where(eq(reservationSettings.id, 1));
  return {
    turnaroundMinutes: row?.turnaroundMinutes ?? DEFAULT_TURNAROUND_MINUTES,
    updatedByEmail: row?.updatedByEmail ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Issue 32 item 9: the admin saves the time between events; audited, and every screen told. */
export async function saveHallSettings(
  db: Db,
  options: { actor: Actor; input: HallSettingsInput; events: EventBus; now?: Date },
): Promise<void> {
  const { actor, input, events, now = new Date() } = options;
  authorize(actor, "hall.settings.manage", hallSettingsTexts.denied);
  const values = { turnaroundMinutes: input.turnaroundMinutes, updatedByEmail: actor.email, updatedAt: now };
  await db.transaction(async (tx) => {
    const before = await readHallSettings(tx);
    await tx
      .insert(reservationSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: reservationSettings.id, set: values });
    await writeAudit(tx, {
      actor,
      action: "hall.settings.save",
      entity: "hall_settings",
      entityId: null,
      before: { turnaroundMinutes: before.turnaroundMinutes },
      after: { turnaroundMinutes: input.turnaroundMinutes },
    });
  });
  await events.publish("reservations", "hall.settings");
}
