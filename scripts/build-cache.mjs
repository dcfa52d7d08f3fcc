// The production bundle kept in the user's cache folder under a hash of everything it is built
// from (issue 17 item 4): a new clone or worktree of the same sources copies it in
// instead of running the Vite builds again (10-20 s here). `npm start` uses it; the three newest
// bundles are kept.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";

/** What the bundle is built from; public/generated is the artwork generator's, never an input. */
export const buildInputs = [
  "app",
  "server",
  "public",
  "drizzle",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/vite-enhancements.ts",
];
const generated = path.join("public", "generated");
const keep = 3;

const cacheRoot = path.join(
  process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"),
  "eden-garden",
  "build",
);

function files(p) {
  if (!existsSync(p) || p === generated) return [];
  if (!statSync(p).isDirectory()) return [p];
  return readdirSync(p)
    .sort()
    .flatMap((entry) => files(path.join(p, entry)));
}

export function sourcesHash() {
  const hash = createHash("sha256");
  for (const file of buildInputs.flatMap(files)) hash.update(`\0${file}\0`).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

/**
 * Copies, not hard links (13 MB, well under a second): a later build may write into build/'s files
 * in place, which would change the kept copy through a link.
 */
function mirror(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [a, b] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) mirror(a, b);
    else copyFileSync(a, b);
  }
}

/** Copies the kept bundle of these sources into build/; false when there is none. */
export function restoreBuild(hash) {
  const kept = path.join(cacheRoot, hash);
  if (!existsSync(path.join(kept, "server", "index.js"))) return false;
  rmSync("build", { recursive: true, force: true });
  mirror(kept, "build");
  // Newer than the sources, as a bundle built here would be (`npm start` compares the times).
  const now = new Date();
  utimesSync("build/server/index.js", now, now);
  return true;
}

/** Keeps build/ for the next clone; a cache that cannot be written costs only time. */
export function saveBuild(hash) {
  const partial = path.join(cacheRoot, `${hash}.part-${process.pid}`);
  try {
    rmSync(partial, { recursive: true, force: true });
    mirror("build", partial);
    if (existsSync(path.join(cacheRoot, hash))) rmSync(partial, { recursive: true, force: true });
    else renameSync(partial, path.join(cacheRoot, hash));
    const bundles = readdirSync(cacheRoot)
      .filter((name) => !name.includes(".part-"))
      .map((name) => ({ name, at: statSync(path.join(cacheRoot, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const old of bundles.slice(keep))
      rmSync(path.join(cacheRoot, old.name), { recursive: true, force: true });
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    console.warn(`The bundle was not kept in ${cacheRoot}: ${error.message}`);
  }
}
