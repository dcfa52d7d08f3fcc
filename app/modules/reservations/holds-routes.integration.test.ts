import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { reservations, staffVisits } from "~/db/schema";
import * as dashboardRoute from "~/routes/luxebooking/dashboard";
import * as newRoute from "~/routes/luxebooking/new-reservation";
import * as detailRoute from "~/routes/luxebooking/reservation";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { createReservation } from "./create-reservation.server";
import { expireHolds } from "./expire-holds.server";
import { expiredHoldsSinceLastVisit } from "./expired-holds-since-visit.server";
import { input } from "./test-fixtures";

/** Issue 16 item 2 on the screens: ranks, the hold, 'Slot confirmed for', the dashboard notice. */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.db.delete(reservations);
  await h.db.delete(staffVisits);
});

const add = (eventName: string, overrides = {}) =>
  createReservation(h.db, {
    events: h.events,
    actor: h.actor("manager"),
    input: input({ eventName, eventDate: "2099-03-14", status: "pending", ...overrides }),
  });

const detail = (id: string) =>
  h.render(detailRoute, "accounts", {
    pattern: "/luxebooking/reservation/:id",
    path: `/luxebooking/reservation/${id}`,
  });

const form = (overrides: Record<string, string>) => ({
  eventName: "Held Party",
  eventDate: "2099-03-20",
  eventStartTime: "18:00",
  eventEndTime: "22:00",
  clientName: "Client",
  clientEmail: "client@example.com",
  clientPhone: "+91 98450 12345",
  guestCount: "10",
  mealType: "veg",
  perPersonAmount: "100",
  gstType: "percentage",
  gstValue: "18",
  status: "pending",
  ...overrides,
});

describe("holds on the screens", () => {
  it("the detail screen shows the rank, the hold's end and, once taken, 'Slot confirmed for \"…\"'", async () => {
    await add("Asked First");
    const { id } = await add("Asked Second");
    let page = await detail(id);
    expect(page.text).toContain("2nd option");
    expect(page.text).toMatch(/Held until \d+ \w+ \d{4}/);
    await createReservation(h.db, {
      events: h.events,
      actor: h.actor("admin"),
      // Issue 32 item 7: over the 1st option's hold, with an override and its reason.
      input: input({
        eventName: "Booked Wedding",
        eventDate: "2099-03-14",
        holdOverride: true,
        holdOverrideReason: "Paid in full",
      }),
    });
    page = await detail(id);
    expect(page.text).toContain('Slot confirmed for "Booked Wedding"');
  });

  it("the dashboard's cards and day list carry the rank", async () => {
    await add("Asked First");
    await add("Asked Second");
    const page = await h.render(dashboardRoute, "operations", {
      pattern: "/luxebooking",
      path: "/luxebooking?month=2099-03&date=2099-03-14",
    });
    expect(page.text).toMatch(/Asked First.*1st option/);
    expect(page.text).toMatch(/Asked Second.*2nd option/);
  });

  it("'Hold until' through the form: a past or too-late hold is refused next to the field; accounts cannot post one", async () => {
    const past = await h.reply(newRoute.action, {
      as: "operations",
      url: "/luxebooking/new-reservation",
      form: form({ holdUntil: "2001-01-01T10:00" }),
    });
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body)).toContain("The hold must end in the future.");
    const late = await h.reply(newRoute.action, {
      as: "manager",
      url: "/luxebooking/new-reservation",
      form: form({ holdUntil: "2099-03-20T18:30" }),
    });
    expect(JSON.stringify(late.body)).toContain("The hold must end before the event starts.");
    expect(await h.db.$count(reservations)).toBe(0);
    const forged = await h.reply(newRoute.action, {
      as: "accounts",
      url: "/luxebooking/new-reservation",
      form: form({ holdUntil: "2099-03-19T10:00" }),
    });
    expect(forged.status).toBe(403);
    const ok = await h.reply(newRoute.action, {
      as: "manager",
      url: "/luxebooking/new-reservation",
      form: form({ holdUntil: "2099-03-19T10:00" }),
    });
    expect(ok.body).toMatchObject({ ok: true });
    const [row] = await h.db.select().from(reservations);
    expect(row!.holdUntil?.toISOString()).toBe("2099-03-19T04:30:00.000Z");
  });

  it("'Holds expired since your last visit' lists what ran out since the last visit, through a visit's reloads", async () => {
    const manager = h.actor("manager");
    const t0 = new Date("2099-03-01T04:30:00Z");
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    const { id } = await add("Lapsed Hold", { holdUntil: "2099-03-02T10:00" });
    expect(await expiredHoldsSinceLastVisit(h.db, { actor: manager, now: t0 })).toEqual([]);
    await expireHolds(h.db, { events: h.events, now: at(24 * 60) });
    // Back two days later: the hold ran out meanwhile.
    const back = at(48 * 60);
    const seen = await expiredHoldsSinceLastVisit(h.db, { actor: manager, now: back });
    expect(seen.map((x) => [x.id, x.eventName])).toEqual([[id, "Lapsed Hold"]]);
    // A live reload within the visit keeps it; the next visit (after 30 quiet minutes) does not.
    expect(await expiredHoldsSinceLastVisit(h.db, { actor: manager, now: at(48 * 60 + 5) })).toHaveLength(1);
    expect(await expiredHoldsSinceLastVisit(h.db, { actor: manager, now: at(48 * 60 + 60) })).toEqual([]);
    // Another person's visits are their own.
    expect(await expiredHoldsSinceLastVisit(h.db, { actor: h.actor("admin"), now: back })).toEqual([]);
  });

  it("the dashboard shows the notice with a link to the reservation", async () => {
    const { id } = await add("Lapsed Hold");
    const manager = h.actor("manager");
    const hourAgo = new Date(Date.now() - 3_600_000);
    await h.db.insert(staffVisits).values({ userId: manager.id, lastSeenAt: hourAgo, since: hourAgo });
    await h.db
      .update(reservations)
      .set({ status: "cancelled", holdExpiredAt: new Date(Date.now() - 60_000) })
      .where(eq(reservations.id, id));
    const page = await h.render(dashboardRoute, "manager", { pattern: "/luxebooking", path: "/luxebooking" });
    expect(page.text).toContain("Holds expired since your last visit");
    expect(page.html).toContain(`href="/luxebooking/reservation/${id}"`);
  });
});
