import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { migrationFolders } from "./migrate.server";

/**
 * A new embedded database starts from a copy of one that already ran every migration, kept in the
 * user's cache folder under a hash of the migrations and of PGlite's version (issue 17 item 4).
 * PGlite's `initdb` is most of a new database's cost (≈ 3.6 s of CPU here, the migrations ≈ 0.4 s);
 * loading the copy ≈ 0.5 s. The copy holds the schema only: no account, password or guest data
 * (the demo seed runs after it, as before). The first new database on a machine writes it.
 */
export function templateFile(cacheHome: string | undefined): string {
  const hash = createHash("sha256");
  hash.update(pgliteVersion());
  for (const { name, folder } of migrationFolders()) {
    hash.update(`\0${name}`);
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true })
        .sort((a, b) => a.name.localeCompare(b.name))
        .flatMap((d) => (d.isDirectory() ? files(path.join(dir, d.name)) : [path.join(dir, d.name)]));
    for (const file of files(folder))
      hash.update(`\0${path.relative(folder, file)}\0`).update(readFileSync(file));
  }
  const root = cacheHome || path.join(os.homedir(), ".cache");
  return path.join(root, "eden-garden", "pgdata", `${hash.digest("hex").slice(0, 16)}.tar`);
}

/** PGlite's version: a copy made by another version may not open (its package has no exports for it). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  for (;;) {
    const file = path.join(dir, "package.json");
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "@electric-sql/pglite") return pkg.version ?? "";
    }
    const parent = path.dirname(dir);
    if (parent === dir) return "";
    dir = parent;
  }
}

/** The kept copy for this version of the schema, if there is one. */
export function readTemplate(file: string): Blob | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/** Copies kept: 43 MB each, one per version of the migrations. */
const KEEP = 3;

/**
 * Keeps a copy of the freshly migrated database; failing to (a read-only home) only costs time.
 * Uncompressed: gzip was 0.3 of the dump's 0.44 s of CPU on a fresh clone's first start, and every
 * later new database unpacked it again (the tests' own template is a plain tar for the same reason).
 */
export async function saveTemplate(client: PGlite, file: string): Promise<void> {
  const partial = `${file}.part-${process.pid}`;
  try {
    const dump = await client.dumpDataDir("none");
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    renameSync(partial, file);
    const dir = path.dirname(file);
    const kept = readdirSync(dir)
      .filter((name) => /^[0-9a-f]{16}\.tar(\.gz)?$/.test(name))
      .map((name) => ({ name, at: statSync(path.join(dir, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const old of kept.slice(KEEP)) rmSync(path.join(dir, old.name), { force: true });
  } catch {
    rmSync(partial, { force: true });
  }
}
