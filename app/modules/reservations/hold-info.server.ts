import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { reservations } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { authorize } from "~/permissions";
import { type HoldInfo, slotColumns } from "./reservation-dto.server";
import { idSchema } from "./reservations.schema";

/** Issue 16: the detail screen's hold, rank and 'Slot confirmed for' (the cards read them in their query). */
export async function getHoldInfo(db: Db, options: { actor: Actor; id: string }): Promise<HoldInfo | null> {
  authorize(options.actor, "reservation.view");
  if (!idSchema.safeParse(options.id).success) return null;
  const [row] = await db
    .select({ holdUntil: reservations.holdUntil, ...slotColumns })
    .from(reservations)
    .where(eq(reservations.id, options.id));
  if (!row) return null;
  return {
    holdUntil: row.holdUntil?.toISOString() ?? null,
    optionRank: row.optionRank,
    slotConfirmedFor: row.slotConfirmedFor,
  };
}
