import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, signInCounters } from "~/db/schema";
import { setUpTestDatabase } from "../../../tests/support/db";
import { checkPassword } from "./password.server";
import { signIn, THROTTLE_WINDOW_MS } from "./sign-in.server";
import { throttleKeys, turnDelayMs } from "./throttle.server";
import { createUser } from "./users.server";

// @module-tag db (database behaviour: the PostgreSQL run repeats this file, see docs/testing.md)

/**
 * Sign-in throttling (OWASP ASVS 5.0 V6.3.1): an attempt is counted before its password is
 * checked, per e-mail and address pair and per address; the e-mail alone only slows down, so
 * failures from other addresses never keep its owner out of their own address.
 */
const env = { SESSION_MAX_DAYS: 7, SESSION_IDLE_HOURS: 12 };
const RIGHT = "right-password";
const THROTTLED = {
  ok: false,
  status: 429,
  message: "Too many sign-in attempts. Please try again in 15 minutes.",
};
const database = setUpTestDatabase();
let clock = new Date("2026-05-01T08:00:00Z").getTime();

/** Each test its own quarter of an hour, so no counter carries over. */
function freshWindow(): Date {
  clock += 2 * THROTTLE_WINDOW_MS;
  return new Date(clock);
}

/** A fresh window's clock that moves on with real time (turns are waited for in real time). */
function runningClock(): () => Date {
  const start = freshWindow().getTime();
  const real = Date.now();
  return () => new Date(start + (Date.now() - real));
}

beforeAll(async () => {
  for (const email of [
    "admin@throttle.test",
    "ops@throttle.test",
    "acc@throttle.test",
    "six@throttle.test",
  ]) {
    await createUser(database.db, { email, password: RIGHT, role: "admin", actor: null });
  }
});

function attempt(email: string, password: string, ip: string, now: Date, verify?: typeof checkPassword) {
  return signIn(database.db, { email, password, ip, env, now, verify });
}

/** The e-mail's next free turn (null: none was ever taken in this window). */
async function nextTurnOf(email: string): Promise<Date | null> {
  const [row] = await database.db
    .select({ at: signInCounters.nextTurnAt })
    .from(signInCounters)
    .where(eq(signInCounters.key, throttleKeys(email, "0.0.0.0").email));
  return row?.at ?? null;
}

async function failuresAudited(email: string): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.action, "auth.sign-in.failed"), sql`${auditLog.after}->>'email' = ${email}`));
  return row?.n ?? 0;
}

