// `npm run test:reliability [-- --full]`: crash, fuzz, double-booking and soak suites against the
// production build (run `npm run build` first). Quick mode by default (CI); --full is the issue's
// figures (see docs/reliability.md). Extra arguments go to Vitest (e.g. a file filter).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const args = process.argv.slice(2);
const full = args.includes("--full");
const rest = args.filter((a) => a !== "--full");
if (!existsSync("build/server/index.js")) {
  console.error("Run `npm run build` before `npm run test:reliability`.");
  process.exit(1);
}
const result = spawnSync("vitest", ["run", "--config", "tests/reliability/vitest.config.ts", ...rest], {
  stdio: "inherit",
  env: { ...process.env, RELIABILITY_MODE: full ? "full" : "quick" },
});
process.exit(result.status ?? 1);
