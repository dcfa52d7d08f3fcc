import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { auditLog, recoveryCodes, totpCredentials } from "~/db/schema";
import { DomainError } from "~/modules/errors";
import type { Role } from "~/permissions";
import * as staffRoute from "~/routes/luxebooking/admin/staff";
import * as dashboardRoute from "~/routes/luxebooking/dashboard";
import * as stepRoute from "~/routes/luxebooking/two-factor";
import * as loginRoute from "~/routes/luxebooking/login";
import * as setupRoute from "~/routes/luxebooking/two-factor-setup";
import { changeStaffRole } from "~/modules/staff/manage-staff.server";
import * as reservationsApi from "~/routes/api/reservations";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { createSession, findSessionUser } from "./session.server";
import { signIn } from "./sign-in.server";
import { twoFactorMessages } from "./two-factor.messages";
import {
  confirmEnrolment,
  RECOVERY_CODE_COUNT,
  resetTwoFactor,
  startEnrolment,
  turnOffTwoFactor,
  verifySecondFactor,
} from "./two-factor.server";
import { createUser } from "./users.server";

// @module-tag db

let h: RouteHarness;
let n = 0;
const PASSWORD = "a long password";
const publicEnv = { SESSION_MAX_DAYS: 7, SESSION_IDLE_HOURS: 12, PUBLIC_URL: "https://eden.example" };

beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());

async function account(role: Role, email = `${role}-${++n}@two-factor.test`) {
  const user = await createUser(h.db, { email, password: PASSWORD, role, actor: null });
  return { id: user.id, email: user.email, role: user.role as string };
}

async function passwordStep(email: string, env = publicEnv) {
  const result = await signIn(h.db, { email, password: PASSWORD, ip: `10.9.${n}.1`, env });
  if (!result.ok) throw new Error(result.message);
  return result;
}

