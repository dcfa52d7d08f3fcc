import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import pino, { type Logger } from "pino";
import { applyMigrations, withStartupLock } from "~/db/migrate.server";
import { type OpenedDatabase, openDatabase } from "~/db/open.server";
import { ConfigError, type Env, parseEnv } from "~/env.server";
import { seedDatabase } from "~/modules/seed/seed-database.server";
import { mallocSettings, memoryFlags } from "./memory-settings.mjs";

/**
 * Migrations and seeding under one lock: instances starting together never seed twice. Run by the
 * server at every start, and by `prepareDatabaseHere` in a process of its own for a new embedded
 * database.
 */
export async function migrateAndSeed(opened: OpenedDatabase, env: Env, logger: Logger): Promise<void> {
  const { database } = opened;
  await withStartupLock(database, async () => {
    await applyMigrations(database);
    await opened.migrated();
    await seedDatabase({ database, env, logger });
  });
}

/** The embedded database a server started now would have to create (DATABASE_URL unset, no data folder yet). */
export function isNewEmbeddedDatabase(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): boolean {
  return !env.DATABASE_URL && !existsSync(path.join(env.DATA_DIR, "pgdata", "PG_VERSION"));
}

/**
 * Makes the database of this environment ready (PGlite's `initdb` or the kept empty database, the
 * migrations, the demo seed) in this process and closes it: `node server.js --prepare-database`,
 * and scripts/prepare-database.ts beside the first build. A wrong configuration exits 1 silently:
 * the server reads the same environment and says what is wrong in its own words.
 */
export async function prepareDatabaseHere(): Promise<void> {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof ConfigError) process.exit(1);
    throw error;
  }
  const logger = pino({ level: env.LOG_LEVEL, base: { pid: process.pid } });
  const opened = await openDatabase(env, logger);
  try {
    await migrateAndSeed(opened, env, logger);
  } finally {
    await opened.database.close();
    opened.release();
  }
}

/**
 * A new embedded database is made by a process of its own (`node server.js --prepare-database`),
 * then opened by the server (issue 33). PGlite's WebAssembly memory never shrinks and the malloc
 * of making a database stays resident: made in the server, a new database left it 60–70 MB larger
 * for good and peaked at 365–580 MB (the kept empty database loaded, or `initdb` run by a second
 * PGlite instance); opened ready, the server starts at ≈ 200 MB. The process runs V8's baseline
 * compiler only, as every embedded server does (memory-settings.mjs). If it fails, the server
 * makes the database itself, as before, and says why it cannot when it cannot.
 */
export async function prepareInOwnProcess(env: Env, logger: Logger): Promise<void> {
  const entry = path.resolve("server.js");
  if (!isNewEmbeddedDatabase(env) || !existsSync(entry)) return;
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [...memoryFlags({}), entry, "--prepare-database"], {
      env: { ...mallocSettings(), ...process.env },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.once("error", () => resolve(null));
    child.once("exit", (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0)
    logger.warn(
      { exitCode: code },
      "preparing the new database in a process of its own failed: the server makes it",
    );
}
