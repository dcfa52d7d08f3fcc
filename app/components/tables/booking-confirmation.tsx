import type { ReactNode } from "react";
import { contactLook } from "~/components/site/contact-look";
import { areaLabels, statusLabels } from "~/modules/tables/booking-rules";
import {
  bookingPaths,
  type GuestBookingView,
  guestBookingMessages,
  partyText,
  whenText,
} from "~/modules/tables/booking-view";
import { venue } from "~/modules/site-content/venue";

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
const linkButton =
  "inline-flex min-h-11 items-center justify-center rounded px-5 py-2.5 font-semibold focus:outline-none focus:ring-2 focus:ring-brand-500";

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="bg-brand-50 px-4 py-12 sm:px-6">
      <article
        aria-labelledby="booking-title"
        className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8"
      >
        <h1
          id="booking-title"
          className="scroll-mt-24 font-display text-3xl font-semibold text-garden-900 sm:text-4xl"
        >
          {title}
        </h1>
        {children}
      </article>
    </main>
  );
}

function Details({ booking }: { booking: GuestBookingView }) {
  const rows: [string, string][] = [
    ["When", whenText(booking)],
    ["Guests", partyText(booking.party)],
    ["Seating", areaLabels[booking.area]],
    ["Name", booking.name],
    ["Mobile", booking.phone],
    ...(booking.email ? ([["Email", booking.email]] as [string, string][]) : []),
    ...(booking.note ? ([["Note", booking.note]] as [string, string][]) : []),
  ];
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[8rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-garden-800">{term}</dt>
          <dd className="wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Issue 31 item 4: the confirmation at the booking's private link: its code, the details, 'Add to
 * calendar' (.ics), 'Cancel booking' (while it may be cancelled), a WhatsApp chat with the restaurant
 * pre-filled with the code.
 */
export function BookingConfirmation({ booking, token }: { booking: GuestBookingView; token: string }) {
  const cancelled = booking.status === "cancelled";
  return (
    <Card title={cancelled ? "This booking is cancelled" : "Your table is booked"}>
      {cancelled ? null : (
        <p className="mt-3 leading-relaxed">
          We look forward to seeing you. Keep this page's address: it shows your booking and lets you cancel
          it.
        </p>
      )}
      <CodeBlock code={booking.code} />
      {booking.status !== "booked" && !cancelled ? (
        <p className="mt-4 font-semibold">Status: {statusLabels[booking.status]}</p>
      ) : null}
      <Details booking={booking} />
      <div className="mt-8 flex flex-wrap gap-3">
        {cancelled ? null : (
          <a
            href={bookingPaths.calendar(token)}
            download={`table-${booking.code}.ics`}
            className={`${linkButton} bg-garden-800 text-white hover:bg-garden-700`}
          >
            Add to calendar
          </a>
        )}
        <a
          href={booking.whatsapp}
          {...newTab}
          className={`${linkButton} bg-[#0b6e4f] text-white hover:bg-[#095c42]`}
        >
          Message us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {booking.cancellable ? (
          <a
            href={bookingPaths.cancel(token)}
            className={`${linkButton} border border-red-700 text-red-800 hover:bg-red-50`}
          >
            Cancel booking
          </a>
        ) : null}
      </div>
      <p className="mt-8 text-sm text-gray-700">
        Questions? Call us on{" "}
        <a href={venue.phoneHref} className="font-semibold underline">
          {venue.phone}
        </a>
        .{" "}
        <a href="/contact#book-table" className="font-semibold underline">
          Book another table
        </a>
      </p>
    </Card>
  );
}

function CodeBlock({ code }: { code: string }) {
  return (
    <p className="mt-5 rounded-xl bg-brand-50 p-4 text-center">
      <span className="block text-sm font-semibold uppercase tracking-[0.2em] text-brand-800">
        Booking code
      </span>
      <span
        className="font-mono text-4xl font-bold tracking-[0.3em] text-garden-900"
        data-testid="booking-code"
      >
        {code}
      </span>
    </p>
  );
}

/** 'Cancel booking': the link asks, the button cancels (once, up to the slot's start). */
export function CancelBooking({
  booking,
  token,
  result,
}: {
  booking: GuestBookingView;
  token: string;
  result: { ok: boolean; message: string } | null;
}) {
  if (result?.ok) {
    return (
      <Card title="Booking cancelled">
        <p role="status" className={`mt-5 ${contactLook.success}`}>
          {result.message}
        </p>
        <p className="mt-6">
          <a href="/contact#book-table" className="font-semibold text-garden-800 underline">
            Book another table
          </a>
        </p>
      </Card>
    );
  }
  const refusal =
    result?.message ??
    (booking.status === "cancelled"
      ? guestBookingMessages.alreadyCancelled
      : booking.cancellable
        ? null
        : guestBookingMessages.tooLate);
  return (
    <Card title="Cancel your booking?">
      <CodeBlock code={booking.code} />
      <Details booking={booking} />
      {refusal ? (
        <p role="alert" className={`mt-6 ${contactLook.failure}`}>
          {refusal}
        </p>
      ) : (
        <form method="post" action={bookingPaths.cancel(token)} className="mt-8 flex flex-wrap gap-3">
          <button type="submit" className={`${linkButton} bg-red-700 text-white hover:bg-red-800`}>
            Cancel booking
          </button>
          <a
            href={bookingPaths.page(token)}
            className={`${linkButton} border border-garden-800 text-garden-900`}
          >
            Keep my booking
          </a>
        </form>
      )}
    </Card>
  );
}
