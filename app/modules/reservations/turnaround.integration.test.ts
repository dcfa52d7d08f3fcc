import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, reservationSettings, reservations } from "~/db/schema";
import { DomainError } from "~/modules/errors";
import { EventBus } from "~/modules/live/events.server";
import { setUpTestDatabase } from "../../../tests/support/db";
import { createReservation } from "./create-reservation.server";
import { readHallSettings, saveHallSettings } from "./hall-settings.server";
import { restoreReservation } from "./restore-reservation.server";
import { softDeleteReservation } from "./soft-delete-reservation.server";
import { actors, input } from "./test-fixtures";
import { updateReservation } from "./update-reservation.server";

// @module-tag db (database behaviour: the PostgreSQL run repeats this file, see docs/testing.md)

// Issue 32 item 9: the hall's time between events, race-safe like the double-booking guard.
const now = new Date("2026-12-01T04:30:00Z");
const database = setUpTestDatabase({ clear: [reservations, reservationSettings], clearAudit: true });
const events = new EventBus();

const create = (overrides = {}, actor = actors.operations) =>
  createReservation(database.db, { events, actor, input: input(overrides), now });

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("time between events", () => {
  it("is 60 minutes until an administrator changes it", async () => {
    expect((await readHallSettings(database.db)).turnaroundMinutes).toBe(60);
  });

  it("refuses a confirmed event starting or ending within 60 minutes of another, and allows 60 exactly", async () => {
    await create({ eventName: "Evening", eventStartTime: "18:00", eventEndTime: "22:00" });
    for (const [start, end] of [
      ["22:30", "23:59"],
      ["12:00", "17:30"],
      ["22:59", "23:30"],
    ] as const) {
      const error = await refusal(
        create({ eventName: "Too close", eventStartTime: start, eventEndTime: end }),
      );
      expect(error.message).toBe("The hall needs 60 minutes between events.");
      expect(error.status).toBe(409);
    }
    await create({ eventName: "Lunch", eventStartTime: "12:00", eventEndTime: "17:00" });
    await create({ eventName: "Late", eventStartTime: "23:00", eventEndTime: "23:59" });
    // Pending and cancelled ones may sit closer: they hold nothing confirmed.
    await create({ eventName: "Maybe", eventStartTime: "22:10", eventEndTime: "22:50", status: "pending" });
    const names = (await database.db.select({ n: reservations.eventName }).from(reservations)).map(
      (r) => r.n,
    );
    expect(names.sort()).toEqual(["Evening", "Late", "Lunch", "Maybe"]);
  });

  it("counts across midnight and follows the setting's figure", async () => {
    await create({ eventName: "Sangeet", eventStartTime: "20:00", eventEndTime: "01:00" });
    expect(
      (
        await refusal(
          create({
            eventName: "Breakfast",
            eventDate: "2026-12-13",
            eventStartTime: "01:30",
            eventEndTime: "04:00",
          }),
        )
      ).message,
    ).toBe("The hall needs 60 minutes between events.");
    await saveHallSettings(database.db, {
      actor: actors.admin,
      input: { turnaroundMinutes: 90 },
      events,
      now,
    });
    expect(
      (
        await refusal(
          create({
            eventName: "Breakfast",
            eventDate: "2026-12-13",
            eventStartTime: "02:15",
            eventEndTime: "04:00",
          }),
        )
      ).message,
    ).toBe("The hall needs 90 minutes between events.");
    await saveHallSettings(database.db, {
      actor: actors.admin,
      input: { turnaroundMinutes: 0 },
      events,
      now,
    });
    await create({
      eventName: "Breakfast",
      eventDate: "2026-12-13",
      eventStartTime: "01:00",
      eventEndTime: "04:00",
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "hall.settings.save"));
    expect(audit).toMatchObject({ before: { turnaroundMinutes: 60 }, after: { turnaroundMinutes: 90 } });
  });

  it("an edit that moves a confirmed event too close is refused; an edit of its notes is not", async () => {
    await create({ eventName: "Evening", eventStartTime: "18:00", eventEndTime: "22:00" });
    const { id } = await create({ eventName: "Morning", eventStartTime: "09:00", eventEndTime: "12:00" });
    const moved = await refusal(
      updateReservation(database.db, {
        actor: actors.operations,
        id,
        events,
        now,
        input: input({ eventName: "Morning", eventStartTime: "13:00", eventEndTime: "17:30", version: 1 }),
      }),
    );
    expect(moved.message).toBe("The hall needs 60 minutes between events.");
    // A setting raised later does not stop an edit that keeps the slot.
    await saveHallSettings(database.db, {
      actor: actors.admin,
      input: { turnaroundMinutes: 480 },
      events,
      now,
    });
    await updateReservation(database.db, {
      actor: actors.operations,
      id,
      events,
      now,
      input: input({
        eventName: "Morning",
        eventStartTime: "09:00",
        eventEndTime: "12:00",
        notes: "Tea",
        version: 1,
      }),
    });
  });

  it("a restore to confirmed is refused when a confirmed event took the time around it", async () => {
    // No advance: a reservation with payments cannot be deleted (issue 27 item 15).
    const { id } = await create({
      eventName: "Deleted",
      eventStartTime: "18:00",
      eventEndTime: "20:00",
      advanceAmountReceived: "0",
    });
    await softDeleteReservation(database.db, { actor: actors.operations, id, events, now });
    await create({ eventName: "Took it", eventStartTime: "20:30", eventEndTime: "23:00" });
    const error = await refusal(restoreReservation(database.db, { actor: actors.admin, id, events, now }));
    expect(error.message).toBe("The hall needs 60 minutes between events.");
  });

  it("only an administrator changes the setting", async () => {
    const error = await refusal(
      saveHallSettings(database.db, {
        actor: actors.operations,
        input: { turnaroundMinutes: 0 },
        events,
        now,
      }),
    );
    expect([error.status, error.message]).toEqual([
      403,
      "Only administrators can change the hall's settings.",
    ]);
    expect((await readHallSettings(database.db)).turnaroundMinutes).toBe(60);
  });
});

describe("concurrent confirmed creates too close to each other", () => {
  it("exactly one of two neighbouring slots wins, however many clients race for them", async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        create(
          i % 2 === 0
            ? { eventName: `Early ${i}`, eventStartTime: "16:00", eventEndTime: "18:00" }
            : { eventName: `Late ${i}`, eventStartTime: "18:30", eventEndTime: "21:00" },
        ),
      ),
    );
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    expect(await database.db.$count(reservations)).toBe(1);
    for (const attempt of attempts) {
      if (attempt.status === "rejected") {
        expect(attempt.reason).toBeInstanceOf(DomainError);
        expect((attempt.reason as Error).message).toMatch(
          /^(The hall needs 60 minutes between events\.|The hall is already booked for "(Early|Late) \d+" from .*)$/,
        );
      }
    }
  });
});
