import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservations } from "~/db/schema";
import * as sheetRoute from "~/routes/luxebooking/function-sheet";
import * as newRoute from "~/routes/luxebooking/new-reservation";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";

/** Issue 16 item 7: the function sheet for the kitchen and operations, with no money on it. */
let h: RouteHarness;
let id: string;
beforeAll(async () => {
  h = await createRouteHarness();
  const saved = await h.reply(newRoute.action, {
    as: "operations",
    url: "/luxebooking/new-reservation",
    form: {
      eventName: "Reddy Sangeet",
      eventDate: "2099-04-18",
      eventStartTime: "19:00",
      eventEndTime: "23:30",
      clientName: "Lakshmi Reddy",
      clientEmail: "lakshmi@example.com",
      clientPhone: "+91 99000 12345",
      guestCount: "220",
      mealType: "non-veg",
      perPersonAmount: "1450",
      gstType: "percentage",
      gstValue: "18",
      withAlcohol: "on",
      alcoholMRP: "50000",
      alcoholPercentageCharges: "10",
      status: "confirmed",
      notes: "Jain meals for 12 guests.",
      hallSetupNotes: "Round tables of ten; stage at the garden end; dance floor in front of it.",
    },
  });
  expect(saved.body).toMatchObject({ ok: true });
  const [row] = await h.db.select().from(reservations);
  id = row!.id;
});
afterAll(() => h.close());

const sheet = (as: Parameters<RouteHarness["render"]>[1], reservationId = id) =>
  h.render(sheetRoute, as, {
    pattern: "/luxebooking/reservation/:id/function-sheet",
    path: `/luxebooking/reservation/${reservationId}/function-sheet`,
  });

describe("function sheet", () => {
  it("shows event, date, times, covers, meal type, alcohol, hall set-up notes and the contact, and no money and no general notes, to every role", async () => {
    for (const role of ["admin", "manager", "operations", "accounts"] as const) {
      const page = await sheet(role);
      expect(page.status, role).toBe(200);
      for (const part of [
        "Reddy Sangeet",
        "Saturday, 18 April 2099",
        "19:00 – 23:30",
        "Expected covers 220",
        "Guaranteed covers Not yet guaranteed",
        "Veg covers 0",
        "Non-veg covers 220",
        "Meal Type Non-Veg",
        "Alcohol Yes",
        "Round tables of ten; stage at the garden end; dance floor in front of it.",
        "Contact on the day Lakshmi Reddy, +91 99000 12345",
      ]) {
        expect(page.text, `${role}: ${part}`).toContain(part);
      }
      expect(page.text, role).not.toMatch(/₹|\d+\.\d{2}\b/);
      // Issue 32 item 11: the reservation's general notes (an enquiry's text, word for word) are not printed.
      expect(page.text, role).not.toContain("Jain meals for 12 guests.");
    }
  });

  it("signed out goes to the sign-in; an unknown role is refused; an unknown id is 'Reservation not found'", async () => {
    const url = `/luxebooking/reservation/${id}/function-sheet`;
    expect((await h.reply(sheetRoute.loader, { as: "signed-out", url, params: { id } })).status).toBe(302);
    expect((await h.reply(sheetRoute.loader, { as: "unknown", url, params: { id } })).status).toBe(403);
    const missing = await h.reply(sheetRoute.loader, {
      as: "admin",
      url,
      params: { id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(missing).toEqual({ status: 404, body: { message: "Reservation not found" } });
    expect((await h.reply(sheetRoute.loader, { as: "admin", url, params: { id: "'; drop" } })).status).toBe(
      404,
    );
  });
});
