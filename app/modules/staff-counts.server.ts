import type { Db } from "~/db/client.server";
import { countUnreadEnquiries } from "~/modules/contact/enquiries.server";
import type { EventBus } from "~/modules/live/events.server";
import { topicCache } from "~/modules/live/topic-cache.server";
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

// Pending deletion requests change with a "reservations" event (a request, its approval or
// rejection), unread enquiries with an "enquiries" one (a new enquiry, one opened or handled).
const cachedCounts = topicCache<string, StaffCounts>(["reservations", "enquiries"], { maxEntries: 16 });

/**
 * The top bar's counts as every signed-in page shows them: read once per change (across instances
 * via LISTEN/NOTIFY), not twice per page view.
 */
export function staffCountsCached(db: Db, role: string, events: EventBus): Promise<StaffCounts> {
  return cachedCounts(events, role, () => staffCounts(db, role));
}