describe("sign-in throttling", () => {
  it("five wrong passwords from five addresses do not keep the right person out of their own address", async () => {
    const t0 = freshWindow();
    for (let i = 1; i <= 5; i++) {
      expect((await attempt("admin@throttle.test", "wrong", `198.51.100.${i}`, t0)).ok).toBe(false);
    }
    // Five failures slow the e-mail down, but only an address's second try for it waits its turn:
    // the owner's first try from their own address takes none (a turn taken would set one).
    expect(turnDelayMs(5)).toBeGreaterThan(0);
    const result = await attempt("admin@throttle.test", RIGHT, "203.0.113.9", t0);
    expect(result.ok).toBe(true);
    expect(await nextTurnOf("admin@throttle.test")).toBeNull();
  });

  it("the right person still gets in after a hundred addresses guessed", async () => {
    const t0 = freshWindow();
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        attempt("ops@throttle.test", `guess-${i}`, `192.0.2.${i + 1}`, t0),
      ),
    );
    expect(guesses.every((r) => !r.ok)).toBe(true);
    for (let i = 0; i < 3; i++) {
      expect((await attempt("ops@throttle.test", RIGHT, "203.0.113.10", t0)).ok).toBe(true);
    }
  });

  it("refuses an address after five failures for one e-mail, even with the right password, for 15 minutes", async () => {
    const t0 = freshWindow();
    for (let i = 0; i < 5; i++) {
      expect(await attempt("acc@throttle.test", "wrong", "198.51.100.77", t0)).toMatchObject({ status: 401 });
    }
    expect(await attempt("acc@throttle.test", RIGHT, "198.51.100.77", t0)).toEqual(THROTTLED);
    expect((await attempt("acc@throttle.test", RIGHT, "198.51.100.78", t0)).ok).toBe(true);
    const later = new Date(t0.getTime() + THROTTLE_WINDOW_MS + 1000);
    expect((await attempt("acc@throttle.test", RIGHT, "198.51.100.77", later)).ok).toBe(true);
  });

  it("counts an IPv6 client by its /64, so it cannot dodge the limit by changing the last bits", async () => {
    const t0 = freshWindow();
    for (let i = 1; i <= 5; i++) await attempt("acc@throttle.test", "wrong", `2001:db8:7:1::${i}`, t0);
    expect(await attempt("acc@throttle.test", RIGHT, "2001:db8:7:1:ffff::99", t0)).toEqual(THROTTLED);
    expect((await attempt("acc@throttle.test", RIGHT, "2001:db8:7:2::1", t0)).ok).toBe(true);
  });

  it("refuses an address after 20 failures across e-mails; others still sign in", async () => {
    const t0 = freshWindow();
    for (let i = 0; i < 20; i++) await attempt(`nobody${i}@throttle.test`, "wrong", "198.51.100.20", t0);
    expect(await attempt("six@throttle.test", RIGHT, "198.51.100.20", t0)).toEqual(THROTTLED);
    expect((await attempt("six@throttle.test", RIGHT, "198.51.100.21", t0)).ok).toBe(true);
  });

  it("a successful sign-in clears that pair's failures", async () => {
    const now = runningClock();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect(await attempt("six@throttle.test", "wrong", "198.51.100.30", now())).toMatchObject({
          status: 401,
        });
      }
      expect((await attempt("six@throttle.test", RIGHT, "198.51.100.30", now())).ok).toBe(true);
    }
  });

  it("150 simultaneous guesses from one address check at most 5 passwords", async () => {
    const t0 = freshWindow();
    const email = "six@throttle.test";
    const before = await failuresAudited(email);
    let verified = 0;
    const counting: typeof checkPassword = (hash, password) => {
      verified++;
      return checkPassword(hash, password);
    };
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) => attempt(email, `guess-${i}`, "198.51.100.150", t0, counting)),
    );
    const refused = results.filter((r) => !r.ok && r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(145);
    expect(refused[0]).toEqual(THROTTLED);
    expect((await failuresAudited(email)) - before).toBeLessThanOrEqual(5);
    expect(verified).toBeLessThanOrEqual(5);
    expect(verified).toBeGreaterThan(0);
  });
});

describe("the e-mail's slow-down", () => {
  it("makes repeat attempts wait their turn, refuses those that come before it, and never the owner's own address", async () => {
    const now = runningClock();
    const email = "admin@throttle.test";
    // Seven failures from seven addresses: each address's next try for this e-mail takes a turn.
    for (let i = 1; i <= 7; i++) await attempt(email, "wrong", `198.51.100.${100 + i}`, now());

    let verified = 0;
    const counting: typeof checkPassword = (hash, password) => {
      verified++;
      return checkPassword(hash, password);
    };
    const started = Date.now();
    const repeats = await Promise.all(
      Array.from({ length: 7 }, (_, i) => attempt(email, "wrong", `198.51.100.${101 + i}`, now(), counting)),
    );
    const elapsed = Date.now() - started;
    // Turns are spaced by the delay (capped at 3 s) and nobody waits more than 3 s for one:
    // the rest hear the throttled message, unverified.
    expect(repeats.filter((r) => !r.ok && r.status === 429).length).toBeGreaterThanOrEqual(4);
    expect(verified).toBeLessThanOrEqual(3);
    expect(verified).toBeGreaterThanOrEqual(1);
    expect(elapsed).toBeLessThan(8000);

    // Meanwhile the owner signs in from an address with no failure, without waiting.
    // (no turn taken: the e-mail's next free turn is where the repeats left it).
    const queued = await nextTurnOf(email);
    expect(queued).not.toBeNull();
    expect((await attempt(email, RIGHT, "203.0.113.50", now())).ok).toBe(true);
    expect(await nextTurnOf(email)).toEqual(queued);
  });
});
