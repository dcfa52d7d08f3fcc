import { Form, Link, useFetcher } from "react-router";
import { useLiveRevalidation } from "~/components/live/use-live-revalidation";
import { Button, buttonClass } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import { Panel } from "~/components/ui/panel";
import { type ToastResult, useResultToast } from "~/components/ui/toast";
import {
  AREAS,
  areaLabels,
  type BookingStatus,
  STATUSES,
  statusLabels,
} from "~/modules/tables/booking-rules";
import type { DayAreaView, DayView, StaffBookingDto } from "~/modules/tables/staff-bookings.server";
import { tableTexts } from "~/modules/tables/table-texts";
import { addDays, formatLongDate } from "~/modules/time";

const statusLook: Record<BookingStatus, string> = {
  booked: "aria-pressed:bg-garden-800 aria-pressed:text-white",
  seated: "aria-pressed:bg-green-700 aria-pressed:text-white",
  no_show: "aria-pressed:bg-amber-200 aria-pressed:text-amber-950",
  cancelled: "aria-pressed:bg-gray-700 aria-pressed:text-white",
};

/** A booking's card: who, how many, the note, and its status changed with one tap. */
function BookingCard({ booking, showDay = false }: { booking: StaffBookingDto; showDay?: boolean }) {
  const fetcher = useFetcher<ToastResult>();
  useResultToast(fetcher.data);
  // The tapped status shows at once; the live reload confirms it.
  const pending = fetcher.formData?.get("status");
  const status = (typeof pending === "string" ? pending : booking.status) as BookingStatus;
  const label = `${booking.name}, ${booking.party}`;
  return (
    <li
      className={`rounded-lg p-3 ring-1 ring-black/10 ${status === "cancelled" || status === "no_show" ? "bg-gray-50" : "bg-white"}`}
      data-testid="table-booking"
      data-code={booking.code}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold">
          {booking.name}{" "}
          <span className="font-normal text-gray-700">
            · {booking.party} {booking.party === 1 ? "guest" : "guests"}
          </span>
        </p>
        <p className="text-sm text-gray-700">
          {showDay
            ? `${formatLongDate(booking.day)}, ${booking.time} · ${areaLabels[booking.area]} · `
            : null}
          <span className="font-mono">{booking.code}</span>
        </p>
      </div>
      {booking.phone ? (
        <p className="text-sm">
          <a href={`tel:${booking.phone}`} className="underline">
            {booking.phone}
          </a>
          {booking.email ? <span className="text-gray-700"> · {booking.email}</span> : null}
        </p>
      ) : null}
      {booking.note ? (
        <p className="mt-1 text-sm whitespace-pre-wrap wrap-anywhere">“{booking.note}”</p>
      ) : null}
      <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
        {booking.walkIn ? (
          <span className="rounded bg-brand-100 px-2 py-0.5 text-brand-900">Walk-in</span>
        ) : null}
        {!booking.walkIn && !booking.verified ? (
          <span className="rounded bg-red-50 px-2 py-0.5 text-red-800">Not verified</span>
        ) : null}
      </p>
      <fetcher.Form method="post" action="/luxebooking/table-bookings" className="mt-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={booking.id} />
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">Status of {label}</legend>
          {STATUSES.map((s) => (
            <button
              key={s}
              type="submit"
              name="status"
              value={s}
              aria-pressed={status === s}
              className={`min-h-9 rounded-md border border-gray-500 px-3 py-1 text-sm font-semibold text-gray-900 hover:bg-brand-50 ${statusLook[s]}`}
            >
              {statusLabels[s]}
            </button>
          ))}
        </fieldset>
      </fetcher.Form>
    </li>
  );
}

