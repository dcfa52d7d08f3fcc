import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { privateDataDir } from "./data-dir.server";

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no cross-process lock: two processes on one data dir corrupt it.
 * Holds DATA_DIR/server.lock (with our pid) and refuses to start while another live process holds it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  // Every process that opens the embedded database comes through here (the server, user:create,
  // db:backup, db:restore): its files are private from the start.
  privateDataDir(dataDir);
  const file = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The embedded database in ${path.resolve(dataDir)} is already in use by another server (pid ${pid}). ` +
            "PGlite allows one process only: stop that server first, or set DATABASE_URL to use PostgreSQL.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock file ${file}.`);
}
