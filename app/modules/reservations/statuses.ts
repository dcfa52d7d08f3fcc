// Without Zod: staff screens that only show a status (the dashboard's cards, the calendar) import
// these, so the browser does not load the form schemas' validator with them (issue 17 item 3).

/** The statuses a form may choose (spec 4); 'soft-deleted' only by an admin on edit. */
export const formStatuses = ["confirmed", "pending", "cancelled", "completed"] as const;
export const allStatuses = [...formStatuses, "soft-deleted"] as const;
export type ReservationStatus = (typeof allStatuses)[number];

export const statusLabels: Record<ReservationStatus, string> = {
  confirmed: "Confirmed",
  pending: "Pending",
  cancelled: "Cancelled",
  completed: "Completed",
  "soft-deleted": "Soft Deleted",
};

// Issue 28 item 16: what each status means, written once. Every rule below is read from here.

/**
 * Statuses that hold the hall against a double booking: only a confirmed booking (spec 4, the
 * database's exclusion constraint). A pending booking is a hold: it warns, it never refuses.
 */
export const doubleBookingStatuses = ["confirmed"] as const;

/** Statuses that take the hall on a date: the upcoming list, the calendar feed, the overlap warning. */
export const occupyingStatuses = ["confirmed", "pending"] as const;

/** Statuses a tax invoice may be issued for (a pending booking is confirmed first). */
export const invoiceableStatuses = ["confirmed", "completed"] as const;

/** The statuses a soft delete may give back (the one it replaced); anything else comes back confirmed. */
export const restorableStatuses = formStatuses;

const has = (list: readonly string[], status: string) => list.includes(status);

export const countsForDoubleBooking = (status: string) => has(doubleBookingStatuses, status);
export const canBeInvoiced = (status: string) => has(invoiceableStatuses, status);
export const isRestorable = (status: string) => has(restorableStatuses, status);
/** A soft-deleted booking is shown only to those who may see deleted bookings (the Deleted tab). */
export const isSoftDeleted = (status: string) => status === "soft-deleted";
