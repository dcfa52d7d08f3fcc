import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { deletionRequests, reservations } from "~/db/schema";
import type { EventBus, LiveEvent } from "~/modules/live/events.server";
import type { Role } from "~/permissions";
import * as accountsRoute from "~/routes/luxebooking/accounts";
import * as adminIndexRoute from "~/routes/luxebooking/admin/index";
import * as pendingRoute from "~/routes/luxebooking/admin/pending-deletions";
import * as dashboardRoute from "~/routes/luxebooking/dashboard";
import * as softDeletedRoute from "~/routes/luxebooking/admin/soft-deleted-reservations";
import * as editRoute from "~/routes/luxebooking/edit-reservation";
import * as managerRoute from "~/routes/luxebooking/manager";
import * as newRoute from "~/routes/luxebooking/new-reservation";
import * as operationsRoute from "~/routes/luxebooking/operations";
import * as pastRoute from "~/routes/luxebooking/past-reservations";
import * as detailRoute from "~/routes/luxebooking/reservation";
import * as eventsRoute from "~/routes/api/reservations-events";
import {
  type Caller,
  type CallOptions,
  createRouteHarness,
  type RouteHarness,
} from "../../../tests/support/route-harness";
import { createReservation } from "./create-reservation.server";
import { requestDeletion } from "./request-deletion.server";
import { softDeleteReservation } from "./soft-delete-reservation.server";
import { actors, input } from "./test-fixtures";

/**
 * The permission table over HTTP-shaped calls: each route's real loader/action with a real session
 * cookie and database. Forged requests (a role posting what its screen never offers) get 403 (or
 * 401 signed out) and change nothing.
 */
let h: RouteHarness;
let database: Database;
let events: EventBus;
let published: LiveEvent[];
beforeAll(async () => {
  h = await createRouteHarness();
  ({ database, events, published } = h);
});
afterAll(() => h.close());
beforeEach(async () => {
  await database.db.delete(deletionRequests);
  await database.db.delete(reservations);
  published.length = 0;
});

/** A loader's or action's status and body (a redirect's body is its target). */
const call = (fn: (args: never) => unknown, as: Caller, url: string, options: Partial<CallOptions> = {}) =>
  h.reply(fn, { ...options, as, url });

const roles = ["admin", "manager", "operations", "accounts"] as const;
const formOf = (overrides: Record<string, string> = {}) => ({
  eventName: "Matrix Event",
  eventDate: "2099-03-10",
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
  status: "confirmed",
  ...overrides,
});

async function seedOne(overrides = {}) {
  const { id } = await createReservation(database.db, {
    events,
    actor: actors.admin,
    // No advance: a reservation with payments cannot be deleted (issue 27 item 15).
    input: input({ eventDate: "2099-03-10", advanceAmountReceived: "0", ...overrides }),
  });
  return id;
}

const count = () => database.db.$count(reservations);

