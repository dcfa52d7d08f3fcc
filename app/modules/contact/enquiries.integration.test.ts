import { eq } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { appContext } from "~/context.server";
import { auditLog, enquiries } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { createSession } from "~/modules/auth/session.server";
import { createUser } from "~/modules/auth/users.server";
import { EventBus } from "~/modules/live/events.server";
import { staffCounts } from "~/modules/staff-counts.server";
import { type Role, roles } from "~/permissions";
import { action as detailAction, loader as detailLoader } from "~/routes/luxebooking/enquiries-detail";
import { loader as eventsLoader } from "~/routes/api/enquiry-events";
import { loader as listLoader } from "~/routes/luxebooking/enquiries";
import { setUpTestDatabase } from "../../../tests/support/db";
import { countUnreadEnquiries, listEnquiries, openEnquiry, setEnquiryHandled } from "./enquiries.server";
import { enrolIfRequired } from "../../../tests/support/two-factor";

const database = setUpTestDatabase();
const env = parseEnv({ PUBLIC_URL: "http://localhost:3000", LOG_LEVEL: "silent" });
const tokens = {} as Record<Role, string>;
const actors = {} as Record<Role, { id: string; email: string; role: Role }>;
const ids: string[] = [];

function context() {
  const ctx = new RouterContextProvider();
  ctx.set(appContext, {
    database,
    env,
    logger: pino({ level: "silent" }),
    requestId: "test",
    nonce: "n",
    clientIp: "127.0.0.1",
    events: new EventBus(),
  });
  return ctx;
}

function request(path: string, role: Role | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (role) headers.set("Cookie", `session=${tokens[role]}`);
  return new Request(`http://localhost:3000${path}`, { ...init, headers });
}

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

beforeAll(async () => {
  for (const role of roles) {
    const user = await createUser(database.db, {
      email: `${role}@example.test`,
      password: "long password",
      role,
      actor: null,
    });
    actors[role] = { id: user.id, email: user.email, role };
    await enrolIfRequired(database.db, user);
    tokens[role] = await createSession(database.db, { userId: user.id, env });
  }
  for (const [i, name] of ["Oldest", "Middle", "Newest"].entries()) {
    const [row] = await database.db
      .insert(enquiries)
      .values({
        name,
        email: `${name.toLowerCase()}@example.com`,
        phone: "9845012345",
        subject: `Subject ${i}`,
        message: `Message from ${name}`,
        senderKey: "k",
        captcha: "verified",
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })
      .returning({ id: enquiries.id });
    ids.push(row!.id);
  }
});

describe("staff enquiry inbox (use cases)", () => {
  it("lists newest first, counts unread, and opening one marks it read once (audited)", async () => {
    expect((await listEnquiries(database.db, { actor: actors.admin })).map((e) => e.name)).toEqual([
      "Newest",
      "Middle",
      "Oldest",
    ]);
    expect(await countUnreadEnquiries(database.db)).toBe(3);
    const detail = await openEnquiry(database.db, { id: ids[0]!, actor: actors.admin });
    expect(detail).toMatchObject({
      name: "Oldest",
      message: "Message from Oldest",
      read: true,
      deliveries: [],
    });
    await openEnquiry(database.db, { id: ids[0]!, actor: actors.manager });
    expect(await countUnreadEnquiries(database.db)).toBe(2);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.entityId, ids[0]!));
    expect(audits.filter((a) => a.action === "enquiry.read")).toHaveLength(1);
    expect(
      await openEnquiry(database.db, { id: "00000000-0000-4000-8000-000000000000", actor: actors.admin }),
    ).toBeNull();
  });

  it("marks handled with who and when, and can open it again", async () => {
    const at = new Date("2026-02-01T10:00:00Z");
    expect(
      await setEnquiryHandled(database.db, {
        id: ids[1]!,
        actor: actors.manager,
        handled: true,
        now: at,
        events: new EventBus(),
      }),
    ).toBe(true);
    let [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, ids[1]!));
    expect(row).toMatchObject({
      handledAt: at,
      handledByEmail: "manager@example.test",
      handledById: actors.manager.id,
    });
    await setEnquiryHandled(database.db, {
      id: ids[1]!,
      actor: actors.admin,
      handled: false,
      events: new EventBus(),
    });
    [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, ids[1]!));
    expect(row).toMatchObject({ handledAt: null, handledByEmail: null });
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.entityId, ids[1]!))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["enquiry.handled", "enquiry.reopened"]));
  });

  it("shows the unread count in the top bar only to roles that may read enquiries", async () => {
    const unread = await countUnreadEnquiries(database.db);
    expect(unread).toBeGreaterThan(0);
    expect(await staffCounts(database.db, "admin")).toEqual({ pendingDeletions: 0, unreadEnquiries: unread });
    expect(await staffCounts(database.db, "manager")).toEqual({
      pendingDeletions: 0,
      unreadEnquiries: unread,
    });
    expect(await staffCounts(database.db, "operations")).toEqual({ pendingDeletions: 0, unreadEnquiries: 0 });
    expect(await staffCounts(database.db, "accounts")).toEqual({ pendingDeletions: 0, unreadEnquiries: 0 });
  });
});

