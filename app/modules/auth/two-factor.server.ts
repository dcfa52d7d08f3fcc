import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Db, Tx } from "~/db/client.server";
import { recoveryCodes, sessions, signInCounters, totpCredentials, users } from "~/db/schema";
import type { Env } from "~/env.server";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { demoAccounts, isLoopbackUrl } from "~/modules/seed/seed-database.server";
import { staffMessages } from "~/modules/staff/messages";
import { authorize, can } from "~/permissions";
import { verifyPassword } from "./password.server";
import {
  announceEndedSessions,
  createSession,
  endSessionsAudited,
  hashToken,
  type SessionStage,
} from "./session.server";
import {
  clearOwnPasswordChecks,
  countOwnPasswordCheck,
  countUp,
  MAX_ATTEMPTS_PER_PAIR,
} from "./throttle.server";
import { twoFactorMessages } from "./two-factor.messages";

const ISSUER = "Eden Garden Luxe";
const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

function totpFor(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The time step a code belongs to (RFC 6238, ±1 step accepted for clock drift), or null when it
 * matches none of them.
 */
export function matchingStep(secret: string, email: string, code: string, now: Date): number | null {
  const delta = totpFor(secret, email).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** Demo accounts of a local trial skip the second factor, so the README's quick start stays two commands. */
export function isExemptDemoAccount(email: string, env: { PUBLIC_URL?: string }): boolean {
  return (
    env.PUBLIC_URL !== undefined &&
    isLoopbackUrl(env.PUBLIC_URL) &&
    demoAccounts.some((account) => account.email === email.toLowerCase())
  );
}

/** Where a password sign-in lands: the code step, an admin's enrolment, or signed in. */
export async function stageAfterPassword(
  db: Db | Tx,
  user: { id: string; email: string; role: string },
  env: { PUBLIC_URL?: string },
): Promise<SessionStage> {
  if (await hasTwoFactor(db, user.id)) return "totp";
  return mustEnrol(user, env) ? "enrol" : "full";
}

/** A role that must sign in with a second factor (admins), not an exempt demo account of a local trial. */
export function mustEnrol(user: { role: string; email: string }, env: { PUBLIC_URL?: string }): boolean {
  return can(user.role, "twoFactor.required") && !isExemptDemoAccount(user.email, env);
}

export async function hasTwoFactor(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: totpCredentials.userId })
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, userId), isNotNull(totpCredentials.enabledAt)));
  return Boolean(row);
}

export interface Enrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

/**
 * A new secret to enrol (replacing an unconfirmed one): its otpauth URI as a QR code and the
 * key for typing in. Refused while two-factor sign-in is on.
 */
export async function startEnrolment(db: Db, options: { actor: Actor }): Promise<Enrolment> {
  const { actor } = options;
  authorize(actor, "account.manage");
  if (await hasTwoFactor(db, actor.id)) throw new DomainError(409, twoFactorMessages.alreadyOn);
  const [pending] = await db
    .select({ secret: totpCredentials.secret })
    .from(totpCredentials)
    .where(eq(totpCredentials.userId, actor.id));
  // The same secret on every view of the page until it is confirmed: a reload keeps the scanned QR valid.
  const secret = pending?.secret ?? new Secret({ size: 20 }).base32;
  if (!pending) {
    await db.insert(totpCredentials).values({ userId: actor.id, secret }).onConflictDoNothing();
  }
  const uri = totpFor(secret, actor.email).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qrSvg };
}

function recoveryCode(): string {
  const text = randomBytes(8).toString("hex");
  return `${text.slice(0, 5)}-${text.slice(5, 10)}`;
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(code.trim().toLowerCase()).digest("hex");
}

/**
 * Confirms the enrolment with one code: two-factor sign-in is on, the code's step is spent, and
 * 10 recovery codes are returned (only their hashes kept). An admin's enrolment step becomes a
 * full session.
 */
export async function confirmEnrolment(
  db: Db,
  options: { actor: Actor; code: string; sessionToken: string; events: EventBus; ip?: string; now?: Date },
): Promise<{ recoveryCodes: string[] }> {
  const { actor } = options;
  authorize(actor, "account.manage");
  const now = options.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ secret: totpCredentials.secret, enabledAt: totpCredentials.enabledAt })
      .from(totpCredentials)
      .where(eq(totpCredentials.userId, actor.id))
      .for("update");
    if (!pending) throw new DomainError(409, twoFactorMessages.startAgain);
    if (pending.enabledAt) throw new DomainError(409, twoFactorMessages.alreadyOn);
    const step = matchingStep(pending.secret, actor.email, options.code.trim(), now);
    if (step === null) throw new DomainError(400, twoFactorMessages.wrongCode, "code");
    await tx
      .update(totpCredentials)
      .set({ enabledAt: now, lastUsedStep: step })
      .where(eq(totpCredentials.userId, actor.id));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, actor.id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId: actor.id, codeHash: hashRecoveryCode(code) })));
    await tx
      .update(sessions)
      .set({ stage: "full" })
      .where(and(eq(sessions.tokenHash, hashToken(options.sessionToken)), eq(sessions.userId, actor.id)));
    await writeAudit(tx, {
      actor,
      action: "user.two-factor.on",
      entity: "user",
      entityId: actor.id,
      after: { email: actor.email, ip: options.ip ?? null },
    });
    return { recoveryCodes: codes };
  });
  // Every instance reads the session again: an enrolling admin's session is now a full one.
  await announceEndedSessions(options.events, [hashToken(options.sessionToken)]);
  return result;
}

