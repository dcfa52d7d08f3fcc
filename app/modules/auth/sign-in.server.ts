import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { loginAttempts } from "~/db/schema";
import type { Env } from "~/env.server";
import { writeAudit } from "~/modules/audit/audit.server";
import { messages } from "./auth.schema";
import { verifyAgainstDummy, verifyPassword } from "./password.server";
import { createSession } from "./session.server";
import { findUserByEmail, normalizeEmail } from "./users.server";

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

export type SignInResult =
  | { ok: true; token: string; user: { id: string; email: string; role: string } }
  | { ok: false; status: 401 | 429; message: string };

export async function isThrottled(
  db: Db,
  options: { email: string; ip: string; now?: Date },
): Promise<boolean> {
  const since = new Date((options.now ?? new Date()).getTime() - THROTTLE_WINDOW_MS);
  const [byEmail] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, options.email), gt(loginAttempts.at, since)));
  if ((byEmail?.n ?? 0) >= MAX_FAILURES_PER_EMAIL) return true;
  const [byIp] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, options.ip), gt(loginAttempts.at, since)));
  return (byIp?.n ?? 0) >= MAX_FAILURES_PER_IP;
}

/** Checks the throttle, then the password; records failures and a new session on success. */
export async function signIn(
  db: Db,
  options: { email: string; password: string; ip: string; env: Pick<Env, "SESSION_MAX_DAYS">; now?: Date },
): Promise<SignInResult> {
  const email = normalizeEmail(options.email);
  const now = options.now ?? new Date();
  if (await isThrottled(db, { email, ip: options.ip, now })) {
    return { ok: false, status: 429, message: messages.throttled };
  }
  const user = await findUserByEmail(db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, options.password)
    : await verifyAgainstDummy(options.password);
  if (!user || !valid) {
    await db.transaction(async (tx) => {
      await tx.insert(loginAttempts).values({ email, ip: options.ip, at: now });
      await writeAudit(tx, {
        actor: user ? { id: user.id, email: user.email } : null,
        action: "auth.sign-in.failed",
        entity: "session",
        after: { email, ip: options.ip },
      });
    });
    return { ok: false, status: 401, message: messages.signInFailed + messages.invalidCredentials };
  }
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
  const token = await createSession(db, { userId: user.id, env: options.env, now });
  await writeAudit(db, {
    actor: { id: user.id, email: user.email },
    action: "auth.sign-in",
    entity: "session",
    after: { ip: options.ip },
  });
  return { ok: true, token, user: { id: user.id, email: user.email, role: user.role } };
}

/** Failures older than the throttle window no longer count; drop them. */
export async function pruneLoginAttempts(db: Db, now = new Date()): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
}
