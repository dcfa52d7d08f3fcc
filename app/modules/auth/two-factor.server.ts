import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Db, Tx } from "~/db/client.server";
import { recoveryCodes, sessions, signInCounters, totpCredentials, users } from "~/db/schema";
import type { Env } from "~/env.server";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { qrcode } from "~/modules/qr-code.server";
import { venue } from "~/modules/site-content/venue";
import { authorize, can } from "~/permissions";
import { demoAccounts, isLoopbackUrl } from "./demo-accounts";
import { requireOwnPassword } from "./own-password.server";
import {
  announceEndedSessions,
  createSession,
  endSessionsAudited,
  hashToken,
  type SessionStage,
} from "./session.server";
import {
  clearOwnPasswordChecks,
  countUp,
  DAY_KEY_PREFIX,
  DAY_MS,
  MAX_ATTEMPTS_PER_PAIR,
  MAX_TOTP_GUESSES_PER_DAY,
} from "./throttle.server";
import { twoFactorMessages } from "./two-factor.messages";

const ISSUER = `Eden Garden ${venue.hallName}`;
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
 * Starts an enrolment: a new secret every time (issue 28 item 2), bound to the session that asked
 * for it, replacing any earlier pending one of the account; its otpauth URI as a QR code and the
 * key for typing in. Only that session can confirm it, and it is gone with that session (sign-out,
 * 'End all sessions', a password reset) or a password change: nobody who saw an earlier set-up
 * page can hold the secret of the second factor that is finally turned on. Refused while
 * two-factor sign-in is on.
 */
export async function startEnrolment(
  db: Db,
  options: { actor: Actor; sessionToken: string; now?: Date },
): Promise<Enrolment> {
  const { actor } = options;
  authorize(actor, "account.manage");
  if (await hasTwoFactor(db, actor.id)) throw new DomainError(409, twoFactorMessages.alreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  const pending = {
    secret,
    enrolmentSession: hashToken(options.sessionToken),
    createdAt: options.now ?? new Date(),
    lastUsedStep: null,
    lockedAt: null,
  };
  await db
    .insert(totpCredentials)
    .values({ userId: actor.id, ...pending })
    // Never over a second factor turned on meanwhile (the confirmation then says it is on).
    .onConflictDoUpdate({
      target: totpCredentials.userId,
      set: pending,
      setWhere: isNull(totpCredentials.enabledAt),
    });
  const uri = totpFor(secret, actor.email).toString();
  const qrSvg = await qrcode().toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qrSvg };
}

function recoveryCode(): string {
  const text = randomBytes(8).toString("hex");
  return `${text.slice(0, 5)}-${text.slice(5, 10)}`;
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(code.trim().toLowerCase()).digest("hex");
}

/** Ten new recovery codes for the account, replacing its others (only their hashes kept). */
async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/**
 * Confirms the enrolment with the current password (issue 28 item 3) and one code: two-factor
 * sign-in is on, the code's step is spent, and 10 recovery codes are returned (only their hashes
 * kept). Only the session that started the enrolment can confirm it. An admin's enrolment step
 * becomes a full session.
 */
export async function confirmEnrolment(
  db: Db,
  options: {
    actor: Actor;
    code: string;
    password: string;
    sessionToken: string;
    events: EventBus;
    ip?: string;
    now?: Date;
  },
): Promise<{ recoveryCodes: string[] }> {
  const { actor } = options;
  authorize(actor, "account.manage");
  const now = options.now ?? new Date();
  await requireOwnPassword(db, { userId: actor.id, password: options.password });
  const sessionHash = hashToken(options.sessionToken);
  const result = await db.transaction(async (tx) => {
    const [pending] = await tx
      .select({
        secret: totpCredentials.secret,
        enabledAt: totpCredentials.enabledAt,
        enrolmentSession: totpCredentials.enrolmentSession,
      })
      .from(totpCredentials)
      .where(eq(totpCredentials.userId, actor.id))
      .for("update");
    if (pending?.enabledAt) throw new DomainError(409, twoFactorMessages.alreadyOn);
    // Started by another session (or discarded since): its QR code is not the one to confirm.
    if (!pending || pending.enrolmentSession !== sessionHash) {
      throw new DomainError(409, twoFactorMessages.startAgain);
    }
    const step = matchingStep(pending.secret, actor.email, options.code.trim(), now);
    if (step === null) throw new DomainError(400, twoFactorMessages.wrongCode, "code");
    await tx
      .update(totpCredentials)
      .set({ enabledAt: now, lastUsedStep: step, enrolmentSession: null, lockedAt: null })
      .where(eq(totpCredentials.userId, actor.id));
    const codes = await replaceRecoveryCodes(tx, actor.id);
    await clearOwnPasswordChecks(tx, actor.id);
    await tx
      .update(sessions)
      .set({ stage: "full" })
      .where(and(eq(sessions.tokenHash, sessionHash), eq(sessions.userId, actor.id)));
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
  await announceEndedSessions(options.events, [sessionHash]);
  return result;
}

/** How many of the account's recovery codes are still unused (the codes themselves are never kept). */
export async function unusedRecoveryCodes(db: Db, options: { actor: Actor }): Promise<number> {
  authorize(options.actor, "account.manage");
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, options.actor.id), isNull(recoveryCodes.usedAt)));
  return rows.length;
}

