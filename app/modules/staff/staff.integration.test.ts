import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, outboxMessages, passwordResetTokens, sessions, users } from "~/db/schema";
import { endOtherOwnSessions, endOwnSession, listOwnSessions } from "~/modules/auth/own-sessions.server";
import { changeOwnPassword, findResetLink, resetPasswordWithLink } from "~/modules/auth/passwords.server";
import { tooEasyToGuess } from "~/modules/auth/password-strength";
import { createSession, findSessionUser, hashToken, SessionCache } from "~/modules/auth/session.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { createUser, registerUser } from "~/modules/auth/users.server";
import { DomainError } from "~/modules/errors";
import { EventBus, type LiveEvent } from "~/modules/live/events.server";
import type { Role } from "~/permissions";
import { deliverDueMessages } from "~/modules/outbox/deliver.server";
import { smtpChannel } from "~/modules/outbox/smtp.server";
import { setUpTestDatabase } from "../../../tests/support/db";
import { startSmtpSink } from "../../../tests/support/smtp";
import {
  changeStaffRole,
  createResetLink,
  endStaffSessions,
  listStaff,
  setStaffDisabled,
} from "./manage-staff.server";
import { staffMessages } from "./messages";

// @module-tag db

const env = { SESSION_MAX_DAYS: 7, SESSION_IDLE_HOURS: 12, PUBLIC_URL: "http://eden.test" };
const PASSWORD = "a long password";
const STRONG = "mango monsoon ledger kite";
const database = setUpTestDatabase();
const events = new EventBus();
const published: LiveEvent[] = [];
const cache = new SessionCache();
events.subscribe((event) => {
  published.push(event);
  if (event.topic === "sessions" && event.id) cache.forget(event.id);
});
let n = 0;

type Account = { id: string; email: string; role: Role };

async function account(role: Role): Promise<Account> {
  n++;
  const user = await createUser(database.db, {
    email: `${role}-${n}@staff.test`,
    password: PASSWORD,
    role,
    actor: null,
  });
  return { id: user.id, email: user.email, role };
}

const session = (user: Account) => createSession(database.db, { userId: user.id, env });
const whoIs = (token: string) => findSessionUser(database.db, { token, env, cache });

async function auditOf(entityId: string, action: string) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

let admin: Account;

beforeAll(async () => {
  admin = await account("admin");
});
beforeEach(() => {
  published.length = 0;
});

describe("disable and enable", () => {
  it("ends every session of a disabled account at once and refuses its sign-in with the issue's text", async () => {
    const manager = await account("manager");
    const [a, b] = [await session(manager), await session(manager)];
    expect(await whoIs(a)).toMatchObject({ id: manager.id });

    await setStaffDisabled(database.db, { actor: admin, userId: manager.id, disabled: true, events });

    expect(await whoIs(a)).toBeNull();
    expect(await whoIs(b)).toBeNull();
    expect(await database.db.$count(sessions, eq(sessions.userId, manager.id))).toBe(0);
    // Every instance hears of both sessions (their live streams end on these events).
    expect(published.filter((e) => e.topic === "sessions").map((e) => e.id)).toEqual(
      expect.arrayContaining([hashToken(a), hashToken(b)]),
    );
    const result = await signIn(database.db, {
      email: manager.email,
      password: PASSWORD,
      ip: "10.0.0.1",
      env,
    });
    expect(result).toEqual({ ok: false, status: 403, message: staffMessages.accountDisabled });
    const [row] = await auditOf(manager.id, "user.disable");
    expect(row).toMatchObject({ actorId: admin.id, before: { active: true }, after: { active: false } });

    await setStaffDisabled(database.db, { actor: admin, userId: manager.id, disabled: false, events });
    const again = await signIn(database.db, {
      email: manager.email,
      password: PASSWORD,
      ip: "10.0.0.1",
      env,
    });
    expect(again.ok).toBe(true);
    expect(await auditOf(manager.id, "user.enable")).toHaveLength(1);
  });

  it("never lets an admin disable themselves", async () => {
    const error = await refusal(
      setStaffDisabled(database.db, { actor: admin, userId: admin.id, disabled: true, events }),
    );
    expect(error.message).toBe(staffMessages.notYourself);
  });

  it("does not tell a wrong password that the account is disabled", async () => {
    const ops = await account("operations");
    await setStaffDisabled(database.db, { actor: admin, userId: ops.id, disabled: true, events });
    const result = await signIn(database.db, {
      email: ops.email,
      password: "wrong guess",
      ip: "10.0.0.2",
      env,
    });
    expect(result).toMatchObject({ ok: false, status: 401 });
  });
});

