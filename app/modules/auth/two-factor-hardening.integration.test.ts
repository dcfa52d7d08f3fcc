import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, totpCredentials } from "~/db/schema";
import { DomainError } from "~/modules/errors";
import { createResetLink, endStaffSessions } from "~/modules/staff/manage-staff.server";
import type { Role } from "~/permissions";
import * as accountRoute from "~/routes/luxebooking/account";
import * as setupRoute from "~/routes/luxebooking/two-factor-setup";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { signOut } from "./own-sessions.server";
import { changeOwnPassword, resetPasswordWithLink } from "./passwords.server";
import { findSessionUser } from "./session.server";
import { signIn } from "./sign-in.server";
import { MAX_TOTP_GUESSES_PER_DAY } from "./throttle.server";
import { twoFactorMessages } from "./two-factor.messages";
import {
  confirmEnrolment,
  matchingStep,
  regenerateRecoveryCodes,
  resetTwoFactor,
  startEnrolment,
  verifySecondFactor,
} from "./two-factor.server";
import { createUser } from "./users.server";

// @module-tag db

// Issue 28 items 2, 3, 7 and 20: the enrolment's secret belongs to the session that started it and
// ends with it; turning two-factor sign-in on and new recovery codes ask for the password; at most
// 20 code guesses a day; codes two steps away are refused.
let h: RouteHarness;
let n = 0;
const PASSWORD = "a long password";
const STRONG = "mango monsoon ledger kite";
const publicEnv = { SESSION_MAX_DAYS: 7, SESSION_IDLE_HOURS: 12, PUBLIC_URL: "https://eden.example" };

beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());

async function account(role: Role = "manager") {
  const user = await createUser(h.db, {
    email: `${role}-${++n}@hardening.test`,
    password: PASSWORD,
    role,
    actor: null,
  });
  return { id: user.id, email: user.email, role: user.role as string };
}

/** A new session of the account after its password (full for a manager without a second factor). */
async function session(email: string) {
  const result = await signIn(h.db, { email, password: PASSWORD, ip: `10.28.${n}.1`, env: publicEnv });
  if (!result.ok) throw new Error(result.message);
  return result.token;
}

