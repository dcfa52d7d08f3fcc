import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPostgres, POOL_WAIT_MS, queryRows } from "./client.server";

describe("the PostgreSQL pool", { tags: ["db"] }, () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "keeps a query waiting for a busy pool longer than 5 s instead of failing it",
    async () => {
      expect(POOL_WAIT_MS).toBeGreaterThanOrEqual(30_000);
      const database = openPostgres(process.env.TEST_DATABASE_URL!, 1);
      const pool = database.pool!;
      try {
        // The pool's only connection is busy for 6 s (a burst of writes ahead in the queue).
        const busy = await pool.connect();
        const waiting = queryRows<{ n: number }>(database.db, sql`select 1 as n`);
        await new Promise((r) => setTimeout(r, 6_000));
        busy.release();
        expect(await waiting).toEqual([{ n: 1 }]);
      } finally {
        await database.close();
      }
    },
    20_000,
  );
});
