import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, reservations } from "~/db/schema";
import { DomainError } from "~/modules/errors";
import { EventBus } from "~/modules/live/events.server";
import { isPostgres, setUpTestDatabase } from "../../../tests/support/db";
import { createReservation } from "./create-reservation.server";
import { parseEnv } from "~/env.server";
import { HOLD_EXPIRY_LOCK, expireHolds } from "./expire-holds.server";
import { startHoldExpiry } from "./hold-expiry-runner.server";
import { getCalendarMonth, listUpcomingReservations } from "./list-reservations.server";
import { actors, input } from "./test-fixtures";
import { updateReservation } from "./update-reservation.server";

// @module-tag db (advisory lock, concurrent rounds, correlated slot queries)

/** Issue 16 item 2: tentative holds that expire, on a frozen clock (every call takes `now`). */
const t0 = new Date("2026-12-01T04:30:00Z"); // 10:00 IST, 1 December 2026
const at = (hours: number, minutes = 0) => new Date(t0.getTime() + (hours * 60 + minutes) * 60_000);
const database = setUpTestDatabase({ clear: [reservations], clearAudit: true });
const events = new EventBus();

const pending = (eventName: string, now: Date, overrides = {}) =>
  createReservation(database.db, {
    events,
    actor: actors.manager,
    input: input({ eventName, status: "pending", ...overrides }),
    now,
  });

