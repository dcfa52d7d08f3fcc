import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database, Db } from "./client.server";
import { restrictModes } from "./data-dir.server";
import * as schema from "./schema";

// The embedded database (PGlite). Loaded by openPglite in client.server.ts when the server runs on
// it, and directly by the backup script and the tests.

/**
 * PGlite runs each statement synchronously inside this process, and a query waiting for its lock
 * resumes in a microtask: under load, queued queries ran back to back without the event loop ever
 * reading new requests or accepting connections, which waited seconds (dashboard p99 5.7 s at 50
 * connections, `npm run bench`). Here statements start one per event-loop turn, so the server takes
 * in requests and connections between any two statements. Transactions keep their statements
 * together (they hold the lock).
 */
function oneStatementPerTurn(client: PGlite) {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  const startNext = () => {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(startNext);
  };
  const nextTurn = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
  for (const method of ["query", "exec", "transaction"] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      await nextTurn();
      return original(...args);
    };
  }
}

export function wrapPglite(client: PGlite): Database {
  oneStatementPerTurn(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    pglite: client,
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

/**
 * PostgreSQL's memory settings inside PGlite (issue 17 item 5). Its WebAssembly memory never
 * shrinks, so every page of shared buffers ever touched stays resident: 128 MB by default, far more
 * than this database (a few MB) needs; 16 MB still holds it, and the operating system's file cache
 * keeps the rest of the data folder. Sorts and hashes of these queries fit in 2 MB. (PGlite's own
 * `initialMemory` cannot go below the 128 MB its module declares.)
 */
export const PGLITE_MEMORY_SETTINGS = [
  "shared_buffers=16MB",
  "work_mem=2MB",
  "temp_buffers=2MB",
  "maintenance_work_mem=16MB",
];

export function pgliteOptions() {
  return {
    // unaccent and pg_trgm: the reservation search (issue 16, drizzle/10-reservations/0004_search.sql).
    extensions: { btree_gist, pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS.flatMap((s) => ["-c", s])],
  };
}

export async function openPgliteDatabase(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const settings = { ...pgliteOptions(), ...options };
  const client = dataDir ? new PGlite(dataDir, settings) : new PGlite(settings);
  await client.waitReady;
  // A new database's files come out of PGlite with mode 0666, whatever the umask.
  if (dataDir) restrictModes(dataDir);
  return wrapPglite(client);
}
