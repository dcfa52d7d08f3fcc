import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { reservations } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { DomainError } from "~/modules/errors";
import { EventBus } from "~/modules/live/events.server";
import { setUpTestDatabase } from "../../../tests/support/db";
import { createReservation } from "./create-reservation.server";
import { expireHolds } from "./expire-holds.server";
import { eventStart } from "./holds";
import { restoreReservation } from "./restore-reservation.server";
import { seedReservations } from "./seed-reservations.server";
import { softDeleteReservation } from "./soft-delete-reservation.server";
import { actors, input } from "./test-fixtures";
import { updateReservation } from "./update-reservation.server";

/**
 * Issue 16 item 2: a pending reservation keeps a hold through a soft delete and its restore, an
 * edit of its event, and the demo seed (frozen clock: every call takes `now`).
 */
const t0 = new Date("2026-12-01T04:30:00Z"); // 10:00 IST, 1 December 2026; the event: 12 December, 18:00
const at = (hours: number) => new Date(t0.getTime() + hours * 3_600_000);
const database = setUpTestDatabase({ clear: [reservations] });
const events = new EventBus();

const row = async (id: string) =>
  (await database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
const pending = (overrides = {}) =>
  createReservation(database.db, {
    events,
    actor: actors.manager,
    // No advance: a reservation with payments cannot be deleted (issue 27 item 15).
    input: input({ status: "pending", advanceAmountReceived: "0", ...overrides }),
    now: t0,
  });

describe("holds through soft delete and restore", () => {
  it("an admin's soft delete through the edit form keeps the hold, and restore gives it back with it", async () => {
    const { id } = await pending();
    await updateReservation(database.db, {
      events,
      actor: actors.admin,
      id,
      input: input({ status: "soft-deleted", advanceAmountReceived: "0" }),
      now: at(1),
    });
    expect((await row(id)).holdUntil).toEqual(at(72));
    await restoreReservation(database.db, { events, actor: actors.admin, id, now: at(2) });
    expect(await row(id)).toMatchObject({ status: "pending", holdUntil: at(72) });
  });

  it("a pending one whose hold ran out while it was deleted comes back with a new hold, not cancelled by the next round", async () => {
    const { id } = await pending();
    await softDeleteReservation(database.db, { events, actor: actors.operations, id, now: at(1) });
    // A soft-deleted reservation is not expired.
    expect((await expireHolds(database.db, { events, now: at(80) })).expired).toEqual([]);
    await restoreReservation(database.db, { events, actor: actors.admin, id, now: at(100) });
    expect(await row(id)).toMatchObject({ status: "pending", holdUntil: at(172) });
    expect((await expireHolds(database.db, { events, now: at(101) })).expired).toEqual([]);
  });

  it("a restored confirmed or cancelled reservation holds nothing", async () => {
    const { id } = await pending();
    await updateReservation(database.db, {
      events,
      actor: actors.admin,
      id,
      input: input({ status: "cancelled", advanceAmountReceived: "0" }),
      now: at(1),
    });
    await softDeleteReservation(database.db, { events, actor: actors.operations, id, now: at(2) });
    await restoreReservation(database.db, { events, actor: actors.admin, id, now: at(3) });
    expect(await row(id)).toMatchObject({ status: "cancelled", holdUntil: null });
  });
});

describe("a kept hold and a moved event", () => {
  const edit = (id: string, overrides = {}) =>
    updateReservation(database.db, {
      events,
      actor: actors.operations,
      id,
      input: input({ status: "pending", ...overrides }),
      now: at(1),
    });

  it("the form's unchanged hold after the event's new start is refused, and nothing changes", async () => {
    const { id } = await pending({ holdUntil: "2026-12-05T18:00" });
    const refused = await edit(id, { eventDate: "2026-12-04", holdUntil: "2026-12-05T18:00" }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      message: "The hold must end before the event starts.",
      field: "holdUntil",
    });
    expect(await row(id)).toMatchObject({
      eventDate: "2026-12-12",
      holdUntil: new Date("2026-12-05T12:30:00Z"),
    });
  });

  it("a kept hold not sent with the edit is cut at the event's new start", async () => {
    const { id } = await pending({ holdUntil: "2026-12-05T18:00" });
    await edit(id, { eventDate: "2026-12-04", eventStartTime: "12:00", eventEndTime: "15:00" });
    expect((await row(id)).holdUntil).toEqual(eventStart("2026-12-04", "12:00"));
    // A later event keeps the hold.
    await edit(id, { eventDate: "2026-12-20" });
    expect((await row(id)).holdUntil).toEqual(eventStart("2026-12-04", "12:00"));
  });
});

describe("the demo seed", () => {
  it("gives its pending reservations a hold: 72 hours from seeding, or the event's start if sooner", async () => {
    const before = Date.now();
    await seedReservations({
      database,
      env: parseEnv({ LOG_LEVEL: "silent" }),
      logger: pino({ level: "silent" }),
      demo: true,
    });
    const rows = await database.db.select().from(reservations);
    const held = rows.filter((r) => r.status === "pending");
    expect(held.length).toBeGreaterThan(0);
    for (const r of held) {
      const start = eventStart(r.eventDate, r.eventStartTime);
      expect(r.holdUntil, r.eventName).not.toBeNull();
      expect(r.holdUntil!.getTime()).toBeGreaterThan(before);
      expect(r.holdUntil!.getTime()).toBeLessThanOrEqual(
        Math.min(start.getTime(), Date.now() + 72 * 3_600_000),
      );
    }
    expect(
      rows.filter((r) => r.status !== "pending" && r.status !== "soft-deleted" && r.holdUntil !== null),
    ).toEqual([]);
  });
});
