import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { restrictModes } from "./data-dir.server";
import { acquireDataDirLock } from "./lock.server";
import { pgliteOptions } from "./pglite.server";

/**
 * Backups. PGlite: a gzip tarball of the data dir (dumpDataDir), taken while the server is stopped
 * (the lock file guarantees it). PostgreSQL: pg_dump's custom format, restored with pg_restore.
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const release = acquireDataDirLock(dataDir);
  try {
    const db = new PGlite(path.join(dataDir, "pgdata"), pgliteOptions());
    await db.waitReady;
    const dump = await db.dumpDataDir("gzip");
    await db.close();
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // The dump holds password hashes and guests' phone numbers, like the database.
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    release();
  }
}

export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const target = path.join(dataDir, "pgdata");
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} is not empty: restore into an empty DATA_DIR (move the old one aside first).`);
  }
  const release = acquireDataDirLock(dataDir);
  try {
    const db = new PGlite(target, { ...pgliteOptions(), loadDataDir: new Blob([readFileSync(file)]) });
    await db.waitReady;
    await db.close();
    restrictModes(target);
  } finally {
    release();
  }
}

export function backupPostgres(url: string, file: string): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  execFileSync("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`, url], {
    stdio: ["ignore", "inherit", "inherit"],
  });
}

export function restorePostgres(file: string, url: string): void {
  execFileSync(
    "pg_restore",
    ["--no-owner", "--exit-on-error", "--single-transaction", `--dbname=${url}`, file],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
}
