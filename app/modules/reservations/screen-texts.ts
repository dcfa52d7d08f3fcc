/**
 * The texts the staff frame and the dashboard show in the browser (spec 2.6, 8), apart from
 * `messages` so the dashboard's JavaScript carries these few instead of every reservation text
 * (issue 17 item 3, ≤ 120 KB). `messages` includes them: both names read the same words.
 */
export const screenTexts = {
  offline: "Failed to get document because the client is offline.",
  noReservationsForDate: "No reservations for this date. It's available!",
  noUpcomingEvents: "No upcoming events.",
  noActiveReservations: "No active reservations found. Create your first reservation.",
} as const;

/** Card grids are paged: a grid of thousands helps nobody, and it keeps each query bounded. */
export const PAGE_SIZE = 48;
