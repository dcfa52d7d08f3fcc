import type { Logger } from "pino";
import { applyMigrations, withStartupLock } from "~/db/migrate.server";
import type { OpenedDatabase } from "~/db/open.server";
import type { Env } from "~/env.server";
import { seedDatabase } from "~/modules/seed/seed-database.server";

/**
 * Migrations and seeding under one lock: instances starting together never seed twice. Run by the
 * server at every start, and by `scripts/prepare-database.ts` while the first `npm start` builds.
 */
export async function migrateAndSeed(opened: OpenedDatabase, env: Env, logger: Logger): Promise<void> {
  const { database } = opened;
  await withStartupLock(database, async () => {
    await applyMigrations(database);
    await opened.migrated();
    await seedDatabase({ database, env, logger });
  });
}
