import type { InferSelectModel } from "drizzle-orm";
import { reservations } from "~/db/schema";
import { cardAmount, mealTypeOf } from "./calculations";
import { toPaise } from "~/modules/money";
import { isPastDate, formatTime } from "~/modules/time";

/** The columns a list needs: never `select *` towards the browser. */
export const cardColumns = {
  id: reservations.id,
  eventName: reservations.eventName,
  eventDate: reservations.eventDate,
  eventStartTime: reservations.eventStartTime,
  eventEndTime: reservations.eventEndTime,
  clientName: reservations.clientName,
  clientEmail: reservations.clientEmail,
  clientPhone: reservations.clientPhone,
  guestCount: reservations.guestCount,
  status: reservations.status,
  totalAmountIncludingGST: reservations.totalAmountIncludingGST,
  totalAmount: reservations.totalAmount,
  softDeletedAt: reservations.softDeletedAt,
  softDeletedByEmail: reservations.softDeletedByEmail,
};

interface CardRow {
  id: string;
  eventName: string;
  eventDate: string;
  eventStartTime: string;
  eventEndTime: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  guestCount: number;
  status: string;
  totalAmountIncludingGST: string | null;
  totalAmount: string | null;
  softDeletedAt: Date | null;
  softDeletedByEmail: string | null;
}

export interface ReservationCard {
  id: string;
  eventName: string;
  eventDate: string;
  eventStartTime: string;
  eventEndTime: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  guestCount: number;
  status: string;
  amountPaise: number;
  isPast: boolean;
  softDeleted: boolean;
  softDeletedAt: string | null;
  softDeletedByEmail: string | null;
}

export function toCard(
  row: CardRow,
  now: Date,
  options: { showSoftDeleter?: boolean } = {},
): ReservationCard {
  return {
    id: row.id,
    eventName: row.eventName,
    eventDate: row.eventDate,
    eventStartTime: formatTime(row.eventStartTime),
    eventEndTime: formatTime(row.eventEndTime),
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    guestCount: row.guestCount,
    status: row.status,
    amountPaise: cardAmount(row),
    isPast: isPastDate(row.eventDate, now),
    softDeleted: row.status === "soft-deleted",
    softDeletedAt: row.softDeletedAt?.toISOString() ?? null,
    // Spec 6: only admins see who soft-deleted.
    softDeletedByEmail: options.showSoftDeleter ? row.softDeletedByEmail : null,
  };
}

export type ReservationRow = InferSelectModel<typeof reservations>;

export interface ReservationDetail {
  id: string;
  eventName: string;
  eventDate: string;
  eventStartTime: string;
  eventEndTime: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  guestCount: number;
  mealType: "veg" | "non-veg";
  isFOC: boolean;
  withAlcohol: boolean;
  status: string;
  notes: string;
  gstType: "percentage" | "amount";
  /** Form values as typed (rupees / percent strings). */
  perPersonAmount: string;
  gstValue: string;
  advanceAmountReceived: string;
  alcoholMRP: string;
  alcoholPercentageCharges: string;
  /** Derived, in paise. */
  totals: {
    totalEventAmountExcludingGST: number;
    gstCalculatedAmount: number;
    totalAmountIncludingGST: number;
    totalAlcoholAmount: number;
    remainingAmountDue: number;
    advanceAmountReceived: number;
    perPersonAmount: number;
  };
  createdByEmail: string | null;
  createdAt: string;
  updatedByEmail: string | null;
  updatedAt: string | null;
  softDeletedByEmail: string | null;
  softDeletedAt: string | null;
  isPast: boolean;
  version: number;
  enquiryId: string | null;
}

function plain(amount: string): string {
  return amount.replace(/\.00$/, "");
}

export function toDetail(
  row: ReservationRow,
  now: Date,
  options: { showSoftDeleter: boolean },
): ReservationDetail {
  return {
    id: row.id,
    eventName: row.eventName,
    eventDate: row.eventDate,
    eventStartTime: formatTime(row.eventStartTime),
    eventEndTime: formatTime(row.eventEndTime),
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    guestCount: row.guestCount,
    mealType: mealTypeOf(row),
    isFOC: row.isFOC,
    withAlcohol: row.withAlcohol,
    status: row.status,
    notes: row.notes,
    gstType: row.gstType === "amount" ? "amount" : "percentage",
    perPersonAmount: plain(row.perPersonAmount),
    gstValue: plain(row.gstValue),
    advanceAmountReceived: plain(row.advanceAmountReceived),
    alcoholMRP: plain(row.alcoholMRP),
    alcoholPercentageCharges: plain(row.alcoholPercentageCharges),
    totals: {
      totalEventAmountExcludingGST: toPaise(row.totalEventAmountExcludingGST),
      gstCalculatedAmount: toPaise(row.gstCalculatedAmount),
      totalAmountIncludingGST: cardAmount(row),
      totalAlcoholAmount: toPaise(row.totalAlcoholAmount),
      remainingAmountDue: toPaise(row.remainingAmountDue),
      advanceAmountReceived: toPaise(row.advanceAmountReceived),
      perPersonAmount: toPaise(row.perPersonAmount),
    },
    createdByEmail: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    updatedByEmail: row.updatedByEmail,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    softDeletedByEmail: options.showSoftDeleter ? row.softDeletedByEmail : null,
    softDeletedAt: row.softDeletedAt?.toISOString() ?? null,
    isPast: isPastDate(row.eventDate, now),
    version: row.version,
    enquiryId: row.enquiryId,
  };
}

/** The JSON kept in the audit log and in a deletion request's snapshot (spec 3.5). */
export function snapshot(row: ReservationRow): Record<string, unknown> {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    softDeletedAt: row.softDeletedAt?.toISOString() ?? null,
  };
}
