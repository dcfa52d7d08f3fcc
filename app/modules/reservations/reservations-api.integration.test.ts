import pino from "pino";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { appContext } from "~/context.server";
import { reservations } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { createSession } from "~/modules/auth/session.server";
import { createUser } from "~/modules/auth/users.server";
import { EventBus } from "~/modules/live/events.server";
import type { Role } from "~/permissions";
import { loader } from "~/routes/api/reservations";
import { loader as overlapsLoader } from "~/routes/api/reservations-overlaps";
import { setUpTestDatabase } from "../../../tests/support/db";
import { createReservation } from "./create-reservation.server";
import { rangeMessages } from "./reservation-range.schema";
import { softDeleteReservation } from "./soft-delete-reservation.server";
import { actors, input } from "./test-fixtures";
import { enrolIfRequired } from "../../../tests/support/two-factor";

/** GET /api/v1/reservations?from&to through its real loader, a real session and database. */
const env = parseEnv({ PUBLIC_URL: "http://localhost:3000", DATA_DIR: "/tmp/unused", NODE_ENV: "test" });
const PASSWORD = "api-test-password";
type Who = Role | "unknown" | "signed-out";
const database = setUpTestDatabase();
const events = new EventBus();
const cookies = new Map<Who, string>();
let newYearGalaId = "";

beforeAll(async () => {
  for (const role of ["admin", "manager", "operations", "accounts", "unknown"] as const) {
    const user = await createUser(database.db, {
      email: `${role}@api.test`,
      password: PASSWORD,
      role: role as Role,
      actor: null,
    });
    // A session past the sign-in: the admin has a second factor, else the session is held at enrolment.
    await enrolIfRequired(database.db, user);
    cookies.set(role, `session=${await createSession(database.db, { userId: user.id, env })}`);
  }
  const admin = actors.admin;
  await createReservation(database.db, {
    events,
    actor: admin,
    input: input({
      eventName: "Rao Engagement",
      eventDate: "2026-12-05",
      eventStartTime: "10:00",
      eventEndTime: "13:00",
    }),
  });
  await createReservation(database.db, {
    events,
    actor: admin,
    input: input({
      eventName: "Iyer Wedding",
      eventDate: "2026-12-12",
      eventStartTime: "18:00",
      eventEndTime: "23:00",
    }),
  });
  newYearGalaId = (
    await createReservation(database.db, {
      events,
      actor: admin,
      input: input({ eventName: "New Year Gala", eventDate: "2027-01-01", status: "pending" }),
    })
  ).id;
  const gone = await createReservation(database.db, {
    events,
    actor: admin,
    input: input({ eventName: "Cancelled Launch", eventDate: "2026-12-20", advanceAmountReceived: "0" }),
  });
  await softDeleteReservation(database.db, { events, actor: actors.operations, id: gone.id });
});

function routerContext() {
  const context = new RouterContextProvider();
  context.set(appContext, {
    database,
    env,
    logger: pino({ level: "silent" }),
    requestId: "test",
    nonce: "n",
    clientIp: "127.0.0.1",
    events: new EventBus(),
  });
  return context;
}

async function get(who: Who, query: string) {
  const headers = new Headers();
  const cookie = cookies.get(who);
  if (cookie) headers.set("cookie", cookie);
  const context = routerContext();
  const request = new Request(`http://localhost:3000/api/v1/reservations${query}`, { headers });
  let value: unknown;
  try {
    value = await loader({ request, params: {}, context } as never);
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, body: await value.json() };
  const v = value as { data: unknown; init: ResponseInit | null };
  return { status: v.init?.status ?? 200, body: v.data as Record<string, unknown>, headers: v.init?.headers };
}

