import { data, Link } from "react-router";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { DomainError } from "~/modules/errors";
import { getReservation } from "~/modules/reservations/list-reservations.server";
import { functionSheetLayout, type SheetDensity } from "~/modules/reservations/function-sheet";
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

/** The classes of each type size; `modules/reservations/function-sheet.ts` estimates with the same sizes. */
const look: Record<
  SheetDensity,
  {
    header: string;
    kicker: string;
    title: string;
    grid: string;
    item: string;
    label: string;
    value: string;
    section: string;
    heading: string;
    notes: string;
    footer: string;
  }
> = {
  roomy: {
    header: "mb-4 pb-2",
    kicker: "text-sm",
    title: "text-3xl",
    grid: "grid-cols-2 gap-x-8",
    item: "py-2",
    label: "text-xs",
    value: "text-lg",
    section: "mt-4",
    heading: "text-sm",
    notes: "mt-1 min-h-12 text-base",
    footer: "mt-6 pt-2",
  },
  compact: {
    header: "mb-2 pb-1",
    kicker: "text-xs",
    title: "text-xl",
    grid: "grid-cols-3 gap-x-6",
    item: "py-1",
    label: "text-[10px] leading-[14px]",
    value: "text-sm",
    section: "mt-2",
    heading: "text-xs",
    notes: "mt-0.5 text-[12px] leading-[16.5px]",
    footer: "mt-3 pt-1",
  },
  dense: {
    header: "mb-2 pb-1",
    kicker: "text-xs",
    title: "text-base",
    grid: "grid-cols-3 gap-x-6",
    item: "py-0.5",
    label: "text-[9px] leading-3",
    value: "text-xs",
    section: "mt-1.5",
    heading: "text-[10px] leading-[14px]",
    notes: "mt-0.5 text-[9.5px] leading-[12.5px]",
    footer: "mt-3 pt-1",
  },
};

type Look = (typeof look)[SheetDensity];

function Item({
  look: c,
  label,
  wide,
  children,
}: {
  look: Look;
  label: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={`border-b border-gray-300 ${c.item} ${wide ? "col-span-full" : ""}`}>
      <dt className={`font-semibold tracking-wide text-gray-700 uppercase ${c.label}`}>{label}</dt>
      <dd className={`[overflow-wrap:anywhere] ${c.value}`}>{children}</dd>
    </div>
  );
}

function Notes({ look: c, heading, text }: { look: Look; heading: string; text: string }) {
  return (
    <section className={c.section}>
      <h2 className={`font-semibold tracking-wide uppercase ${c.heading}`}>{heading}</h2>
      <p className={`whitespace-pre-wrap [overflow-wrap:anywhere] ${c.notes}`}>{text || "—"}</p>
    </section>
  );
}

export default function FunctionSheet({ loaderData }: Route.ComponentProps) {
  const { sheet: s, printedAt } = loaderData;
  const contact = `${s.contactName}, ${s.contactPhone}`;
  const layout = functionSheetLayout({
    eventName: s.eventName,
    contact,
    notes: s.notes ?? "",
    hallSetupNotes: s.hallSetupNotes ?? "",
  });
  const c = look[layout.density];
  return (
    <main
      className="mx-auto max-w-[186mm] bg-white p-6 text-black print:max-w-none print:p-0"
      data-density={layout.density}
    >
      <p className="function-sheet-screen-only mb-4 flex flex-wrap gap-4 text-sm">
        <Link to={`/luxebooking/reservation/${s.id}`} className="font-semibold text-garden-800 underline">
          ← Back to the reservation
        </Link>
        <span className="text-gray-700">Print this page (Ctrl+P / ⌘P) on A4.</span>
      </p>
      <header className={`border-b-2 border-black ${c.header}`}>
        <p className={c.kicker}>
          {venue.name} · {venue.hallName} Hall · Function sheet
        </p>
        <h1 className={`font-bold [overflow-wrap:anywhere] ${c.title}`}>{s.eventName}</h1>
      </header>
      <dl className={`grid ${c.grid}`}>
        <Item look={c} label="Date">
          {formatLongDate(s.eventDate)}
        </Item>
        <Item look={c} label="Time">
          {formatTimeRange(s.eventStartTime, s.eventEndTime)}
        </Item>
        <Item look={c} label="Guests">
          {s.guestCount}
        </Item>
        <Item look={c} label="Meal Type">
          {s.mealType === "veg" ? "Veg" : "Non-Veg"}
        </Item>
        <Item look={c} label="Alcohol">
          {s.withAlcohol ? "Yes" : "No"}
        </Item>
        <Item look={c} label="Status">
          {statusLabels[s.status as ReservationStatus] ?? s.status}
        </Item>
        <Item look={c} label="Contact on the day" wide>
          {contact}
        </Item>
      </dl>
      <Notes look={c} heading="Notes" text={layout.notes} />
      <Notes look={c} heading="Hall set-up notes" text={layout.hallSetupNotes} />
      <footer className={`border-t border-gray-300 text-xs text-gray-700 ${c.footer}`}>
        {`Printed ${formatDateTime(printedAt)} · ${venue.address.street}, ${venue.address.city}`}
      </footer>
    </main>
  );
}
