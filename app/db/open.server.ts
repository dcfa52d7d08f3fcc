import path from "node:path";
import type { Logger } from "pino";
import type { Env } from "~/env.server";
import { type Database, openPglite, openPostgres } from "./client.server";
import { acquireDataDirLock } from "./lock.server";

export interface OpenedDatabase {
  database: Database;
  release(): void;
}

export async function openDatabase(env: Env, logger: Logger): Promise<OpenedDatabase> {
  if (!env.DATABASE_URL) {
    const release = acquireDataDirLock(env.DATA_DIR);
    try {
      const database = await openPglite(path.join(env.DATA_DIR, "pgdata"));
      logger.info({ dataDir: path.resolve(env.DATA_DIR) }, "embedded database (PGlite) opened");
      return { database, release };
    } catch (error) {
      release();
      throw error;
    }
  }
  const database = openPostgres(env.DATABASE_URL);
  try {
    await database.ping();
  } catch (error) {
    await database.close().catch(() => {});
    throw new Error(
      `Cannot connect to PostgreSQL at DATABASE_URL (${redact(env.DATABASE_URL)}): ${rootCause(error)}`,
    );
  }
  logger.info("PostgreSQL connected");
  return { database, release: () => {} };
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "invalid URL";
  }
}

function rootCause(error: unknown): string {
  let current = error as { message?: string; cause?: unknown; code?: string };
  while (current.cause && typeof current.cause === "object") current = current.cause as typeof current;
  return current.message || current.code || String(error);
}
