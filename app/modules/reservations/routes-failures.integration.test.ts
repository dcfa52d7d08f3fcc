import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { deletionRequests, reservations } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { createUser } from "~/modules/auth/users.server";
import { EventBus, type LiveEvent } from "~/modules/live/events.server";
import type { Role } from "~/permissions";
import * as pendingRoute from "~/routes/luxebooking/admin/pending-deletions";
import * as editRoute from "~/routes/luxebooking/edit-reservation";
import * as newRoute from "~/routes/luxebooking/new-reservation";
import * as detailRoute from "~/routes/luxebooking/reservation";
import { createTestDatabase } from "../../../tests/support/db";
import { createReservation } from "./create-reservation.server";
import { requestDeletion } from "./request-deletion.server";
import { softDeleteReservation } from "./soft-delete-reservation.server";
import { actors, input } from "./test-fixtures";

/**
 * The spec's failure texts (section 8): a real database failure in the middle of each change
 * (its audit table gone) answers the text, and the transaction leaves nothing half-written.
 */
const env = parseEnv({ PUBLIC_URL: "http://localhost:3000", DATA_DIR: "/tmp/unused", NODE_ENV: "test" });
const logger = pino({ level: "silent" });
const PASSWORD = "route-test-password";
type Who = Role | "unknown" | "signed-out";
let database: Database;
let events: EventBus;
const published: LiveEvent[] = [];
const cookies = new Map<Who, string>();
const ids = new Map<Role, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  events = new EventBus();
  events.subscribe((e) => published.push(e));
  for (const role of ["admin", "manager", "operations", "accounts", "unknown"] as const) {
    const user = await createUser(database.db, {
      email: `${role}@routes.test`,
      password: PASSWORD,
      role: role as Role,
      actor: null,
    });
    if (role !== "unknown") ids.set(role, user.id);
    const result = await signIn(database.db, {
      email: `${role}@routes.test`,
      password: PASSWORD,
      ip: "127.0.0.1",
      env,
    });
    if (!result.ok) throw new Error("sign-in failed");
    cookies.set(role, `session=${result.token}`);
  }
});
afterAll(() => database.close());

function context() {
  const ctx = new RouterContextProvider();
  ctx.set(appContext, {
    database,
    env,
    logger,
    requestId: "test",
    nonce: "n",
    clientIp: "127.0.0.1",
    events,
  });
  return ctx;
}

function request(who: Who, path: string, form?: Record<string, string>) {
  const headers = new Headers();
  const cookie = cookies.get(who);
  if (cookie) headers.set("cookie", cookie);
  const init: RequestInit = { headers };
  if (form) {
    init.method = "POST";
    init.body = new URLSearchParams(form);
  }
  return new Request(`http://localhost:3000${path}`, init);
}

interface Answer {
  status: number;
  body: unknown;
}

/** Runs a loader/action and reduces what it returns or throws to a status and a body. */
async function call(
  fn: (args: never) => unknown,
  who: Who,
  path: string,
  options: { form?: Record<string, string>; params?: Record<string, string> } = {},
): Promise<Answer> {
  const args = {
    request: request(who, path, options.form),
    params: options.params ?? {},
    context: context(),
  };
  let value: unknown;
  try {
    value = await (fn as (a: typeof args) => unknown)(args);
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    const type = value.headers.get("content-type") ?? "";
    return {
      status: value.status,
      body: type.includes("json") ? await value.json() : value.headers.get("location"),
    };
  }
  if (
    value &&
    typeof value === "object" &&
    "type" in value &&
    (value as { type: string }).type === "DataWithResponseInit"
  ) {
    const v = value as unknown as { data: unknown; init: ResponseInit | null };
    return { status: v.init?.status ?? 200, body: v.data };
  }
  return { status: 200, body: value };
}

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
        input: input({ eventDate: "2099-08-01" }),
      })
    ).id;
    softId = (
      await createReservation(database.db, {
        events,
        actor: actors.admin,
        input: input({ eventDate: "2099-08-02" }),
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

  const detail = (who: Who, intent: string, id: string) =>
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
