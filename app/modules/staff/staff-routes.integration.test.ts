import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages, sessions, totpCredentials, users } from "~/db/schema";
import { signIn } from "~/modules/auth/sign-in.server";
import { tooEasyToGuess } from "~/modules/auth/auth.schema";
import { verifyPassword } from "~/modules/auth/password.server";
import { createSession } from "~/modules/auth/session.server";
import { createUser } from "~/modules/auth/users.server";
import { createResetLink } from "~/modules/staff/manage-staff.server";
import { roles, type Role } from "~/permissions";
import * as accountRoute from "~/routes/luxebooking/account";
import * as staffRoute from "~/routes/luxebooking/admin/staff";
import * as dashboardRoute from "~/routes/luxebooking/dashboard";
import * as resetRoute from "~/routes/luxebooking/reset-password";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { staffMessages } from "./messages";
import { enrolIfRequired } from "../../../tests/support/two-factor";

let h: RouteHarness;
let n = 0;
const PASSWORD = "a long password";
const STRONG = "mango monsoon ledger kite";

beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());

/** An account of its own, signed in: its id, e-mail and session cookie. */
async function signedIn(role: Role) {
  n++;
  const user = await createUser(h.db, {
    email: `${role}-${n}@routes.test`,
    password: PASSWORD,
    role,
    actor: null,
  });
  await enrolIfRequired(h.db, user);
  const token = await createSession(h.db, { userId: user.id, env: h.env });
  return { ...user, cookie: `session=${token}` };
}