describe("GET /api/v1/reservations", () => {
  it.each(["admin", "manager", "operations", "accounts"] as const)(
    "lists the December reservations for %s, by date, without soft-deleted ones",
    async (role) => {
      const res = await get(role, "?from=2026-12-01&to=2026-12-31");
      expect(res.status).toBe(200);
      const list = res.body.reservations as { eventName: string; eventDate: string }[];
      expect(list.map((r) => r.eventName)).toEqual(["Rao Engagement", "Iyer Wedding"]);
      expect(res.body.from).toBe("2026-12-01");
      expect(res.body.to).toBe("2026-12-31");
      expect(res.headers).toEqual({ "Cache-Control": "private, no-store" });
    },
  );

  it("includes both ends of the range and names only DTO columns", { tags: ["db"] }, async () => {
    const res = await get("manager", "?from=2026-12-12&to=2027-01-01");
    const list = res.body.reservations as Record<string, unknown>[];
    expect(list.map((r) => r.eventName)).toEqual(["Iyer Wedding", "New Year Gala"]);
    expect(Object.keys(list[0]!).sort()).toEqual(
      [
        "amountPaise",
        "clientEmail",
        "clientName",
        "clientPhone",
        "eventDate",
        "eventEndTime",
        "eventName",
        "eventStartTime",
        "guestCount",
        "holdUntil",
        "id",
        "isPast",
        "optionRank",
        "slotConfirmedFor",
        "softDeleted",
        "softDeletedAt",
        "softDeletedByEmail",
        "status",
      ].sort(),
    );
    expect(list[0]).toMatchObject({ eventStartTime: "18:00", eventEndTime: "23:00", status: "confirmed" });
  });

  it("answers 401 signed out and 403 to an account without a known role", async () => {
    expect((await get("signed-out", "?from=2026-12-01&to=2026-12-31")).status).toBe(401);
    const denied = await get("unknown", "?from=2026-12-01&to=2026-12-31");
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: "Access Denied" });
  });

  it.each([
    ["", rangeMessages.date],
    ["?from=2026-12-01", rangeMessages.date],
    ["?from=2026-02-30&to=2026-03-01", rangeMessages.date],
    ["?from=12/01/2026&to=2026-12-31", rangeMessages.date],
    ["?from=2026-12-31&to=2026-12-01", rangeMessages.order],
    ["?from=2026-01-01&to=2026-12-31", rangeMessages.tooLong],
  ])("refuses %s with a clear message", async (query, message) => {
    const res = await get("admin", query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it("keeps the exact messages", () => {
    expect(rangeMessages).toEqual({
      date: "from and to must be dates written YYYY-MM-DD.",
      order: "from must be on or before to.",
      tooLong: "The range may span at most 92 days.",
    });
  });

  it("lists 92 days and no more", async () => {
    expect((await get("admin", "?from=2026-12-01&to=2027-03-02")).status).toBe(200);
    expect((await get("admin", "?from=2026-12-01&to=2027-03-03")).status).toBe(400);
    expect(await database.db.$count(reservations)).toBe(4);
  });
});

describe("GET /api/v1/reservations/overlaps (the form's warning while typing)", { tags: ["db"] }, () => {
  async function overlaps(query: string) {
    const headers = new Headers({ cookie: cookies.get("operations")! });
    const request = new Request(`http://localhost:3000/api/v1/reservations/overlaps?${query}`, { headers });
    return (await overlapsLoader({ request, params: {}, context: routerContext() } as never)) as {
      confirmed: { message: string }[];
      pending: { id: string; eventName: string }[];
      held: { id: string; message: string }[];
      tooClose: string | null;
    };
  }

  it("lists the confirmed clash and the pending holds at that time", async () => {
    expect(await overlaps("date=2026-12-12&start=22:00&end=23:30")).toEqual({
      confirmed: [
        { message: 'The hall is already booked for "Iyer Wedding" from 18:00 to 23:00 on 12 December 2026.' },
      ],
      pending: [],
      held: [],
      // The clash is named; the time between events is not said twice.
      tooClose: null,
    });
    // Issue 32 item 9: just after the wedding, within the hall's 60 minutes.
    expect((await overlaps("date=2026-12-12&start=23:30&end=23:59")).tooClose).toBe(
      "The hall needs 60 minutes between events.",
    );
    const atGala = await overlaps("date=2027-01-01&start=19:00&end=20:00");
    expect(atGala.pending.map((p) => p.eventName)).toEqual(["New Year Gala"]);
    // Issue 32 item 7: its 1st-option hold, which a confirmation would be refused for.
    expect(atGala.held.map((h) => h.id)).toEqual([newYearGalaId]);
    expect(atGala.held[0]!.message).toMatch(/^This slot is held for .* \(1st option\) until /);
  });

  it("never names the reservation being saved: its id is excluded", async () => {
    expect(await overlaps(`date=2027-01-01&start=19:00&end=20:00&exclude=${newYearGalaId}`)).toEqual({
      confirmed: [],
      pending: [],
      held: [],
      tooClose: null,
    });
  });
});
