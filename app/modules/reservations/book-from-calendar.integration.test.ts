import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as dashboardRoute from "~/routes/luxebooking/dashboard";
import * as newRoute from "~/routes/luxebooking/new-reservation";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { createReservation } from "./create-reservation.server";
import { input } from "./test-fixtures";

/** Issue 16 item 4: book from the calendar's selected day, seeing that day's booked times. */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
  await createReservation(h.db, {
    events: h.events,
    actor: h.actor("admin"),
    input: input({
      eventName: "Evening Sangeet",
      eventDate: "2099-03-14",
      eventStartTime: "18:00",
      eventEndTime: "23:00",
    }),
  });
  await createReservation(h.db, {
    events: h.events,
    actor: h.actor("admin"),
    input: input({
      eventName: "Morning Pooja",
      eventDate: "2099-03-14",
      eventStartTime: "08:00",
      eventEndTime: "11:00",
      status: "pending",
    }),
  });
});
afterAll(() => h.close());

const dashboard = (role: "admin" | "manager" | "operations" | "accounts", date: string) =>
  h.render(dashboardRoute, role, {
    pattern: "/luxebooking",
    path: `/luxebooking?month=${date.slice(0, 7)}&date=${date}`,
  });

describe("'New reservation on this date'", () => {
  it("shows in the selected day's panel for admin, manager and operations, not accounts", async () => {
    for (const role of ["admin", "manager", "operations", "accounts"] as const) {
      const page = await dashboard(role, "2099-03-14");
      const link = page.html.includes('href="/luxebooking/new-reservation?date=2099-03-14"');
      expect(link, role).toBe(role !== "accounts");
      expect(page.text.includes("New reservation on this date"), role).toBe(role !== "accounts");
    }
  });

  it("on a past day only the admin gets it (only admins book past dates)", async () => {
    expect((await dashboard("admin", "2001-01-10")).text).toContain("New reservation on this date");
    for (const role of ["manager", "operations"] as const) {
      expect((await dashboard(role, "2001-01-10")).text, role).not.toContain("New reservation on this date");
    }
  });

  it("opens the form with the date set and that day's booked times beside the time fields", async () => {
    const loaded = await h.reply(newRoute.loader, {
      as: "operations",
      url: "/luxebooking/new-reservation?date=2099-03-14",
    });
    expect(loaded.body).toMatchObject({
      prefill: { values: { eventDate: "2099-03-14" } },
      dayBookings: {
        date: "2099-03-14",
        items: [
          { eventName: "Morning Pooja", status: "pending" },
          { eventName: "Evening Sangeet", status: "confirmed" },
        ],
      },
    });
    const page = await h.render(newRoute, "manager", {
      pattern: "/luxebooking/new-reservation",
      path: "/luxebooking/new-reservation?date=2099-03-14",
    });
    expect(page.html).toContain('value="2099-03-14"');
    expect(page.text).toContain("Booked on Saturday, 14 March 2099");
    expect(page.text).toContain(
      "08:00 – 11:00: Morning Pooja (Pending) 18:00 – 23:00: Evening Sangeet (Confirmed)",
    );
  });

  it("a day with nothing booked says so; a date that is not one opens the form empty", async () => {
    const page = await h.render(newRoute, "admin", {
      pattern: "/luxebooking/new-reservation",
      path: "/luxebooking/new-reservation?date=2099-03-15",
    });
    expect(page.text).toContain("Nothing booked on this date yet.");
    for (const date of ["2099-02-30", "yesterday", "2099-03-14'--", "x".repeat(5000)]) {
      const loaded = await h.reply(newRoute.loader, {
        as: "admin",
        url: `/luxebooking/new-reservation?date=${encodeURIComponent(date)}`,
      });
      expect(loaded.status, date).toBe(200);
      expect(loaded.body, date).toMatchObject({ prefill: { values: {} }, dayBookings: null });
    }
  });

  it("accounts (cannot create) gets the denial and no bookings from the form's URL", async () => {
    const loaded = await h.reply(newRoute.loader, {
      as: "accounts",
      url: "/luxebooking/new-reservation?date=2099-03-14",
    });
    expect(loaded.status).toBe(403);
    expect(loaded.body).toMatchObject({ allowed: false, dayBookings: null });
  });
});
