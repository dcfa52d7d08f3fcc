import type { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; use cases accept `Db | Tx` where they can join a caller's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** PGlite instance when embedded (tests load/dump data dirs through it). */
  pglite?: PGlite;
  /** node-postgres pool when on PostgreSQL (LISTEN/NOTIFY, advisory locks). */
  pool?: pg.Pool;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded database, opened from ./pglite.server: PGlite and its driver load only when the
 * server runs on it, not beside PostgreSQL (issue 33: about 1 MB of V8's heap and PGlite's
 * JavaScript, docs/performance.md "Server memory").
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  const { openPgliteDatabase } = await import("./pglite.server");
  return openPgliteDatabase(dataDir, options);
}

/**
 * How long a request waits for one of the pool's connections. A burst of writes (200 at once in
 * the crash suite) queues for the pool's ten connections; on a busy machine the queue took over
 * 5 s and valid writes were answered 500. Waiting is right: each of them is acknowledged later
 * instead of lost. PostgreSQL being down still fails at once (the connect is refused).
 */
export const POOL_WAIT_MS = 30_000;

export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: POOL_WAIT_MS });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** Raw SQL rows: both drivers answer `{ rows }`; the shared PgDatabase type does not know it. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
