import { PAGE_SIZE, screenTexts } from "./screen-texts";

/** Every user-visible text of the reservation manager, verbatim from the spec (sections 2.6, 5, 6, 8). */
export const messages = {
  notFound: "Reservation not found",
  loadFailed: "Failed to load reservation details",
  createFailed: "Failed to create reservation: ",
  updateFailed: "Failed to update reservation: ",
  deleteFailed: "Failed to delete reservation. Please try again.",
  requestFailed: "Failed to request deletion. Please try again.",
  restoreFailed: "Failed to restore reservation. Please try again.",
  approveFailed: "Failed to approve deletion. Please try again.",
  rejectFailed: "Failed to reject deletion. Please try again.",
  permanentDeleteFailed: "Failed to permanently delete. Please try again.",
  created: "Reservation created successfully!",
  updated: "Reservation updated successfully!",
  softDeleted: "Reservation deleted.",
  permanentlyDeleted: "Reservation permanently deleted.",
  requested: "Deletion request submitted. An admin will review your request.",
  restored: "Reservation restored successfully.",
  approved: "Deletion request approved and reservation permanently deleted.",
  rejected: "Deletion request rejected.",
  restoredToList: "Reservation restored successfully to active list.",
  mealTypeRequired: "Please select a meal type (Veg or Non-Veg).",
  noAddPermission: "You do not have permission to add new reservations.",
  noEditPermission: "You do not have permission to edit reservations.",
  onlyAdminsSoftDeleted: "Only administrators can access this page.",
  noPastPermission: "You do not have permission to view past reservations.",
  ...screenTexts,
  noPastReservations: "No past reservations found.",
  noPendingDeletions: "No pending deletion requests.",
  noSoftDeleted: "No soft-deleted reservations.",
  // Beyond the spec (issue 3): texts of our own, written down in docs/reservations.md.
  pastOnlyAdmin: "Only administrators can change past reservations.",
  staleEdit:
    "This reservation was changed by someone else after you opened it. Reload the page to see the latest details, then make your change again.",
  changedWhileEditing:
    "Someone else changed this reservation while you were editing it. Reload to see the latest details before saving.",
  alreadyRequested: "A deletion request for this reservation is already pending.",
  requestNotPending: "This deletion request has already been processed.",
  notSoftDeleted: "This reservation is not soft-deleted.",
} as const;

export const confirmTexts = {
  softDelete: "Are you sure you want to delete this reservation? It will be removed from your view.",
  permanentDelete:
    "Are you sure you want to permanently delete this reservation? This action cannot be undone.",
  requestDelete: "Are you sure you want to request deletion of this reservation? An admin will review.",
  restore: "Are you sure you want to restore this soft-deleted reservation?",
} as const;

/** Issue 16: asked before a deletion request is approved. */
export function approveConfirm(eventName: string): string {
  return `This permanently deletes "${eventName}". Continue?`;
}

/** Spec 9: Upcoming Events lists this many reservations. */
export const UPCOMING_EVENTS_COUNT = 3;
export const DEFAULT_GST_PERCENTAGE = "18";

export { PAGE_SIZE };
const MAX_SHOWN = 2000;

/** How many cards a list shows: ?show=N, in whole pages, at least one page and at most 2000. */
export function shownCount(url: URL): number {
  const asked = Number(url.searchParams.get("show"));
  if (!Number.isFinite(asked) || asked <= PAGE_SIZE) return PAGE_SIZE;
  return Math.min(Math.ceil(asked / PAGE_SIZE) * PAGE_SIZE, MAX_SHOWN);
}
