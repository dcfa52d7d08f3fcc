/** The outbox gives up on a message after this many attempts (an enquiry stays in the staff inbox either way). */
export const MAX_DELIVERY_ATTEMPTS = 10;

const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 60 * 60_000;

/**
 * Wait before the next attempt after `attempt` failed ones: 30 s, 2 min, 8 min, 32 min, ~2 h,
 * then every 6 h, so a mail server down for a day still gets the enquiry.
 */
export function retryDelayMs(attempt: number): number {
  if (attempt < 1) return 0;
  return Math.min(BASE_DELAY_MS * 4 ** (attempt - 1), MAX_DELAY_MS);
}

export function nextAttemptAt(attempt: number, now: Date): Date | null {
  if (attempt >= MAX_DELIVERY_ATTEMPTS) return null;
  return new Date(now.getTime() + retryDelayMs(attempt));
}
