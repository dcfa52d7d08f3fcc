// `npm start`: builds when the sources are newer than the build, then serves the product.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const output = "build/server/index.js";
const sources = [
  "app",
  "server",
  "public",
  "drizzle",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
if (!builtAt || sources.some((s) => newest(s) > builtAt)) {
  console.log("Building the production bundle…");
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}
process.env.NODE_ENV ??= "production";
await import("../server.js");
