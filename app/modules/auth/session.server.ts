import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { sessions, totpCredentials, users } from "~/db/schema";
import type { Env } from "~/env.server";
import { type AuditEntry, writeAudit } from "~/modules/audit/audit.server";
import type { EventBus } from "~/modules/live/events.server";

/** Where a session is in the sign-in: only "full" reaches a screen (see the sessions table). */
export type SessionStage = "full" | "totp" | "enrol";

export interface SessionUser {
  id: string;
  email: string;
  role: string;
  stage: SessionStage;
  /** Two-factor sign-in is on for the account (an admin without it is held at enrolment: guards). */
  twoFactor: boolean;
}

function asStage(value: string): SessionStage {
  return value === "totp" || value === "enrol" ? value : "full";
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
  db: Db | Tx,
  options: {
    userId: string;
    env: Pick<Env, "SESSION_MAX_DAYS">;
    now?: Date;
    /** Shown on the account screen's list of sessions. */
    userAgent?: string | null;
    ip?: string | null;
    stage?: SessionStage;
  },
): Promise<string> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: options.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + options.env.SESSION_MAX_DAYS * 86_400_000),
    userAgent: options.userAgent?.slice(0, 512) ?? null,
    ip: options.ip ?? null,
    stage: options.stage ?? "full",
  });
  return token;
}

interface KnownSession {
  user: SessionUser;
  lastSeenAt: number;
  expiresAt: number;
  /** When the database last confirmed this session (the TTL counts from here). */
  checkedAt: number;
}

/**
 * Sessions the database confirmed in the last few seconds, so a signed-in request costs no
 * session query (one of the two queries of an API call; see docs/performance.md). Expiry and
 * idle limits are still checked on every request; the database is asked again once `ttlMs`
 * has passed, so a session deleted elsewhere (another instance, a cleanup) ends within it.
 * Signing out here forgets the session at once and tells other instances (`forget`).
 */
export class SessionCache {
  private known = new Map<string, KnownSession>();
  private sweptAt = 0;

  constructor(
    readonly ttlMs = 5_000,
    readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now: number): KnownSession | undefined {
    const entry = this.known.get(tokenHash);
    if (!entry) return undefined;
    const age = now - entry.checkedAt;
    if (age < 0 || age > this.ttlMs) {
      this.known.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, entry: KnownSession) {
    // Sessions nobody uses again would otherwise stay until the size limit: drop the stale ones,
    // at most once per TTL (at most maxEntries to look at).
    if (Math.abs(entry.checkedAt - this.sweptAt) > this.ttlMs) {
      this.sweptAt = entry.checkedAt;
      for (const [hash, known] of this.known) {
        const age = entry.checkedAt - known.checkedAt;
        if (age < 0 || age > this.ttlMs) this.known.delete(hash);
      }
    }
    this.known.delete(tokenHash);
    if (this.known.size >= this.maxEntries) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    this.known.set(tokenHash, entry);
  }

  forget(tokenHash: string) {
    this.known.delete(tokenHash);
  }

  get size() {
    return this.known.size;
  }
}

export async function findSessionUser(
  db: Db,
  options: { token: string; env: Pick<Env, "SESSION_IDLE_HOURS">; now?: Date; cache?: SessionCache },
): Promise<SessionUser | null> {
  const now = options.now ?? new Date();
  const { cache } = options;
  const tokenHash = hashToken(options.token);
  let session = cache?.get(tokenHash, now.getTime());
  if (!session) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        stage: sessions.stage,
        twoFactor: sql<boolean>`exists (${db
          .select({ one: sql`1` })
          .from(totpCredentials)
          .where(and(eq(totpCredentials.userId, users.id), isNotNull(totpCredentials.enabledAt)))})`,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      // A disabled account has no sessions; the condition also covers a row left by a race.
      .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.disabledAt)))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    if (!row) return null;
    session = {
      user: {
        id: row.id,
        email: row.email,
        role: row.role,
        stage: asStage(row.stage),
        twoFactor: Boolean(row.twoFactor),
      },
      lastSeenAt: row.lastSeenAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
      checkedAt: now.getTime(),
    };
  }
  const idleLimit = session.lastSeenAt + options.env.SESSION_IDLE_HOURS * 3_600_000;
  if (session.expiresAt <= now.getTime() || idleLimit <= now.getTime()) {
    cache?.forget(tokenHash);
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now.getTime() - session.lastSeenAt > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    session = { ...session, lastSeenAt: now.getTime() };
  }
  cache?.set(tokenHash, session);
  return session.user;
}

/**
 * When the session ends if it is not used again (idle) or at the latest (absolute), read without
 * counting as use; null when it is gone (signed out) or over. A live-update stream closes then.
 */
export async function sessionValidUntil(
  db: Db,
  options: { tokenHash: string; env: Pick<Env, "SESSION_IDLE_HOURS">; now?: Date },
): Promise<number | null> {
  const [row] = await db
    .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, options.tokenHash))
    .limit(1);
  if (!row) return null;
  const until = Math.min(
    row.expiresAt.getTime(),
    row.lastSeenAt.getTime() + options.env.SESSION_IDLE_HOURS * 3_600_000,
  );
  return until > (options.now ?? new Date()).getTime() ? until : null;
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

/**
 * Deletes a user's sessions (all, or all but the one whose hash is `keep`) and returns their
 * hashes: once the transaction commits, `announceEndedSessions` tells every instance.
 */
export async function deleteUserSessions(
  db: Db | Tx,
  options: { userId: string; keep?: string | null },
): Promise<string[]> {
  const where = options.keep
    ? and(eq(sessions.userId, options.userId), ne(sessions.tokenHash, options.keep))
    : eq(sessions.userId, options.userId);
  const rows = await db.delete(sessions).where(where).returning({ tokenHash: sessions.tokenHash });
  return rows.map((row) => row.tokenHash);
}

/**
 * Ends a user's sessions as `deleteUserSessions` does and writes `audit` in the same transaction,
 * its `after` completed with how many ended (`sessionsEnded`). Returns their hashes, for
 * `announceEndedSessions` once the transaction commits.
 */
export async function endSessionsAudited(
  tx: Db | Tx,
  options: { userId: string; keep?: string | null; audit: AuditEntry & { after?: object } },
): Promise<string[]> {
  const hashes = await deleteUserSessions(tx, options);
  await writeAudit(tx, { ...options.audit, after: { ...options.audit.after, sessionsEnded: hashes.length } });
  return hashes;
}

/** The hashes of a user's sessions (a role change makes every instance read them again). */
export async function userSessionHashes(db: Db | Tx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((row) => row.tokenHash);
}

/**
 * Every instance forgets these sessions at once (its 5-second cache) and ends their live-update
 * streams: the `sessions` event whose id is the token's hash, as a sign-out sends.
 */
export async function announceEndedSessions(
  events: Pick<EventBus, "publish">,
  tokenHashes: readonly string[],
): Promise<void> {
  for (const tokenHash of tokenHashes) await events.publish("sessions", "ended", tokenHash);
}
