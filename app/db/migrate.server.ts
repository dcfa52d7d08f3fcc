import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.server";

/** Arbitrary constant: every instance takes the same advisory lock around migrations. */
const MIGRATION_LOCK_ID = 727_001;

export function migrationFolders(root = path.resolve("drizzle")): { name: string; folder: string }[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(root, d.name, "meta", "_journal.json")))
    .map((d) => d.name)
    .sort()
    .map((name) => ({ name, folder: path.join(root, name) }));
}

/**
 * Runs `fn` while holding the start-up lock: on PostgreSQL a session-level advisory lock, so
 * instances starting at the same moment migrate and seed one after the other; PGlite is
 * single-process already (its data-dir lock).
 */
export async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.kind === "pglite") return fn();
  const lockClient = await database.pool!.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    return await fn();
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
}

/** Applies every module's migrations in folder order; call it inside withStartupLock. */
export async function applyMigrations(database: Database, root?: string): Promise<void> {
  for (const { name, folder } of migrationFolders(root)) {
    const config = {
      migrationsFolder: folder,
      migrationsTable: `migrations_${name.replace(/\W/g, "_")}`,
      migrationsSchema: "drizzle",
    };
    if (database.kind === "pglite") await migratePglite(database.db as unknown as PgliteDatabase, config);
    else await migratePg(database.db as unknown as NodePgDatabase, config);
  }
}

/** Migrations under the start-up lock, so no migration runs twice. */
export function runMigrations(database: Database, root?: string): Promise<void> {
  return withStartupLock(database, () => applyMigrations(database, root));
}
