import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { deletionRequests } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { authorize, isRole, roleLabels } from "~/permissions";
import { idSchema } from "./reservations.schema";

export interface DeletionRequestState {
  /** The pending request, shown to everyone who sees the reservation. */
  pending: { requestedByEmail: string; requestedAt: string; reason: string } | null;
  /** The signed-in person's own latest request once processed, while none is pending. */
  outcome: {
    status: "approved" | "rejected";
    processedAt: string | null;
    /** The processor's role as a label ('Operations'). */
    processedBy: string;
    reason: string;
    eventName: string;
  } | null;
}

const none: DeletionRequestState = { pending: null, outcome: null };

/**
 * Issue 16: what a reservation's page says about deletion requests. The request table outlives an
 * approved (deleted) reservation, so the requester still learns the outcome from the old link.
 */
export async function getDeletionRequestState(
  db: Db,
  options: { actor: Actor; reservationId: string },
): Promise<DeletionRequestState> {
  const { actor, reservationId } = options;
  authorize(actor, "reservation.view");
  if (!idSchema.safeParse(reservationId).success) return none;
  const rows = await db
    .select({
      status: deletionRequests.status,
      requestedBy: deletionRequests.requestedBy,
      requestedByEmail: deletionRequests.requestedByEmail,
      requestedAt: deletionRequests.requestedAt,
      reason: deletionRequests.reason,
      processedAt: deletionRequests.processedAt,
      processedBy: deletionRequests.processedBy,
      reservationData: deletionRequests.reservationData,
    })
    .from(deletionRequests)
    .where(eq(deletionRequests.reservationId, reservationId))
    .orderBy(desc(deletionRequests.requestedAt), desc(deletionRequests.id))
    .limit(20);
  const pending = rows.find((r) => r.status === "pending");
  if (pending) {
    return {
      pending: {
        requestedByEmail: pending.requestedByEmail,
        requestedAt: pending.requestedAt.toISOString(),
        reason: pending.reason,
      },
      outcome: null,
    };
  }
  const mine = rows.find((r) => r.requestedBy === actor.id);
  if (!mine || (mine.status !== "approved" && mine.status !== "rejected")) return none;
  const data = mine.reservationData as Record<string, unknown>;
  return {
    pending: null,
    outcome: {
      status: mine.status,
      processedAt: mine.processedAt?.toISOString() ?? null,
      processedBy: isRole(mine.processedBy) ? roleLabels[mine.processedBy] : (mine.processedBy ?? ""),
      reason: mine.reason,
      eventName: String(data.eventName ?? ""),
    },
  };
}
