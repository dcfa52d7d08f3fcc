import { and, eq, isNull, lt, notLike, or, sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "~/db/client.server";
import { signInCounters } from "~/db/schema";
import { rateLimitAddress } from "~/modules/http/client-address";

/**
 * Sign-in throttling (docs/architecture.md "Throttling"). Attempts are counted in the database,
 * atomically and before the password is checked, so the limits hold for parallel requests and
 * across instances:
 * - per e-mail and address pair: MAX_ATTEMPTS_PER_PAIR in a window, then refused until it ends;
 * - per address across e-mails: MAX_ATTEMPTS_PER_ADDRESS, then refused until it ends;
 * - per e-mail alone, never refused outright: after SLOW_DOWN_AFTER failures from any addresses,
 *   repeat attempts take turns spaced by a delay that doubles with each failure (at most
 *   MAX_TURN_DELAY_MS) and wait for theirs (at most MAX_TURN_WAIT_MS; one further away is
 *   refused). An address's first attempt for the e-mail in the window needs no turn, so failures
 *   from other addresses never keep the owner out of their own.
 * A window starts with its key's first attempt and lasts THROTTLE_WINDOW_MS.
 */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_ATTEMPTS_PER_PAIR = 5;
export const MAX_ATTEMPTS_PER_ADDRESS = 20;
export const SLOW_DOWN_AFTER = 5;
export const FIRST_TURN_DELAY_MS = 500;
export const MAX_TURN_DELAY_MS = 3000;
export const MAX_TURN_WAIT_MS = 3000;
/** Second-factor codes: besides MAX_ATTEMPTS_PER_PAIR a window, at most this many a day (issue 28 item 7). */
export const MAX_TOTP_GUESSES_PER_DAY = 20;
export const DAY_MS = 24 * 3_600_000;
/** The keys counted over a day rather than THROTTLE_WINDOW_MS (pruned only once their day is over). */
export const DAY_KEY_PREFIX = "totp-day:";

export interface ThrottleKeys {
  pair: string;
  address: string;
  email: string;
}

/** The counted address: IPv4 as is, IPv6 by its /64 (one helper for every per-address limit). */
export const addressOf = rateLimitAddress;

export function throttleKeys(email: string, ip: string): ThrottleKeys {
  const address = addressOf(ip);
  // An address never holds "|": the pair key reads back unambiguously.
  return { pair: `pair:${address}|${email}`, address: `address:${address}`, email: `email:${email}` };
}

/** The space between the e-mail's turns after this many failures (0: no turns). */
export function turnDelayMs(failures: number): number {
  if (failures < SLOW_DOWN_AFTER) return 0;
  return Math.min(MAX_TURN_DELAY_MS, FIRST_TURN_DELAY_MS * 2 ** (failures - SLOW_DOWN_AFTER));
}

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * Adds one to each key's count in its window (a new window when the last one ended; `windowMs`
 * long, THROTTLE_WINDOW_MS unless said) in one statement, and returns the counts including this
 * one. PostgreSQL locks each row while it updates it, so concurrent callers on any connection get
 * distinct counts.
 */
export async function countUp(
  db: Db | Tx,
  keys: string[],
  now: Date,
  windowMs = THROTTLE_WINDOW_MS,
): Promise<number[]> {
  const windowStartFor = (time: Date) => at(new Date(time.getTime() - windowMs));
  const rows = await queryRows<{ key: string; count: number }>(
    db,
    sql`insert into sign_in_counters as c (key, window_start, count)
        values ${sql.join(
          keys.map((key) => sql`(${key}, ${at(now)}, 1)`),
          sql`, `,
        )}
        on conflict (key) do update set
          count = case when c.window_start > ${windowStartFor(now)} then c.count + 1 else 1 end,
          window_start = case when c.window_start > ${windowStartFor(now)} then c.window_start else ${at(now)} end
        returning key, count`,
  );
  return keys.map((key) => Number(rows.find((row) => row.key === key)?.count ?? 0));
}

/** The e-mail's failures in its current window. */
export async function failuresOf(db: Db, emailKey: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: signInCounters.count, windowStart: signInCounters.windowStart })
    .from(signInCounters)
    .where(eq(signInCounters.key, emailKey));
  return row && row.windowStart.getTime() > now.getTime() - THROTTLE_WINDOW_MS ? row.count : 0;
}

/**
 * Takes the e-mail's next free turn, `delayMs` after the previous one, if it comes within
 * MAX_TURN_WAIT_MS: returns the milliseconds until it, or null (no turn: refuse). One statement,
 * so two instances never hand out the same turn.
 */
export async function takeTurn(db: Db, emailKey: string, delayMs: number, now: Date): Promise<number | null> {
  const next = sql`greatest(coalesce(next_turn_at, ${at(now)}), ${at(now)})`;
  const rows = await queryRows<{ turn: Date | string }>(
    db,
    sql`update sign_in_counters
        set next_turn_at = ${next} + ${`${delayMs} milliseconds`}::interval
        where key = ${emailKey}
          and ${next} <= ${at(new Date(now.getTime() + MAX_TURN_WAIT_MS))}
        returning next_turn_at - ${`${delayMs} milliseconds`}::interval as turn`,
  );
  const turn = rows[0]?.turn;
  return turn === undefined ? null : Math.max(0, new Date(turn).getTime() - now.getTime());
}

/**
 * After a successful sign-in: the pair starts afresh, and the address gets this attempt back (when
 * it was counted there: not for a known device's).
 */
export async function forgiveAttempt(
  db: Db | Tx,
  keys: ThrottleKeys,
  options: { address: boolean } = { address: true },
): Promise<void> {
  await db.delete(signInCounters).where(eq(signInCounters.key, keys.pair));
  if (!options.address) return;
  await db
    .update(signInCounters)
    .set({ count: sql`greatest(${signInCounters.count} - 1, 0)` })
    .where(eq(signInCounters.key, keys.address));
}

/**
 * Re-entering one's own password while signed in (changing it, turning two-factor off) is counted
 * per account like a sign-in pair: every check is counted before the password is checked, and the
 * check after MAX_ATTEMPTS_PER_PAIR in a window is refused, right password or not, until the
 * window ends; a right password clears the count. A stolen session cannot guess the password.
 */
export async function countOwnPasswordCheck(db: Db | Tx, userId: string, now = new Date()): Promise<boolean> {
  const [attempts = 0] = await countUp(db, [ownPasswordKey(userId)], now);
  return attempts <= MAX_ATTEMPTS_PER_PAIR;
}

export async function clearOwnPasswordChecks(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(signInCounters).where(eq(signInCounters.key, ownPasswordKey(userId)));
}

const ownPasswordKey = (userId: string) => `own-password:${userId}`;

/**
 * Counters whose window ended (and whose e-mail has no turn ahead) no longer matter; drop them. A
 * day's count of second-factor guesses lasts its day.
 */
export async function pruneLoginAttempts(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(signInCounters)
    .where(
      and(
        or(
          and(
            notLike(signInCounters.key, `${DAY_KEY_PREFIX}%`),
            lt(signInCounters.windowStart, new Date(now.getTime() - THROTTLE_WINDOW_MS)),
          ),
          lt(signInCounters.windowStart, new Date(now.getTime() - DAY_MS)),
        ),
        or(isNull(signInCounters.nextTurnAt), lt(signInCounters.nextTurnAt, now)),
      ),
    );
}