describe("create (admin, operations, manager yes; accounts no)", () => {
  for (const role of roles) {
    it(`${role}`, async () => {
      const answer = await call(newRoute.action, role, "/luxebooking/new-reservation", { form: formOf() });
      if (role === "accounts") {
        expect(answer).toEqual({
          status: 403,
          body: { message: "You do not have permission to add new reservations." },
        });
        expect(await count()).toBe(0);
        const page = await call(newRoute.loader, role, "/luxebooking/new-reservation");
        expect(page.status).toBe(403);
      } else {
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ ok: true, message: "Reservation created successfully!" });
        expect(await count()).toBe(1);
        expect(published.map((e) => e.topic)).toEqual(["reservations"]);
      }
    });
  }

  it("derived amounts sent by the browser are ignored; the server computes them", async () => {
    await call(newRoute.action, "admin", "/luxebooking/new-reservation", {
      form: formOf({ totalAmountIncludingGST: "1", remainingAmountDue: "0" }),
    });
    const [row] = await database.db.select().from(reservations);
    expect(row).toMatchObject({ totalAmountIncludingGST: "1180.00", remainingAmountDue: "1180.00" });
  });

  it("invalid fields answer 400 with the field's message and write nothing", async () => {
    const answer = await call(newRoute.action, "admin", "/luxebooking/new-reservation", {
      form: formOf({ mealType: "", guestCount: "0", clientEmail: "nope" }),
    });
    expect(answer.status).toBe(400);
    expect(
      (answer.body as { submission: { error: Record<string, string[]> } }).submission.error,
    ).toMatchObject({
      mealType: ["Please select a meal type (Veg or Non-Veg)."],
      guestCount: ["The number of guests must be at least 1."],
      clientEmail: ["Please enter a valid email address."],
    });
    expect(await count()).toBe(0);
  });

  it("a double booking is refused with 'Failed to create reservation: ' and the other event's name", async () => {
    await seedOne();
    const answer = await call(newRoute.action, "operations", "/luxebooking/new-reservation", {
      form: formOf(),
    });
    expect(answer.status).toBe(409);
    expect((answer.body as { submission: { error: Record<string, string[]> } }).submission.error[""]).toEqual(
      [
        'Failed to create reservation: The hall is already booked for "Sharma Wedding Reception" from 18:00 to 23:00 on 10 March 2099.',
      ],
    );
    expect(await count()).toBe(1);
  });

  it("signed out: 401 and nothing written", async () => {
    const answer = await call(newRoute.action, "signed-out", "/luxebooking/new-reservation", {
      form: formOf(),
    });
    expect(answer).toEqual({
      status: 401,
      body: { message: "User not authenticated. Please log in again." },
    });
    expect(await count()).toBe(0);
  });
});

