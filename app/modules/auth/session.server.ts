import { createHash, randomBytes } from "node:crypto";
import { eq, lt, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import type { Env } from "~/env.server";

export interface SessionUser {
  id: string;
  email: string;
  role: string;
}

/** Refresh last_seen_at at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function cookieName(env: Pick<Env, "PUBLIC_URL">): string {
  return env.PUBLIC_URL.startsWith("https://") ? "__Host-session" : "session";
}

export function sessionCookie(
  env: Pick<Env, "PUBLIC_URL" | "SESSION_MAX_DAYS">,
  token: string | null,
): string {
  const secure = env.PUBLIC_URL.startsWith("https://");
  const parts = [
    `${cookieName(env)}=${token ?? ""}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    token ? `Max-Age=${Math.round(env.SESSION_MAX_DAYS * 86_400)}` : "Max-Age=0",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

export function readSessionToken(request: Request, env: Pick<Env, "PUBLIC_URL">): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const name = cookieName(env);
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      const value = rest.join("=");
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** A new random 256-bit token per sign-in; only its SHA-256 is stored. */
export async function createSession(
  db: Db,
  options: { userId: string; env: Pick<Env, "SESSION_MAX_DAYS">; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: options.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + options.env.SESSION_MAX_DAYS * 86_400_000),
  });
  return token;
}

export async function findSessionUser(
  db: Db,
  options: { token: string; env: Pick<Env, "SESSION_IDLE_HOURS">; now?: Date },
): Promise<SessionUser | null> {
  const now = options.now ?? new Date();
  const tokenHash = hashToken(options.token);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const idleLimit = row.lastSeenAt.getTime() + options.env.SESSION_IDLE_HOURS * 3_600_000;
  if (row.expiresAt <= now || idleLimit <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { id: row.id, email: row.email, role: row.role };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions(
  db: Db,
  options: { env: Pick<Env, "SESSION_IDLE_HOURS">; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const idleCutoff = new Date(now.getTime() - options.env.SESSION_IDLE_HOURS * 3_600_000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
}
