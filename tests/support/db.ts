import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type Database, openPglite, openPostgres } from "~/db/client.server";
import { pgliteOptions, wrapPglite } from "~/db/pglite.server";
import { clearAuditLog } from "./audit";
import { BLANK_FILE, TEMPLATE_DB, TEMPLATE_FILE } from "./global-setup";

/**
 * A new embedded database with no migration applied, opened by the product's `openPglite` (its
 * settings and extensions): a copy of the run's blank database (tests/support/global-setup.ts), the
 * same files `initdb` makes, for a fraction of its CPU. Without that copy (a PostgreSQL run's global
 * set-up makes none) it runs initdb. Call `close()`.
 */
export async function openBlankPglite(): Promise<Database> {
  if (isPostgres() || !existsSync(BLANK_FILE)) return openPglite(undefined);
  return openPglite(undefined, { loadDataDir: new Blob([readFileSync(BLANK_FILE)]) });
}

/**
 * A new database with no migration applied, of the engine under test: on the PostgreSQL run a new
 * database of the test server (from `template0`, dropped by `close()`), else `openBlankPglite()`.
 * For tests of the migrations themselves, which then run on PostgreSQL in the PostgreSQL run.
 */
export async function openBlankDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? newPostgresDatabase(url, "template0") : openBlankPglite();
}

/**
 * A fresh, migrated database for one test file: a PGlite copy of the migrated template, or a
 * new PostgreSQL database cloned from the template when TEST_DATABASE_URL is set.
 * Call `close()` in afterAll.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return newPostgresDatabase(url, TEMPLATE_DB);
  const blob = new Blob([readFileSync(TEMPLATE_FILE)]);
  const client = new PGlite({ ...pgliteOptions(), loadDataDir: blob });
  await client.waitReady;
  return wrapPglite(client);
}

/** A new database of the test PostgreSQL server made from `template`; its `close()` drops it. */
async function newPostgresDatabase(url: string, template: string): Promise<Database> {
  const name = `eden_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), 20);
  const close = database.close;
  database.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return database;
}

export const isPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/**
 * A test file's database: a fresh migrated one (`createTestDatabase`) opened before the file's
 * tests and closed after them, with `clear`'s tables (and the audit log, with `clearAudit`) emptied
 * before each test. Call it at the top of the file; the answer stands for the database once the
 * file's `beforeAll` hooks run (hooks registered after this call can already use it).
 */
export function setUpTestDatabase(options: { clear?: PgTable[]; clearAudit?: boolean } = {}): Database {
  let current: Database | undefined;
  beforeAll(async () => {
    current = await createTestDatabase();
  }, 120_000);
  afterAll(() => current?.close());
  const database = new Proxy({} as Database, {
    get(_, key) {
      if (!current) throw new Error("The test database opens in beforeAll: use it in a hook or a test.");
      const value = Reflect.get(current, key);
      return typeof value === "function" ? value.bind(current) : value;
    },
  });
  const { clear = [], clearAudit = false } = options;
  if (clear.length > 0 || clearAudit) {
    beforeEach(async () => {
      for (const table of clear) await database.db.delete(table);
      if (clearAudit) await clearAuditLog(database.db);
    });
  }
  return database;
}
