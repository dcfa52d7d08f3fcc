import { and, asc, between, count, desc, eq, gte, inArray, lt, ne, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { deletionRequests, reservations } from "~/db/schema";
import { authorize, type Capability, can } from "~/permissions";
import type { Actor } from "~/modules/audit/audit.server";
import { messages as authMessages } from "~/modules/auth/auth.schema";
import { buildMonth, type CalendarDay } from "./calendar";
import { loadReservation } from "./load-reservation.server";
import { messages, PAGE_SIZE, UPCOMING_EVENTS_COUNT } from "./messages";
import { occupyingStatuses } from "./statuses";
import {
  cardColumns,
  type ReservationCard,
  type ReservationDetail,
  toCard,
  toDetail,
} from "./reservation-dto.server";
import { daysInMonth, type MonthRef, monthRange, todayIST } from "~/modules/time";

export interface Page<T> {
  items: T[];
  hasMore: boolean;
}

function page<T>(rows: T[], limit: number): Page<T> {
  return { items: rows.slice(0, limit), hasMore: rows.length > limit };
}

type ListOptions = { actor: Actor; now?: Date; limit?: number };

/** One page of cards: the capability checked first, then the rows `where` picks in `order`. */
async function cardPage(
  db: Db,
  options: ListOptions,
  list: {
    capability: Capability;
    denial?: string;
    where: (today: string) => SQL | undefined;
    order: SQL[];
    showSoftDeleter?: boolean;
  },
): Promise<Page<ReservationCard>> {
  const { actor, now = new Date(), limit = PAGE_SIZE } = options;
  authorize(actor, list.capability, list.denial);
  const rows = await db
    .select(cardColumns)
    .from(reservations)
    .where(list.where(todayIST(now)))
    .orderBy(...list.order)
    .limit(limit + 1);
  return page(
    rows.map((r) => toCard(r, now, { showSoftDeleter: list.showSoftDeleter ?? false })),
    limit,
  );
}

/**
 * The dashboards' 'Upcoming/Active Reservations' (and the operations list of 7.3): not soft-deleted,
 * eventDate today (IST) or later, soonest first.
 */
export function listUpcomingReservations(db: Db, options: ListOptions): Promise<Page<ReservationCard>> {
  return cardPage(db, options, {
    capability: "reservation.view",
    where: (today) => and(ne(reservations.status, "soft-deleted"), gte(reservations.eventDate, today)),
    order: [asc(reservations.eventDate), asc(reservations.eventStartTime), asc(reservations.id)],
  });
}

/** Spec 7.3 past list: before today (IST), not soft-deleted, latest first. */
export function listPastReservations(db: Db, options: ListOptions): Promise<Page<ReservationCard>> {
  return cardPage(db, options, {
    capability: "reservation.past.view",
    denial: authMessages.accessDenied,
    where: (today) => and(ne(reservations.status, "soft-deleted"), lt(reservations.eventDate, today)),
    order: [desc(reservations.eventDate), desc(reservations.eventStartTime), asc(reservations.id)],
  });
}

/** Spec 7.3 soft-deleted list, latest soft delete first; admins only. */
export function listSoftDeletedReservations(db: Db, options: ListOptions): Promise<Page<ReservationCard>> {
  return cardPage(db, options, {
    capability: "reservation.softDeleted.view",
    denial: messages.onlyAdminsSoftDeleted,
    where: () => eq(reservations.status, "soft-deleted"),
    order: [desc(reservations.softDeletedAt), asc(reservations.id)],
    showSoftDeleter: true,
  });
}

export interface CalendarMonth {
  today: string;
  days: CalendarDay[];
  /** Reservations of the chosen date, by start time. */
  selected: ReservationCard[];
  upcomingEvents: ReservationCard[];
}

/** The Reservation Calendar: a month's day colours, the chosen date's list and the next 3 events. */
export async function getCalendarMonth(
  db: Db,
  options: { actor: Actor; month: MonthRef; selectedDate: string; now?: Date },
): Promise<CalendarMonth> {
  const { actor, month, selectedDate, now = new Date() } = options;
  authorize(actor, "calendar.view");
  const today = todayIST(now);
  const { first, last } = monthRange(month);
  const visible = ne(reservations.status, "soft-deleted");
  const [monthRows, selectedRows, upcomingRows] = await Promise.all([
    db
      .select({ eventDate: reservations.eventDate, status: reservations.status })
      .from(reservations)
      .where(and(visible, between(reservations.eventDate, first, last))),
    db
      .select(cardColumns)
      .from(reservations)
      .where(and(visible, eq(reservations.eventDate, selectedDate)))
      .orderBy(asc(reservations.eventStartTime), asc(reservations.id)),
    // Cancelled and completed bookings are not "upcoming events".
    db
      .select(cardColumns)
      .from(reservations)
      .where(and(inArray(reservations.status, [...occupyingStatuses]), gte(reservations.eventDate, today)))
      .orderBy(asc(reservations.eventDate), asc(reservations.eventStartTime), asc(reservations.id))
      .limit(UPCOMING_EVENTS_COUNT),
  ]);
  return {
    today,
    days: buildMonth(month, today, monthRows, daysInMonth(month)),
    selected: selectedRows.map((r) => toCard(r, now)),
    upcomingEvents: upcomingRows.map((r) => toCard(r, now)),
  };
}

export async function getReservation(
  db: Db,
  options: { actor: Actor; id: string; now?: Date },
): Promise<ReservationDetail> {
  const { actor, id, now = new Date() } = options;
  authorize(actor, "reservation.view");
  const row = await loadReservation(db, { id, actor });
  return toDetail(row, now, { showSoftDeleter: can(actor.role, "reservation.softDeleted.view") });
}

export interface DeletionRequestCard {
  id: string;
  reservationId: string;
  requestedByEmail: string;
  requestedAt: string;
  reason: string;
  eventName: string;
  eventDate: string;
  clientName: string;
  guestCount: number;
}

/** Spec 7.4: the pending requests, oldest first, described from their snapshot. */
export async function listPendingDeletionRequests(
  db: Db,
  options: { actor: Actor },
): Promise<DeletionRequestCard[]> {
  authorize(options.actor, "deletionRequest.view");
  const rows = await db
    .select({
      id: deletionRequests.id,
      reservationId: deletionRequests.reservationId,
      requestedByEmail: deletionRequests.requestedByEmail,
      requestedAt: deletionRequests.requestedAt,
      reason: deletionRequests.reason,
      reservationData: deletionRequests.reservationData,
    })
    .from(deletionRequests)
    .where(eq(deletionRequests.status, "pending"))
    .orderBy(asc(deletionRequests.requestedAt), asc(deletionRequests.id));
  return rows.map((r) => {
    const data = r.reservationData as Record<string, unknown>;
    return {
      id: r.id,
      reservationId: r.reservationId,
      requestedByEmail: r.requestedByEmail,
      requestedAt: r.requestedAt.toISOString(),
      reason: r.reason,
      eventName: String(data.eventName ?? ""),
      eventDate: String(data.eventDate ?? ""),
      clientName: String(data.clientName ?? ""),
      guestCount: Number(data.guestCount ?? 0),
    };
  });
}

/** The top bar's Pending Deletions badge; 0 for roles that cannot see the list. */
export async function countPendingDeletionRequests(db: Db, role: string): Promise<number> {
  if (!can(role, "deletionRequest.view")) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(deletionRequests)
    .where(eq(deletionRequests.status, "pending"));
  return row?.n ?? 0;
}
