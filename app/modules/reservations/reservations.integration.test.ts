import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { Db } from "~/db/client.server";
import { auditLog, deletionRequests, reservationSettings, reservations } from "~/db/schema";
import { saveHallSettings } from "./hall-settings.server";
import { DomainError } from "~/modules/errors";
import { EventBus } from "~/modules/live/events.server";
import { isPostgres, setUpTestDatabase } from "../../../tests/support/db";
import { createReservation } from "./create-reservation.server";
import { deleteReservation } from "./delete-reservation.server";
import {
  countPendingDeletionRequests,
  getCalendarMonth,
  getReservation,
  listPastReservations,
  listPendingDeletionRequests,
  listSoftDeletedReservations,
  listUpcomingReservations,
} from "./list-reservations.server";
import { processDeletionRequest } from "./process-deletion-request.server";
import { requestDeletion } from "./request-deletion.server";
import { restoreReservation } from "./restore-reservation.server";
import { waitForConfirmedWriteTurn } from "./save-guard.server";
import { softDeleteReservation } from "./soft-delete-reservation.server";
import { actors, input } from "./test-fixtures";
import { updateReservation } from "./update-reservation.server";

// @module-tag db (database behaviour: the PostgreSQL run repeats this file, see docs/testing.md)

// 10:00 IST on 1 December 2026.
const now = new Date("2026-12-01T04:30:00Z");
const database = setUpTestDatabase({
  clear: [reservations, deletionRequests, reservationSettings],
  clearAudit: true,
});
const events = new EventBus();

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

/** The hall's time between events set to 0: these tests are about overlaps alone. */
const noTimeBetweenEvents = () =>
  saveHallSettings(database.db, { actor: actors.admin, input: { turnaroundMinutes: 0 }, events, now });

const create = (overrides = {}) =>
  createReservation(database.db, {
    events,
    actor: actors.admin,
    // No advance: item 15 of issue 27 keeps a reservation with payments from being deleted.
    input: input({ advanceAmountReceived: "0", ...overrides }),
    now,
  });

describe("create", () => {
  it("stores the server's derived amounts in rupees and writes the audit row", async () => {
    const { id } = await create({ advanceAmountReceived: "100000" });
    const detail = await getReservation(database.db, { actor: actors.manager, id, now });
    expect(detail.totals).toMatchObject({
      totalEventAmountExcludingGST: 30_000_000,
      gstCalculatedAmount: 5_400_000,
      totalAmountIncludingGST: 35_400_000,
      remainingAmountDue: 25_400_000,
    });
    expect(detail.createdByEmail).toBe("admin@demo.test");
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(["reservation.create"]);
  });

  it("NC stores zero chargeable amounts", async () => {
    const { id } = await create({ isFOC: true });
    const [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row).toMatchObject({
      perPersonAmount: "0.00",
      gstValue: "0.00",
      totalAmountIncludingGST: "0.00",
      isFOC: true,
    });
  });

  it("refuses an overlapping confirmed booking naming the other event, and writes nothing", async () => {
    await create();
    const error = await refusal(
      create({ eventName: "Late party", eventStartTime: "22:00", eventEndTime: "01:00" }),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe(
      'The hall is already booked for "Sharma Wedding Reception" from 18:00 to 23:00 on 12 December 2026.',
    );
    expect(await database.db.$count(reservations)).toBe(1);
  });

  it("a booking running past midnight blocks the next morning", async () => {
    await noTimeBetweenEvents();
    await create({ eventName: "Night Sangeet", eventStartTime: "21:00", eventEndTime: "02:00" });
    const error = await refusal(
      create({
        eventName: "Breakfast",
        eventDate: "2026-12-13",
        eventStartTime: "01:00",
        eventEndTime: "03:00",
      }),
    );
    expect(error.message).toBe(
      'The hall is already booked for "Night Sangeet" from 21:00 to 02:00 on 12 December 2026.',
    );
    await create({
      eventName: "Brunch",
      eventDate: "2026-12-13",
      eventStartTime: "02:00",
      eventEndTime: "05:00",
    });
  });

  it("pending and cancelled bookings may overlap (tentative holds)", async () => {
    await create();
    await create({ eventName: "Hold", status: "pending" });
    await create({ eventName: "Dropped", status: "cancelled" });
    expect(await database.db.$count(reservations)).toBe(3);
  });

  it("back-to-back bookings do not overlap (with no time between events set, issue 32 item 9)", async () => {
    await noTimeBetweenEvents();
    await create();
    await create({ eventName: "After party", eventStartTime: "23:00", eventEndTime: "23:59" });
  });

  it("the database itself refuses an overlapping confirmed row (exclusion constraint)", async () => {
    await create();
    const insert = database.db.insert(reservations).values({
      eventName: "Sneaky",
      eventDate: "2026-12-12",
      eventStartTime: "19:00",
      eventEndTime: "20:00",
      clientName: "x",
      clientEmail: "x@example.com",
      clientPhone: "9999999999",
      guestCount: 1,
      status: "confirmed",
    });
    await expect(insert).rejects.toMatchObject({ cause: { code: "23P01" } });
  });

  it("only admins create past-dated reservations", async () => {
    const error = await refusal(
      createReservation(database.db, {
        events,
        actor: actors.operations,
        input: input({ eventDate: "2026-11-30" }),
        now,
      }),
    );
    expect(error.status).toBe(403);
    await create({ eventDate: "2026-11-30" });
  });
});

describe(`50 concurrent confirmed creates for one slot (${isPostgres() ? "PostgreSQL" : "PGlite"})`, () => {
  it("exactly one wins; every other gets the message naming the winner", async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        createReservation(database.db, {
          events,
          actor: actors.operations,
          input: input({ eventName: `Party ${i}`, eventStartTime: "19:00", eventEndTime: "22:00" }),
          now,
        }),
      ),
    );
    const won = attempts.filter((a) => a.status === "fulfilled");
    expect(won).toHaveLength(1);
    const rows = await database.db.select({ eventName: reservations.eventName }).from(reservations);
    expect(rows).toHaveLength(1);
    const winner = rows[0]!.eventName;
    for (const attempt of attempts) {
      if (attempt.status === "rejected") {
        expect(attempt.reason).toBeInstanceOf(DomainError);
        expect((attempt.reason as Error).message).toBe(
          `The hall is already booked for "${winner}" from 19:00 to 22:00 on 12 December 2026.`,
        );
      }
    }
  });
});

