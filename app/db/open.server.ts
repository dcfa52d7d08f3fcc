import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { Env } from "~/env.server";
import { type Database, openPglite, openPostgres } from "./client.server";
import { acquireDataDirLock } from "./lock.server";
import { readTemplate, saveTemplate, templateFile } from "./pglite-template.server";

export interface OpenedDatabase {
  database: Database;
  release(): void;
  /** Call once the migrations ran: a new embedded database made without a template keeps one. */
  migrated(): Promise<void>;
}

export async function openDatabase(env: Env, logger: Logger): Promise<OpenedDatabase> {
  if (!env.DATABASE_URL) {
    const release = acquireDataDirLock(env.DATA_DIR);
    try {
      const pgdata = path.join(env.DATA_DIR, "pgdata");
      const fresh = !existsSync(path.join(pgdata, "PG_VERSION"));
      const template = fresh ? templateFile(env.XDG_CACHE_HOME) : null;
      let copy = template ? readTemplate(template) : undefined;
      let database: Database;
      try {
        database = await openPglite(pgdata, { loadDataDir: copy });
      } catch (error) {
        if (!copy || !template) throw error;
        // A damaged copy: forget it and make the database the long way.
        logger.warn({ err: error, template }, "the kept empty database could not be used");
        rmSync(template, { force: true });
        rmSync(pgdata, { recursive: true, force: true });
        copy = undefined;
        database = await openPglite(pgdata);
      }
      logger.info(
        { dataDir: path.resolve(env.DATA_DIR), fromTemplate: Boolean(copy) },
        "embedded database (PGlite) opened",
      );
      const migrated = async () => {
        if (template && !copy && database.pglite) await saveTemplate(database.pglite, template);
      };
      return { database, release, migrated };
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
  return { database, release: () => {}, migrated: async () => {} };
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