describe("edit (admin, operations yes; manager, accounts no)", () => {
  for (const role of roles) {
    it(`${role}`, async () => {
      const id = await seedOne();
      const path = `/luxebooking/edit-reservation/${id}`;
      const answer = await call(editRoute.action, role, path, {
        form: formOf({ guestCount: "77", version: "1" }),
        params: { id },
      });
      const [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
      if (role === "admin" || role === "operations") {
        expect(answer.body).toMatchObject({ ok: true, message: "Reservation updated successfully!" });
        expect(row!.guestCount).toBe(77);
      } else {
        expect(answer).toEqual({
          status: 403,
          body: { message: "You do not have permission to edit reservations." },
        });
        expect(row!.guestCount).toBe(250);
        expect((await call(editRoute.loader, role, path, { params: { id } })).status).toBe(403);
      }
    });
  }

  it("a stale edit is refused with a message; unknown ids are 'Reservation not found'", async () => {
    const id = await seedOne();
    const path = `/luxebooking/edit-reservation/${id}`;
    await call(editRoute.action, "admin", path, { form: formOf({ version: "1" }), params: { id } });
    const stale = await call(editRoute.action, "operations", path, {
      form: formOf({ guestCount: "5", version: "1" }),
      params: { id },
    });
    expect(stale.status).toBe(409);
    expect(JSON.stringify(stale.body)).toContain(
      "Failed to update reservation: This reservation was changed by someone else",
    );
    const missing = await call(editRoute.loader, "admin", "/x", {
      params: { id: "3f0c8c1e-6d35-4c1a-9d7e-2b8f6d0e4a11" },
    });
    expect(missing).toMatchObject({ status: 404, body: { error: "Reservation not found" } });
  });
});

describe("detail actions by role", () => {
  const cases = [
    ["delete", "admin", "Reservation permanently deleted."],
    ["soft-delete", "operations", "Reservation deleted."],
    ["request-delete", "manager", "Deletion request submitted. An admin will review your request."],
    ["request-delete", "accounts", "Deletion request submitted. An admin will review your request."],
  ] as const;
  for (const [intent, allowed, message] of cases) {
    for (const role of roles) {
      const ok =
        role === allowed || (intent === "request-delete" && (role === "manager" || role === "accounts"));
      it(`${intent} by ${role}: ${ok ? "allowed" : "403, nothing changes"}`, async () => {
        const id = await seedOne();
        const answer = await call(detailRoute.action, role, `/luxebooking/reservation/${id}`, {
          form: { intent },
          params: { id },
        });
        const [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
        const requests = await database.db.$count(deletionRequests);
        if (ok) {
          expect(answer).toEqual({ status: 200, body: { ok: true, message } });
        } else {
          expect(answer.status).toBe(403);
          expect(row).toMatchObject({ status: "confirmed" });
          expect(requests).toBe(0);
        }
      });
    }
  }

  for (const role of roles) {
    it(`restore by ${role}`, async () => {
      const id = await seedOne();
      await softDeleteReservation(database.db, { events, actor: actors.operations, id });
      const answer = await call(detailRoute.action, role, `/luxebooking/reservation/${id}`, {
        form: { intent: "restore" },
        params: { id },
      });
      const [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
      if (role === "admin") {
        expect(answer.body).toEqual({ ok: true, message: "Reservation restored successfully." });
        expect(row!.status).toBe("confirmed");
      } else {
        expect(answer.status).toBe(403);
        expect(row!.status).toBe("soft-deleted");
      }
    });
  }

  it("detail of an unknown or soft-deleted (non-admin) reservation: 'Reservation not found'", async () => {
    const id = await seedOne();
    await softDeleteReservation(database.db, { events, actor: actors.operations, id });
    for (const role of ["manager", "operations", "accounts"] as const) {
      const answer = await call(detailRoute.loader, role, "/x", { params: { id } });
      expect(answer).toMatchObject({ status: 404, body: { error: "Reservation not found" } });
    }
    expect((await call(detailRoute.loader, "admin", "/x", { params: { id } })).status).toBe(200);
  });

  it("non-admins cannot act on a past reservation", async () => {
    const id = await seedOne({ eventDate: "2001-01-01" });
    for (const [role, intent] of [
      ["operations", "soft-delete"],
      ["manager", "request-delete"],
    ] as const) {
      const answer = await call(detailRoute.action, role, "/x", { form: { intent }, params: { id } });
      expect(answer).toEqual({
        status: 403,
        body: { ok: false, error: "Only administrators can change past reservations." },
      });
    }
  });

  it("operations cannot approve the deletion of a past reservation; admins can (issue 12)", async () => {
    const id = await seedOne({ eventDate: "2001-01-01" });
    // Requested while the event was still ahead.
    const { id: requestId } = await requestDeletion(database.db, {
      events,
      actor: actors.manager,
      id,
      now: new Date("2000-12-01T04:30:00Z"),
    });
    const path = "/luxebooking/admin/pending-deletions";
    const refused = await call(pendingRoute.action, "operations", path, {
      form: { decision: "approve", requestId },
    });
    expect(refused).toEqual({
      status: 403,
      body: { ok: false, error: "Only administrators can change past reservations." },
    });
    expect(await count()).toBe(1);
    expect((await database.db.select().from(deletionRequests))[0]!.status).toBe("pending");
    const approved = await call(pendingRoute.action, "admin", path, {
      form: { decision: "approve", requestId },
    });
    expect(approved.body).toEqual({
      ok: true,
      message: "Deletion request approved and reservation permanently deleted.",
    });
    expect(await count()).toBe(0);
  });
});

describe("deletion requests: approve/reject by admin and operations only", () => {
  for (const role of roles) {
    for (const decision of ["approve", "reject"] as const) {
      it(`${decision} by ${role}`, async () => {
        const id = await seedOne();
        const { id: requestId } = await requestDeletion(database.db, { events, actor: actors.manager, id });
        const answer = await call(pendingRoute.action, role, "/luxebooking/admin/pending-deletions", {
          form: { decision, requestId },
        });
        const [request] = await database.db.select().from(deletionRequests);
        if (role === "admin" || role === "operations") {
          expect(answer.body).toEqual({
            ok: true,
            message:
              decision === "approve"
                ? "Deletion request approved and reservation permanently deleted."
                : "Deletion request rejected.",
          });
          expect(request!.processedBy).toBe(role);
          expect(await count()).toBe(decision === "approve" ? 0 : 1);
        } else {
          expect(answer.status).toBe(403);
          expect(request!.status).toBe("pending");
          expect(await count()).toBe(1);
        }
      });
    }
  }
});

describe("soft-deleted list: admins only", () => {
  for (const role of roles) {
    it(`${role}`, async () => {
      const id = await seedOne();
      await softDeleteReservation(database.db, { events, actor: actors.operations, id });
      const list = await call(softDeletedRoute.loader, role, "/luxebooking/admin/soft-deleted-reservations");
      const restore = await call(softDeletedRoute.action, role, "/x", { form: { intent: "restore", id } });
      if (role === "admin") {
        expect(list.status).toBe(200);
        expect(restore.body).toEqual({
          ok: true,
          message: "Reservation restored successfully to active list.",
        });
        const del = await call(softDeletedRoute.action, role, "/x", { form: { intent: "delete", id } });
        expect(del.body).toEqual({ ok: true, message: "Reservation permanently deleted." });
        expect(await count()).toBe(0);
      } else {
        expect(list).toEqual({ status: 403, body: { message: "Only administrators can access this page." } });
        expect(restore.status).toBe(403);
        expect(await count()).toBe(1);
      }
    });
  }
});

describe("pages by role", () => {
  const expectations: [string, (a: never) => unknown, Role[], string][] = [
    [
      "pending deletions",
      pendingRoute.loader,
      ["admin", "operations"],
      "Only administrators and operations staff can review deletion requests.",
    ],
    [
      "manager dashboard",
      managerRoute.loader,
      ["admin", "manager"],
      "You don't have permission to access the manager dashboard.",
    ],
    [
      "operations dashboard",
      operationsRoute.loader,
      ["admin", "operations"],
      "Only Operations and Admin users can access the operations dashboard.",
    ],
    [
      "accounts calendar",
      accountsRoute.loader,
      ["admin", "accounts"],
      "Only Accounts and Admin users can access this calendar view directly.",
    ],
    ["past reservations", pastRoute.loader, ["admin", "manager", "operations", "accounts"], ""],
  ];
  for (const [name, loader, allowed, denial] of expectations) {
    for (const role of [...roles, "unknown"] as const) {
      it(`${name} for ${role}`, async () => {
        const answer = await call(loader, role, "/luxebooking/x");
        if ((allowed as string[]).includes(role)) expect(answer.status).toBe(200);
        else
          expect(answer).toEqual({
            status: 403,
            body: { message: denial || "You do not have permission to view past reservations." },
          });
      });
    }
  }

  it("the role dashboard at / reads by role; an unknown role reads nothing; admin index is blank for others", async () => {
    await seedOne();
    const dashboard = async (who: Caller) =>
      (await call(dashboardRoute.loader, who, "/luxebooking?month=2099-03&date=2099-03-10")).body as {
        role: string;
        data: { list: { items: unknown[] } | null; calendar: { selected: unknown[] } } | null;
      };
    expect((await dashboard("unknown")).data).toBeNull();
    const accounts = await dashboard("accounts");
    expect(accounts.data?.list).toBeNull();
    expect(accounts.data?.calendar.selected).toHaveLength(1);
    expect((await dashboard("manager")).data?.list?.items).toHaveLength(1);
    expect((await call(adminIndexRoute.loader, "manager", "/luxebooking/admin")).body).toEqual({
      data: null,
    });
    expect(
      ((await call(adminIndexRoute.loader, "admin", "/luxebooking/admin")).body as { data: unknown }).data,
    ).not.toBeNull();
  });

  it("signed-out page requests go to the sign-in page", async () => {
    const answer = await call(pastRoute.loader, "signed-out", "/luxebooking/past-reservations");
    expect(answer).toEqual({
      status: 302,
      body: "/luxebooking/login?redirectTo=%2Fluxebooking%2Fpast-reservations",
    });
  });
});

describe("live events stream", () => {
  it("is refused signed out and by an unknown role, and streams reservation events to staff", async () => {
    expect((await call(eventsRoute.loader, "signed-out", "/api/v1/reservations/events")).status).toBe(401);
    expect((await call(eventsRoute.loader, "unknown", "/api/v1/reservations/events")).status).toBe(403);
    const controller = new AbortController();
    const req = new Request("http://localhost:3000/api/v1/reservations/events", {
      headers: { cookie: h.cookies.get("accounts")! },
      signal: controller.signal,
    });
    const response = (await eventsRoute.loader({
      request: req,
      params: {},
      context: h.context(),
    } as never)) as Response;
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.getReader();
    await reader.read();
    await events.publish("reservations", "created", "abc");
    const chunk = new TextDecoder().decode((await reader.read()).value);
    expect(chunk).toContain("event: reservations");
    expect(chunk).toContain('"id":"abc"');
    controller.abort();
  });
});
