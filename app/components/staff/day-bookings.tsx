import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { ReservationCard } from "~/modules/reservations/reservation-dto.server";
import { statusLabels, type ReservationStatus } from "~/modules/reservations/statuses";
import { formatLongDate, formatTimeRange, isValidDate } from "~/modules/time";

export interface DayBooking {
  id: string;
  eventName: string;
  eventStartTime: string;
  eventEndTime: string;
  status: string;
}

export interface DayBookingsInitial {
  date: string;
  items: DayBooking[];
}

export function toDayBookings(date: string, cards: ReservationCard[]): DayBookingsInitial {
  return {
    date,
    items: cards.map(({ id, eventName, eventStartTime, eventEndTime, status }) => ({
      id,
      eventName,
      eventStartTime,
      eventEndTime,
      status,
    })),
  };
}

/**
 * Issue 16: the chosen day's booked times beside the time fields. The page brings the first day's
 * list (it shows before JavaScript loads); a new date is asked of the reservations API.
 */
export function DayBookings({
  date,
  initial,
}: {
  date: string | undefined;
  initial: DayBookingsInitial | null;
}) {
  const fetcher = useFetcher<{ reservations: DayBooking[] }>();
  const valid = Boolean(date && isValidDate(date));
  const fromPage = initial && initial.date === date;
  const { load } = fetcher;
  // Once per date: the effect may run again for the same date (a re-render), the request must not.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!valid || fromPage || !date || asked.current === date) return;
    asked.current = date;
    void load(`/api/v1/reservations?from=${date}&to=${date}`);
  }, [valid, fromPage, date, load]);
  if (!valid || !date) return null;
  const items = fromPage ? initial.items : fetcher.data?.reservations;
  return (
    <div
      className="rounded-md bg-brand-50 p-3 text-sm sm:col-span-2"
      aria-live="polite"
      data-testid="day-bookings"
    >
      <p className="font-semibold">Booked on {formatLongDate(date)}</p>
      {items === undefined ? (
        <p className="text-gray-700">Loading…</p>
      ) : items.length === 0 ? (
        <p className="text-gray-700">Nothing booked on this date yet.</p>
      ) : (
        <ul className="mt-1 space-y-0.5">
          {items.map((b) => (
            <li key={b.id}>
              {`${formatTimeRange(b.eventStartTime, b.eventEndTime)}: ${b.eventName} (${statusLabels[b.status as ReservationStatus] ?? b.status})`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
