import { cpSync, readFileSync } from "node:fs";
import { inject } from "vitest";
import { type Database, openPglite } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";

/**
 * Copies the run's prepared data folder (tests/support/server-global-setup.ts: a real first start,
 * demo accounts with PREPARED_PASSWORD, stopped cleanly) to `dataDir`, for a server whose subject
 * is not the first start.
 */
export function copyPreparedDataDir(dataDir: string): string {
  cpSync(inject("preparedDataDir"), dataDir, { recursive: true });
  return dataDir;
}

/**
 * An embedded database in `pgdata` that ran every migration and holds nothing else: what a new
 * database is before the server seeds it, and what `npm run user:create` finds after a first
 * start on a real PUBLIC_URL. Loaded from the run's copy of the server's kept template; migrated
 * the long way when there is none.
 */
export async function openSchemaOnlyDatabase(pgdata: string): Promise<Database> {
  const template = inject("schemaTemplate");
  const database = await openPglite(pgdata, {
    loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
  });
  await runMigrations(database);
  return database;
}