describe("the last active admin", () => {
  it("cannot be disabled or demoted; with a second active admin it can", async () => {
    // The only other admin is disabled: `admin` stays the last active one.
    const other = await account("admin");
    await setStaffDisabled(database.db, { actor: admin, userId: other.id, disabled: true, events });
    const demote = await refusal(
      changeStaffRole(database.db, { actor: other, userId: admin.id, role: "manager", events }),
    );
    expect(demote.message).toBe(staffMessages.lastAdmin);
    const disable = await refusal(
      setStaffDisabled(database.db, { actor: other, userId: admin.id, disabled: true, events }),
    );
    expect(disable.message).toBe(staffMessages.lastAdmin);
    const [row] = await database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ role: "admin", disabledAt: null });

    await setStaffDisabled(database.db, { actor: admin, userId: other.id, disabled: false, events });
    await changeStaffRole(database.db, { actor: admin, userId: other.id, role: "accounts", events });
    const [demoted] = await database.db.select().from(users).where(eq(users.id, other.id));
    expect(demoted!.role).toBe("accounts");
  });
});

describe("role change", () => {
  it("applies from the user's next request, without signing out", async () => {
    const user = await account("operations");
    const token = await session(user);
    expect(await whoIs(token)).toMatchObject({ role: "operations" });
    await changeStaffRole(database.db, { actor: admin, userId: user.id, role: "accounts", events });
    // The session cache would keep the old role for 5 s; the role change's event clears it.
    expect(await whoIs(token)).toMatchObject({ id: user.id, role: "accounts" });
    const [row] = await auditOf(user.id, "user.role");
    expect(row).toMatchObject({ before: { role: "operations" }, after: { role: "accounts" } });
  });

  it("is the admin's alone (the use case checks again)", async () => {
    const manager = await account("manager");
    const target = await account("accounts");
    const error = await refusal(
      changeStaffRole(database.db, { actor: manager, userId: target.id, role: "admin", events }),
    );
    expect(error.status).toBe(403);
    const [row] = await database.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.role).toBe("accounts");
  });
});

describe("end all sessions", () => {
  it("ends every session of the user and audits it, with how many ended", async () => {
    const user = await account("accounts");
    const tokens = [await session(user), await session(user)];
    expect(await endStaffSessions(database.db, { actor: admin, userId: user.id, events })).toBe(2);
    expect([await whoIs(tokens[0]!), await whoIs(tokens[1]!)]).toEqual([null, null]);
    const entries = await auditOf(user.id, "user.sessions.end");
    expect(entries.map((e) => [e.actorEmail, e.after])).toEqual([
      [admin.email, { email: user.email, sessionsEnded: 2 }],
    ]);
  });
});

