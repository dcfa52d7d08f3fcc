// Guests' data under the DPDP Act 2023 (issue 18 item 6): pure rules shared by the server and the screens.
import { addDays, istDayStart, todayIST } from "~/modules/time";
import type { TableGuestData } from "~/modules/tables/guest-data";
import type { CustomerEntryDto } from "./visitors-per-day";

/** What POST /api/v1/menu/guest-data answers (the export answers a file). */
export type GuestDataResult =
  | { ok: true; intent: "find"; entries: CustomerEntryDto[]; tables?: TableGuestData }
  | { ok: true; intent: "delete"; deleted: number; message: string }
  | { ok: false; error: string };

export const RETENTION_DAYS = { min: 1, max: 1095, default: 180 } as const;

export const guestDataMessages = {
  retentionBounds: `The retention period must be a whole number of days from ${RETENTION_DAYS.min} to ${RETENTION_DAYS.max} (3 years).`,
  invalidPhone: "Please enter a valid phone number (10 to 14 digits, optional leading +).",
  noneFound: "No customer entries found for this phone number.",
  // Issue 29 item 9.
  nameRequired: "Enter the name the guest gave in the visitor form.",
  noneFoundForName: "No customer entries found for this phone number and name.",
  chooseEntries: "Tick the entries that are the guest's own.",
  verifyFirst: "Confirm that you checked the requester's identity.",
  // Issue 29 item 9 for the table bookings and table requests (issue 31).
  noTableDataForName: "No table bookings or table requests for this phone number and name.",
  chooseTableData: "Tick the table bookings and table requests that are the guest's own.",
  noTableDataChosen: "None of the ticked table bookings or table requests is this guest's.",
} as const;

/**
 * DPDP Rules 2025, Rule 8(3): from 13 May 2027 (the Rules' third phase) personal data and the logs
 * of its processing are kept at least one year from the processing. Before that date the owner's
 * period applies as set.
 */
export const LEGAL_MINIMUM = { days: 365, from: "2027-05-13" } as const;

/** The retention period the clean-up applies on `now`'s IST day: the owner's, or the legal minimum. */
export function effectiveRetentionDays(days: number, now: Date): number {
  return todayIST(now) >= LEGAL_MINIMUM.from ? Math.max(days, LEGAL_MINIMUM.days) : days;
}

/** A name as the request types it: trimmed, spaces collapsed, lower case; empty → null. */
export function guestNameKey(value: unknown): string | null {
  const name = String(value ?? "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();
  return name ? name : null;
}

/** The visitor form's notice: how long the name and phone are kept, and why. */
export function retentionNotice(days: number): string {
  return `We keep your name and phone number for ${days} ${days === 1 ? "day" : "days"} to manage seating.`;
}

/** "180" → 180; anything but a whole number within the bounds → null. */
export function parseRetentionDays(value: unknown): number | null {
  const text = String(value ?? "").trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  const days = Number(text);
  return days >= RETENTION_DAYS.min && days <= RETENTION_DAYS.max ? days : null;
}

/**
 * Entries stamped before this instant are older than the retention period: midnight IST at the
 * start of the day `days` days before today in India. An entry is kept for its own IST day and
 * the `days` days after it, and goes at the first clean-up once that last day has ended.
 */
export function retentionCutoff(now: Date, days: number): Date {
  return istDayStart(addDays(todayIST(now), -days));
}

/**
 * A phone number as the request types it, checked like the visitor form's (10 to 14 digits,
 * optional +; spaces and hyphens dropped). Entries are matched on the last ten digits, so
 * "+91 98765 43210" finds an entry typed as "9876543210" and the other way round.
 */
export function guestPhoneKey(value: unknown): string | null {
  const phone = String(value ?? "").replace(/[\s-]+/g, "");
  if (!/^\+?\d{10,14}$/.test(phone)) return null;
  return phone.slice(-10);
}
