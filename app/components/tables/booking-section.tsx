import { type ReactNode, useRef } from "react";
import { useEnhancement } from "~/components/site/use-enhancement";
import { contactLook } from "~/components/site/contact-look";
import { SectionTitle } from "~/components/site/section-title";
import {
  type Area,
  type BookingField,
  type BookingValues,
  bookingMessages,
  NAME_MAX,
  NOTE_MAX,
  PARTY,
} from "~/modules/tables/booking-rules";

/** What the /contact loader gives the booking form (issue 31 item 1). */
export interface BookingFormData {
  today: string;
  lastDay: string;
  areas: { area: Area; label: string; bookable: boolean; hours: string }[];
  /** Every slot time of the areas (the form without JavaScript lists them all; the server checks the area's). */
  times: { time: string; label: string }[];
  /** The quarter hours' JSON for the script: /contact/slots. */
  slotsUrl: string;
  /** The Guests' Data tab's period, named by the notice under the form (DPDP Act 2023). */
  retentionDays: number;
}

/** The /contact action's answer to a refused booking (the page without JavaScript shows it). */
export interface BookingAnswer {
  message: string;
  fields: BookingField[];
  values: BookingValues;
  alternatives: { time: string; label: string }[];
}

export const BOOKING_INTENT = "book";
const MORE_THAN_MAX = String(PARTY.max + 1);

function Labelled({
  field,
  label,
  optional = false,
  className,
  children,
}: {
  field: BookingField;
  label: string;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={`booking-${field}`} className="mb-1 block font-semibold">
        {label}
        {optional ? <span className="font-normal text-gray-700"> (optional)</span> : null}
      </label>
      {children}
    </div>
  );
}

/**
 * 'Book a table' at /contact#book-table (issue 31 items 1–2): a plain form that posts to the
 * /contact action, with or without JavaScript; a refusal comes back in `answer` with what was
 * typed and, for a full slot, the nearest free times as buttons. With JavaScript, booking-enhance.ts
 * marks the full times of the chosen date, size and seating and adds the proof of work.
 */
