import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { buildMonth } from "~/modules/reservations/calendar";
import type { ReservationCard as Card } from "~/modules/reservations/reservation-dto.server";
import { input } from "~/modules/reservations/test-fixtures";
import PastReservations from "~/routes/luxebooking/past-reservations";
import { ActiveGrid } from "./dashboards";
import { ReservationCard } from "./reservation-card";
import { ReservationCalendar } from "./reservation-calendar";

/** Real React rendering of the staff components (server-side, as the first paint is). */
function html(node: React.ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}

function text(node: React.ReactNode): string {
  return html(node)
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The shared test reservation as a list card. */
const card: Card = {
  ...input(),
  id: "6a0c8c1e-6d35-4c1a-9d7e-2b8f6d0e4a11",
  amountPaise: 35_400_000,
  isPast: false,
  softDeleted: false,
  softDeletedAt: null,
  softDeletedByEmail: null,
  holdUntil: null,
  optionRank: null,
  slotConfirmedFor: null,
};

const month = { year: 2026, month: 12 };
const emptyCalendar = {
  today: "2026-12-01",
  days: buildMonth(month, "2026-12-01", [], 31),
  selected: [],
  upcomingEvents: [],
};

describe("reservation card (spec 2.6)", () => {
  it("shows name, long date, client, e-mail, phone, guests and the amount in rupees with 2 decimals", () => {
    const t = text(<ReservationCard card={card} staffRole="operations" />);
    for (const part of [
      "Sharma Wedding Reception",
      "Saturday, 12 December 2026",
      "Ravi Sharma",
      "ravi@example.com",
      "+91 98450 12345",
      "250",
      "₹3,54,000.00",
    ]) {
      expect(t).toContain(part);
    }
    const markup = html(<ReservationCard card={card} staffRole="operations" />);
    expect(markup).toContain(`href="/luxebooking/reservation/${card.id}"`);
    expect(markup).toContain(`href="/luxebooking/edit-reservation/${card.id}"`);
  });

  it("past reservations: only View for non-admins, View and Edit for admins", () => {
    const past = { ...card, isPast: true };
    expect(html(<ReservationCard card={past} staffRole="operations" />)).not.toContain("/edit-reservation/");
    expect(html(<ReservationCard card={past} staffRole="admin" />)).toContain("/edit-reservation/");
  });

  it("manager and accounts never get Edit", () => {
    expect(html(<ReservationCard card={card} staffRole="manager" />)).not.toContain("/edit-reservation/");
    expect(html(<ReservationCard card={card} staffRole="accounts" />)).not.toContain("/edit-reservation/");
  });

  it("a soft-deleted reservation carries the SOFT-DELETED banner and View Details", () => {
    const t = text(
      <ReservationCard card={{ ...card, softDeleted: true, status: "soft-deleted" }} staffRole="admin" />,
    );
    expect(t).toContain("SOFT-DELETED");
    expect(t).toContain("View Details");
  });
});

describe("calendar texts", () => {
  it("empty day and no upcoming events", () => {
    const t = text(<ReservationCalendar calendar={emptyCalendar} month={month} selectedDate="2026-12-01" />);
    expect(t).toContain("Reservation Calendar");
    expect(t).toContain("No reservations for this date. It's available!");
    expect(t).toContain("Upcoming Events");
    expect(t).toContain("No upcoming events.");
    expect(t).toContain("December 2026");
    expect(t).toMatch(/Confirmed Pending Past Available/);
  });

  it("a day's list shows event, client, time range, guests, amount with the rupee sign, and View Details", () => {
    const t = text(
      <ReservationCalendar
        calendar={{ ...emptyCalendar, selected: [card], upcomingEvents: [card] }}
        month={month}
        selectedDate="2026-12-12"
      />,
    );
    expect(t).toContain("Sharma Wedding Reception");
    expect(t).toContain("Ravi Sharma · 18:00 – 23:00 · 250 guests · ₹3,54,000.00");
    expect(t.match(/View Details/g)).toHaveLength(2);
  });

  it("a day's counts leave cancelled bookings out and say 'confirmed · pending' (issue 32 item 4)", () => {
    const days = buildMonth(
      month,
      "2026-12-01",
      [
        { eventDate: "2026-12-12", status: "confirmed" },
        { eventDate: "2026-12-12", status: "pending" },
        { eventDate: "2026-12-12", status: "cancelled" },
        { eventDate: "2026-12-13", status: "cancelled" },
      ],
      31,
    );
    const markup = html(
      <ReservationCalendar calendar={{ ...emptyCalendar, days }} month={month} selectedDate="2026-12-01" />,
    );
    const t = text(
      <ReservationCalendar calendar={{ ...emptyCalendar, days }} month={month} selectedDate="2026-12-01" />,
    );
    expect(t).toContain("Saturday, 12 December 2026: Confirmed, 1 confirmed · 1 pending");
    expect(t).toContain("Sunday, 13 December 2026: Available");
    expect(t).not.toContain("Sunday, 13 December 2026: Available,");
    expect(markup.match(/data-testid="day-counts"[^>]*>([^<]*)</g)).toEqual([
      'data-testid="day-counts">1 · 1<',
    ]);
    expect(t).toContain("Numbers: confirmed · pending");
  });
});

describe("empty lists", () => {
  it("Upcoming/Active Reservations", () => {
    const data = {
      role: "admin",
      month,
      monthKey: "2026-12",
      selectedDate: "2026-12-01",
      calendar: emptyCalendar,
      list: { items: [], hasMore: false },
      show: 48,
      expiredHolds: [],
    };
    const t = text(<ActiveGrid data={data} />);
    expect(t).toContain("Upcoming/Active Reservations");
    expect(t).toContain("No active reservations found. Create your first reservation.");
  });

  it("Past Reservations", () => {
    // The route component reads only loaderData.
    const Past = PastReservations as unknown as (props: { loaderData: unknown }) => React.ReactNode;
    const loaderData = { list: { items: [], hasMore: false }, role: "accounts", show: 48 };
    expect(text(<Past loaderData={loaderData} />)).toContain("No past reservations found.");
  });
});