/** One seating area's day: every slot with its covers held against the area's covers, and its bookings. */
function AreaDay({ area }: { area: DayAreaView }) {
  return (
    <Panel id={`area-${area.area}`} look="reservation" title={`${area.label}`}>
      <p className="mb-3 text-sm text-gray-700">
        {area.covers} covers per slot · {area.guests} {area.guests === 1 ? "guest" : "guests"} booked
      </p>
      <ol className="divide-y divide-gray-100">
        {area.slots.map((slot) => {
          const full = slot.held >= area.covers;
          const share = area.covers > 0 ? Math.min(100, Math.round((slot.held / area.covers) * 100)) : 100;
          const covers = (
            <p
              className={`text-sm ${full ? "font-semibold text-red-800" : "text-gray-700"}`}
              data-testid="slot-covers"
            >
              {slot.held} / {area.covers}
            </p>
          );
          const bar = (
            <div className="mt-1 h-1.5 w-24 rounded bg-gray-200" aria-hidden="true">
              <div
                className={`h-1.5 rounded ${full ? "bg-red-700" : "bg-garden-700"}`}
                style={{ width: `${share}%` }}
              />
            </div>
          );
          // A time no booking starts at is one line: its time and the covers held then.
          if (slot.bookings.length === 0)
            return (
              <li
                key={slot.time}
                className="flex items-center gap-4 py-1.5"
                data-testid="table-slot"
                data-time={slot.time}
              >
                <p className="w-20 font-semibold">{slot.label}</p>
                {covers}
                {bar}
              </li>
            );
          return (
            <li
              key={slot.time}
              className="grid gap-2 py-2 sm:grid-cols-[7rem_1fr]"
              data-testid="table-slot"
              data-time={slot.time}
            >
              <div>
                <p className="font-semibold">{slot.label}</p>
                {covers}
                {bar}
              </div>
              <ul className="space-y-2">
                {slot.bookings.map((b) => (
                  <BookingCard key={b.id} booking={b} />
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}

/** A walk-in in two fields (issue 31 item 5): seated now. */
function WalkInForm() {
  const fetcher = useFetcher<ToastResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form
      method="post"
      action="/luxebooking/table-bookings"
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="intent" value="walk-in" />
      <div>
        <label htmlFor="walk-in-party" className="mb-1 block text-sm font-medium">
          Guests
        </label>
        <Input
          id="walk-in-party"
          name="party"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          required
          defaultValue={2}
          className="w-24"
        />
      </div>
      <div>
        <label htmlFor="walk-in-area" className="mb-1 block text-sm font-medium">
          Seating
        </label>
        <Select id="walk-in-area" name="area" defaultValue="indoor">
          {AREAS.map((a) => (
            <option key={a} value={a}>
              {areaLabels[a]}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" size="md" busy={fetcher.state !== "idle"}>
        Seat walk-in
      </Button>
    </fetcher.Form>
  );
}

export interface TableDayScreenProps {
  view: DayView;
  search: { phone: string; results: StaffBookingDto[] | null; error?: string } | null;
  canSettings: boolean;
  canFloor: boolean;
}

/** Issue 31 item 5: the staff's 'Table bookings' screen. */
export function TableDayScreen({ view, search, canSettings, canFloor }: TableDayScreenProps) {
  // Bookings, cancellations and other screens' taps arrive within a second or two.
  useLiveRevalidation("tables");
  const dayLink = (day: string) => `/luxebooking/table-bookings?date=${day}`;
  const { yesterdayNoShows: noShows } = view;
  return (
    <section aria-labelledby="table-bookings-heading" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="table-bookings-heading" className="text-3xl font-semibold text-garden-900">
          {tableTexts.dayTitle}
        </h1>
        <p className="flex flex-wrap gap-2">
          {canFloor ? (
            <Link to="/luxebooking/floor" className={buttonClass({ variant: "outline" })}>
              Floor
            </Link>
          ) : null}
          {canSettings ? (
            <Link to="/luxebooking/table-bookings/settings" className={buttonClass({ variant: "outline" })}>
              Settings
            </Link>
          ) : null}
        </p>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <Link to={dayLink(addDays(view.day, -1))} className={buttonClass({ variant: "secondary" })}>
          ← Previous day
        </Link>
        <Form method="get" className="flex items-end gap-2">
          <div>
            <label htmlFor="day" className="mb-1 block text-sm font-medium">
              Day
            </label>
            <Input id="day" name="date" type="date" defaultValue={view.day} key={view.day} />
          </div>
          <Button type="submit" variant="secondary">
            Show
          </Button>
        </Form>
        <Link to={dayLink(addDays(view.day, 1))} className={buttonClass({ variant: "secondary" })}>
          Next day →
        </Link>
        {view.day !== view.today ? (
          <Link to={dayLink(view.today)} className={buttonClass({ variant: "secondary" })}>
            Today
          </Link>
        ) : null}
      </div>
      <p className="text-lg font-semibold text-garden-900" data-testid="table-day">
        {formatLongDate(view.day)}
        {view.day === view.today ? " (today)" : ""}
      </p>
      <p className="text-sm text-gray-800" data-testid="yesterday-no-shows">
        Yesterday: {noShows.bookings} {noShows.bookings === 1 ? "no-show" : "no-shows"} ({noShows.guests}{" "}
        {noShows.guests === 1 ? "guest" : "guests"})
      </p>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel id="walk-in-title" look="reservation" title="Walk-in">
          {view.day === view.today ? (
            <WalkInForm />
          ) : (
            <p className="text-sm text-gray-700">
              Walk-ins are seated now: open{" "}
              <Link to={dayLink(view.today)} className="font-semibold underline">
                today
              </Link>{" "}
              to add one.
            </p>
          )}
        </Panel>
        <Panel id="search-title" look="reservation" title="Search by phone">
          <Form method="get" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="date" value={view.day} />
            <div>
              <label htmlFor="search-phone" className="mb-1 block text-sm font-medium">
                Phone number
              </label>
              <Input
                id="search-phone"
                name="phone"
                type="tel"
                inputMode="tel"
                defaultValue={search?.phone ?? ""}
                key={search?.phone ?? ""}
              />
            </div>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </Form>
          {search ? (
            <div className="mt-3" aria-live="polite">
              {search.error ? (
                <p className="text-sm font-semibold text-red-800">{search.error}</p>
              ) : search.results && search.results.length > 0 ? (
                <ul className="space-y-2" aria-label={`Bookings for ${search.phone}`}>
                  {search.results.map((b) => (
                    <BookingCard key={b.id} booking={b} showDay />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-gray-700">No table bookings for {search.phone}.</p>
              )}
            </div>
          ) : null}
        </Panel>
      </div>

      <div className="grid gap-6 xl:grid-cols-2">
        {view.areas.map((area) => (
          <AreaDay key={area.area} area={area} />
        ))}
      </div>
    </section>
  );
}