describe.runIf(isPostgres())("confirmed writes take turns (PostgreSQL)", () => {
  // Concurrent writers used to meet inside the exclusion constraint's check, where they deadlocked
  // on each other's uncommitted rows (1 s each; 125 in one double-booking run of 100 clients).
  it("a confirmed create waits while another confirmed write is in progress, then goes ahead", async () => {
    const other = await database.pool!.connect();
    try {
      await other.query("begin");
      await waitForConfirmedWriteTurn(drizzleNodePg({ client: other }) as unknown as Db);
      let settled = false;
      const creating = createReservation(database.db, {
        events,
        actor: actors.operations,
        input: input({ eventName: "Waits its turn" }),
        now,
      }).finally(() => {
        settled = true;
      });
      const waitingForTurn = async () =>
        (
          await database.pool!.query(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
          )
        ).rows[0].n as number;
      await expect.poll(waitingForTurn, { interval: 20, timeout: 5_000 }).toBe(1);
      expect(settled).toBe(false);
      await other.query("rollback");
      await expect(creating).resolves.toMatchObject({ id: expect.any(String) });
    } finally {
      other.release();
    }
  });
});

describe("update", () => {
  it("recomputes amounts, bumps the version and audits before and after", async () => {
    const { id } = await create();
    await updateReservation(database.db, {
      events,
      actor: actors.operations,
      id,
      input: input({ guestCount: 100, version: 1 }),
      now,
    });
    const detail = await getReservation(database.db, { actor: actors.admin, id, now });
    expect(detail.totals.totalEventAmountExcludingGST).toBe(12_000_000);
    expect(detail.version).toBe(2);
    expect(detail.updatedByEmail).toBe("operations@demo.test");
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "reservation.update"));
    expect(audit!.before).toMatchObject({ guestCount: 250 });
    expect(audit!.after).toMatchObject({ guestCount: 100 });
  });

  it("refuses a stale edit instead of overwriting", async () => {
    const { id } = await create();
    await updateReservation(database.db, {
      events,
      actor: actors.admin,
      id,
      input: input({ guestCount: 10, advanceAmountReceived: "10000", version: 1 }),
      now,
    });
    const error = await refusal(
      updateReservation(database.db, {
        events,
        actor: actors.admin,
        id,
        input: input({ guestCount: 20, advanceAmountReceived: "10000", version: 1 }),
        now,
      }),
    );
    expect(error.message).toBe(
      "This reservation was changed by someone else after you opened it. Reload the page to see the latest details, then make your change again.",
    );
    expect((await getReservation(database.db, { actor: actors.admin, id, now })).guestCount).toBe(10);
  });

  it("an edit may keep its own slot but not take another's", async () => {
    const { id } = await create();
    await create({ eventName: "Lunch", eventStartTime: "12:00", eventEndTime: "15:00" });
    await updateReservation(database.db, {
      events,
      actor: actors.admin,
      id,
      input: input({ notes: "same slot" }),
      now,
    });
    const error = await refusal(
      updateReservation(database.db, {
        events,
        actor: actors.admin,
        id,
        input: input({ eventStartTime: "14:00" }),
        now,
      }),
    );
    expect(error.message).toBe(
      'The hall is already booked for "Lunch" from 12:00 to 15:00 on 12 December 2026.',
    );
  });

  it("unknown, malformed and (for non-admins) soft-deleted ids are 'Reservation not found'", async () => {
    for (const id of ["8d0c8c1e-6d35-4c1a-9d7e-2b8f6d0e4a11", "not-a-uuid"]) {
      const error = await refusal(
        updateReservation(database.db, { events, actor: actors.admin, id, input: input(), now }),
      );
      expect([error.status, error.message]).toEqual([404, "Reservation not found"]);
    }
    const { id } = await create();
    await softDeleteReservation(database.db, { events, actor: actors.operations, id, now });
    const error = await refusal(getReservation(database.db, { actor: actors.operations, id, now }));
    expect(error.message).toBe("Reservation not found");
  });

  it("operations cannot edit a past reservation; admins can", async () => {
    const { id } = await create({ eventDate: "2026-11-20" });
    const error = await refusal(
      updateReservation(database.db, {
        events,
        actor: actors.operations,
        id,
        input: input({ eventDate: "2026-11-20" }),
        now,
      }),
    );
    expect(error.status).toBe(403);
    await updateReservation(database.db, {
      events,
      actor: actors.admin,
      id,
      input: input({ eventDate: "2026-11-20", notes: "ok" }),
      now,
    });
  });

  it("an admin may set 'soft-deleted' on edit, recording who", async () => {
    const { id } = await create();
    await updateReservation(database.db, {
      events,
      actor: actors.admin,
      id,
      input: input({ status: "soft-deleted" }),
      now,
    });
    const detail = await getReservation(database.db, { actor: actors.admin, id, now });
    expect(detail).toMatchObject({ status: "soft-deleted", softDeletedByEmail: "admin@demo.test" });
    const error = await refusal(
      updateReservation(database.db, {
        events,
        actor: actors.operations,
        id: (await create({ eventDate: "2026-12-20" })).id,
        input: input({ status: "soft-deleted" }),
        now,
      }),
    );
    expect(error.status).toBe(403);
  });
});

