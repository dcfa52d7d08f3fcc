import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { input } from "~/modules/reservations/test-fixtures";
import * as accountsRoute from "~/routes/luxebooking/accounts";
import * as dashboardRoute from "~/routes/luxebooking/dashboard";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";

/** Issue 32 item 13: accounts' home shows the money first, with the spec's calendar view on it. */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
  // ₹3,54,000.00 with GST, ₹1,00,000.00 received: ₹2,54,000.00 outstanding.
  await createReservation(h.db, {
    events: h.events,
    actor: h.actor("admin"),
    input: input({ eventName: "Dues Wedding", eventDate: "2099-04-04" }),
  });
});
afterAll(() => h.close());

describe("accounts' home", () => {
  for (const [name, route, path] of [
    ["the role dashboard", dashboardRoute, "/luxebooking"],
    ["the Calendar View", accountsRoute, "/luxebooking/accounts"],
  ] as const) {
    it(`${name}: the Calendar tab first, then Dues, then the spec's calendar view`, async () => {
      const page = await h.render(route, "accounts", { pattern: path, path });
      expect(page.status).toBe(200);
      const tabs = page.text.indexOf("Calendar Dues Payments Documents GST summary");
      const dues = page.text.indexOf("₹2,54,000.00 outstanding on 1 booking");
      const calendar = page.text.indexOf("Reservation Calendar");
      expect(tabs).toBeGreaterThanOrEqual(0);
      expect(dues).toBeGreaterThan(tabs);
      expect(calendar).toBeGreaterThan(dues);
      expect(page.text).toContain("Calendar View");
      expect(page.text).toContain("Dues Wedding");
      expect(page.html).toMatch(/aria-current="page"[^>]*>Calendar</);
    });
  }

  it("other roles' dashboards carry no dues", async () => {
    const page = await h.render(dashboardRoute, "manager", { pattern: "/luxebooking", path: "/luxebooking" });
    expect(page.text).not.toContain("outstanding on");
  });
});