async function rowOf(id: string) {
  const [row] = await h.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const sessionCount = (userId: string) => h.db.$count(sessions, eq(sessions.userId, userId));

describe("Staff screen /luxebooking/admin/staff", () => {
  for (const role of roles) {
    it(`${role}: the list is ${role === "admin" ? "shown" : "refused (403)"}`, async () => {
      const outcome = await h.call(staffRoute.loader, { as: role, url: "/luxebooking/admin/staff" });
      if (role === "admin") {
        expect(outcome.status).toBe(200);
        expect(JSON.stringify(outcome.body)).toContain("manager@eden.test");
      } else {
        expect(outcome).toMatchObject({ status: 403, body: { message: staffMessages.onlyAdmins } });
      }
    });
  }

  it("signed out: goes to the sign-in; a POST is 401", async () => {
    const page = await h.call(staffRoute.loader, { url: "/luxebooking/admin/staff" });
    expect(page.status).toBe(302);
    const post = await h.call(staffRoute.action, {
      url: "/luxebooking/admin/staff",
      form: { intent: "disable", userId: h.actor("manager").id },
    });
    expect(post.status).toBe(401);
  });

  const forged = (userId: string): Record<string, Record<string, string>> => ({
    disable: { intent: "disable", userId },
    role: { intent: "role", userId, role: "admin" },
    "reset-link": { intent: "reset-link", userId },
    "end-sessions": { intent: "end-sessions", userId },
  });

  for (const role of roles.filter((r) => r !== "admin")) {
    for (const intent of ["disable", "role", "reset-link", "end-sessions"]) {
      it(`a forged ${intent} POST by ${role} is 403 and changes nothing`, async () => {
        const target = await signedIn("accounts");
        const outcome = await h.call(staffRoute.action, {
          as: role,
          url: "/luxebooking/admin/staff",
          form: forged(target.id)[intent]!,
        });
        expect(outcome).toMatchObject({ status: 403, body: { message: staffMessages.onlyAdmins } });
        expect(await rowOf(target.id)).toMatchObject({ role: "accounts", disabledAt: null });
        expect(await sessionCount(target.id)).toBe(1);
      });
    }
  }

  it("admin disables a signed-in manager: the manager's next request lands on the sign-in", async () => {
    const manager = await signedIn("manager");
    expect(
      (await h.call(dashboardRoute.loader, { cookie: manager.cookie, url: "/luxebooking" })).status,
    ).toBe(200);
    const outcome = await h.call(staffRoute.action, {
      as: "admin",
      url: "/luxebooking/admin/staff",
      form: { intent: "disable", userId: manager.id },
    });
    expect(outcome).toMatchObject({ status: 200, body: { ok: true, message: staffMessages.disabled } });
    const next = await h.call(dashboardRoute.loader, { cookie: manager.cookie, url: "/luxebooking" });
    expect(next.status).toBe(302);
    expect(next.body).toMatch(/^\/luxebooking\/login/);
    expect(h.published.some((e) => e.topic === "sessions")).toBe(true);
  });

  it("admin cannot disable themselves (409, nothing changes)", async () => {
    const outcome = await h.call(staffRoute.action, {
      as: "admin",
      url: "/luxebooking/admin/staff",
      form: { intent: "disable", userId: h.actor("admin").id },
    });
    expect(outcome).toMatchObject({ status: 409, body: { ok: false, error: staffMessages.notYourself } });
    expect((await rowOf(h.actor("admin").id)).disabledAt).toBeNull();
  });

  it("admin changes a role: it applies on the user's next request", async () => {
    const user = await signedIn("operations");
    const outcome = await h.call(staffRoute.action, {
      as: "admin",
      url: "/luxebooking/admin/staff",
      form: { intent: "role", userId: user.id, role: "accounts" },
    });
    expect(outcome.status).toBe(200);
    const page = await h.call(dashboardRoute.loader, { cookie: user.cookie, url: "/luxebooking" });
    expect(JSON.stringify(page.body)).toContain('"role":"accounts"');
  });

  it("with e-mail configured, the reset link is queued once in the outbox and the admin is told; a forged one queues nothing", async () => {
    const user = await signedIn("operations");
    const queued = () =>
      h.db.$count(
        outboxMessages,
        and(eq(outboxMessages.kind, "staff-reset-link"), eq(outboxMessages.refId, user.id)),
      );
    h.env.SMTP_URL = "smtp://127.0.0.1:9";
    try {
      const forgedPost = await h.call(staffRoute.action, {
        as: "manager",
        url: "/luxebooking/admin/staff",
        form: { intent: "reset-link", userId: user.id },
      });
      expect(forgedPost.status).toBe(403);
      expect(await queued()).toBe(0);
      const outcome = await h.call(staffRoute.action, {
        as: "admin",
        url: "/luxebooking/admin/staff",
        form: { intent: "reset-link", userId: user.id },
      });
      expect(outcome.body).toMatchObject({
        ok: true,
        message: `${staffMessages.resetLinkCreated} It will also be e-mailed to ${user.email}.`,
      });
      expect(await queued()).toBe(1);
    } finally {
      h.env.SMTP_URL = undefined;
    }
  });

  it("admin gets a reset link shown once; a malformed request is 400", async () => {
    const user = await signedIn("manager");
    const outcome = await h.call(staffRoute.action, {
      as: "admin",
      url: "/luxebooking/admin/staff",
      form: { intent: "reset-link", userId: user.id },
    });
    expect(outcome.body).toMatchObject({
      ok: true,
      resetUrl: expect.stringMatching(/^http:\/\/eden\.test\/luxebooking\/reset-password\//),
    });
    const bad = await h.call(staffRoute.action, {
      as: "admin",
      url: "/luxebooking/admin/staff",
      form: { intent: "role", userId: user.id, role: "owner" },
    });
    expect(bad.status).toBe(400);
    expect((await rowOf(user.id)).role).toBe("manager");
  });
});

describe("Own account /luxebooking/account", () => {
  for (const role of roles) {
    it(`${role}: sees their own sessions`, async () => {
      const outcome = await h.call(accountRoute.loader, { as: role, url: "/luxebooking/account" });
      expect(outcome.status).toBe(200);
      expect(outcome.body).toMatchObject({ email: `${role}@eden.test` });
    });
  }

  it("unknown role and signed out are refused", async () => {
    expect((await h.call(accountRoute.loader, { as: "unknown", url: "/luxebooking/account" })).status).toBe(
      403,
    );
    expect((await h.call(accountRoute.loader, { url: "/luxebooking/account" })).status).toBe(302);
  });

  it("a wrong current password is refused on its field and changes nothing", async () => {
    const user = await signedIn("accounts");
    const outcome = await h.call(accountRoute.action, {
      cookie: user.cookie,
      url: "/luxebooking/account",
      form: {
        intent: "change-password",
        currentPassword: "not it at all",
        password: STRONG,
        confirmPassword: STRONG,
      },
    });
    expect(outcome.status).toBe(400);
    expect(JSON.stringify(outcome.body)).toContain(staffMessages.wrongCurrentPassword);
    expect(await verifyPassword((await rowOf(user.id)).passwordHash, PASSWORD)).toBe(true);
  });

  it("wrong current passwords are throttled like sign-in: after 5, even the right one waits (both forms)", async () => {
    const user = await signedIn("manager");
    await h.db
      .insert(totpCredentials)
      .values({ userId: user.id, secret: "JBSWY3DPEHPK3PXP", enabledAt: new Date() });
    const change = (currentPassword: string) =>
      h.call(accountRoute.action, {
        cookie: user.cookie,
        url: "/luxebooking/account",
        form: { intent: "change-password", currentPassword, password: STRONG, confirmPassword: STRONG },
      });
    const turnOff = (password: string) =>
      h.call(accountRoute.action, {
        cookie: user.cookie,
        url: "/luxebooking/account",
        form: { intent: "two-factor-off", password },
      });
    for (let i = 0; i < 3; i++) expect((await change(`wrong guess ${i}`)).status).toBe(400);
    for (let i = 0; i < 2; i++) expect((await turnOff(`wrong guess ${i}`)).status).toBe(400);
    const blocked = await change(PASSWORD);
    expect(blocked.status).toBe(429);
    expect(JSON.stringify(blocked.body)).toContain(
      "Too many wrong passwords. Please try again in 15 minutes.",
    );
    expect(await turnOff(PASSWORD)).toMatchObject({
      status: 429,
      body: { ok: false, error: "Too many wrong passwords. Please try again in 15 minutes." },
    });
    expect(await verifyPassword((await rowOf(user.id)).passwordHash, PASSWORD)).toBe(true);
    expect(await h.db.$count(totpCredentials, eq(totpCredentials.userId, user.id))).toBe(1);
  });

  it("a right current password clears the count of wrong ones", async () => {
    const user = await signedIn("operations");
    const change = (currentPassword: string, password: string) =>
      h.call(accountRoute.action, {
        cookie: user.cookie,
        url: "/luxebooking/account",
        form: { intent: "change-password", currentPassword, password, confirmPassword: password },
      });
    for (let i = 0; i < 4; i++) expect((await change(`wrong guess ${i}`, STRONG)).status).toBe(400);
    expect((await change(PASSWORD, STRONG)).body).toMatchObject({ done: staffMessages.passwordChanged });
    for (let i = 0; i < 4; i++) expect((await change(`wrong again ${i}`, PASSWORD)).status).toBe(400);
    expect((await change(STRONG, `${STRONG} two`)).body).toMatchObject({
      done: staffMessages.passwordChanged,
    });
  });

  it("a guessable new password gets the issue's message", async () => {
    const user = await signedIn("operations");
    const outcome = await h.call(accountRoute.action, {
      cookie: user.cookie,
      url: "/luxebooking/account",
      form: {
        intent: "change-password",
        currentPassword: PASSWORD,
        password: "password",
        confirmPassword: "password",
      },
    });
    expect(outcome.status).toBe(400);
    expect(JSON.stringify(outcome.body)).toContain(tooEasyToGuess);
  });

  it("a forged sign-out of another user's session is 404 and that session lives on", async () => {
    const victim = await signedIn("admin");
    const [theirs] = await h.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, victim.id));
    const outcome = await h.call(accountRoute.action, {
      as: "manager",
      url: "/luxebooking/account",
      form: { intent: "end-session", sessionId: theirs!.id },
    });
    expect(outcome).toMatchObject({ status: 404, body: { ok: false, error: staffMessages.sessionNotFound } });
    expect(await sessionCount(victim.id)).toBe(1);
  });

  it("the password change ends the other sessions and keeps this one", async () => {
    const user = await signedIn("manager");
    await createSession(h.db, { userId: user.id, env: h.env });
    const outcome = await h.call(accountRoute.action, {
      cookie: user.cookie,
      url: "/luxebooking/account",
      form: {
        intent: "change-password",
        currentPassword: PASSWORD,
        password: STRONG,
        confirmPassword: STRONG,
      },
    });
    expect(outcome.body).toMatchObject({ done: staffMessages.passwordChanged });
    expect(await sessionCount(user.id)).toBe(1);
    expect(
      (await h.call(accountRoute.loader, { cookie: user.cookie, url: "/luxebooking/account" })).status,
    ).toBe(200);
  });
});

