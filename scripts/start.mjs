// `npm start`: builds when the sources are newer than the build, then serves the product.
// The site's artwork is not waited for (issue 17 item 4: a fresh clone is up within 12 s): when it
// is missing or out of date it is generated beside the build and the running server, home page's
// pictures first, into public/generated, which the server serves as the files appear.
// A new embedded database is made while the bundle builds (scripts/prepare-database.ts): the two
// do not depend on each other, and one after the other they were most of a fresh clone's start.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { applyMemorySettings } from "../server/memory-settings.mjs";
import { buildInputs, restoreBuild, saveBuild, sourcesHash } from "./build-cache.mjs";

// The server runs in this process (server.js below): its memory settings first, before anything
// is started (issue 33; server/memory-settings.mjs).
applyMemorySettings();

const output = "build/server/index.js";
const sources = buildInputs;
// Written by the artwork generator, not by a person: never a reason to build again.
const generated = path.join("public", "generated");

function newest(p) {
  if (!existsSync(p) || p === generated) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

// Returns at once when the artwork is up to date; else it finishes (or resumes) it beside the server.
const artwork = spawn(process.execPath, ["--import", "tsx", "scripts/generate-artwork.ts", "--background"], {
  stdio: "inherit",
});
artwork.on("exit", (code) => {
  if (code)
    console.error(`The artwork generator stopped (exit code ${code}); \`npm run artwork\` runs it again.`);
});
process.on("exit", () => artwork.exitCode === null && artwork.kill());

// React Router's command line run by this Node directly: through `npm exec` it cost another npm
// start-up (≈ 0.25 s of CPU) on the first start's path.
const reactRouterCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
  "bin.cjs",
);

/** Runs a command with the terminal's output; resolves with its exit code. */
function run(command, args) {
  const child = spawn(command, args, { stdio: "inherit" });
  process.on("exit", () => child.exitCode === null && child.kill());
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(signal ? 1 : code)));
}

/** The embedded database a server started now would have to create (DATABASE_URL unset, no data folder yet). */
function newEmbeddedDatabase() {
  if (process.env.DATABASE_URL) return false;
  return !existsSync(path.join(process.env.DATA_DIR || "data", "pgdata", "PG_VERSION"));
}

let keepBuild = null;
const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
if (!builtAt || sources.some((s) => newest(s) > builtAt)) {
  const hash = sourcesHash();
  if (restoreBuild(hash)) console.log(`Production bundle of these sources copied from the cache (${hash}).`);
  else {
    console.log("Building the production bundle…");
    const database = newEmbeddedDatabase()
      ? // Liftoff only: PGlite's WebAssembly runs initdb's statements once, so optimising it again
        // would cost more than it saves (≈ 0.85 of initdb's ≈ 3 s of CPU here).
        run(process.execPath, ["--liftoff-only", "--import", "tsx", "scripts/prepare-database.ts"])
      : Promise.resolve(0);
    const build = run(process.execPath, [reactRouterCli, "build"]).then(async (code) => {
      if (code !== 0) {
        console.error(`The build failed (exit code ${code}).`);
        process.exit(code ?? 1);
      }
      // Loaded while the database may still be in the making (≈ 0.5 s of CPU); server.js below
      // then finds the module ready.
      process.env.NODE_ENV ??= "production";
      await import("../build/server/index.js");
    });
    const [, prepared] = await Promise.all([build, database]);
    // The server makes the database itself, the usual way, and reports what stops it.
    if (prepared !== 0)
      console.warn("Preparing the database beside the build failed; the server tries again.");
    keepBuild = hash;
  }
}
process.env.NODE_ENV ??= "production";
await import("../server.js");
// Kept for the next clone once this one serves: the copy is no part of the way to a healthy server.
if (keepBuild) saveBuild(keepBuild);
