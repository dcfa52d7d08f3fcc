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