describe("reset link", () => {
  const tokenOf = (url: string) => url.split("/").pop()!;

  it("sets a new password once, ends the user's sessions, and is kept only as a hash", async () => {
    const user = await account("manager");
    const old = await session(user);
    const link = await createResetLink(database.db, { actor: admin, userId: user.id, env });
    expect(link.url).toMatch(/^http:\/\/eden\.test\/luxebooking\/reset-password\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link.url);
    expect(JSON.stringify(await database.db.select().from(passwordResetTokens))).not.toContain(token);
    expect(await findResetLink(database.db, { token })).toEqual({ email: user.email });

    await resetPasswordWithLink(database.db, { token, password: STRONG, events });
    expect(await whoIs(old)).toBeNull();
    expect((await signIn(database.db, { email: user.email, password: STRONG, ip: "10.0.1.1", env })).ok).toBe(
      true,
    );
    const again = await refusal(
      resetPasswordWithLink(database.db, { token, password: `${STRONG} two`, events }),
    );
    expect(again.message).toBe(staffMessages.resetLinkInvalid);
    expect(await findResetLink(database.db, { token })).toBeNull();
    expect(await auditOf(user.id, "user.password.reset")).toHaveLength(1);
  });

  it("refuses an expired link, and a guessable password without spending the link", async () => {
    const user = await account("operations");
    const past = new Date(Date.now() - 25 * 3_600_000);
    const expired = await createResetLink(database.db, { actor: admin, userId: user.id, env, now: past });
    const error = await refusal(
      resetPasswordWithLink(database.db, { token: tokenOf(expired.url), password: STRONG, events }),
    );
    expect(error.message).toBe(staffMessages.resetLinkInvalid);

    const fresh = await createResetLink(database.db, { actor: admin, userId: user.id, env });
    const weak = await refusal(
      resetPasswordWithLink(database.db, { token: tokenOf(fresh.url), password: "password", events }),
    );
    expect(weak.message).toBe(tooEasyToGuess);
    expect(await findResetLink(database.db, { token: tokenOf(fresh.url) })).toEqual({ email: user.email });
  });

  it("stops an earlier unused link of the account when a new one is made", async () => {
    const user = await account("accounts");
    const first = await createResetLink(database.db, { actor: admin, userId: user.id, env });
    await createResetLink(database.db, { actor: admin, userId: user.id, env });
    expect(await findResetLink(database.db, { token: tokenOf(first.url) })).toBeNull();
  });
});

describe("own password", () => {
  it("needs the current password, refuses guessable ones, and ends the other sessions only", async () => {
    const user = await account("operations");
    const here = await session(user);
    const elsewhere = await session(user);
    const wrong = await refusal(
      changeOwnPassword(database.db, {
        actor: user,
        sessionToken: here,
        currentPassword: "not my password",
        password: STRONG,
        events,
      }),
    );
    expect(wrong).toMatchObject({ message: staffMessages.wrongCurrentPassword, field: "currentPassword" });
    const weak = await refusal(
      changeOwnPassword(database.db, {
        actor: user,
        sessionToken: here,
        currentPassword: PASSWORD,
        password: "12345678",
        events,
      }),
    );
    expect(weak.message).toBe(tooEasyToGuess);
    expect(await whoIs(elsewhere)).not.toBeNull();

    await changeOwnPassword(database.db, {
      actor: user,
      sessionToken: here,
      currentPassword: PASSWORD,
      password: STRONG,
      events,
    });
    expect(await whoIs(here)).toMatchObject({ id: user.id });
    expect(await whoIs(elsewhere)).toBeNull();
    expect(await auditOf(user.id, "user.password.change")).toHaveLength(1);
  });
});

describe("own sessions", () => {
  it("lists them with this one marked; signs out one, then every other", async () => {
    const user = await account("manager");
    const here = await createSession(database.db, {
      userId: user.id,
      env,
      ip: "10.0.2.1",
      userAgent: "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36",
    });
    const phone = await session(user);
    const laptop = await session(user);
    const list = await listOwnSessions(database.db, { actor: user, sessionToken: here });
    expect(list).toHaveLength(3);
    expect(list.find((s) => s.current)).toMatchObject({ ip: "10.0.2.1", browser: "Chrome on Android" });

    const phoneId = list.find((s) => !s.current)!.id;
    await endOwnSession(database.db, { actor: user, sessionId: phoneId, events });
    expect(await listOwnSessions(database.db, { actor: user, sessionToken: here })).toHaveLength(2);

    expect(await endOtherOwnSessions(database.db, { actor: user, sessionToken: here, events })).toBe(1);
    expect(await whoIs(here)).not.toBeNull();
    expect([await whoIs(phone), await whoIs(laptop)]).toEqual([null, null]);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, "auth.sign-out.others")));
    expect(entry!.after).toEqual({ sessionsEnded: 1 });
  });

  it("cannot sign out another account's session (a forged id is not found)", async () => {
    const victim = await account("accounts");
    const token = await session(victim);
    const [theirs] = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, victim.id));
    const intruder = await account("manager");
    const error = await refusal(
      endOwnSession(database.db, { actor: intruder, sessionId: theirs!.id, events }),
    );
    expect(error.status).toBe(404);
    expect(await whoIs(token)).not.toBeNull();
  });
});

