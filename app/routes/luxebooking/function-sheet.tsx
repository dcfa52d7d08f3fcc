import { data, Link } from "react-router";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { DomainError } from "~/modules/errors";
import { getReservation } from "~/modules/reservations/list-reservations.server";
import { messages } from "~/modules/reservations/messages";
import { statusLabels, type ReservationStatus } from "~/modules/reservations/reservations.schema";
import { venue } from "~/modules/site-content/venue";
import { formatDateTime, formatLongDate, formatTimeRange } from "~/modules/time";
import type { Route } from "./+types/function-sheet";
import sheetStyles from "./function-sheet.css?url";

export const links = () => [{ rel: "stylesheet", href: sheetStyles }];

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Function sheet: ${loaderData?.sheet?.eventName ?? "Reservation"} — Luxe Hall Reservations` },
];

/**
 * Issue 16: one A4 page for the kitchen and operations (no money on it), printed from the browser
 * with print CSS; nothing on it needs JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "reservation.view");
  try {
    const r = await getReservation(getApp(args.context).database.db, { actor: user, id: args.params.id });
    return {
      sheet: {
        id: r.id,
        eventName: r.eventName,
        eventDate: r.eventDate,
        eventStartTime: r.eventStartTime,
        eventEndTime: r.eventEndTime,
        guestCount: r.guestCount,
        mealType: r.mealType,
        withAlcohol: r.withAlcohol,
        status: r.status,
        notes: r.notes,
        hallSetupNotes: r.hallSetupNotes,
        contactName: r.clientName,
        contactPhone: r.clientPhone,
      },
      printedAt: new Date().toISOString(),
    };
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) {
      throw data({ message: messages.notFound }, { status: 404 });
    }
    throw error;
  }
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="border-b border-gray-300 py-2">
      <dt className="text-xs font-semibold tracking-wide text-gray-700 uppercase">{label}</dt>
      <dd className="text-lg">{children}</dd>
    </div>
  );
}

export default function FunctionSheet({ loaderData }: Route.ComponentProps) {
  const { sheet: s, printedAt } = loaderData;
  return (
    <main className="mx-auto max-w-[186mm] bg-white p-6 text-black print:max-w-none print:p-0">
      <p className="function-sheet-screen-only mb-4 flex flex-wrap gap-4 text-sm">
        <Link to={`/luxebooking/reservation/${s.id}`} className="font-semibold text-garden-800 underline">
          ← Back to the reservation
        </Link>
        <span className="text-gray-700">Print this page (Ctrl+P / ⌘P) on A4.</span>
      </p>
      <header className="mb-4 border-b-2 border-black pb-2">
        <p className="text-sm">
          {venue.name} · {venue.hallName} Hall · Function sheet
        </p>
        <h1 className="text-3xl font-bold">{s.eventName}</h1>
      </header>
      <dl className="grid grid-cols-2 gap-x-8">
        <Item label="Date">{formatLongDate(s.eventDate)}</Item>
        <Item label="Time">{formatTimeRange(s.eventStartTime, s.eventEndTime)}</Item>
        <Item label="Guests">{s.guestCount}</Item>
        <Item label="Meal Type">{s.mealType === "veg" ? "Veg" : "Non-Veg"}</Item>
        <Item label="Alcohol">{s.withAlcohol ? "Yes" : "No"}</Item>
        <Item label="Status">{statusLabels[s.status as ReservationStatus] ?? s.status}</Item>
        <Item label="Contact on the day">{`${s.contactName}, ${s.contactPhone}`}</Item>
      </dl>
      <section className="mt-4">
        <h2 className="text-sm font-semibold tracking-wide uppercase">Notes</h2>
        <p className="mt-1 min-h-12 whitespace-pre-wrap">{s.notes || "—"}</p>
      </section>
      <section className="mt-4">
        <h2 className="text-sm font-semibold tracking-wide uppercase">Hall set-up notes</h2>
        <p className="mt-1 min-h-12 whitespace-pre-wrap">{s.hallSetupNotes || "—"}</p>
      </section>
      <footer className="mt-6 border-t border-gray-300 pt-2 text-xs text-gray-700">
        {`Printed ${formatDateTime(printedAt)} · ${venue.address.street}, ${venue.address.city}`}
      </footer>
    </main>
  );
}
