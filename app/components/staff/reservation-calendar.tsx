import { HoldDetails, OptionBadge } from "./hold-status";
import { buttonClass } from "~/components/ui/button";
import { Link, useSearchParams } from "react-router";
import {
  type CalendarDay,
  type DayColour,
  dayCounts,
  dayCountsSpoken,
} from "~/modules/reservations/calendar";
import type { CalendarMonth } from "~/modules/reservations/list-reservations.server";
import { screenTexts } from "~/modules/reservations/screen-texts";
import { formatINR } from "~/modules/money";
import {
  addMonths,
  firstWeekday,
  formatLongDate,
  formatMonth,
  formatTimeRange,
  type MonthRef,
  monthKey,
} from "~/modules/time";
import { StatusBadge } from "./reservation-card";

const colourClass: Record<DayColour, string> = {
  past: "bg-red-100 text-red-950",
  confirmed: "bg-red-700 text-white",
  pending: "bg-orange-300 text-orange-950",
  available: "bg-green-100 text-green-950",
};

const colourLabel: Record<DayColour, string> = {
  past: "Past",
  confirmed: "Confirmed",
  pending: "Pending",
  available: "Available",
};

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

function weeks(days: CalendarDay[], month: MonthRef): (CalendarDay | null)[][] {
  const cells: (CalendarDay | null)[] = [...Array(firstWeekday(month)).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** Spec 2.6 'Reservation Calendar': month colours, legend, the chosen date's list and Upcoming Events. */
export function ReservationCalendar({
  calendar,
  month,
  selectedDate,
  bookOnDate = false,
}: {
  calendar: CalendarMonth;
  month: MonthRef;
  selectedDate: string;
  /** Issue 16: 'New reservation on this date' in the selected day's panel (who may book that day). */
  bookOnDate?: boolean;
}) {
  const [params] = useSearchParams();
  const href = (m: MonthRef, date?: string) => {
    const next = new URLSearchParams(params);
    next.set("month", monthKey(m));
    if (date) next.set("date", date);
    else next.delete("date");
    return `?${next.toString()}`;
  };
  return (
    <section
      aria-labelledby="calendar-title"
      className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id="calendar-title" className="text-xl font-semibold">
            Reservation Calendar
          </h2>
          <div className="flex items-center gap-1">
            <a
              href={href(addMonths(month, -1))}
              data-nav="keep-scroll"
              className="rounded-md px-2 py-1 text-lg hover:bg-gray-100"
              aria-label="Previous month"
            >
              ‹
            </a>
            <p className="min-w-36 text-center font-semibold" aria-live="polite" data-testid="calendar-month">
              {formatMonth(month)}
            </p>
            <a
              href={href(addMonths(month, 1))}
              data-nav="keep-scroll"
              className="rounded-md px-2 py-1 text-lg hover:bg-gray-100"
              aria-label="Next month"
            >
              ›
            </a>
          </div>
        </div>
        <table className="w-full table-fixed border-separate border-spacing-1">
          <caption className="sr-only">{formatMonth(month)}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map(([short, long]) => (
                <th key={short} scope="col" className="text-xs font-semibold text-gray-700">
                  <abbr title={long} className="no-underline">
                    {short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks(calendar.days, month).map((week) => (
              <tr key={week.find(Boolean)?.date}>
                {week.map((day, i) =>
                  day ? (
                    <td key={day.date} className="p-0">
                      <a
                        href={href(month, day.date)}
                        data-nav="keep-scroll"
                        aria-current={day.date === calendar.today ? "date" : undefined}
                        data-colour={day.colour}
                        data-date={day.date}
                        className={`flex aspect-square flex-col items-center justify-center rounded-md text-sm font-semibold sm:aspect-[4/3] ${colourClass[day.colour]} ${day.date === selectedDate ? "ring-3 ring-garden-900 ring-offset-1" : ""} ${day.date === calendar.today ? "underline decoration-2 underline-offset-4" : ""}`}
                      >
                        <span className="sr-only">
                          {formatLongDate(day.date)}: {colourLabel[day.colour]}
                          {dayCountsSpoken(day) ? `, ${dayCountsSpoken(day)}` : ""}
                          {day.date === selectedDate ? " (selected)" : ""}
                        </span>
                        <span aria-hidden="true">{day.day}</span>
                        {dayCounts(day) ? (
                          <span
                            aria-hidden="true"
                            className="text-[0.65rem] font-normal whitespace-nowrap"
                            data-testid="day-counts"
                          >
                            {dayCounts(day)}
                          </span>
                        ) : null}
                      </a>
                    </td>
                  ) : (
                    <td key={`blank-${i}`} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="mt-3 flex flex-wrap gap-4 text-sm" aria-label="Legend">
          {(["confirmed", "pending", "past", "available"] as const).map((c) => (
            <li key={c} className="flex items-center gap-2">
              <span aria-hidden="true" className={`inline-block size-4 rounded ${colourClass[c]}`} />
              {colourLabel[c]}
            </li>
          ))}
        </ul>
        {/* Beside the spec's legend (Confirmed, Pending, Past, Available), not in it. */}
        <p className="mt-1 text-sm text-gray-700" data-testid="counts-legend">
          Numbers: confirmed · pending
        </p>
      </div>
      <div className="flex flex-col gap-4">
        <EventList
          id="selected-title"
          title={formatLongDate(selectedDate)}
          items={calendar.selected}
          empty={<p className="text-green-900">{screenTexts.noReservationsForDate}</p>}
          testId="selected-date-list"
          footer={
            bookOnDate || calendar.selected.length > 0 ? (
              <div className="mt-3 flex flex-wrap gap-2">
                {bookOnDate ? (
                  <Link to={`/luxebooking/new-reservation?date=${selectedDate}`} className={buttonClass()}>
                    New reservation on this date
                  </Link>
                ) : null}
                {/* Issue 32 item 11: every event of the day's function sheets, printed together. */}
                {calendar.selected.length > 0 ? (
                  <Link
                    to={`/luxebooking/day-sheet/${selectedDate}`}
                    className={buttonClass({ variant: "outline" })}
                  >
                    Print day sheet
                  </Link>
                ) : null}
              </div>
            ) : null
          }
        >
          {(r) => (
            <>
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold">{r.eventName}</p>
                <span className="flex flex-wrap justify-end gap-1">
                  <StatusBadge status={r.status} />
                  <OptionBadge hold={r} />
                </span>
              </div>
              <HoldDetails hold={r} />
              <p className="text-sm text-gray-700">
                {r.clientName} · {formatTimeRange(r.eventStartTime, r.eventEndTime)} · {r.guestCount} guests ·{" "}
                {formatINR(r.amountPaise)}
              </p>
            </>
          )}
        </EventList>
        <EventList
          id="upcoming-title"
          title="Upcoming Events"
          items={calendar.upcomingEvents}
          empty={<p>{screenTexts.noUpcomingEvents}</p>}
          testId="upcoming-events"
        >
          {(r) => (
            <>
              <p className="font-semibold">{r.eventName}</p>
              <p className="text-sm text-gray-700">
                {formatLongDate(r.eventDate)} · {formatTimeRange(r.eventStartTime, r.eventEndTime)}
              </p>
            </>
          )}
        </EventList>
      </div>
    </section>
  );
}

/** A side card of reservations, each with its View Details link (admin, operations, manager, accounts). */
function EventList<T extends { id: string; eventName: string }>({
  id,
  title,
  items,
  empty,
  testId,
  footer,
  children,
}: {
  id: string;
  title: string;
  items: T[];
  empty: React.ReactNode;
  testId: string;
  footer?: React.ReactNode;
  children: (item: T) => React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className="divide-y divide-gray-200" data-testid={testId}>
          {items.map((item) => (
            <li key={item.id} className="py-2">
              {children(item)}
              <a
                href={`/luxebooking/reservation/${item.id}`}
                data-nav=""
                className="text-sm font-semibold text-garden-800 underline"
              >
                View Details<span className="sr-only"> of {item.eventName}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}