describe("soft delete, restore, permanent delete", () => {
  it("operations soft delete hides it from every list and the calendar; admin restore clears the fields", async () => {
    const { id } = await create();
    await softDeleteReservation(database.db, { events, actor: actors.operations, id, now });
    const [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row).toMatchObject({
      status: "soft-deleted",
      softDeletedByEmail: "operations@demo.test",
      softDeletedBy: actors.operations.id,
    });
    expect(row!.softDeletedAt?.toISOString()).toBe(now.toISOString());
    expect((await listUpcomingReservations(database.db, { actor: actors.admin, now })).items).toEqual([]);
    const month = await getCalendarMonth(database.db, {
      actor: actors.admin,
      month: { year: 2026, month: 12 },
      selectedDate: "2026-12-12",
      now,
    });
    expect(month.selected).toEqual([]);
    expect(month.days[11]!.colour).toBe("available");
    const soft = await listSoftDeletedReservations(database.db, { actor: actors.admin, now });
    expect(soft.items.map((c) => [c.id, c.softDeleted, c.softDeletedByEmail])).toEqual([
      [id, true, "operations@demo.test"],
    ]);

    await restoreReservation(database.db, { events, actor: actors.admin, id, now });
    const [restored] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(restored).toMatchObject({
      status: "confirmed",
      softDeletedBy: null,
      softDeletedByEmail: null,
      softDeletedAt: null,
    });
    // In the order written: PostgreSQL returns rows in no particular order without one.
    const actions = (
      await database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id)
    ).map((a) => a.action);
    expect(actions).toEqual(["reservation.create", "reservation.soft-delete", "reservation.restore"]);
  });

  it("restore is refused while another confirmed booking holds the slot", async () => {
    const { id } = await create();
    await softDeleteReservation(database.db, { events, actor: actors.operations, id, now });
    await create({ eventName: "Replacement" });
    const error = await refusal(restoreReservation(database.db, { events, actor: actors.admin, id, now }));
    expect(error.message).toBe(
      'The hall is already booked for "Replacement" from 18:00 to 23:00 on 12 December 2026.',
    );
  });

  it("restore brings back the status it had before: a cancelled one stays cancelled (issue 16)", async () => {
    const { id } = await create({ status: "cancelled" });
    await softDeleteReservation(database.db, { events, actor: actors.operations, id, now });
    await create({ eventName: "Replacement" });
    await restoreReservation(database.db, { events, actor: actors.admin, id, now });
    const [restored] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(restored).toMatchObject({
      status: "cancelled",
      softDeletedAt: null,
      statusBeforeSoftDelete: null,
    });
  });

  it("restore of a pending one soft-deleted through the admin's edit form gives it back pending", async () => {
    const { id } = await create({ status: "pending" });
    await updateReservation(database.db, {
      events,
      actor: actors.admin,
      id,
      input: input({ status: "soft-deleted" }),
      now,
    });
    await restoreReservation(database.db, { events, actor: actors.admin, id, now });
    const [restored] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(restored!.status).toBe("pending");
  });

  it("a reservation soft-deleted before the status was kept comes back confirmed, still refusing a double booking", async () => {
    const { id } = await create({ status: "pending" });
    await database.db
      .update(reservations)
      .set({ status: "soft-deleted", softDeletedAt: now })
      .where(eq(reservations.id, id));
    await create({ eventName: "Replacement" });
    const error = await refusal(restoreReservation(database.db, { events, actor: actors.admin, id, now }));
    expect(error.message).toBe(
      'The hall is already booked for "Replacement" from 18:00 to 23:00 on 12 December 2026.',
    );
  });

  it("admin delete is permanent", async () => {
    const { id } = await create();
    await deleteReservation(database.db, { events, actor: actors.admin, id, now });
    expect(await database.db.$count(reservations)).toBe(0);
    const error = await refusal(getReservation(database.db, { actor: actors.admin, id, now }));
    expect(error.message).toBe("Reservation not found");
  });
});