describe("inbox routes check permissions on the server, per role", () => {
  it("admin and manager read the list; operations and accounts get 403 with the denial text", async () => {
    for (const role of ["admin", "manager"] as const) {
      const data = await listLoader({
        request: request("/luxebooking/enquiries", role),
        context: context(),
        params: {},
      } as never);
      expect((data as { enquiries: unknown[] }).enquiries).toHaveLength(3);
    }
    for (const role of ["operations", "accounts"] as const) {
      const error = await thrown(
        listLoader({
          request: request("/luxebooking/enquiries", role),
          context: context(),
          params: {},
        } as never),
      );
      expect((error as { init?: { status: number } }).init?.status).toBe(403);
      expect((error as { data: { message: string } }).data.message).toBe(
        "Only administrators and managers can read contact enquiries.",
      );
    }
  });

  it("signed out: the page redirects to the staff sign-in", async () => {
    const error = (await thrown(
      listLoader({
        request: request("/luxebooking/enquiries", null),
        context: context(),
        params: {},
      } as never),
    )) as Response;
    expect(error.status).toBe(302);
    expect(error.headers.get("Location")).toBe("/luxebooking/login?redirectTo=%2Fluxebooking%2Fenquiries");
  });

  it("a forged 'mark handled' from operations or accounts is refused with 403 and changes nothing", async () => {
    for (const role of ["operations", "accounts"] as const) {
      const body = new URLSearchParams({ intent: "handled" });
      const error = await thrown(
        detailAction({
          request: request(`/luxebooking/enquiries/${ids[2]}`, role, { method: "POST", body }),
          context: context(),
          params: { id: ids[2]! },
        } as never),
      );
      expect((error as { init?: { status: number } }).init?.status).toBe(403);
    }
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, ids[2]!));
    expect(row!.handledAt).toBeNull();
    expect(row!.readAt).toBeNull();
  });

  it("manager opens and marks handled through the routes; bad input gets 400/404 and changes nothing", async () => {
    const loaded = (await detailLoader({
      request: request(`/luxebooking/enquiries/${ids[2]}`, "manager"),
      context: context(),
      params: { id: ids[2]! },
    } as never)) as { enquiry: { name: string; read: boolean } };
    expect(loaded.enquiry).toMatchObject({ name: "Newest", read: true });
    const post = (role: Role, id: string, intent: string) =>
      detailAction({
        request: request(`/luxebooking/enquiries/${id}`, role, {
          method: "POST",
          body: new URLSearchParams({ intent }),
        }),
        context: context(),
        params: { id },
      } as never) as Promise<unknown>;
    expect(await post("manager", ids[2]!, "handled")).toEqual({
      ok: true,
      message: "Enquiry marked as handled.",
    });
    const bad = (await post("admin", ids[0]!, "delete")) as {
      data: { message: string };
      init: { status: number };
    };
    expect(bad.init.status).toBe(400);
    const missing = (await post("admin", "not-a-uuid", "handled")) as { init: { status: number } };
    expect(missing.init.status).toBe(404);
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, ids[0]!));
    expect(row!.handledAt).toBeNull();
  });

  it("live inbox updates stream to admin and manager only; signed out gets 401", async () => {
    for (const role of ["admin", "manager"] as const) {
      const controller = new AbortController();
      const response = (await eventsLoader({
        request: request("/api/enquiries/events", role, { signal: controller.signal }),
        context: context(),
        params: {},
      } as never)) as Response;
      expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
      controller.abort();
    }
    for (const role of ["operations", "accounts", null] as const) {
      const error = (await thrown(
        eventsLoader({
          request: request("/api/enquiries/events", role),
          context: context(),
          params: {},
        } as never),
      )) as { init?: { status: number } };
      expect(error.init?.status).toBe(role ? 403 : 401);
    }
  });
});
