import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { staffMessages } from "~/modules/staff/messages";
import { authorize } from "~/permissions";
import { announceEndedSessions, endSessionsAudited, hashToken } from "./session.server";
import { describeUserAgent } from "./user-agent";

export interface OwnSession {
  id: string;
  browser: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** The account's sessions, most recently used first, this one marked. */
export async function listOwnSessions(
  db: Db,
  options: { actor: Actor; sessionToken: string },
): Promise<OwnSession[]> {
  authorize(options.actor, "account.manage");
  const currentHash = hashToken(options.sessionToken);
  const rows = await db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, options.actor.id))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.id,
    browser: describeUserAgent(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.tokenHash === currentHash,
  }));
}

/**
 * Sign-out: the session's row goes and `auth.sign-out` is written in one transaction, at any stage
 * of the sign-in (a session waiting for its second factor too). Returns the ended session, or null
 * when the token names none; the caller tells every instance once this has committed.
 */
export async function signOut(
  db: Db,
  options: { token: string; ip?: string | null },
): Promise<{ tokenHash: string; userId: string } | null> {
  const tokenHash = hashToken(options.token);
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(eq(sessions.tokenHash, tokenHash))
      .returning({ userId: sessions.userId, stage: sessions.stage });
    if (!ended) return null;
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, ended.userId));
    await writeAudit(tx, {
      actor: user ?? null,
      action: "auth.sign-out",
      entity: "session",
      after: { ip: options.ip ?? null, stage: ended.stage },
    });
    return { tokenHash, userId: ended.userId };
  });
}

/** Signs out one of the account's own sessions (another account's session id is not found). */
export async function endOwnSession(
  db: Db,
  options: { actor: Actor; sessionId: string; events: EventBus },
): Promise<void> {
  const { actor } = options;
  authorize(actor, "account.manage");
  const ended = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, options.sessionId), eq(sessions.userId, actor.id)))
      .returning({ tokenHash: sessions.tokenHash });
    if (rows.length === 0) throw new DomainError(404, staffMessages.sessionNotFound);
    await writeAudit(tx, { actor, action: "auth.sign-out", entity: "session", after: { own: true } });
    return rows.map((row) => row.tokenHash);
  });
  await announceEndedSessions(options.events, ended);
}

/** 'Sign out everywhere else': every session of the account but this one. */
export async function endOtherOwnSessions(
  db: Db,
  options: { actor: Actor; sessionToken: string; events: EventBus },
): Promise<number> {
  const { actor } = options;
  authorize(actor, "account.manage");
  const ended = await db.transaction((tx) =>
    endSessionsAudited(tx, {
      userId: actor.id,
      keep: hashToken(options.sessionToken),
      audit: { actor, action: "auth.sign-out.others", entity: "session" },
    }),
  );
  await announceEndedSessions(options.events, ended);
  return ended.length;
}