describe("registration and the staff list", () => {
  it("refuses the passwords registered before (issue 14) with the issue's message", async () => {
    for (const password of ["password", "12345678", "aaaaaaaa"]) {
      const error = await refusal(
        registerUser(database.db, {
          email: `weak-${password}@staff.test`,
          password,
          role: "manager",
          actor: admin,
        }),
      );
      expect(error.message).toBe(tooEasyToGuess);
    }
  });

  it("lists every account with its status and last sign-in", async () => {
    const list = await listStaff(database.db, { actor: admin });
    expect(list.find((row) => row.id === admin.id)).toMatchObject({
      email: admin.email,
      role: "admin",
      active: true,
    });
    await refusal(listStaff(database.db, { actor: { ...admin, role: "manager" } }));
  });
});

describe("reset link by e-mail (through the outbox)", () => {
  const resetMails = () =>
    database.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "staff-reset-link"));

  it("with e-mail configured, one mail is queued with the link; a refusal is retried; once delivered the token is not readable in the outbox", async () => {
    const smtp = await startSmtpSink();
    try {
      const mailEnv = { ...env, SMTP_URL: smtp.url };
      const email = { email: smtpChannel(mailEnv, { timeoutMs: 5000 }) };
      const user = await account("manager");
      const unmailed = await createResetLink(database.db, { actor: admin, userId: user.id, env });
      expect(unmailed.mailed).toBe(false);
      await refusal(
        createResetLink(database.db, {
          actor: admin,
          userId: "00000000-0000-4000-8000-000000000000",
          env: mailEnv,
        }),
      );
      expect(await resetMails()).toHaveLength(0);

      // Same transaction: when the link's audit row cannot be written, neither the link nor its mail is kept.
      await database.db.execute(sql`
        create function refuse_reset_audit() returns trigger language plpgsql as $$
        begin raise exception 'audit refused'; end $$`);
      await database.db.execute(sql`
        create trigger refuse_reset_audit before insert on audit_log for each row
        when (new.action = 'user.password.reset-link') execute function refuse_reset_audit()`);
      try {
        await expect(
          createResetLink(database.db, { actor: admin, userId: user.id, env: mailEnv }),
        ).rejects.toThrow();
      } finally {
        await database.db.execute(sql`drop trigger refuse_reset_audit on audit_log`);
        await database.db.execute(sql`drop function refuse_reset_audit()`);
      }
      expect(await resetMails()).toHaveLength(0);
      expect(await findResetLink(database.db, { token: unmailed.url.split("/").pop()! })).toEqual({
        email: user.email,
      });

      const link = await createResetLink(database.db, { actor: admin, userId: user.id, env: mailEnv });
      expect(link.mailed).toBe(true);
      const token = link.url.split("/").pop()!;
      const [queued, ...others] = await resetMails();
      expect(others).toHaveLength(0);
      expect(queued).toMatchObject({ to: user.email, refId: user.id, status: "pending", sensitive: true });
      expect(queued!.text).toContain(link.url);
      expect(queued!.createdAt).toEqual(
        (
          await database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))
        )[0]!.createdAt,
      );

      smtp.refuseNext(1);
      const t0 = queued!.nextAttemptAt;
      expect(await deliverDueMessages(database.db, { channels: email, now: t0 })).toMatchObject({
        retrying: 1,
      });
      expect(smtp.mails).toHaveLength(0);
      expect((await resetMails())[0]!.lastError).toContain("Mailbox busy");
      const later = new Date(t0.getTime() + 31_000);
      expect(await deliverDueMessages(database.db, { channels: email, now: later })).toMatchObject({
        sent: 1,
      });
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]).toContain(`To: ${user.email}`);
      expect(smtp.mails[0]).toContain("Subject: Set a new password for Luxe Hall Reservations");
      expect(smtp.mails[0]!.replace(/=\r\n/g, "")).toContain(link.url);
      const [delivered] = await resetMails();
      expect(delivered).toMatchObject({ status: "sent", attempts: 2 });
      expect(JSON.stringify(delivered)).not.toContain(token);
      // The link still works: clearing the mail does not touch the account's token.
      expect(await findResetLink(database.db, { token })).toEqual({ email: user.email });
    } finally {
      await smtp.close();
    }
  });
});
