import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * DATA_DIR holds the embedded database (its write-ahead log carries password hashes and guests'
 * phone numbers), the generated secrets and the uploads: only the server's user may read it.
 * Sets this process's umask so every file it writes from now on is private, and creates the
 * folder 0700.
 */
export function privateDataDir(dir: string): void {
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  chmodSync(dir, PRIVATE_DIR);
}

/**
 * Makes every folder under `root` (root included) 0700 and every file 0600, without following
 * symbolic links. PGlite gives the files of a new database mode 0666 whatever the umask, and an
 * older version of this server left them so. Returns the paths it could not change (not ours).
 */
export function restrictModes(root: string): string[] {
  const refused: string[] = [];
  const visit = (p: string) => {
    const stat = lstatSync(p);
    const wanted = stat.isDirectory() ? PRIVATE_DIR : stat.isFile() ? PRIVATE_FILE : null;
    if (wanted !== null && (stat.mode & 0o777) !== wanted) {
      try {
        chmodSync(p, wanted);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== "EPERM" && code !== "EACCES") throw error;
        refused.push(p);
      }
    }
    if (stat.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
  };
  visit(root);
  return refused;
}

/** At start: DATA_DIR private from now on, and whatever it already holds made private too. */
export function protectDataDir(dir: string, logger: Logger): void {
  privateDataDir(dir);
  const refused = restrictModes(dir);
  if (refused.length > 0) {
    logger.warn(
      { paths: refused.slice(0, 10), count: refused.length },
      "DATA_DIR holds files of another user whose mode cannot be made private (0600 / 0700)",
    );
  }
}