const codeAt = (secret: string, email: string, at: Date) =>
  new TOTP({ label: email, secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/** Enrolled at `at`: the secret, and the recovery codes shown once. */
async function enrolled(role: Role, at = new Date()) {
  const user = await account(role);
  const pending = await passwordStep(user.email);
  const { secret } = await startEnrolment(h.db, { actor: user, sessionToken: pending.token });
  const { recoveryCodes: codes } = await confirmEnrolment(h.db, {
    actor: user,
    password: PASSWORD,
    code: codeAt(secret, user.email, at),
    sessionToken: pending.token,
    events: h.events,
    now: at,
  });
  return { user, secret, codes };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("admins must enrol", () => {
  it("sends an admin without a second factor to enrolment, where nothing else opens", async () => {
    const admin = await account("admin");
    const result = await passwordStep(admin.email);
    expect(result.stage).toBe("enrol");
    const cookie = `session=${result.token}`;
    const page = await h.call(dashboardRoute.loader, { cookie, url: "/luxebooking" });
    expect(page).toMatchObject({
      status: 302,
      body: "/luxebooking/two-factor/setup?redirectTo=%2Fluxebooking",
    });
    const api = await h.call(reservationsApi.loader, { cookie, url: "/api/v1/reservations" });
    expect(api.status).toBe(401);
    const forged = await h.call(staffRoute.action, {
      cookie,
      url: "/luxebooking/admin/staff",
      form: { intent: "end-sessions", userId: admin.id },
    });
    expect(forged.status).toBe(401);
  });

  it("confirms one code, shows 10 recovery codes once (kept hashed), and then lets the admin in", async () => {
    const admin = await account("admin");
    const pending = await passwordStep(admin.email);
    const { secret, qrSvg, uri } = await startEnrolment(h.db, { actor: admin, sessionToken: pending.token });
    expect(qrSvg).toContain("<svg");
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await refusal(
      confirmEnrolment(h.db, {
        actor: admin,
        password: PASSWORD,
        code: "000000",
        sessionToken: pending.token,
        events: h.events,
      }),
    );
    expect(wrong.message).toBe(twoFactorMessages.wrongCode);
    const { recoveryCodes: codes } = await confirmEnrolment(h.db, {
      actor: admin,
      password: PASSWORD,
      code: codeAt(secret, admin.email, new Date()),
      sessionToken: pending.token,
      events: h.events,
    });
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    const stored = await h.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id));
    expect(JSON.stringify(stored)).not.toContain(codes[0]!);
    expect(await findSessionUser(h.db, { token: pending.token, env: h.env })).toMatchObject({
      stage: "full",
    });
    expect((await passwordStep(admin.email)).stage).toBe("totp");
  });

  /** A full session's pages, APIs and POSTs are held at enrolment: the page redirects, the rest is 401. */
  async function expectHeldAtEnrolment(cookie: string, userId: string) {
    const page = await h.call(dashboardRoute.loader, { cookie, url: "/luxebooking" });
    expect(page).toMatchObject({
      status: 302,
      body: "/luxebooking/two-factor/setup?redirectTo=%2Fluxebooking",
    });
    const api = await h.call(reservationsApi.loader, { cookie, url: "/api/v1/reservations" });
    expect(api.status).toBe(401);
    const post = await h.call(staffRoute.action, {
      cookie,
      url: "/luxebooking/admin/staff",
      form: { intent: "end-sessions", userId },
    });
    expect(post.status).toBe(401);
    const setup = await h.call(setupRoute.loader, { cookie, url: "/luxebooking/two-factor/setup" });
    expect(setup.status).toBe(200);
    expect(setup.body).toMatchObject({ required: true });
  }

  it("a user promoted to admin by Change role is held at enrolment from the next request", async () => {
    const manager = await account("manager");
    const signedIn = await passwordStep(manager.email);
    expect(signedIn.stage).toBe("full");
    const cookie = `session=${signedIn.token}`;
    expect((await h.call(dashboardRoute.loader, { cookie, url: "/luxebooking" })).status).toBe(200);
    await changeStaffRole(h.db, {
      actor: h.actor("admin"),
      userId: manager.id,
      role: "admin",
      events: h.events,
    });
    await expectHeldAtEnrolment(cookie, manager.id);

    const { secret } = await startEnrolment(h.db, {
      actor: { ...manager, role: "admin" },
      sessionToken: signedIn.token,
    });
    await confirmEnrolment(h.db, {
      actor: { ...manager, role: "admin" },
      password: PASSWORD,
      code: codeAt(secret, manager.email, new Date()),
      sessionToken: signedIn.token,
      events: h.events,
    });
    expect((await h.call(dashboardRoute.loader, { cookie, url: "/luxebooking" })).status).toBe(200);
  });

  it("an admin session from before two-factor sign-in (stage full, no second factor) is held at enrolment", async () => {
    const admin = await account("admin");
    const token = await createSession(h.db, { userId: admin.id, env: h.env });
    await expectHeldAtEnrolment(`session=${token}`, admin.id);
  });

  it("exempts the demo accounts of a local trial only", async () => {
    await account("admin", "admin@demo.test");
    expect(
      (await passwordStep("admin@demo.test", { ...publicEnv, PUBLIC_URL: "http://localhost:3000" })).stage,
    ).toBe("full");
    expect((await passwordStep("admin@demo.test")).stage).toBe("enrol");
  });
});

describe("the code step", () => {
  it("refuses a staff page requested directly after the password", async () => {
    const { user } = await enrolled("manager");
    const { token } = await passwordStep(user.email);
    const page = await h.call(dashboardRoute.loader, { cookie: `session=${token}`, url: "/luxebooking" });
    expect(page).toMatchObject({ status: 302, body: "/luxebooking/two-factor?redirectTo=%2Fluxebooking" });
  });

  it("accepts a code of the next or previous step, once; a new token replaces the waiting one", async () => {
    const start = new Date();
    const { user, secret } = await enrolled("operations", new Date(start.getTime() - 120_000));
    const first = await passwordStep(user.email);
    const previous = codeAt(secret, user.email, new Date(start.getTime() - 30_000));
    const { token } = await verifySecondFactor(h.db, {
      sessionToken: first.token,
      user,
      code: previous,
      ip: "10.0.0.1",
      env: h.env,
      events: h.events,
      now: start,
    });
    expect(await findSessionUser(h.db, { token, env: h.env })).toMatchObject({ id: user.id, stage: "full" });
    expect(await findSessionUser(h.db, { token: first.token, env: h.env })).toBeNull();

    const second = await passwordStep(user.email);
    const reused = await refusal(
      verifySecondFactor(h.db, {
        sessionToken: second.token,
        user,
        code: previous,
        ip: "10.0.0.1",
        env: h.env,
        events: h.events,
        now: start,
      }),
    );
    expect(reused.message).toBe(twoFactorMessages.codeUsed);
    const next = codeAt(secret, user.email, new Date(start.getTime() + 30_000));
    await verifySecondFactor(h.db, {
      sessionToken: second.token,
      user,
      code: next,
      ip: "10.0.0.1",
      env: h.env,
      events: h.events,
      now: start,
    });
    const failures = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "auth.second-factor.failed"));
    expect(failures.some((row) => (row.after as { reason: string }).reason === "code reused")).toBe(true);
  });

  it("accepts a recovery code once", async () => {
    const { user, codes } = await enrolled("accounts");
    const first = await passwordStep(user.email);
    await verifySecondFactor(h.db, {
      sessionToken: first.token,
      user,
      code: codes[3]!.toUpperCase(),
      ip: "10.0.0.2",
      env: h.env,
      events: h.events,
    });
    const second = await passwordStep(user.email);
    const again = await refusal(
      verifySecondFactor(h.db, {
        sessionToken: second.token,
        user,
        code: codes[3]!,
        ip: "10.0.0.2",
        env: h.env,
        events: h.events,
      }),
    );
    expect(again.message).toBe(twoFactorMessages.wrongCode);
  });

  it("throttles wrong codes like passwords: after 5, even the right code waits", async () => {
    const { user, secret } = await enrolled("manager", new Date(Date.now() - 120_000));
    const { token } = await passwordStep(user.email);
    // Not a code of the last, this or the next step.
    const now = Date.now();
    const near = [-30_000, 0, 30_000].map((ms) => codeAt(secret, user.email, new Date(now + ms)));
    const wrongCode = ["123456", "234567", "345678", "456789"].find((c) => !near.includes(c))!;
    for (let i = 0; i < 5; i++) {
      const wrong = await h.call(stepRoute.action, {
        cookie: `session=${token}`,
        url: "/luxebooking/two-factor",
        form: { code: wrongCode },
      });
      expect(wrong.status).toBe(400);
    }
    const right = await h.call(stepRoute.action, {
      cookie: `session=${token}`,
      url: "/luxebooking/two-factor",
      form: { code: codeAt(secret, user.email, new Date()) },
    });
    expect(right).toMatchObject({ status: 429, body: { ok: false, error: twoFactorMessages.throttled } });
  });

  it("the step's form signs in and sets the new session cookie", async () => {
    const { user, secret } = await enrolled("operations", new Date(Date.now() - 120_000));
    const { token } = await passwordStep(user.email);
    const outcome = await h.call(stepRoute.action, {
      cookie: `session=${token}`,
      url: "/luxebooking/two-factor",
      form: { code: codeAt(secret, user.email, new Date()), redirectTo: "/luxebooking/past-reservations" },
    });
    expect(outcome).toMatchObject({ status: 302, body: "/luxebooking/past-reservations" });
    expect(outcome.headers.get("set-cookie")).toMatch(/^session=[A-Za-z0-9_-]{43};/);
  });
});

