import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, reservations } from "~/db/schema";
import { reservationHistory } from "~/modules/audit/list-audit.server";
import { DomainError } from "~/modules/errors";
import { EventBus } from "~/modules/live/events.server";
import { setUpTestDatabase } from "../../../tests/support/db";
import { createReservation } from "./create-reservation.server";
import { getReservation, listUpcomingReservations } from "./list-reservations.server";
import { releaseHold } from "./release-hold.server";
import { actors, input } from "./test-fixtures";
import { updateReservation } from "./update-reservation.server";

// @module-tag db (database behaviour: the PostgreSQL run repeats this file, see docs/testing.md)

// Issue 32 item 7: a 1st-option hold keeps the slot from being confirmed over.
// 10:00 IST on 1 December 2026; the event on 12 December; holds run 72 hours (to 4 December, 10:00 IST).
const now = new Date("2026-12-01T04:30:00Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const database = setUpTestDatabase({ clear: [reservations], clearAudit: true });
const events = new EventBus();

const hold = (clientName: string, at: Date, overrides = {}) =>
  createReservation(database.db, {
    events,
    actor: actors.manager,
    now: at,
    input: input({ eventName: `${clientName} Wedding`, clientName, status: "pending", ...overrides }),
  });

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

const HELD_TEXT =
  "This slot is held for Ravi Sharma (1st option) until 4 Dec 2026, 10:00 am. Release the hold or ask an administrator to override.";

async function statusOf(id: string) {
  const [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
  return row!;
}

describe("holds that hold", () => {
  it("confirming over another client's unexpired 1st-option hold is refused, naming the client and the hold's end", async () => {
    await hold("Ravi Sharma", now);
    const error = await refusal(
      createReservation(database.db, {
        events,
        actor: actors.admin,
        now: later(5),
        input: input({ eventName: "Other family", clientName: "Farah Khan", eventStartTime: "20:00" }),
      }),
    );
    expect([error.status, error.message]).toEqual([409, HELD_TEXT]);
    expect(await database.db.$count(reservations)).toBe(1);
  });

  it("the 2nd option cannot be confirmed over the 1st; the 1st can be confirmed", async () => {
    const { id: first } = await hold("Ravi Sharma", now);
    const { id: second } = await hold("Farah Khan", later(1));
    const confirmSecond = await refusal(
      updateReservation(database.db, {
        actor: actors.operations,
        id: second,
        events,
        now: later(10),
        input: input({ eventName: "Farah Khan Wedding", clientName: "Farah Khan", version: 1 }),
      }),
    );
    expect(confirmSecond.message).toBe(HELD_TEXT);
    await updateReservation(database.db, {
      actor: actors.operations,
      id: first,
      events,
      now: later(10),
      input: input({ eventName: "Ravi Sharma Wedding", version: 1 }),
    });
    expect((await statusOf(first)).status).toBe("confirmed");
  });

  it("an expired hold holds nothing", async () => {
    await hold("Ravi Sharma", now);
    await createReservation(database.db, {
      events,
      actor: actors.admin,
      now: later(72 * 60 + 1),
      input: input({ eventName: "After the hold", clientName: "Farah Khan" }),
    });
  });

  it("admin and operations override with a reason, recorded in both reservations' history; the released one says why", async () => {
    const { id: held } = await hold("Ravi Sharma", now);
    const reasonless = await refusal(
      createReservation(database.db, {
        events,
        actor: actors.manager,
        now: later(5),
        input: input({
          eventName: "Manager tries",
          clientName: "Farah Khan",
          holdOverride: true,
          holdOverrideReason: "Paid in full",
        }),
      }),
    );
    expect([reasonless.status, reasonless.message]).toEqual([
      403,
      "Only administrators and operations staff can override a hold.",
    ]);
    const { id: confirmed } = await createReservation(database.db, {
      events,
      actor: actors.operations,
      now: later(5),
      input: input({
        eventName: "Khan Reception",
        clientName: "Farah Khan",
        holdOverride: true,
        holdOverrideReason: "Khan family paid the full advance; Sharmas did not answer for two days.",
      }),
    });
    expect((await statusOf(confirmed)).status).toBe("confirmed");
    expect(await statusOf(held)).toMatchObject({
      status: "cancelled",
      holdReleasedByEmail: "operations@demo.test",
      holdReleaseReason: "Khan family paid the full advance; Sharmas did not answer for two days.",
      holdReleasedFor: confirmed,
    });
    const released = await getReservation(database.db, { actor: actors.manager, id: held, now: later(6) });
    expect(released.holdRelease).toMatchObject({
      byEmail: "operations@demo.test",
      reason: "Khan family paid the full advance; Sharmas did not answer for two days.",
      confirmedInsteadId: confirmed,
    });
    const heldHistory = await reservationHistory(database.db, { actor: actors.admin, reservationId: held });
    expect(heldHistory.map((r) => r.action)).toContain("reservation.hold-released");
    const releasedEntry = heldHistory.find((r) => r.action === "reservation.hold-released")!;
    expect(releasedEntry.differences).toContainEqual({
      field: "status",
      label: "Status",
      before: "pending",
      after: "cancelled",
    });
    expect(releasedEntry.differences.map((d) => d.label)).toContain("Hold release reason");
    const confirmedHistory = await reservationHistory(database.db, {
      actor: actors.admin,
      reservationId: confirmed,
    });
    expect(confirmedHistory.map((r) => r.action)).toEqual(
      expect.arrayContaining(["reservation.create", "reservation.hold-override"]),
    );
    const overrideEntry = confirmedHistory.find((r) => r.action === "reservation.hold-override")!;
    expect(overrideEntry.differences.map((d) => d.after).join(" ")).toContain("Sharmas did not answer");
  });

  it("an override needs a reason", async () => {
    const { reservationFormSchema } = await import("./reservations.schema");
    const parsed = reservationFormSchema.safeParse({
      ...input(),
      guestCount: "250",
      holdOverride: "on",
      holdOverrideReason: "  ",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path[0], i.message])).toContainEqual([
      "holdOverrideReason",
      "Enter the reason for overriding the hold.",
    ]);
  });

  it("the 2nd option is promoted only when the slot is free", async () => {
    const { id: first } = await hold("Ravi Sharma", now);
    const { id: second } = await hold("Farah Khan", later(1));
    const { id: third } = await createReservation(database.db, {
      events,
      actor: actors.admin,
      now: later(5),
      input: input({
        eventName: "Confirmed over",
        clientName: "Neha Gupta",
        holdOverride: true,
        holdOverrideReason: "Owner's decision",
      }),
    });
    expect((await statusOf(first)).status).toBe("cancelled");
    const ranks = async () =>
      Object.fromEntries(
        (await listUpcomingReservations(database.db, { actor: actors.admin, now: later(6) })).items.map(
          (c) => [c.eventName, [c.status, c.optionRank, c.slotConfirmedFor]],
        ),
      );
    // The slot is confirmed for another: Farah stays the 2nd option, not promoted to 1st.
    expect((await ranks())["Farah Khan Wedding"]).toEqual(["pending", 2, "Confirmed over"]);
    // Once the confirmed booking gives the slot back, the next option is the 1st.
    await updateReservation(database.db, {
      actor: actors.admin,
      id: third,
      events,
      now: later(9),
      input: input({
        eventName: "Confirmed over",
        clientName: "Neha Gupta",
        status: "cancelled",
        version: 1,
      }),
    });
    expect((await ranks())["Farah Khan Wedding"]).toEqual(["pending", 1, null]);
    expect(second).toBeTruthy();
  });

  it("Release hold: the pending reservation is cancelled with who and why; only those who may edit", async () => {
    const { id } = await hold("Ravi Sharma", now);
    const denied = await refusal(
      releaseHold(database.db, { actor: actors.manager, id, reason: "No answer", events, now: later(1) }),
    );
    expect(denied.status).toBe(403);
    await releaseHold(database.db, {
      actor: actors.operations,
      id,
      reason: "No answer",
      events,
      now: later(1),
    });
    expect(await statusOf(id)).toMatchObject({
      status: "cancelled",
      holdReleaseReason: "No answer",
      holdReleasedFor: null,
    });
    const twice = await refusal(
      releaseHold(database.db, { actor: actors.operations, id, events, now: later(2) }),
    );
    expect(twice.message).toBe("This reservation holds no date.");
    await createReservation(database.db, {
      events,
      actor: actors.manager,
      now: later(3),
      input: input({ eventName: "Free now", clientName: "Farah Khan" }),
    });
  });
});

describe("concurrent overrides of one hold", () => {
  it("exactly one confirmation wins; the hold is released once; the rest are told the hall is booked", async () => {
    const { id: held } = await hold("Ravi Sharma", now);
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        createReservation(database.db, {
          events,
          actor: i % 2 ? actors.admin : actors.operations,
          now: later(5),
          input: input({
            eventName: `Rival ${i}`,
            clientName: `Rival ${i}`,
            holdOverride: true,
            holdOverrideReason: `Reason ${i}`,
          }),
        }),
      ),
    );
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === "rejected") {
        expect((attempt.reason as Error).message).toMatch(/^The hall is already booked for "Rival \d+"/);
      }
    }
    expect(
      await database.db.$count(
        auditLog,
        and(eq(auditLog.action, "reservation.hold-released"), eq(auditLog.entityId, held)),
      ),
    ).toBe(1);
    expect((await statusOf(held)).status).toBe("cancelled");
  });

  it("without an override, concurrent confirmations over the hold are all refused and nothing changes", async () => {
    const { id: held } = await hold("Ravi Sharma", now);
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        createReservation(database.db, {
          events,
          actor: actors.admin,
          now: later(5),
          input: input({ eventName: `Rival ${i}`, clientName: `Rival ${i}` }),
        }),
      ),
    );
    expect(attempts.every((a) => a.status === "rejected" && (a.reason as Error).message === HELD_TEXT)).toBe(
      true,
    );
    expect((await statusOf(held)).status).toBe("pending");
    expect(await database.db.$count(reservations)).toBe(1);
  });
});