const codeAt = (secret: string, email: string, at: Date) =>
  new TOTP({ label: email, secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

const pendingOf = (userId: string) => h.db.$count(totpCredentials, and(eq(totpCredentials.userId, userId)));

describe("the enrolment's secret (item 2)", () => {
  it("is new at every start, and only the session that started it can confirm it", async () => {
    const user = await account();
    const first = await session(user.email);
    const second = await session(user.email);
    const a = await startEnrolment(h.db, { actor: user, sessionToken: first });
    const b = await startEnrolment(h.db, { actor: user, sessionToken: first });
    expect(b.secret).not.toBe(a.secret);
    // The first QR code is no longer the one being set up.
    const stale = await refusal(
      confirmEnrolment(h.db, {
        actor: user,
        password: PASSWORD,
        code: codeAt(a.secret, user.email, new Date()),
        sessionToken: first,
        events: h.events,
      }),
    );
    expect(stale.message).toBe(twoFactorMessages.wrongCode);
    // Another session's set-up page (someone else holding a session): its secret is not confirmable
    // from the first, and it replaced the first's.
    const other = await startEnrolment(h.db, { actor: user, sessionToken: second });
    const fixed = await refusal(
      confirmEnrolment(h.db, {
        actor: user,
        password: PASSWORD,
        code: codeAt(other.secret, user.email, new Date()),
        sessionToken: first,
        events: h.events,
      }),
    );
    expect(fixed).toMatchObject({ status: 409, message: twoFactorMessages.startAgain });
    await confirmEnrolment(h.db, {
      actor: user,
      password: PASSWORD,
      code: codeAt(other.secret, user.email, new Date()),
      sessionToken: second,
      events: h.events,
    });
  });

  it("is discarded by a password change, by the end of its session and by a password reset", async () => {
    const user = await account();
    const token = await session(user.email);
    const { secret } = await startEnrolment(h.db, { actor: user, sessionToken: token });
    await changeOwnPassword(h.db, {
      actor: user,
      sessionToken: token,
      currentPassword: PASSWORD,
      password: STRONG,
      events: h.events,
    });
    expect(await pendingOf(user.id)).toBe(0);
    const afterChange = await refusal(
      confirmEnrolment(h.db, {
        actor: user,
        password: STRONG,
        code: codeAt(secret, user.email, new Date()),
        sessionToken: token,
        events: h.events,
      }),
    );
    expect(afterChange.message).toBe(twoFactorMessages.startAgain);

    // Signing out, and an admin's 'End all sessions'.
    const other = await account();
    const signedOut = await session(other.email);
    await startEnrolment(h.db, { actor: other, sessionToken: signedOut });
    await signOut(h.db, { token: signedOut });
    expect(await pendingOf(other.id)).toBe(0);
    const ended = await session(other.email);
    await startEnrolment(h.db, { actor: other, sessionToken: ended });
    await endStaffSessions(h.db, { actor: h.actor("admin"), userId: other.id, events: h.events });
    expect(await pendingOf(other.id)).toBe(0);

    // A reset link.
    const third = await account();
    await startEnrolment(h.db, { actor: third, sessionToken: await session(third.email) });
    const link = await createResetLink(h.db, { actor: h.actor("admin"), userId: third.id, env: h.env });
    await resetPasswordWithLink(h.db, {
      token: link.url.split("/").pop()!,
      password: STRONG,
      events: h.events,
    });
    expect(await pendingOf(third.id)).toBe(0);
  });

  it("stays the same while the set-up page is open: the page's data is not read again after its own post", () => {
    expect(setupRoute.shouldRevalidate({} as never)).toBe(false);
  });
});

describe("the current password (item 3)", () => {
  it("is asked before two-factor sign-in is turned on", async () => {
    const user = await account();
    const token = await session(user.email);
    const { secret } = await startEnrolment(h.db, { actor: user, sessionToken: token });
    const wrong = await refusal(
      confirmEnrolment(h.db, {
        actor: user,
        password: "not the password",
        code: codeAt(secret, user.email, new Date()),
        sessionToken: token,
        events: h.events,
      }),
    );
    expect(wrong).toMatchObject({ status: 400, message: twoFactorMessages.wrongPassword, field: "password" });
    expect(await h.db.$count(totpCredentials, eq(totpCredentials.userId, user.id))).toBe(1);
    const [row] = await h.db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id));
    expect(row!.enabledAt).toBeNull();

    // The page's form: without the password it is refused, with it the codes come back.
    const cookie = `session=${token}`;
    const missing = await h.call(setupRoute.action, {
      cookie,
      url: "/luxebooking/two-factor/setup",
      form: { code: codeAt(secret, user.email, new Date()) },
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { ok: false, error: twoFactorMessages.enterPassword },
    });
    const done = await h.call(setupRoute.action, {
      cookie,
      url: "/luxebooking/two-factor/setup",
      form: { code: codeAt(secret, user.email, new Date()), password: PASSWORD },
    });
    expect(done.status).toBe(200);
    expect((done.body as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
  });

  it("is asked for new recovery codes, which replace the earlier ones (audited)", async () => {
    const user = await account();
    const token = await session(user.email);
    const { secret } = await startEnrolment(h.db, { actor: user, sessionToken: token });
    const at = new Date(Date.now() - 90_000);
    const { recoveryCodes: first } = await confirmEnrolment(h.db, {
      actor: user,
      password: PASSWORD,
      code: codeAt(secret, user.email, at),
      sessionToken: token,
      events: h.events,
      now: at,
    });
    const wrong = await refusal(regenerateRecoveryCodes(h.db, { actor: user, password: "guess" }));
    expect(wrong).toMatchObject({ status: 400, field: "password" });
    const refused = await h.call(accountRoute.action, {
      cookie: `session=${token}`,
      url: "/luxebooking/account",
      form: { intent: "recovery-codes" },
    });
    expect(refused.status).toBe(400);
    const made = await h.call(accountRoute.action, {
      cookie: `session=${token}`,
      url: "/luxebooking/account",
      form: { intent: "recovery-codes", password: PASSWORD },
    });
    expect(made).toMatchObject({
      status: 200,
      body: { ok: true, message: twoFactorMessages.newRecoveryCodes },
    });
    const fresh = (made.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(first[0]);
    expect(
      await h.db.$count(auditLog, eq(auditLog.action, "user.two-factor.recovery-codes")),
    ).toBeGreaterThan(0);

    // An earlier code no longer signs in; a new one does.
    const waiting = async () => {
      const result = await signIn(h.db, {
        email: user.email,
        password: PASSWORD,
        ip: "10.28.9.9",
        env: publicEnv,
      });
      if (!result.ok) throw new Error(result.message);
      expect(result.stage).toBe("totp");
      return result.token;
    };
    const step = { user, ip: "10.28.9.9", env: h.env, events: h.events };
    const old = await refusal(
      verifySecondFactor(h.db, { ...step, sessionToken: await waiting(), code: first[0]! }),
    );
    expect(old.message).toBe(twoFactorMessages.wrongCode);
    await verifySecondFactor(h.db, { ...step, sessionToken: await waiting(), code: fresh[0]! });
  });
});

describe("second-factor guesses a day (item 7)", () => {
  async function enrolled() {
    const user = await account();
    const token = await session(user.email);
    const { secret } = await startEnrolment(h.db, { actor: user, sessionToken: token });
    const at = new Date(Date.now() - 3 * 3_600_000);
    const { recoveryCodes } = await confirmEnrolment(h.db, {
      actor: user,
      password: PASSWORD,
      code: codeAt(secret, user.email, at),
      sessionToken: token,
      events: h.events,
      now: at,
    });
    return { user, secret, recoveryCodes };
  }

  /** A code of none of the steps around `at`. */
  const wrongCodeAt = (secret: string, email: string, at: Date) =>
    ["123456", "234567", "345678", "456789", "567890"].find(
      (c) => matchingStep(secret, email, c, at) === null,
    )!;

  /** MAX_TOTP_GUESSES_PER_DAY wrong codes, four per 15-minute window (under that window's limit of 5). */
  async function guessAllDay(
    user: { id: string; email: string },
    secret: string,
    start: Date,
    token: string,
  ) {
    let at = start;
    for (let i = 0; i < MAX_TOTP_GUESSES_PER_DAY; i++) {
      if (i > 0 && i % 4 === 0) at = new Date(at.getTime() + 16 * 60_000);
      const error = await refusal(
        verifySecondFactor(h.db, {
          sessionToken: token,
          user,
          code: wrongCodeAt(secret, user.email, at),
          ip: "10.28.7.7",
          env: h.env,
          events: h.events,
          now: at,
        }),
      );
      expect(error.message, `guess ${i + 1}`).toBe(twoFactorMessages.wrongCode);
    }
    return new Date(at.getTime() + 16 * 60_000);
  }

  async function waitingSession(email: string) {
    const result = await signIn(h.db, { email, password: PASSWORD, ip: "10.28.7.8", env: publicEnv });
    if (!result.ok) throw new Error(result.message);
    return result.token;
  }

  it("locks the codes after 20 wrong ones in a day, the right one too, and audits the lock once; a recovery code opens them", async () => {
    const { user, secret, recoveryCodes } = await enrolled();
    const token = await waitingSession(user.email);
    const start = new Date();
    const next = await guessAllDay(user, secret, start, token);
    const step = { user, ip: "10.28.7.7", env: h.env, events: h.events };
    for (const at of [next, new Date(next.getTime() + 60_000)]) {
      const locked = await refusal(
        verifySecondFactor(h.db, {
          ...step,
          sessionToken: token,
          code: codeAt(secret, user.email, at),
          now: at,
        }),
      );
      expect(locked).toMatchObject({ status: 429, message: twoFactorMessages.codesLocked });
    }
    const locks = await h.db
      .select({ after: auditLog.after, entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.action, "auth.second-factor.locked"));
    expect(locks.filter((row) => row.entityId === user.id)).toEqual([
      {
        entityId: user.id,
        after: { email: user.email, ip: "10.28.7.7", guessesToday: MAX_TOTP_GUESSES_PER_DAY + 1 },
      },
    ]);
    // Still locked the next day: only a recovery code or an admin opens them.
    const tomorrow = new Date(start.getTime() + 25 * 3_600_000);
    await refusal(
      verifySecondFactor(h.db, {
        ...step,
        sessionToken: token,
        code: codeAt(secret, user.email, tomorrow),
        now: tomorrow,
      }),
    );
    const { token: full } = await verifySecondFactor(h.db, {
      ...step,
      sessionToken: token,
      code: recoveryCodes[0]!,
      now: tomorrow,
    });
    expect(await findSessionUser(h.db, { token: full, env: h.env })).toMatchObject({
      id: user.id,
      stage: "full",
    });
    const later = new Date(tomorrow.getTime() + 120_000);
    await verifySecondFactor(h.db, {
      ...step,
      sessionToken: await waitingSession(user.email),
      code: codeAt(secret, user.email, later),
      now: later,
    });
  });

  it("an admin's reset of two-factor sign-in opens them too", async () => {
    const { user, secret } = await enrolled();
    const token = await waitingSession(user.email);
    await guessAllDay(user, secret, new Date(), token);
    await resetTwoFactor(h.db, { actor: h.actor("admin"), userId: user.id, events: h.events });
    const again = await session(user.email);
    const { secret: renewed } = await startEnrolment(h.db, { actor: user, sessionToken: again });
    const at = new Date(Date.now() - 60_000);
    await confirmEnrolment(h.db, {
      actor: user,
      password: PASSWORD,
      code: codeAt(renewed, user.email, at),
      sessionToken: again,
      events: h.events,
      now: at,
    });
    await verifySecondFactor(h.db, {
      user,
      sessionToken: await waitingSession(user.email),
      code: codeAt(renewed, user.email, new Date()),
      ip: "10.28.7.9",
      env: h.env,
      events: h.events,
    });
  });
});

describe("the code's time step (item 20)", () => {
  it("accepts the step before and after, and refuses codes two steps away", () => {
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const email = "window@hardening.test";
    const now = new Date("2031-01-01T00:00:45Z");
    const step = Math.floor(now.getTime() / 30_000);
    const codeOf = (offset: number) => codeAt(secret, email, new Date(now.getTime() + offset * 30_000));
    for (const offset of [-1, 0, 1])
      expect(matchingStep(secret, email, codeOf(offset), now)).toBe(step + offset);
    const near = [-1, 0, 1].map(codeOf);
    for (const offset of [-2, 2]) {
      // Not also the code of a nearer step (this fixed secret's codes differ).
      expect(near).not.toContain(codeOf(offset));
      expect(matchingStep(secret, email, codeOf(offset), now), `offset ${offset}`).toBeNull();
    }
  });
});
