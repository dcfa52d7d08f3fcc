import type { FunctionSheet } from "~/modules/reservations/beo.server";
import { beoTexts } from "~/modules/reservations/beo";
import { functionSheetLayout, type SheetDensity } from "~/modules/reservations/function-sheet";
import { type ReservationStatus, statusLabels } from "~/modules/reservations/statuses";
import { venue } from "~/modules/site-content/venue";
import { formatDateTime, formatLongDate, formatTimeRange } from "~/modules/time";

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
    // Two columns on a phone's screen, three on paper and wider screens.
    grid: "grid-cols-2 gap-x-6 sm:grid-cols-3 print:grid-cols-3",
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
    grid: "grid-cols-2 gap-x-6 sm:grid-cols-3 print:grid-cols-3",
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

function List({
  look: c,
  heading,
  lines,
  testId,
}: {
  look: Look;
  heading: string;
  lines: string[];
  testId: string;
}) {
  return (
    <section className={c.section}>
      <h2 className={`font-semibold tracking-wide uppercase ${c.heading}`}>{heading}</h2>
      {lines.length === 0 ? (
        <p className={c.notes}>—</p>
      ) : (
        <ul
          className={`grid gap-x-6 sm:grid-cols-2 print:grid-cols-2 [overflow-wrap:anywhere] ${c.notes}`}
          data-testid={testId}
        >
          {lines.map((line, i) => (
            // Lines may repeat (two vendors of one name): their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a printed list that never reorders
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Issue 32 item 11: one event's banquet event order on one A4 page: the event, the covers (veg and
 * non-veg, expected and guaranteed), the contact on the day, the timeline, the vendors and the
 * kitchen's, floor's and hall set-up notes. No money, and not the reservation's general notes.
 */
export function FunctionSheetView({
  sheet: s,
  printedAt,
  client,
}: {
  sheet: FunctionSheet;
  printedAt: string;
  /** Issue 30 item 4: the final details the client confirmed on their page, if any. */
  client?: { guaranteedGuests: number; vegGuests: number; nonVegGuests: number } | null;
}) {
  const contact = `${s.contactName}, ${s.contactPhone}`;
  const timeline = s.timeline.map((t) => `${t.time} ${t.what}`);
  const vendors = s.vendors.map(
    (v) => [v.name, v.phone].filter(Boolean).join(", ") + (v.brings ? `: ${v.brings}` : ""),
  );
  const layout = functionSheetLayout({
    eventName: s.eventName,
    contact,
    timeline,
    vendors,
    kitchenNotes: s.kitchenNotes,
    serviceNotes: s.serviceNotes,
    hallSetupNotes: s.hallSetupNotes,
  });
  const c = look[layout.density];
  const { covers } = s;
  return (
    <article className="function-sheet" data-density={layout.density} data-testid="function-sheet">
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
        <Item look={c} label="Status">
          {statusLabels[s.status as ReservationStatus] ?? s.status}
        </Item>
        <Item look={c} label="Expected covers">
          {covers.expected}
        </Item>
        <Item look={c} label="Guaranteed covers">
          <span data-testid="guaranteed-covers">{covers.guaranteed ?? beoTexts.guaranteedLater}</span>
        </Item>
        {client ? (
          <Item look={c} label="Guaranteed by the client">
            <span data-testid="client-guaranteed">
              {client.guaranteedGuests} ({client.vegGuests} veg, {client.nonVegGuests} non-veg)
            </span>
          </Item>
        ) : null}
        <Item look={c} label="Alcohol">
          {s.withAlcohol ? "Yes" : "No"}
        </Item>
        <Item look={c} label="Veg covers">
          <span data-testid="veg-covers">{covers.veg}</span>
        </Item>
        <Item look={c} label="Non-veg covers">
          <span data-testid="non-veg-covers">{covers.nonVeg}</span>
        </Item>
        <Item look={c} label="Meal Type">
          {s.mealType === "veg" ? "Veg" : "Non-Veg"}
        </Item>
        <Item look={c} label="Contact on the day" wide>
          {contact}
        </Item>
      </dl>
      {s.floorLines.length > 0 ? (
        <List
          look={c}
          heading="Package lines for the kitchen and floor"
          lines={s.floorLines.map((l) => `${l.description} × ${l.quantity} (${l.what})`)}
          testId="sheet-floor-lines"
        />
      ) : null}
      <List look={c} heading="Timeline" lines={layout.timeline} testId="sheet-timeline" />
      <List look={c} heading="Vendors" lines={layout.vendors} testId="sheet-vendors" />
      <Notes look={c} heading="Kitchen" text={layout.kitchenNotes} />
      <Notes look={c} heading="Service and floor" text={layout.serviceNotes} />
      <Notes look={c} heading="Hall set-up notes" text={layout.hallSetupNotes} />
      <footer className={`border-t border-gray-300 text-xs text-gray-700 ${c.footer}`}>
        {`Printed ${formatDateTime(printedAt)} · ${venue.address.street}, ${venue.address.city}`}
      </footer>
    </article>
  );
}

/** Prints the page: a phone's browser hides printing in its menus (issue 32 item 11). */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md bg-garden-800 px-4 py-2 font-semibold text-white hover:bg-garden-700"
    >
      Print
    </button>
  );
}
