import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enquiries, reservations, staffVisits } from "~/db/schema";
import { openEnquiry } from "~/modules/contact/enquiries.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { input } from "~/modules/reservations/test-fixtures";
import { staffCountsCached } from "~/modules/staff-counts.server";
import * as dashboardRoute from "~/routes/luxebooking/dashboard";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";

/** Issue 17 item 3: what a dashboard view costs, and that its shortcuts never show stale data. */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.db.delete(staffVisits);
});

const dashboard = (who: "admin" | "manager" = "admin") =>
  h.render(dashboardRoute, who, { pattern: "/luxebooking", path: "/luxebooking" });

const eventDate = () => new Date(Date.now() + 5.5 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);

describe("the staff dashboard per request", () => {
  it("writes the person's visit once a minute at most, not on every view", async () => {
    await dashboard("manager");
    const [first] = await h.db.select().from(staffVisits);
    expect(first).toBeDefined();
    await new Promise((r) => setTimeout(r, 20));
    await dashboard("manager");
    await dashboard("manager");
    const rows = await h.db.select().from(staffVisits);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.lastSeenAt.getTime()).toBe(first!.lastSeenAt.getTime());
  });

  it("reads the calendar and the cards once per reservation change, and shows every change at once", async () => {
    const date = eventDate();
    await createReservation(h.db, {
      events: h.events,
      actor: h.actor("manager"),
      input: input({ eventName: "First Party", eventDate: date }),
    });
    expect((await dashboard()).text).toContain("First Party");
    // A row written behind the app's back (no event) is not read again on the next view:
    // the view came from memory.
    await h.db
      .update(reservations)
      .set({ eventName: "Renamed Quietly" })
      .where(eq(reservations.eventName, "First Party"));
    expect((await dashboard()).text).toContain("First Party");
    // Every change the app makes publishes a "reservations" event, which drops the kept view.
    await createReservation(h.db, {
      events: h.events,
      actor: h.actor("manager"),
      input: input({
        eventName: "Second Party",
        eventDate: date,
        eventStartTime: "09:00",
        eventEndTime: "12:00",
      }),
    });
    const page = (await dashboard()).text;
    expect(page).toContain("Second Party");
    expect(page).toContain("Renamed Quietly");
  });

  it("the top bar's unread enquiries count follows an enquiry being opened", async () => {
    const [row] = await h.db
      .insert(enquiries)
      .values({
        name: "Asha",
        email: "asha@example.com",
        phone: "9845012345",
        subject: "Wedding",
        message: "Is the hall free?",
        senderKey: "k",
        captcha: "verified",
      })
      .returning({ id: enquiries.id });
    await h.events.publish("enquiries", "created", row!.id);
    const before = (await staffCountsCached(h.db, "admin", h.events)).unreadEnquiries;
    expect(before).toBeGreaterThan(0);
    await openEnquiry(h.db, { id: row!.id, actor: h.actor("admin"), events: h.events });
    expect((await staffCountsCached(h.db, "admin", h.events)).unreadEnquiries).toBe(before - 1);
  });
});
