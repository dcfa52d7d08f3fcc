import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { type Database, openPglite, openPostgres, queryRows } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";
import { createUser } from "~/modules/auth/users.server";
import { writeAudit } from "~/modules/audit/audit.server";
import { openSchemaOnlyDatabase } from "../support/prepared";
import { tempDataDir } from "../support/server-process";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function dir() {
  const d = tempDataDir();
  dirs.push(d);
  return d;
}

/** Every row of every table, as text, so a restore can be compared exactly. */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ schema: string; name: string }>(
    database.db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const result: Record<string, string[]> = {};
  for (const t of tables) {
    const rows = await queryRows<{ r: string }>(
      database.db,
      sql.raw(`select t::text as r from "${t.schema}"."${t.name}" t order by 1`),
    );
    result[`${t.schema}.${t.name}`] = rows.map((row) => row.r);
  }
  return result;
}

async function fill(database: Database) {
  await runMigrations(database);
  for (let i = 0; i < 5; i++) {
    const user = await createUser(database.db, {
      email: `u${i}@eden.test`,
      password: "backup-pass-1",
      role: "manager",
      actor: null,
    });
    await writeAudit(database.db, {
      actor: user,
      action: "test.row",
      entity: "user",
      entityId: user.id,
      after: { i, text: "quote ' and \" and ₹" },
    });
  }
}

function npmRun(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync("npm", ["run", "-s", script, "--", ...args], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  expect(result.status, result.stderr).toBe(0);
  return result;
}

it("db:backup and db:restore bring back every row of an embedded database", async () => {
  const source = dir();
  // Migrated already (a new database's creation is not the subject; fill runs the migrations again).
  const database = await openSchemaOnlyDatabase(path.join(source, "pgdata"));
  await fill(database);
  const before = await snapshot(database);
  await database.close();

  const file = path.join(dir(), "eden.tar.gz");
  npmRun("db:backup", ["--out", file], { DATA_DIR: source, DATABASE_URL: "" });
  const target = dir();
  npmRun("db:restore", ["--in", file], { DATA_DIR: target, DATABASE_URL: "" });
  // Both hold password hashes: readable by their owner only.
  const mode = (p: string) => (statSync(p).mode & 0o777).toString(8);
  expect(mode(file)).toBe("600");
  const restoredEntries = readdirSync(target, { recursive: true, withFileTypes: true });
  expect(restoredEntries.length).toBeGreaterThan(500);
  expect(
    restoredEntries
      .map((e) => path.join(e.parentPath, e.name))
      .concat(target)
      .filter((p) => mode(p) !== (statSync(p).isDirectory() ? "700" : "600")),
  ).toEqual([]);

  const restored = await openPglite(path.join(target, "pgdata"));
  expect(await snapshot(restored)).toEqual(before);
  expect(before["public.users"]).toHaveLength(5);
  await restored.close();
}, 120_000);

it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "db:backup and db:restore bring back every row of a PostgreSQL database into an empty one",
  async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const names = [
      `eden_src_${randomBytes(4).toString("hex")}`,
      `eden_dst_${randomBytes(4).toString("hex")}`,
    ];
    for (const n of names) await admin.query(`create database ${n}`);
    const urlOf = (n: string) => Object.assign(new URL(url), { pathname: `/${n}` }).toString();
    const source = openPostgres(urlOf(names[0]!), 2);
    try {
      await fill(source);
      const before = await snapshot(source);
      const file = path.join(dir(), "eden.pgdump");
      npmRun("db:backup", ["--out", file], { DATABASE_URL: urlOf(names[0]!) });
      npmRun("db:restore", ["--in", file], { DATABASE_URL: urlOf(names[1]!) });
      const restored = openPostgres(urlOf(names[1]!), 2);
      expect(await snapshot(restored)).toEqual(before);
      await restored.close();
    } finally {
      await source.close();
      for (const n of names) await admin.query(`drop database if exists ${n} with (force)`);
      await admin.end();
    }
  },
  120_000,
);