/** Turning it off needs the password; roles that must keep it (admins) cannot, demo accounts of a trial aside. */
export async function turnOffTwoFactor(
  db: Db,
  options: { actor: Actor; password: string; env: { PUBLIC_URL?: string } },
): Promise<void> {
  const { actor } = options;
  authorize(actor, "account.manage");
  if (mustEnrol(actor, options.env)) {
    throw new DomainError(409, twoFactorMessages.requiredForRole);
  }
  if (!(await countOwnPasswordCheck(db, actor.id))) {
    throw new DomainError(429, staffMessages.tooManyPasswordChecks, "password");
  }
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!row || !(await verifyPassword(row.passwordHash, options.password))) {
    throw new DomainError(400, twoFactorMessages.wrongPassword, "password");
  }
  await db.transaction(async (tx) => {
    await clearOwnPasswordChecks(tx, actor.id);
    await tx.delete(totpCredentials).where(eq(totpCredentials.userId, actor.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, actor.id));
    await writeAudit(tx, {
      actor,
      action: "user.two-factor.off",
      entity: "user",
      entityId: actor.id,
      after: { email: actor.email },
    });
  });
}

/**
 * An admin resets another user's second factor (a lost phone): the secret and recovery codes go
 * and every session ends; an admin enrols again at the next sign-in.
 */
export async function resetTwoFactor(
  db: Db,
  options: { actor: Actor; userId: string; events: EventBus },
): Promise<void> {
  const { actor, userId } = options;
  authorize(actor, "staff.manage", twoFactorMessages.onlyAdmins);
  const ended = await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!target) throw new DomainError(404, "User not found.");
    await tx.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    return endSessionsAudited(tx, {
      userId,
      audit: {
        actor,
        action: "user.two-factor.reset",
        entity: "user",
        entityId: userId,
        after: { email: target.email },
      },
    });
  });
  await announceEndedSessions(options.events, ended);
}

/**
 * The sign-in's second step: a 6-digit code (±1 step, never one already used) or an unused
 * recovery code, counted like passwords (5 tries per 15 minutes per account). On success the
 * waiting session is replaced by a new, full one (a fresh token: nothing learnt before the
 * second factor carries over).
 */
export async function verifySecondFactor(
  db: Db,
  options: {
    sessionToken: string;
    user: { id: string; email: string };
    code: string;
    ip: string;
    userAgent?: string | null;
    env: Pick<Env, "SESSION_MAX_DAYS">;
    events: EventBus;
    now?: Date;
  },
): Promise<{ token: string }> {
  const { user, ip } = options;
  const now = options.now ?? new Date();
  const [attempts = 0] = await countUp(db, [`totp:${user.id}`], now);
  if (attempts > MAX_ATTEMPTS_PER_PAIR) throw new DomainError(429, twoFactorMessages.throttled);
  const code = options.code.trim().toLowerCase();
  const oldHash = hashToken(options.sessionToken);
  const result = await db.transaction(async (tx) => {
    const method = /^\d{6}$/.test(code)
      ? await spendTotp(tx, user, code, now)
      : await spendRecoveryCode(tx, user, code, now);
    if (method === "reused")
      return { ok: false as const, message: twoFactorMessages.codeUsed, reason: "code reused" };
    if (method === null)
      return { ok: false as const, message: twoFactorMessages.wrongCode, reason: "wrong code" };
    const [waiting] = await tx
      .delete(sessions)
      .where(and(eq(sessions.tokenHash, oldHash), eq(sessions.userId, user.id), eq(sessions.stage, "totp")))
      .returning({ tokenHash: sessions.tokenHash });
    if (!waiting)
      return { ok: false as const, message: twoFactorMessages.signInAgain, reason: "no waiting session" };
    const token = await createSession(tx, {
      userId: user.id,
      env: options.env,
      now,
      ip,
      userAgent: options.userAgent,
    });
    await tx.delete(signInCounters).where(eq(signInCounters.key, `totp:${user.id}`));
    await writeAudit(tx, {
      actor: user,
      action: method === "recovery" ? "auth.second-factor.recovery-code" : "auth.second-factor",
      entity: "session",
      after: { email: user.email, ip },
    });
    return { ok: true as const, token };
  });
  if (!result.ok) {
    await writeAudit(db, {
      actor: user,
      action: "auth.second-factor.failed",
      entity: "session",
      after: { email: user.email, ip, reason: result.reason },
    });
    throw new DomainError(result.reason === "no waiting session" ? 401 : 400, result.message, "code");
  }
  await announceEndedSessions(options.events, [oldHash]);
  return { token: result.token };
}

/** Spends the code's time step (one statement, so two requests cannot both use it). */
async function spendTotp(
  tx: Tx,
  user: { id: string; email: string },
  code: string,
  now: Date,
): Promise<"totp" | "reused" | null> {
  const [credential] = await tx
    .select({ secret: totpCredentials.secret })
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, user.id), isNotNull(totpCredentials.enabledAt)));
  if (!credential) return null;
  const step = matchingStep(credential.secret, user.email, code, now);
  if (step === null) return null;
  const spent = await tx
    .update(totpCredentials)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpCredentials.userId, user.id),
        or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpCredentials.userId });
  return spent.length > 0 ? "totp" : "reused";
}

async function spendRecoveryCode(
  tx: Tx,
  user: { id: string },
  code: string,
  now: Date,
): Promise<"recovery" | null> {
  if (!/^[0-9a-f]{5}-[0-9a-f]{5}$/.test(code)) return null;
  const spent = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0 ? "recovery" : null;
}
