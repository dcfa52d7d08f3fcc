import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { billingSettings } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import type { BillingSettingsInput } from "./billing.schema";
import { stateName } from "./gstin";
import { billingMessages } from "./messages";

export type BillingSettings = typeof billingSettings.$inferSelect;

/** The saved settings, or null until an administrator saves them. Anyone may read (documents print them). */
export async function readBillingSettings(db: Db | Tx): Promise<BillingSettings | null> {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.id, 1));
  return row ?? null;
}

/** Document actions stop here until the settings exist, with the words. */
export async function requireBillingSettings(db: Db | Tx): Promise<BillingSettings> {
  const settings = await readBillingSettings(db);
  if (!settings) throw new DomainError(409, billingMessages.settingsIncomplete);
  return settings;
}

export async function saveBillingSettings(
  db: Db,
  options: { actor: Actor; input: BillingSettingsInput; events: EventBus; now?: Date },
): Promise<void> {
  const { actor, input, events, now = new Date() } = options;
  authorize(actor, "billing.settings.manage", billingMessages.settingsDenied);
  const values = {
    ...input,
    stateName: stateName(input.stateCode) ?? input.stateCode,
    updatedBy: actor.id,
    updatedByEmail: actor.email,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    const before = await readBillingSettings(tx);
    await tx
      .insert(billingSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: billingSettings.id, set: values });
    await writeAudit(tx, {
      actor,
      action: "billing.settings.save",
      entity: "billing_settings",
      entityId: null,
      before,
      after: values,
    });
  });
  await events.publish("reservations", "billing.settings");
}