describe("Staff screen: the account's facts and the last admin", () => {
  const rowIn = async (id: string) => {
    const outcome = await h.call(staffRoute.loader, { as: "admin", url: "/luxebooking/admin/staff" });
    return (outcome.body as { staff: Record<string, unknown>[] }).staff.find((row) => row.id === id)!;
  };

  it("shows two-factor on or off, created and last sign-in in IST", async () => {
    const user = await signedIn("operations");
    await h.db
      .update(users)
      .set({ createdAt: new Date("2026-01-31T20:45:00Z") })
      .where(eq(users.id, user.id));
    expect(await rowIn(user.id)).toMatchObject({
      email: user.email,
      role: "operations",
      active: true,
      twoFactor: false,
      createdAt: "1 Feb 2026, 2:15 am",
      lastSignInAt: null,
    });
    const signedInAt = new Date("2026-03-10T18:40:00Z");
    const result = await signIn(h.db, {
      email: user.email,
      password: PASSWORD,
      ip: "10.20.30.40",
      env: h.env,
      now: signedInAt,
    });
    expect(result.ok).toBe(true);
    await h.db
      .insert(totpCredentials)
      .values({ userId: user.id, secret: "JBSWY3DPEHPK3PXP", enabledAt: signedInAt });
    expect(await rowIn(user.id)).toMatchObject({
      twoFactor: true,
      createdAt: "1 Feb 2026, 2:15 am",
      lastSignInAt: "11 Mar 2026, 12:10 am",
    });
    const page = await h.render(staffRoute, "admin", {
      pattern: "/luxebooking/admin/staff",
      path: "/luxebooking/admin/staff",
    });
    expect(page.text).toContain(
      `${user.email} Active Role Operations Two-factor On Created 1 Feb 2026, 2:15 am Last sign-in 11 Mar 2026, 12:10 am`,
    );
  });

  it("refuses to demote the last active administrator with the issue's text, and changes nothing", async () => {
    const admin = h.actor("admin");
    const others = await h.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(and(eq(users.role, "admin"), ne(users.id, admin.id), isNull(users.disabledAt)))
      .returning({ id: users.id });
    try {
      const outcome = await h.call(staffRoute.action, {
        as: "admin",
        url: "/luxebooking/admin/staff",
        form: { intent: "role", userId: admin.id, role: "manager" },
      });
      expect(outcome).toMatchObject({
        status: 409,
        body: { ok: false, error: "At least one active administrator is required." },
      });
      expect((await rowOf(admin.id)).role).toBe("admin");
    } finally {
      if (others.length > 0) {
        await h.db
          .update(users)
          .set({ disabledAt: null })
          .where(
            inArray(
              users.id,
              others.map((o) => o.id),
            ),
          );
      }
    }
  });
});

