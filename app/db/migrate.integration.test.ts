import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres, queryRows } from "./client.server";
import { acquireDataDirLock, DataDirLockedError } from "./lock.server";
import { migrationFolders, runMigrations } from "./migrate.server";
import { openBlankDatabase } from "../../tests/support/db";

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe("migrations", { tags: ["db"] }, () => {
  it("find every module folder in order, core first", () => {
    const names = migrationFolders().map((f) => f.name);
    expect(names[0]).toBe("00-core");
    expect([...names].sort()).toEqual(names);
  });

  it("are idempotent: a second run applies nothing new", async () => {
    const database = await openBlankDatabase();
    cleanups.push(() => database.close());
    await runMigrations(database);
    await runMigrations(database);
    const [applied] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.migrations_00_core`,
    );
    expect(applied!.n).toBeGreaterThan(0);
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(["audit_log", "sessions", "sign_in_counters", "users"]),
    );
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "run once when several instances start at the same moment on PostgreSQL (advisory lock)",
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const name = `eden_migrate_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const instances = Array.from({ length: 4 }, () => openPostgres(target.toString(), 3));
      cleanups.push(async () => {
        for (const i of instances) await i.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      await Promise.all(instances.map((i) => runMigrations(i)));
      const expected = migrationFolders().length;
      const [tables] = await queryRows<{ n: number }>(
        instances[0]!.db,
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'drizzle'`,
      );
      expect(tables!.n).toBe(expected);
      const [applied] = await queryRows<{ n: number }>(
        instances[0]!.db,
        sql`select count(*)::int as n from drizzle.migrations_00_core`,
      );
      // Each of the core module's migrations applied once, not once per instance.
      const journal = JSON.parse(readFileSync("drizzle/00-core/meta/_journal.json", "utf8"));
      expect(applied!.n).toBe(journal.entries.length);
    },
  );
});

describe("embedded database lock", () => {
  it("refuses a second holder of the same DATA_DIR with a clear message, and frees it on release", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "eden-lock-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const release = acquireDataDirLock(dir);
    release();
    const releaseAgain = acquireDataDirLock(dir);
    releaseAgain();
    writeFileSync(path.join(dir, "server.lock"), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      /already in use by another server .*PGlite allows one process only/,
    );
  });

  it("takes over a stale lock left by a process that died", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "eden-lock-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(path.join(dir, "server.lock"), "999999");
    const release = acquireDataDirLock(dir);
    release();
  });
});
