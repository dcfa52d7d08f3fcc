import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { deletionRequests, reservations } from "~/db/schema";
import type { EventBus } from "~/modules/live/events.server";
import * as pendingRoute from "~/routes/luxebooking/admin/pending-deletions";
import * as editRoute from "~/routes/luxebooking/edit-reservation";
import * as newRoute from "~/routes/luxebooking/new-reservation";
import * as detailRoute from "~/routes/luxebooking/reservation";
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

// @module-tag db (database behaviour: the PostgreSQL run repeats this file, see docs/testing.md)

/**
 * The spec's failure texts (section 8): a real database failure in the middle of each change
 * (its audit table gone) answers the text, and the transaction leaves nothing half-written.
 */
let h: RouteHarness;
let database: Database;
let events: EventBus;
beforeAll(async () => {
  h = await createRouteHarness();
  ({ database, events } = h);
});
afterAll(() => h.close());

/** A loader's or action's status and body. */
const call = (fn: (args: never) => unknown, as: Caller, url: string, options: Partial<CallOptions> = {}) =>
  h.reply(fn, { ...options, as, url });

let reservationId = "";
let requestId = "";
let softId = "";

async function breakAuditLog() {
  await database.db.execute(sql`alter table audit_log rename to audit_log_gone`);
}

describe("failures answer the spec's texts and change nothing", () => {
  beforeAll(async () => {
    reservationId = (
      await createReservation(database.db, {
        events,
        actor: actors.admin,
        input: input({ eventDate: "2099-08-01", advanceAmountReceived: "0" }),
      })
    ).id;
    softId = (
      await createReservation(database.db, {
        events,
        actor: actors.admin,
        input: input({ eventDate: "2099-08-02", advanceAmountReceived: "0" }),
      })
    ).id;
    await softDeleteReservation(database.db, { events, actor: actors.operations, id: softId });
    requestId = (await requestDeletion(database.db, { events, actor: actors.manager, id: reservationId })).id;
    await breakAuditLog();
  });

  const form = {
    eventName: "Broken",
    eventDate: "2099-08-05",
    eventStartTime: "10:00",
    eventEndTime: "12:00",
    clientName: "C",
    clientEmail: "c@example.com",
    clientPhone: "9999999999",
    guestCount: "2",
    mealType: "veg",
    perPersonAmount: "10",
    gstType: "percentage",
    gstValue: "18",
    status: "confirmed",
  };
  const formError = (a: { body: unknown }) =>
    (a.body as { submission: { error: Record<string, string[]> } }).submission.error[""];

  it("create and update", async () => {
    const created = await call(newRoute.action, "admin", "/luxebooking/new-reservation", { form });
    expect(created.status).toBe(500);
    expect(formError(created)).toEqual([
      "Failed to create reservation: Something went wrong. Please try again.",
    ]);
    const updated = await call(editRoute.action, "admin", "/x", { form, params: { id: reservationId } });
    expect(formError(updated)).toEqual([
      "Failed to update reservation: Something went wrong. Please try again.",
    ]);
    expect(await database.db.$count(reservations)).toBe(2);
    const [row] = await database.db.select().from(reservations).where(eq(reservations.id, reservationId));
    expect(row!.eventName).toBe("Sharma Wedding Reception");
  });

  const detail = (who: Caller, intent: string, id: string) =>
    call(detailRoute.action, who, "/x", { form: { intent }, params: { id } });

  it("delete, soft delete, request, restore", async () => {
    expect((await detail("admin", "delete", reservationId)).body).toEqual({
      ok: false,
      error: "Failed to permanently delete. Please try again.",
    });
    expect((await detail("operations", "soft-delete", reservationId)).body).toEqual({
      ok: false,
      error: "Failed to delete reservation. Please try again.",
    });
    const other = (
      await database.db
        .select({ id: reservations.id })
        .from(reservations)
        .where(eq(reservations.id, reservationId))
    )[0]!.id;
    await database.db.delete(deletionRequests);
    expect((await detail("accounts", "request-delete", other)).body).toEqual({
      ok: false,
      error: "Failed to request deletion. Please try again.",
    });
    expect((await detail("admin", "restore", softId)).body).toEqual({
      ok: false,
      error: "Failed to restore reservation. Please try again.",
    });
    const rows = await database.db
      .select({ id: reservations.id, status: reservations.status })
      .from(reservations);
    expect(rows.map((r) => r.status).sort()).toEqual(["confirmed", "soft-deleted"]);
    expect(await database.db.$count(deletionRequests)).toBe(0);
  });

  it("approve and reject", async () => {
    const [row] = await database.db.select().from(reservations).where(eq(reservations.id, reservationId));
    await database.db.insert(deletionRequests).values({
      id: requestId,
      reservationId,
      requestedBy: actors.manager.id,
      requestedByEmail: actors.manager.email,
      reservationData: { eventName: row!.eventName },
    });
    const decide = (decision: string) =>
      call(pendingRoute.action, "operations", "/x", { form: { decision, requestId } });
    expect((await decide("approve")).body).toEqual({
      ok: false,
      error: "Failed to approve deletion. Please try again.",
    });
    expect((await decide("reject")).body).toEqual({
      ok: false,
      error: "Failed to reject deletion. Please try again.",
    });
    const [request] = await database.db.select().from(deletionRequests);
    expect(request!.status).toBe("pending");
    expect(await database.db.$count(reservations)).toBe(2);
  });

  it("a detail or edit page that cannot load says so, with its status", async () => {
    await database.db.execute(sql`alter table reservations rename to reservations_gone`);
    expect(await call(detailRoute.loader, "admin", "/x", { params: { id: reservationId } })).toMatchObject({
      status: 500,
      body: { error: "Failed to load reservation details" },
    });
    expect(await call(editRoute.loader, "admin", "/x", { params: { id: reservationId } })).toMatchObject({
      status: 500,
      body: { error: "Failed to load reservation details" },
    });
  });
});