describe("invalid POSTs get the field's own message", () => {
  it("Staff screen: an unknown role, user or action is named as such, and nothing changes", async () => {
    const target = await signedIn("accounts");
    const cases: [Record<string, string>, string][] = [
      [{ intent: "role", userId: target.id, role: "owner" }, "Choose a role."],
      [{ intent: "role", userId: target.id }, "Choose a role."],
      [{ intent: "disable", userId: "not-a-user" }, "User not found."],
      [{ intent: "obliterate", userId: target.id }, "Choose an action."],
    ];
    for (const [form, error] of cases) {
      const outcome = await h.call(staffRoute.action, { as: "admin", url: "/luxebooking/admin/staff", form });
      expect({ form, ...outcome }).toMatchObject({ form, status: 400, body: { ok: false, error } });
    }
    expect(await rowOf(target.id)).toMatchObject({ role: "accounts", disabledAt: null });
    expect(await sessionCount(target.id)).toBe(1);
  });

  it("Account screen: a missing password, an unknown session or action is named as such", async () => {
    const user = await signedIn("manager");
    const cases: [Record<string, string>, string][] = [
      [{ intent: "two-factor-off", password: "" }, "Password is required."],
      [{ intent: "end-session", sessionId: "not-a-session" }, staffMessages.sessionNotFound],
      [{ intent: "sign-out-everyone" }, "Choose an action."],
    ];
    for (const [form, error] of cases) {
      const outcome = await h.call(accountRoute.action, {
        cookie: user.cookie,
        url: "/luxebooking/account",
        form,
      });
      expect({ form, ...outcome }).toMatchObject({ form, status: 400, body: { ok: false, error } });
    }
    expect(await sessionCount(user.id)).toBe(1);
  });
});

describe("Reset link /luxebooking/reset-password/:token", () => {
  it("sets a new password once; the link then answers 410 with the issue's text", async () => {
    const user = await signedIn("operations");
    const { url } = await createResetLink(h.db, { actor: h.actor("admin"), userId: user.id, env: h.env });
    const token = url.split("/").pop()!;
    const path = `/luxebooking/reset-password/${token}`;
    expect((await h.call(resetRoute.loader, { url: path, params: { token } })).status).toBe(200);
    const form = { password: STRONG, confirmPassword: STRONG };
    const first = await h.call(resetRoute.action, { url: path, params: { token }, form });
    expect(first.body).toMatchObject({ done: true });
    expect(await sessionCount(user.id)).toBe(0);
    const second = await h.call(resetRoute.action, {
      url: path,
      params: { token },
      form: { password: `${STRONG} again`, confirmPassword: `${STRONG} again` },
    });
    expect(second.status).toBe(400);
    expect(JSON.stringify(second.body)).toContain(staffMessages.resetLinkInvalid);
    expect(await verifyPassword((await rowOf(user.id)).passwordHash, STRONG)).toBe(true);
    expect((await h.call(resetRoute.loader, { url: path, params: { token } })).status).toBe(410);
  });

  it("an unknown token is 410", async () => {
    const token = "x".repeat(43);
    const page = await h.render(resetRoute, "signed-out", {
      pattern: "/luxebooking/reset-password/:token",
      path: `/luxebooking/reset-password/${token}`,
    });
    expect(page.status).toBe(410);
    expect(page.text).toContain(staffMessages.resetLinkInvalid);
  });
});