describe("the audit trail of two-factor sign-in", () => {
  it("records turning it on, each code step (TOTP and recovery code) and turning it off", async () => {
    const at = new Date(Date.now() - 120_000);
    const { user, secret, codes } = await enrolled("manager", at);
    const first = await passwordStep(user.email);
    await verifySecondFactor(h.db, {
      sessionToken: first.token,
      user,
      code: codeAt(secret, user.email, new Date()),
      ip: "10.0.0.5",
      env: h.env,
      events: h.events,
    });
    const second = await passwordStep(user.email);
    await verifySecondFactor(h.db, {
      sessionToken: second.token,
      user,
      code: codes[0]!,
      ip: "10.0.0.6",
      env: h.env,
      events: h.events,
    });
    await turnOffTwoFactor(h.db, { actor: user, password: PASSWORD, env: publicEnv });
    const rows = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, user.id))
      .orderBy(asc(auditLog.id));
    const trail = rows
      .filter((r) => r.action.startsWith("user.two-factor") || r.action.startsWith("auth.second-factor"))
      .map((r) => ({ action: r.action, entity: r.entity, entityId: r.entityId, after: r.after }));
    expect(trail).toEqual([
      {
        action: "user.two-factor.on",
        entity: "user",
        entityId: user.id,
        after: { email: user.email, ip: null },
      },
      {
        action: "auth.second-factor",
        entity: "session",
        entityId: null,
        after: { email: user.email, ip: "10.0.0.5" },
      },
      {
        action: "auth.second-factor.recovery-code",
        entity: "session",
        entityId: null,
        after: { email: user.email, ip: "10.0.0.6" },
      },
      { action: "user.two-factor.off", entity: "user", entityId: user.id, after: { email: user.email } },
    ]);
  });
});