describe("deletion requests", () => {
  it("manager requests with a snapshot; a second request is refused; admin approves and it is deleted", async () => {
    const { id } = await create();
    const { id: requestId } = await requestDeletion(database.db, { events, actor: actors.manager, id, now });
    const again = await refusal(requestDeletion(database.db, { events, actor: actors.accounts, id, now }));
    expect(again.message).toBe("A deletion request for this reservation is already pending.");
    expect(await countPendingDeletionRequests(database.db, "operations")).toBe(1);
    expect(await countPendingDeletionRequests(database.db, "manager")).toBe(0);
    const [card] = await listPendingDeletionRequests(database.db, { actor: actors.operations });
    expect(card).toMatchObject({
      eventName: "Sharma Wedding Reception",
      requestedByEmail: "manager@demo.test",
    });

    await processDeletionRequest(database.db, {
      events,
      actor: actors.admin,
      requestId,
      decision: "approve",
      now,
    });
    expect(await database.db.$count(reservations)).toBe(0);
    const [request] = await database.db.select().from(deletionRequests);
    expect(request).toMatchObject({ status: "approved", processedBy: "admin" });
    expect(request!.processedAt?.toISOString()).toBe(now.toISOString());
    expect(request!.reservationData).toMatchObject({ id, eventName: "Sharma Wedding Reception" });
    const twice = await refusal(
      processDeletionRequest(database.db, {
        events,
        actor: actors.admin,
        requestId,
        decision: "reject",
        now,
      }),
    );
    expect(twice.message).toBe("This deletion request has already been processed.");
  });

  it("operations reject leaves the reservation", async () => {
    const { id } = await create();
    const { id: requestId } = await requestDeletion(database.db, { events, actor: actors.accounts, id, now });
    await processDeletionRequest(database.db, {
      events,
      actor: actors.operations,
      requestId,
      decision: "reject",
      now,
    });
    expect(await database.db.$count(reservations)).toBe(1);
    const [request] = await database.db.select().from(deletionRequests);
    expect(request).toMatchObject({ status: "rejected", processedBy: "operations" });
  });

  it("approving once the event date has passed is for admins only (issue 12); operations change nothing", async () => {
    const { id } = await create({ eventDate: "2026-12-12" });
    const { id: requestId } = await requestDeletion(database.db, { events, actor: actors.manager, id, now });
    // 10:00 IST on 13 December 2026: the event was yesterday.
    const later = new Date("2026-12-13T04:30:00Z");
    const refused = await refusal(
      processDeletionRequest(database.db, {
        events,
        actor: actors.operations,
        requestId,
        decision: "approve",
        now: later,
      }),
    );
    expect(refused).toMatchObject({
      status: 403,
      message: "Only administrators can change past reservations.",
    });
    expect(await database.db.$count(reservations)).toBe(1);
    const [pending] = await database.db.select().from(deletionRequests);
    expect(pending).toMatchObject({ status: "pending", processedAt: null, processedBy: null });
    expect(await database.db.$count(auditLog, eq(auditLog.action, "deletion-request.approve"))).toBe(0);
    // On the event day itself it is not past yet: operations may still approve.
    const eventDay = new Date("2026-12-12T18:29:59Z");
    const { id: todayId } = await create({
      eventName: "Today",
      eventDate: "2026-12-12",
      eventStartTime: "08:00",
      eventEndTime: "09:00",
    });
    const { id: todayRequest } = await requestDeletion(database.db, {
      events,
      actor: actors.manager,
      id: todayId,
      now,
    });
    await processDeletionRequest(database.db, {
      events,
      actor: actors.operations,
      requestId: todayRequest,
      decision: "approve",
      now: eventDay,
    });
    expect(await database.db.$count(reservations, eq(reservations.id, todayId))).toBe(0);

    await processDeletionRequest(database.db, {
      events,
      actor: actors.admin,
      requestId,
      decision: "approve",
      now: later,
    });
    expect(await database.db.$count(reservations)).toBe(0);
    const [approved] = await database.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.id, requestId));
    expect(approved).toMatchObject({ status: "approved", processedBy: "admin" });
  });

  it("a permanent delete settles the pending request of that reservation", async () => {
    const { id } = await create();
    await requestDeletion(database.db, { events, actor: actors.manager, id, now });
    await deleteReservation(database.db, { events, actor: actors.admin, id, now });
    expect(await countPendingDeletionRequests(database.db, "admin")).toBe(0);
  });
});

