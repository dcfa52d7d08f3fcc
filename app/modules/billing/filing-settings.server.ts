import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { billingFilingSettings } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import type { EventBus } from "~/modules/live/events.server";
import { authorize } from "~/permissions";
import { filingMessages as m } from "./filing-messages";

export interface FilingSettings {
  /** CGST rule 48(4): the hall's aggregate turnover exceeds ₹5 crore (notification 13/2020-CT as amended). */
  eInvoicing: boolean;
}

/** The hall's filing settings; e-invoicing is off until an administrator turns it on. Anyone may read. */
export async function readFilingSettings(db: Db | Tx): Promise<FilingSettings> {
  const [row] = await db
    .select({ eInvoicing: billingFilingSettings.eInvoicing })
    .from(billingFilingSettings)
    .where(eq(billingFilingSettings.id, 1));
  return { eInvoicing: row?.eInvoicing ?? false };
}

/** Turns e-invoicing on or off (administrators, like the rest of Billing Settings). */
export async function saveEInvoicing(
  db: Db,
  options: { actor: Actor; enabled: boolean; events: EventBus; now?: Date },
): Promise<void> {
  const { actor, enabled, events, now = new Date() } = options;
  authorize(actor, "billing.settings.manage", m.certificateDenied);
  const values = { eInvoicing: enabled, updatedBy: actor.id, updatedByEmail: actor.email, updatedAt: now };
  await db.transaction(async (tx) => {
    const before = await readFilingSettings(tx);
    await tx
      .insert(billingFilingSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: billingFilingSettings.id, set: values });
    await writeAudit(tx, {
      actor,
      action: "billing.e-invoicing.save",
      entity: "billing_filing_settings",
      entityId: null,
      before,
      after: { eInvoicing: enabled },
    });
  });
  await events.publish("reservations", "billing.settings");
}