describe("the sign-in screen of a local trial", () => {
  async function signInPage(publicUrl: string) {
    const env = h.env as { PUBLIC_URL: string };
    const saved = env.PUBLIC_URL;
    env.PUBLIC_URL = publicUrl;
    try {
      return await h.render(loginRoute, "signed-out", {
        pattern: "/luxebooking/login",
        path: "/luxebooking/login",
      });
    } finally {
      env.PUBLIC_URL = saved;
    }
  }

  it("says the demo accounts need no second factor on a loopback PUBLIC_URL only", async () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:4400", "http://[::1]:3000"]) {
      expect((await signInPage(url)).text).toContain(twoFactorMessages.demoExempt);
    }
    for (const url of ["https://eden.example", "http://eden.test", "http://192.168.1.20:3000"]) {
      const page = await signInPage(url);
      expect(page.text).toContain("Sign In");
      expect(page.text).not.toContain("Local trial");
    }
  });
});

describe("turning off and resetting", () => {
  it("keeps it on for admins; another role turns it off with the password", async () => {
    const { user: admin } = await enrolled("admin");
    const required = await refusal(
      turnOffTwoFactor(h.db, { actor: admin, password: PASSWORD, env: publicEnv }),
    );
    expect(required.message).toBe(twoFactorMessages.requiredForRole);
    const { user: manager } = await enrolled("manager");
    const wrong = await refusal(
      turnOffTwoFactor(h.db, { actor: manager, password: "not it", env: publicEnv }),
    );
    expect(wrong.field).toBe("password");
    await turnOffTwoFactor(h.db, { actor: manager, password: PASSWORD, env: publicEnv });
    expect((await passwordStep(manager.email)).stage).toBe("full");
  });

  it("an admin resets another user's second factor (audited); a forged reset by others is 403", async () => {
    const { user } = await enrolled("operations");
    for (const role of ["manager", "operations", "accounts"] as const) {
      const forged = await h.call(staffRoute.action, {
        as: role,
        url: "/luxebooking/admin/staff",
        form: { intent: "reset-two-factor", userId: user.id },
      });
      expect(forged.status).toBe(403);
    }
    expect(await h.db.$count(totpCredentials, eq(totpCredentials.userId, user.id))).toBe(1);
    const done = await h.call(staffRoute.action, {
      as: "admin",
      url: "/luxebooking/admin/staff",
      form: { intent: "reset-two-factor", userId: user.id },
    });
    expect(done).toMatchObject({ status: 200, body: { ok: true, message: twoFactorMessages.reset } });
    expect(await h.db.$count(totpCredentials, eq(totpCredentials.userId, user.id))).toBe(0);
    expect(await h.db.$count(auditLog, eq(auditLog.action, "user.two-factor.reset"))).toBe(1);
    await expect(
      resetTwoFactor(h.db, { actor: { ...user }, userId: user.id, events: h.events }),
    ).rejects.toThrow();
  });
});
