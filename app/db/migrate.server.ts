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
 * Applies every module's migrations in folder order. On PostgreSQL a session-level advisory
 * lock makes concurrent starts wait for each other, so no migration runs twice.
 */
export async function runMigrations(database: Database, root?: string): Promise<void> {
  const folders = migrationFolders(root);
  if (database.kind === "pglite") {
    for (const { name, folder } of folders) {
      await migratePglite(database.db as unknown as PgliteDatabase, {
        migrationsFolder: folder,
        migrationsTable: `migrations_${name.replace(/\W/g, "_")}`,
        migrationsSchema: "drizzle",
      });
    }
    return;
  }
  const lockClient = await database.pool!.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    for (const { name, folder } of folders) {
      await migratePg(database.db as unknown as NodePgDatabase, {
        migrationsFolder: folder,
        migrationsTable: `migrations_${name.replace(/\W/g, "_")}`,
        migrationsSchema: "drizzle",
      });
    }
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
}