export function BookingSection({ data, answer }: { data: BookingFormData; answer?: BookingAnswer | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  // Inside the running app (a client-side navigation); the page's own script otherwise.
  useEnhancement(formRef, () => import("./booking-enhance").then((m) => m.enhanceBookingForm));
  const typed = answer?.values ?? null;
  const invalid = new Set(answer?.fields ?? []);
  const props = (field: BookingField) => ({
    id: `booking-${field}`,
    name: field,
    "aria-invalid": invalid.has(field) || undefined,
    "aria-describedby": invalid.has(field) ? "booking-feedback" : undefined,
    className: contactLook.input,
  });
  const chosenArea = typed?.area || data.areas.find((a) => a.bookable)?.area || data.areas[0]?.area;
  return (
    <section
      id="book-table"
      aria-labelledby="book-table-heading"
      className="scroll-mt-20 bg-brand-50 px-6 py-16"
    >
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <SectionTitle id="book-table-heading" eyebrow="Reservations">
            {bookingMessages.heading}
          </SectionTitle>
          <p className="leading-relaxed">
            Choose a day, the number of guests and where you would like to sit: your table is confirmed at
            once, with a booking code you can add to your calendar or cancel with.
          </p>
          <dl className="mt-6 space-y-3">
            {data.areas.map((a) => (
              <div key={a.area}>
                <dt className="font-semibold text-garden-800">{a.label}</dt>
                <dd>{a.bookable ? `Tables from ${a.hours}` : "Not taking online bookings at the moment"}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm text-gray-700">{bookingMessages.tooMany}</p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8">
          <form
            ref={formRef}
            method="post"
            action="/contact#book-table"
            noValidate
            className="space-y-5"
            aria-label="Table booking form"
            data-booking-form
            data-slots={data.slotsUrl}
            data-today={data.today}
            data-too-many={bookingMessages.tooMany}
          >
            <input type="hidden" name="intent" value={BOOKING_INTENT} />
            <div className="grid gap-5 sm:grid-cols-2">
              <Labelled field="date" label="Date">
                <input
                  {...props("date")}
                  type="date"
                  required
                  min={data.today}
                  max={data.lastDay}
                  defaultValue={typed?.date || data.today}
                />
              </Labelled>
              <Labelled field="party" label="Guests">
                <select {...props("party")} required defaultValue={typed?.party || "2"}>
                  {Array.from({ length: PARTY.max }, (_, n) => String(n + 1)).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                  <option value={MORE_THAN_MAX}>More than {PARTY.max}</option>
                </select>
              </Labelled>
              <fieldset className="sm:col-span-2">
                <legend className="mb-1 font-semibold">Seating</legend>
                <div className="flex flex-wrap gap-3">
                  {data.areas.map((a) => (
                    <label
                      key={a.area}
                      className="flex min-h-11 cursor-pointer items-center gap-2 rounded border border-gray-400 px-3 py-2 has-checked:border-garden-800 has-checked:bg-garden-800/5 has-disabled:cursor-not-allowed has-disabled:opacity-60"
                    >
                      <input
                        type="radio"
                        name="area"
                        value={a.area}
                        defaultChecked={a.area === chosenArea}
                        disabled={!a.bookable}
                        aria-invalid={invalid.has("area") || undefined}
                        className="h-4 w-4 accent-garden-800"
                      />
                      {a.label}
                    </label>
                  ))}
                </div>
              </fieldset>
              <Labelled field="time" label="Time" className="sm:col-span-2">
                <select
                  {...props("time")}
                  required
                  defaultValue={typed?.time || ""}
                  aria-describedby={invalid.has("time") ? "booking-slots booking-feedback" : "booking-slots"}
                >
                  <option value="">Choose a time</option>
                  {data.times.map((t) => (
                    <option key={t.time} value={t.time}>
                      {t.label}
                    </option>
                  ))}
                </select>
                <p
                  id="booking-slots"
                  className="mt-1 min-h-5 text-sm text-gray-700"
                  aria-live="polite"
                  data-slots-status
                />
              </Labelled>
              <Labelled field="name" label="Name">
                <input
                  {...props("name")}
                  type="text"
                  autoComplete="name"
                  required
                  maxLength={NAME_MAX}
                  defaultValue={typed?.name ?? ""}
                />
              </Labelled>
              <Labelled field="phone" label="Mobile number">
                <input
                  {...props("phone")}
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  required
                  maxLength={20}
                  defaultValue={typed?.phone ?? ""}
                />
              </Labelled>
              <Labelled field="email" label="Email" optional className="sm:col-span-2">
                <input
                  {...props("email")}
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  defaultValue={typed?.email ?? ""}
                />
              </Labelled>
              <Labelled field="note" label="Note" optional className="sm:col-span-2">
                <textarea {...props("note")} rows={3} maxLength={NOTE_MAX} defaultValue={typed?.note ?? ""} />
              </Labelled>
            </div>
            <div className="eden-hp" aria-hidden="true">
              <label htmlFor="booking-website">Leave this field empty</label>
              <input
                id="booking-website"
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </div>
            {/* The proof of work's payload (the script fills it in), and room for the ALTCHA widget,
                inserted once the form is used: nothing below it moves. */}
            <input type="hidden" name="altcha" defaultValue="" />
            <div data-captcha className="min-h-[4.5rem]" />
            <div id="booking-feedback" aria-live="polite">
              {answer ? (
                <div role="alert" className={contactLook.failure}>
                  <p>{answer.message}</p>
                  {answer.alternatives.length > 0 ? (
                    <div className="mt-3 flex flex-wrap gap-2">
                      {answer.alternatives.map((t) => (
                        <button
                          key={t.time}
                          type="submit"
                          name="pick"
                          value={t.time}
                          className="min-h-11 rounded border border-garden-800 bg-white px-4 py-2 font-semibold text-garden-900 hover:bg-brand-50"
                        >
                          {t.label}
                        </button>
                      ))}
                    </div>
                  ) : null}
                </div>
              ) : null}
            </div>
            <p className="text-sm text-gray-700">
              We keep your details to hold your table and for {data.retentionDays}{" "}
              {data.retentionDays === 1 ? "day" : "days"} after it.{" "}
              <a href="/guntoorprivacy#table-bookings" className="font-semibold underline">
                Privacy notice
              </a>
            </p>
            <button
              type="submit"
              data-sending-text={bookingMessages.submitting}
              className={contactLook.button}
            >
              {bookingMessages.submit}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
