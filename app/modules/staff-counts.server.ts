import type { StaffCounts } from "~/components/staff/top-bar";
import type { Db } from "~/db/client.server";
import { countPendingDeletionRequests } from "~/modules/reservations/list-reservations.server";

/**
 * Badge counts of the staff top bar. Each slice adds its count here
 * (pending deletion requests: reservations; unread enquiries: contact).
 */
export async function staffCounts(db: Db, role: string): Promise<StaffCounts> {
  return { pendingDeletions: await countPendingDeletionRequests(db, role), unreadEnquiries: 0 };
}
