import type { StaffCounts } from "~/components/staff/top-bar";
import type { Db } from "~/db/client.server";

/**
 * Badge counts of the staff top bar. Each slice adds its count here
 * (pending deletion requests: reservations; unread enquiries: contact).
 */
export async function staffCounts(_db: Db, _role: string): Promise<StaffCounts> {
  return { pendingDeletions: 0, unreadEnquiries: 0 };
}
