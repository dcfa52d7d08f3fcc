// `npm start`: builds when the sources are newer than the build, then serves the product.
// The site's artwork is not waited for (issue 17 item 4: a fresh clone is up within 12 s): when it
// is missing or out of date it is generated beside the build and the running server, home page's
// pictures first, into public/generated, which the server serves as the files appear.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { buildInputs, restoreBuild, saveBuild, sourcesHash } from "./build-cache.mjs";

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

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
if (!builtAt || sources.some((s) => newest(s) > builtAt)) {
  const hash = sourcesHash();
  if (restoreBuild(hash)) console.log(`Production bundle of these sources copied from the cache (${hash}).`);
  else {
    console.log("Building the production bundle…");
    execFileSync("npm", ["exec", "--", "react-router", "build"], { stdio: "inherit" });
    saveBuild(hash);
  }
}
process.env.NODE_ENV ??= "production";
await import("../server.js");
