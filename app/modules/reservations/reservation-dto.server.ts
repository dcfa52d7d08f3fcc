import { type InferSelectModel, sql } from "drizzle-orm";
import { reservations } from "~/db/schema";
import { cardAmount, mealTypeOf } from "./calculations";
import { isSoftDeleted } from "./statuses";
import { toPaise } from "~/modules/money";
import { isPastDate, formatTime } from "~/modules/time";
import { displayPhone } from "~/modules/phone/normalise";

/**
 * Issue 16: a pending reservation's place among the pending ones of its slot (1 = 1st option),
 * by creation time; and the event that has since been confirmed in its slot, if any. Neighbours
 * are looked for a day either side (a booking may run past midnight), through the date index.
 */
// Raw SQL on purpose: drizzle leaves the outer table's columns unqualified in a one-table select,
// and inside the subqueries they would then name the inner rows.
const outer = `"reservations"`;
const sameSlot = (alias: string) =>
  `${alias}.hall = ${outer}.hall and ${alias}.event_date between ${outer}.event_date - 1 and ${outer}.event_date + 1` +
  ` and reservation_slot(${alias}.event_date, ${alias}.event_start_time, ${alias}.event_end_time)` +
  ` && reservation_slot(${outer}.event_date, ${outer}.event_start_time, ${outer}.event_end_time)`;
export const slotColumns = {
  // Issue 32 item 7: a confirmed booking in the slot comes before every option, so the 2nd option
  // is promoted only when the slot is free (find-conflict.server.ts, findFirstOptionHolds).
  optionRank: sql<number | null>`${sql.raw(
    `case when ${outer}.status = 'pending' then (select count(*)::int + 1 from reservations o where o.status = 'pending' and ${sameSlot("o")} and (o.created_at, o.id) < (${outer}.created_at, ${outer}.id))` +
      ` + (case when exists (select 1 from reservations c where c.status = 'confirmed' and ${sameSlot("c")}) then 1 else 0 end) end`,
  )}`,
  slotConfirmedFor: sql<string | null>`${sql.raw(
    `case when ${outer}.status = 'pending' then (select c.event_name from reservations c where c.status = 'confirmed' and ${sameSlot("c")} order by c.event_date, c.event_start_time limit 1) end`,
  )}`,
};

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
  holdUntil: reservations.holdUntil,
  ...slotColumns,
};

/** What a card shows as stored: the event, its client and its status. */
interface CardFacts {
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
}

interface CardRow extends CardFacts {
  totalAmountIncludingGST: string | null;
  totalAmount: string | null;
  softDeletedAt: Date | null;
  softDeletedByEmail: string | null;
  holdUntil: Date | null;
  optionRank: number | null;
  slotConfirmedFor: string | null;
}

/** Issue 16: a pending reservation's hold and its place in its slot. */
export interface HoldInfo {
  holdUntil: string | null;
  optionRank: number | null;
  slotConfirmedFor: string | null;
}

export interface ReservationCard extends CardFacts, HoldInfo {
  amountPaise: number;
  isPast: boolean;
  softDeleted: boolean;
  softDeletedAt: string | null;
  softDeletedByEmail: string | null;
}

/** The event and its client as every screen shows them (times as HH:MM). */
function eventAndClient(row: Omit<CardFacts, "status">) {
  return {
    id: row.id,
    eventName: row.eventName,
    eventDate: row.eventDate,
    eventStartTime: formatTime(row.eventStartTime),
    eventEndTime: formatTime(row.eventEndTime),
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    // Stored in E.164; an Indian number reads '+91 98807 11223' (issue 32 item 2).
    clientPhone: displayPhone(row.clientPhone),
    guestCount: row.guestCount,
  };
}

export function toCard(
  row: CardRow,
  now: Date,
  options: { showSoftDeleter?: boolean } = {},
): ReservationCard {
  return {
    ...eventAndClient(row),
    status: row.status,
    amountPaise: cardAmount(row),
    isPast: isPastDate(row.eventDate, now),
    softDeleted: isSoftDeleted(row.status),
    softDeletedAt: row.softDeletedAt?.toISOString() ?? null,
    // Spec 6: only admins see who soft-deleted.
    softDeletedByEmail: options.showSoftDeleter ? row.softDeletedByEmail : null,
    holdUntil: row.holdUntil?.toISOString() ?? null,
    optionRank: row.optionRank,
    slotConfirmedFor: row.slotConfirmedFor,
  };
}

export type ReservationRow = InferSelectModel<typeof reservations>;

export interface ReservationDetail extends CardFacts {
  mealType: "veg" | "non-veg";
  isFOC: boolean;
  withAlcohol: boolean;
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
  holdUntil: string | null;
  holdExpiredAt: string | null;
  /** Issue 32 item 7: a hold released by staff, and why (the reservation says so). */
  holdRelease: {
    at: string;
    byEmail: string | null;
    reason: string;
    /** The reservation confirmed over it by an override; null for a plain release. */
    confirmedInsteadId: string | null;
  } | null;
  hallSetupNotes: string;
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
    ...eventAndClient(row),
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
    holdUntil: row.holdUntil?.toISOString() ?? null,
    holdExpiredAt: row.holdExpiredAt?.toISOString() ?? null,
    holdRelease: row.holdReleasedAt
      ? {
          at: row.holdReleasedAt.toISOString(),
          byEmail: row.holdReleasedByEmail,
          reason: row.holdReleaseReason ?? "",
          confirmedInsteadId: row.holdReleasedFor,
        }
      : null,
    hallSetupNotes: row.hallSetupNotes,
  };
}

/** The JSON kept in the audit log and in a deletion request's snapshot (spec 3.5). */
export function snapshot(row: ReservationRow): Record<string, unknown> {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    softDeletedAt: row.softDeletedAt?.toISOString() ?? null,
    holdUntil: row.holdUntil?.toISOString() ?? null,
    holdExpiredAt: row.holdExpiredAt?.toISOString() ?? null,
    holdReleasedAt: row.holdReleasedAt?.toISOString() ?? null,
  };
}
