import type { Db } from "~/db/client.server";
import { countUnreadEnquiries } from "~/modules/contact/enquiries.server";
import { can } from "~/permissions";
import { countPendingDeletionRequests } from "~/modules/reservations/list-reservations.server";

export interface StaffCounts {
  pendingDeletions: number;
  unreadEnquiries: number;
}

/**
 * Badge counts of the staff top bar. Each slice adds its count here
 * (pending deletion requests: reservations; unread enquiries: contact).
 */
export async function staffCounts(db: Db, role: string): Promise<StaffCounts> {
  const [pendingDeletions, unreadEnquiries] = await Promise.all([
    countPendingDeletionRequests(db, role),
    can(role, "enquiry.view") ? countUnreadEnquiries(db) : 0,
  ]);
  return { pendingDeletions, unreadEnquiries };
}