describe("lists and the calendar in IST", () => {
  it("upcoming, past and calendar colours follow the IST day around midnight (TZ=UTC)", async () => {
    await create({ eventName: "Yesterday", eventDate: "2026-11-30" });
    await create({ eventName: "Today", eventDate: "2026-12-01" });
    await create({ eventName: "Hold", eventDate: "2026-12-03", status: "pending" });
    await create({ eventName: "Dropped", eventDate: "2026-12-04", status: "cancelled" });
    const beforeMidnight = new Date("2026-12-01T18:29:59Z");
    const afterMidnight = new Date("2026-12-01T18:30:00Z");
    const names = async (at: Date) => ({
      upcoming: (
        await listUpcomingReservations(database.db, { actor: actors.operations, now: at })
      ).items.map((c) => c.eventName),
      past: (await listPastReservations(database.db, { actor: actors.accounts, now: at })).items.map(
        (c) => c.eventName,
      ),
    });
    expect(await names(beforeMidnight)).toEqual({
      upcoming: ["Today", "Hold", "Dropped"],
      past: ["Yesterday"],
    });
    expect(await names(afterMidnight)).toEqual({
      upcoming: ["Hold", "Dropped"],
      past: ["Today", "Yesterday"],
    });

    const month = await getCalendarMonth(database.db, {
      actor: actors.accounts,
      month: { year: 2026, month: 12 },
      selectedDate: "2026-12-01",
      now: beforeMidnight,
    });
    expect(month.days.slice(0, 5).map((d) => d.colour)).toEqual([
      "confirmed",
      "available",
      "pending",
      "available",
      "available",
    ]);
    expect(month.upcomingEvents.map((c) => c.eventName)).toEqual(["Today", "Hold"]);
    expect(month.selected.map((c) => c.eventName)).toEqual(["Today"]);
    const later = await getCalendarMonth(database.db, {
      actor: actors.accounts,
      month: { year: 2026, month: 12 },
      selectedDate: "2026-12-01",
      now: afterMidnight,
    });
    expect(later.days[0]!.colour).toBe("past");
    expect(later.upcomingEvents.map((c) => c.eventName)).toEqual(["Hold"]);
  });

  it("cards fall back to totalAmount then 0 for older records and derive meal type from isVegMeal", async () => {
    const [old] = await database.db
      .insert(reservations)
      .values({
        eventName: "Legacy",
        eventDate: "2026-12-20",
        eventStartTime: "10:00",
        eventEndTime: "12:00",
        clientName: "Old",
        clientEmail: "old@example.com",
        clientPhone: "9999999999",
        guestCount: 5,
        isVegMeal: true,
        totalAmount: "5000.00",
      })
      .returning({ id: reservations.id });
    const list = await listUpcomingReservations(database.db, { actor: actors.admin, now });
    expect(list.items[0]!.amountPaise).toBe(500_000);
    expect((await getReservation(database.db, { actor: actors.admin, id: old!.id, now })).mealType).toBe(
      "veg",
    );
  });
});