async function ranks(now: Date) {
  const { items } = await listUpcomingReservations(database.db, { actor: actors.admin, now });
  // Same date and time: the list's own order falls to the id; compare by name.
  return items
    .map((c) => [c.eventName, c.status, c.optionRank, c.slotConfirmedFor])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

describe("tentative holds", () => {
  it("a pending reservation holds its date 72 hours by default; others hold nothing", async () => {
    const { id } = await pending("First Choice", t0);
    const { id: confirmed } = await createReservation(database.db, {
      events,
      actor: actors.admin,
      input: input({ eventDate: "2026-12-20" }),
      now: t0,
    });
    const rows = await database.db.select().from(reservations);
    expect(rows.find((r) => r.id === id)!.holdUntil?.toISOString()).toBe(at(72).toISOString());
    expect(rows.find((r) => r.id === confirmed)!.holdUntil).toBeNull();
  });

  it("pending reservations of one slot are ranked by creation time on cards and the calendar's day list", async () => {
    await pending("First Choice", t0);
    await pending("Second Choice", at(0, 5), { eventStartTime: "20:00", eventEndTime: "23:30" });
    await pending("Other Day", at(0, 6), { eventDate: "2026-12-13" });
    expect(await ranks(t0)).toEqual([
      ["First Choice", "pending", 1, null],
      ["Other Day", "pending", 1, null],
      ["Second Choice", "pending", 2, null],
    ]);
    const month = await getCalendarMonth(database.db, {
      actor: actors.accounts,
      month: { year: 2026, month: 12 },
      selectedDate: "2026-12-12",
      now: t0,
    });
    expect(month.selected.map((c) => [c.eventName, c.optionRank])).toEqual([
      ["First Choice", 1],
      ["Second Choice", 2],
    ]);
  });

  it("when the hold runs out the system cancels it with 'Hold expired' and the 2nd option moves up", async () => {
    const { id: first } = await pending("First Choice", t0);
    const { id: second } = await pending("Second Choice", at(1));
    expect((await expireHolds(database.db, { events, now: at(71, 59) })).expired).toEqual([]);
    expect((await expireHolds(database.db, { events, now: at(72) })).expired).toEqual([first]);
    const [row] = await database.db.select().from(reservations).where(eq(reservations.id, first));
    expect(row).toMatchObject({ status: "cancelled", holdExpiredAt: at(72) });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "reservation.hold-expired"));
    expect(audit).toMatchObject({
      entityId: first,
      actorId: null,
      after: { status: "cancelled", note: "Hold expired" },
    });
    expect(await ranks(at(72))).toEqual([
      ["First Choice", "cancelled", null, null],
      ["Second Choice", "pending", 1, null],
    ]);
    // Its own hold runs out an hour later; a later round does not touch the first again.
    expect((await expireHolds(database.db, { events, now: at(73) })).expired).toEqual([second]);
    expect(await database.db.$count(auditLog, eq(auditLog.action, "reservation.hold-expired"))).toBe(2);
  });

  it("concurrent rounds (several instances) expire each hold exactly once", async () => {
    for (let i = 0; i < 10; i++)
      await pending(`Hold ${i}`, t0, { eventDate: `2026-12-${String(10 + i).padStart(2, "0")}` });
    const rounds = await Promise.all(
      Array.from({ length: 6 }, () => expireHolds(database.db, { events, now: at(80) })),
    );
    expect(rounds.flatMap((r) => r.expired)).toHaveLength(10);
    expect(await database.db.$count(auditLog, eq(auditLog.action, "reservation.hold-expired"))).toBe(10);
    if (isPostgres()) expect(rounds.some((r) => r.expired.length === 10)).toBe(true);
  });

  // Without the lock the update's `status = 'pending'` condition alone would still expire each hold
  // once; this shows the lock itself: a round that cannot take it leaves everything to its holder.
  it.skipIf(!isPostgres())(
    "a round that cannot take the lock (another instance's round holds it) does nothing",
    async () => {
      const { id } = await pending("Locked Out", t0);
      const other = await database.pool!.connect();
      try {
        await other.query("begin");
        await other.query("select pg_advisory_xact_lock($1)", [HOLD_EXPIRY_LOCK]);
        expect(await expireHolds(database.db, { events, now: at(80) })).toEqual({
          expired: [],
          locked: false,
        });
        const [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
        expect(row!.status).toBe("pending");
        expect(await database.db.$count(auditLog, eq(auditLog.action, "reservation.hold-expired"))).toBe(0);
        await other.query("commit");
      } finally {
        other.release();
      }
      expect(await expireHolds(database.db, { events, now: at(80) })).toEqual({
        expired: [id],
        locked: true,
      });
    },
  );

  it("once a reservation of the slot is confirmed, the pending ones say so and cannot be confirmed later", async () => {
    await pending("First Family", t0);
    const { id: waiting } = await pending("Waiting Family", at(0, 5));
    // Issue 32 item 7: confirming over the 1st option's hold takes an override with a reason.
    await createReservation(database.db, {
      events,
      actor: actors.admin,
      input: input({
        eventName: "Booked Family",
        eventStartTime: "19:00",
        eventEndTime: "22:00",
        holdOverride: true,
        holdOverrideReason: "Paid in full",
      }),
      now: at(1),
    });
    // The 2nd option stays 2nd while the slot is taken (issue 32 item 7: promoted only when free).
    expect((await ranks(at(1))).find((r) => r[0] === "Waiting Family")).toEqual([
      "Waiting Family",
      "pending",
      2,
      "Booked Family",
    ]);
    const refused = await updateReservation(database.db, {
      events,
      actor: actors.admin,
      id: waiting,
      input: input({ eventName: "Waiting Family", status: "confirmed" }),
      now: at(2),
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).message).toContain('"Booked Family"');
  });

  it("staff may set 'Hold until'; in the past or after the event it is refused and nothing is written", async () => {
    const { id } = await pending("Chosen Hold", t0, { holdUntil: "2026-12-05T18:00" });
    const [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row!.holdUntil?.toISOString()).toBe("2026-12-05T12:30:00.000Z");
    for (const [holdUntil, message] of [
      ["2026-12-01T09:59", "The hold must end in the future."],
      ["2026-12-12T18:01", "The hold must end before the event starts."],
      ["soon", "Please enter a valid date and time for the hold."],
    ] as const) {
      const error = await pending("Bad Hold", t0, { holdUntil }).catch((e: unknown) => e);
      expect(error, holdUntil).toBeInstanceOf(DomainError);
      expect((error as DomainError).message).toBe(message);
    }
    expect(await database.db.$count(reservations)).toBe(1);
  });

  it("an edit keeps the hold it was opened with, however near; a status change away from pending clears it", async () => {
    const { id } = await pending("Kept Hold", t0, { holdUntil: "2026-12-01T10:30" });
    // 29 minutes later the hold is a minute away: saving the form unchanged keeps it.
    await updateReservation(database.db, {
      events,
      actor: actors.operations,
      id,
      input: input({
        eventName: "Kept Hold",
        status: "pending",
        holdUntil: "2026-12-01T10:30",
        notes: "called back",
      }),
      now: at(0, 29),
    });
    let [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row!.holdUntil?.toISOString()).toBe("2026-12-01T05:00:00.000Z");
    await updateReservation(database.db, {
      events,
      actor: actors.operations,
      id,
      input: input({ eventName: "Kept Hold", status: "cancelled" }),
      now: at(0, 30),
    });
    [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row!.holdUntil).toBeNull();
  });
});

describe("the expiry runner (started by the server: server/app.ts)", () => {
  const status = async (id: string) =>
    (await database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!.status;
  const run = async (pollMs: number, check: () => Promise<void>) => {
    const bus = new EventBus();
    startHoldExpiry({
      database,
      env: parseEnv({ LOG_LEVEL: "silent", HOLD_EXPIRY_POLL_MS: String(pollMs) }),
      events: bus,
    });
    try {
      await check();
    } finally {
      bus.close();
    }
  };

  it("runs a round as it starts: a hold that ran out while no server ran is cancelled at once", async () => {
    const { id } = await pending("Overdue Hold", new Date(Date.now() - 73 * 3_600_000));
    // The next round is an hour away: only the round at start can cancel it.
    await run(3_600_000, () => expect.poll(() => status(id), { timeout: 5000 }).toBe("cancelled"));
  });

  it("then runs a round every HOLD_EXPIRY_POLL_MS", async () => {
    // Its hold runs out 4 s from now, after the round at start.
    const { id } = await pending("Soon Over", new Date(Date.now() - 72 * 3_600_000 + 4000));
    await run(200, async () => {
      expect(await status(id)).toBe("pending");
      await expect.poll(() => status(id), { timeout: 10_000 }).toBe("cancelled");
    });
  });
});
