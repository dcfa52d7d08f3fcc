import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import type { Env } from "~/env.server";
import { auditText, writeAudit } from "~/modules/audit/audit.server";
import { staffMessages } from "~/modules/staff/messages";
import { messages } from "./auth.schema";
import { checkPassword } from "./password.server";
import { createSession, type SessionStage } from "./session.server";
import { stageAfterPassword } from "./two-factor.server";
import {
  countUp,
  failuresOf,
  forgiveAttempt,
  MAX_ATTEMPTS_PER_ADDRESS,
  MAX_ATTEMPTS_PER_PAIR,
  takeTurn,
  throttleKeys,
  turnDelayMs,
} from "./throttle.server";
import { findUserByEmail, normalizeEmail } from "./users.server";

export { pruneLoginAttempts, THROTTLE_WINDOW_MS } from "./throttle.server";

export type SignInResult =
  | { ok: true; token: string; user: { id: string; email: string; role: string }; stage: SessionStage }
  | { ok: false; status: 401 | 403 | 429; message: string };

const throttled: SignInResult = { ok: false, status: 429, message: messages.throttled };

/**
 * Counts the attempt, waits for the e-mail's turn when it is being slowed down, then checks the
 * password (throttle.server.ts); records the failure or a new session. `verify` defaults to the
 * argon2id check (tests count the checks through it).
 */
export async function signIn(
  db: Db,
  options: {
    email: string;
    password: string;
    ip: string;
    userAgent?: string | null;
    /** PUBLIC_URL tells a local trial, whose demo accounts need no second factor. */
    env: Pick<Env, "SESSION_MAX_DAYS"> & { PUBLIC_URL?: string };
    now?: Date;
    verify?: typeof checkPassword;
    /**
     * The browser's known-device cookie vouches for this e-mail (device-cookie.server.ts): the
     * attempt is neither counted against nor refused by the per-address limit (issue 28 item 6).
     */
    knownDevice?: boolean;
  },
): Promise<SignInResult> {
  const email = normalizeEmail(options.email);
  const now = options.now ?? new Date();
  const keys = throttleKeys(email, options.ip);
  // Counted before the password is checked: a burst of parallel guesses cannot all pass a check
  // made before any of them was recorded.
  const counted = options.knownDevice ? [keys.pair] : [keys.pair, keys.address];
  const [pairAttempts = 0, addressAttempts = 0] = await countUp(db, counted, now);
  if (pairAttempts > MAX_ATTEMPTS_PER_PAIR || addressAttempts > MAX_ATTEMPTS_PER_ADDRESS) return throttled;
  if (pairAttempts > 1) {
    const delayMs = turnDelayMs(await failuresOf(db, keys.email, now));
    if (delayMs > 0) {
      const waitMs = await takeTurn(db, keys.email, delayMs, now);
      if (waitMs === null) return throttled;
      if (waitMs > 0) await sleep(waitMs);
    }
  }

  const user = await findUserByEmail(db, email);
  const valid = await (options.verify ?? checkPassword)(user?.passwordHash ?? null, options.password);
  if (!user || !valid) {
    await db.transaction(async (tx) => {
      await countUp(tx, [keys.email], now);
      await writeAudit(tx, {
        actor: user ? { id: user.id, email: user.email } : null,
        action: "auth.sign-in.failed",
        entity: "session",
        // As typed by someone not signed in: escaped (auditText), never a line or field of its own.
        after: {
          email: auditText(email),
          ip: auditText(options.ip),
          reason: user ? "password mismatch" : "no such account",
        },
      });
    });
    return { ok: false, status: 401, message: messages.signInFailed + messages.invalidCredentials };
  }
  // Told only to someone who knows the password: a guesser learns nothing about the account.
  if (user.disabledAt) {
    await writeAudit(db, {
      actor: { id: user.id, email: user.email },
      action: "auth.sign-in.failed",
      entity: "session",
      after: { email, ip: options.ip, reason: "account disabled" },
    });
    return { ok: false, status: 403, message: staffMessages.accountDisabled };
  }
  await forgiveAttempt(db, keys, { address: !options.knownDevice });
  const stage = await stageAfterPassword(db, user, options.env);
  const token = await db.transaction(async (tx) => {
    const created = await createSession(tx, {
      userId: user.id,
      env: options.env,
      now,
      ip: options.ip,
      userAgent: options.userAgent,
      stage,
    });
    await tx.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id));
    await writeAudit(tx, {
      actor: { id: user.id, email: user.email },
      action: "auth.sign-in",
      entity: "session",
      // A stage other than full: the password was right and the second factor is still to come.
      after: { email, ip: options.ip, stage },
    });
    return created;
  });
  return { ok: true, token, user: { id: user.id, email: user.email, role: user.role }, stage };
}
