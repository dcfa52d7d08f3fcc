import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, sessions, signInCounters } from "~/db/schema";
import { setUpTestDatabase } from "../../../tests/support/db";
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  findSessionUser,
  hashToken,
  SessionCache,
} from "./session.server";
import { pruneLoginAttempts, signIn } from "./sign-in.server";
import { createUser } from "./users.server";

const env = { SESSION_MAX_DAYS: 7, SESSION_IDLE_HOURS: 12 };
const HOUR = 3_600_000;
const database = setUpTestDatabase();
let userId: string;

beforeAll(async () => {
  userId = (
    await createUser(database.db, {
      email: "ops@demo.test",
      password: "right-password",
      role: "operations",
      actor: null,
    })
  ).id;
  await createUser(database.db, {
    email: "acc@demo.test",
    password: "right-password",
    role: "accounts",
    actor: null,
  });
});

describe("sessions", () => {
  it("store only the SHA-256 of the token", async () => {
    const token = await createSession(database.db, { userId, env });
    const rows = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
  });

  it("give a new token at every sign-in", async () => {
    const a = await signIn(database.db, {
      email: "acc@demo.test",
      password: "right-password",
      ip: "1.1.1.1",
      env,
    });
    const b = await signIn(database.db, {
      email: "acc@demo.test",
      password: "right-password",
      ip: "1.1.1.1",
      env,
    });
    expect(a.ok && b.ok && a.token !== b.token).toBe(true);
  });

  it("end after the idle timeout", async () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const token = await createSession(database.db, { userId, env, now: start });
    const justBefore = new Date(start.getTime() + 12 * HOUR - 1000);
    expect(await findSessionUser(database.db, { token, env, now: justBefore })).not.toBeNull();
    // The use just before refreshed last_seen_at; 12 idle hours after that it ends.
    const after = new Date(justBefore.getTime() + 12 * HOUR);
    expect(await findSessionUser(database.db, { token, env, now: after })).toBeNull();
  });

  it("end after the absolute lifetime even when used all the time", async () => {
    const start = new Date("2026-02-01T00:00:00Z");
    const token = await createSession(database.db, { userId, env, now: start });
    for (let hour = 0; hour < 7 * 24; hour += 6) {
      expect(
        await findSessionUser(database.db, { token, env, now: new Date(start.getTime() + hour * HOUR) }),
      ).not.toBeNull();
    }
    expect(
      await findSessionUser(database.db, { token, env, now: new Date(start.getTime() + 7 * 24 * HOUR) }),
    ).toBeNull();
  });

  it("are deleted at logout, so the old token no longer works", async () => {
    const token = await createSession(database.db, { userId, env });
    await deleteSession(database.db, token);
    expect(await findSessionUser(database.db, { token, env })).toBeNull();
  });

  describe("with the cache of recently confirmed sessions", () => {
    const deleteRow = (token: string) =>
      database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));

    it("answer from memory for ttlMs, then ask the database again", async () => {
      const start = new Date("2026-03-01T10:00:00Z");
      const cache = new SessionCache(5_000);
      const token = await createSession(database.db, { userId, env, now: start });
      expect(await findSessionUser(database.db, { token, env, now: start, cache })).toMatchObject({
        id: userId,
      });
      // Deleted behind the cache's back (another instance's clean-up): still known for 5 s…
      await deleteRow(token);
      const at = (ms: number) => new Date(start.getTime() + ms);
      expect(await findSessionUser(database.db, { token, env, now: at(4_000), cache })).toMatchObject({
        id: userId,
      });
      // …and gone once the database is asked again.
      expect(await findSessionUser(database.db, { token, env, now: at(5_001), cache })).toBeNull();
      expect(cache.size).toBe(0);
    });

    it("still end at the idle and absolute limits on a cached answer", async () => {
      const start = new Date("2026-03-02T10:00:00Z");
      const cache = new SessionCache(60 * 60_000 * 24 * 30);
      const token = await createSession(database.db, { userId, env, now: start });
      expect(await findSessionUser(database.db, { token, env, now: start, cache })).not.toBeNull();
      const idle = new Date(start.getTime() + 12 * HOUR);
      expect(await findSessionUser(database.db, { token, env, now: idle, cache })).toBeNull();
      // Ending it deleted the row too.
      const rows = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(rows).toHaveLength(0);

      const fresh = await createSession(database.db, { userId, env, now: start });
      for (let hour = 0; hour < 7 * 24; hour += 6) {
        const now = new Date(start.getTime() + hour * HOUR);
        expect(await findSessionUser(database.db, { token: fresh, env, now, cache })).not.toBeNull();
      }
      const end = new Date(start.getTime() + 7 * 24 * HOUR);
      expect(await findSessionUser(database.db, { token: fresh, env, now: end, cache })).toBeNull();
    });

    it("forget a session at once when told to (sign-out)", async () => {
      const cache = new SessionCache(60_000);
      const token = await createSession(database.db, { userId, env });
      expect(await findSessionUser(database.db, { token, env, cache })).not.toBeNull();
      await deleteSession(database.db, token);
      cache.forget(hashToken(token));
      expect(await findSessionUser(database.db, { token, env, cache })).toBeNull();
    });

    it("drop sessions nobody asked about for longer than ttlMs", async () => {
      const start = new Date("2026-03-03T10:00:00Z");
      const cache = new SessionCache(5_000);
      const [idle, busy] = await Promise.all(
        [1, 2].map(() => createSession(database.db, { userId, env, now: start })),
      );
      await findSessionUser(database.db, { token: idle!, env, now: start, cache });
      await findSessionUser(database.db, { token: busy!, env, now: start, cache });
      expect(cache.size).toBe(2);
      await findSessionUser(database.db, {
        token: busy!,
        env,
        now: new Date(start.getTime() + 6_000),
        cache,
      });
      expect(cache.size).toBe(1);
      expect(cache.get(hashToken(busy!), start.getTime() + 6_000)).toBeDefined();
    });

    it("keep at most maxEntries sessions, dropping the oldest", async () => {
      const cache = new SessionCache(60_000, 2);
      const tokens = await Promise.all([1, 2, 3].map(() => createSession(database.db, { userId, env })));
      for (const token of tokens) await findSessionUser(database.db, { token, env, cache });
      expect(cache.size).toBe(2);
      expect(cache.get(hashToken(tokens[0]!), Date.now())).toBeUndefined();
      expect(cache.get(hashToken(tokens[2]!), Date.now())).toBeDefined();
    });
  });

  it("expired ones are cleaned up", async () => {
    const old = new Date(Date.now() - 30 * 24 * HOUR);
    const token = await createSession(database.db, { userId, env, now: old });
    await deleteExpiredSessions(database.db, { env });
    const rows = await database.db.select().from(sessions);
    expect(rows.map((r) => r.tokenHash)).not.toContain(hashToken(token));
  });
});

describe("sign-in records", () => {
  it("failed and successful sign-ins go to the audit log without the password", async () => {
    const failed = await signIn(database.db, {
      email: "acc@demo.test",
      password: "wrong-password",
      ip: "192.0.2.40",
      env,
    });
    expect(failed.ok).toBe(false);
    const rows = await database.db.select().from(auditLog);
    const actions = new Set(rows.map((r) => r.action));
    expect(actions.has("auth.sign-in")).toBe(true);
    expect(actions.has("auth.sign-in.failed")).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/wrong-password|right-password/);
  });

  it("throttling counters older than the window are pruned", async () => {
    expect(await database.db.select().from(signInCounters)).not.toHaveLength(0);
    await pruneLoginAttempts(database.db, new Date("2099-01-01T00:00:00Z"));
    expect(await database.db.select().from(signInCounters)).toHaveLength(0);
  });
});