/**
 * Ten new recovery codes, the earlier ones no longer working, with the current password
 * (issue 28 item 3): the codes are shown only now, as at the enrolment (only hashes are kept, so
 * they can never be shown again).
 */
export async function regenerateRecoveryCodes(
  db: Db,
  options: { actor: Actor; password: string; ip?: string },
): Promise<{ recoveryCodes: string[] }> {
  const { actor } = options;
  authorize(actor, "account.manage");
  await requireOwnPassword(db, { userId: actor.id, password: options.password });
  return db.transaction(async (tx) => {
    const [credential] = await tx
      .select({ userId: totpCredentials.userId })
      .from(totpCredentials)
      .where(and(eq(totpCredentials.userId, actor.id), isNotNull(totpCredentials.enabledAt)))
      .for("update");
    if (!credential) throw new DomainError(409, twoFactorMessages.notOn);
    const codes = await replaceRecoveryCodes(tx, actor.id);
    await clearOwnPasswordChecks(tx, actor.id);
    await writeAudit(tx, {
      actor,
      action: "user.two-factor.recovery-codes",
      entity: "user",
      entityId: actor.id,
      after: { email: actor.email, ip: options.ip ?? null },
    });
    return { recoveryCodes: codes };
  });
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
  await requireOwnPassword(db, { userId: actor.id, password: options.password });
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
    // The day's wrong codes go with the second factor they were guessed for (issue 28 item 7).
    await tx
      .delete(signInCounters)
      .where(inArray(signInCounters.key, [`totp:${userId}`, `${DAY_KEY_PREFIX}${userId}`]));
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
 * recovery code, counted like passwords (5 tries per 15 minutes per account) and per day: after
 * MAX_TOTP_GUESSES_PER_DAY in a day the account's authenticator codes are locked (audited) until
 * an admin resets two-factor sign-in or a recovery code is used (issue 28 item 7). On success the
 * waiting session is replaced by a new, full one (a fresh token: nothing learnt before the second
 * factor carries over).
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
  const windowKey = `totp:${user.id}`;
  const dayKey = `${DAY_KEY_PREFIX}${user.id}`;
  // Both counted before the code is checked: parallel guesses cannot pass a check made before
  // any of them was recorded.
  const [attempts = 0] = await countUp(db, [windowKey], now);
  const [today = 0] = await countUp(db, [dayKey], now, DAY_MS);
  if (attempts > MAX_ATTEMPTS_PER_PAIR) throw new DomainError(429, twoFactorMessages.throttled);
  const code = options.code.trim().toLowerCase();
  const isTotp = /^\d{6}$/.test(code);
  if (today > MAX_TOTP_GUESSES_PER_DAY) await lockCodes(db, { user, ip, now, guesses: today });
  if (isTotp && (await codesLocked(db, user.id))) {
    await writeAudit(db, {
      actor: user,
      action: "auth.second-factor.failed",
      entity: "session",
      after: { email: user.email, ip, reason: "codes locked" },
    });
    throw new DomainError(429, twoFactorMessages.codesLocked, "code");
  }
  const oldHash = hashToken(options.sessionToken);
  const result = await db.transaction(async (tx) => {
    const method = isTotp
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
    await tx.delete(signInCounters).where(inArray(signInCounters.key, [windowKey, dayKey]));
    // A recovery code opens codes that were locked (issue 28 item 7).
    if (method === "recovery") {
      await tx.update(totpCredentials).set({ lockedAt: null }).where(eq(totpCredentials.userId, user.id));
    }
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

/** Whether the account's authenticator codes are locked (too many wrong in a day). */
async function codesLocked(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ lockedAt: totpCredentials.lockedAt })
    .from(totpCredentials)
    .where(eq(totpCredentials.userId, userId));
  return Boolean(row?.lockedAt);
}

/** Locks the account's authenticator codes, auditing the lock once (the request that sets it). */
async function lockCodes(
  db: Db,
  options: { user: { id: string; email: string }; ip: string; now: Date; guesses: number },
): Promise<void> {
  const { user } = options;
  await db.transaction(async (tx) => {
    const locked = await tx
      .update(totpCredentials)
      .set({ lockedAt: options.now })
      .where(and(eq(totpCredentials.userId, user.id), isNull(totpCredentials.lockedAt)))
      .returning({ userId: totpCredentials.userId });
    if (locked.length === 0) return;
    await writeAudit(tx, {
      actor: user,
      action: "auth.second-factor.locked",
      entity: "user",
      entityId: user.id,
      after: { email: user.email, ip: options.ip, guessesToday: options.guesses },
    });
  });
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
