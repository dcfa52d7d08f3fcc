import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deletionRequests, reservations } from "~/db/schema";
import * as pendingRoute from "~/routes/luxebooking/admin/pending-deletions";
import * as detailRoute from "~/routes/luxebooking/reservation";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { createReservation } from "./create-reservation.server";
import { processDeletionRequest } from "./process-deletion-request.server";
import { requestDeletion } from "./request-deletion.server";
import { softDeleteReservation } from "./soft-delete-reservation.server";
import { input } from "./test-fixtures";

/** Issue 16 items 8 and 9: deletion requests made clear, restore keeps the status; over the routes. */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.db.delete(deletionRequests);
  await h.db.delete(reservations);
});

const roles = ["admin", "manager", "operations", "accounts"] as const;

async function seedOne(overrides = {}) {
  const { id } = await createReservation(h.db, {
    events: h.events,
    actor: h.actor("admin"),
    // No advance: a reservation with payments cannot be deleted (issue 27 item 15).
    input: input({
      eventDate: "2099-03-10",
      eventName: "Iyer Engagement",
      advanceAmountReceived: "0",
      ...overrides,
    }),
  });
  return id;
}

const detail = (role: (typeof roles)[number], id: string) =>
  h.render(detailRoute, role, {
    pattern: "/luxebooking/reservation/:id",
    path: `/luxebooking/reservation/${id}`,
  });

describe("deletion requests made clear", () => {
  it("a manager's optional reason is kept and shown on the pending card with a View link", async () => {
    const id = await seedOne();
    const answer = await h.reply(detailRoute.action, {
      as: "manager",
      url: `/luxebooking/reservation/${id}`,
      params: { id },
      form: { intent: "request-delete", reason: "  Client moved the wedding to Chennai  " },
    });
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, message: "Deletion request submitted. An admin will review your request." },
    });
    const [request] = await h.db.select().from(deletionRequests);
    expect(request!.reason).toBe("Client moved the wedding to Chennai");
    const page = await h.render(pendingRoute, "operations", {
      pattern: "/luxebooking/admin/pending-deletions",
      path: "/luxebooking/admin/pending-deletions",
    });
    expect(page.text).toContain("Reason Client moved the wedding to Chennai");
    expect(page.html).toMatch(new RegExp(`href="/luxebooking/reservation/${id}"[^>]*>View<`));
  });

  it("without a reason the card says so; a reason over 500 characters is refused and nothing is written", async () => {
    const id = await seedOne();
    const tooLong = await h.reply(detailRoute.action, {
      as: "accounts",
      url: "/x",
      params: { id },
      form: { intent: "request-delete", reason: "x".repeat(501) },
    });
    expect(tooLong).toEqual({
      status: 400,
      body: { ok: false, error: "The reason can be at most 500 characters." },
    });
    expect(await h.db.$count(deletionRequests)).toBe(0);
    await h.reply(detailRoute.action, {
      as: "accounts",
      url: "/x",
      params: { id },
      form: { intent: "request-delete" },
    });
    const page = await h.render(pendingRoute, "admin", {
      pattern: "/luxebooking/admin/pending-deletions",
      path: "/luxebooking/admin/pending-deletions",
    });
    expect(page.text).toContain("Reason No reason given");
  });

  it("asking twice says 'A deletion request for this reservation is already pending.'", async () => {
    const id = await seedOne();
    await h.reply(detailRoute.action, {
      as: "manager",
      url: "/x",
      params: { id },
      form: { intent: "request-delete" },
    });
    const again = await h.reply(detailRoute.action, {
      as: "accounts",
      url: "/x",
      params: { id },
      form: { intent: "request-delete", reason: "again" },
    });
    expect(again).toEqual({
      status: 409,
      body: { ok: false, error: "A deletion request for this reservation is already pending." },
    });
    expect(await h.db.$count(deletionRequests)).toBe(1);
  });

  it("a 'Deletion requested' badge shows on the reservation for every role, with who asked and why", async () => {
    const id = await seedOne();
    expect((await detail("admin", id)).text).not.toContain("Deletion requested");
    await requestDeletion(h.db, {
      events: h.events,
      actor: h.actor("manager"),
      id,
      reason: "Duplicate entry",
    });
    for (const role of roles) {
      const page = await detail(role, id);
      expect(page.text, role).toContain("Deletion requested");
      expect(page.text, role).toContain("by manager@eden.test");
      expect(page.text, role).toContain("Duplicate entry");
    }
  });

  it("the requester sees a rejection on the reservation; others do not", async () => {
    const id = await seedOne();
    const { id: requestId } = await requestDeletion(h.db, {
      events: h.events,
      actor: h.actor("manager"),
      id,
    });
    await processDeletionRequest(h.db, {
      events: h.events,
      actor: h.actor("operations"),
      requestId,
      decision: "reject",
    });
    const mine = await detail("manager", id);
    expect(mine.text).toContain("Your deletion request was rejected by Operations");
    expect(mine.text).not.toContain("Deletion requested by");
    expect((await detail("accounts", id)).text).not.toContain("Your deletion request");
  });

  it("after an approval the requester's link to the reservation says it was deleted; for others it is not found", async () => {
    const id = await seedOne();
    const { id: requestId } = await requestDeletion(h.db, {
      events: h.events,
      actor: h.actor("accounts"),
      id,
    });
    await processDeletionRequest(h.db, {
      events: h.events,
      actor: h.actor("admin"),
      requestId,
      decision: "approve",
    });
    const mine = await detail("accounts", id);
    expect(mine.status).toBe(404);
    expect(mine.text).toContain("Your deletion request was approved by Admin");
    expect(mine.text).toContain("Iyer Engagement");
    const other = await detail("manager", id);
    expect(other.text).toContain("Reservation not found");
    expect(other.text).not.toContain("Iyer Engagement");
  });

  it("forged: a reason posted by a role that cannot request deletion is refused with nothing written", async () => {
    const id = await seedOne();
    for (const role of ["admin", "operations", "unknown", "signed-out"] as const) {
      const answer = await h.reply(detailRoute.action, {
        as: role,
        url: "/x",
        params: { id },
        form: { intent: "request-delete", reason: "forged" },
      });
      expect([401, 403], role).toContain(answer.status);
    }
    expect(await h.db.$count(deletionRequests)).toBe(0);
  });
});

describe("restore keeps the status (over the route)", () => {
  it("an admin restoring a cancelled reservation from the detail screen keeps it cancelled", async () => {
    const id = await seedOne({ status: "cancelled" });
    await softDeleteReservation(h.db, { events: h.events, actor: h.actor("operations"), id });
    const answer = await h.reply(detailRoute.action, {
      as: "admin",
      url: "/x",
      params: { id },
      form: { intent: "restore" },
    });
    expect(answer.body).toEqual({ ok: true, message: "Reservation restored successfully." });
    const [row] = await h.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row!.status).toBe("cancelled");
  });
});
