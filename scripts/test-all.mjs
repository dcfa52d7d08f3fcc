// `npm test`: typecheck, lint, unit, integration (PGlite, then PostgreSQL when its server
// binaries are installed), production build, browser end-to-end, reliability (quick mode). Ends with one line
// `N passed, N failed` totalled over every suite.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync(".tmp/reports", { recursive: true });
const hasPostgres =
  process.env.TEST_POSTGRES !== "0" &&
  (existsSync("/usr/lib/postgresql") || spawnSync("which", ["initdb"]).status === 0);

let passed = 0;
let failed = 0;
const summary = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function step(name, command, args) {
  const { ok, seconds } = run(name, command, args);
  ok ? passed++ : failed++;
  summary.push(`${ok ? "ok  " : "FAIL"} ${name} (${seconds} s)`);
  return ok;
}

function vitest(name, project, wrap = []) {
  const out = `.tmp/reports/${name}.json`;
  rmSync(out, { force: true });
  const args = [
    ...wrap,
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ];
  const { ok, seconds } = run(name, "npx", args);
  countJson(name, out, ok, seconds, (r) => [r.numPassedTests, r.numFailedTests]);
}

function countJson(name, file, ok, seconds, pick) {
  if (existsSync(file)) {
    const [p, f] = pick(JSON.parse(readFileSync(file, "utf8")));
    passed += p;
    failed += f;
    // A crash outside any test (setup failure) still fails the run.
    if (!ok && f === 0) failed++;
    summary.push(`${ok ? "ok  " : "FAIL"} ${name}: ${p} passed, ${f} failed (${seconds} s)`);
  } else {
    failed++;
    summary.push(`FAIL ${name}: no report (${seconds} s)`);
  }
}

{
  // Production dependencies: no high or critical vulnerability (when the audit endpoint answers).
  const { status } = spawnSync("npm", ["run", "-s", "audit"], { stdio: "inherit" });
  if (status === 2) summary.push("skip npm audit: the registry's audit endpoint did not answer");
  else if (status === 0) {
    passed++;
    summary.push("ok   npm audit: no high or critical vulnerability");
  } else {
    failed++;
    summary.push("FAIL npm audit: high or critical vulnerabilities in production dependencies");
  }
}
step("typecheck", "npm", ["run", "-s", "typecheck"]);
step("lint", "npm", ["run", "-s", "lint"]);
vitest("unit", "unit");
// The server-process tests and the browser tests run the production build.
const built = step("build", "npm", ["run", "-s", "build"]);
vitest("integration (PGlite)", "integration");
if (hasPostgres) vitest("integration (PostgreSQL)", "integration", ["tsx", "scripts/with-postgres.ts"]);
else if (process.env.TEST_POSTGRES === "1") {
  failed++;
  summary.push("FAIL integration (PostgreSQL): TEST_POSTGRES=1 but no postgresql server binaries");
} else
  summary.push("skip integration (PostgreSQL): no postgresql server binaries (apt-get install postgresql)");
// Real server processes of the production build (PostgreSQL-backed cases need the server binaries).
if (built) vitest("server processes", "server", hasPostgres ? ["tsx", "scripts/with-postgres.ts"] : []);

if (built) {
  const out = ".tmp/reports/e2e.json";
  rmSync(out, { force: true });
  const { ok, seconds } = run("end-to-end (Playwright, chromium)", "npx", ["playwright", "test"], {
    PW_JSON_OUTPUT: out,
  });
  countJson("end-to-end", out, ok, seconds, (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected]);
}

// Reliability (quick mode): crash, fuzz, double booking, soak against the production build.
if (built && hasPostgres) {
  const out = ".tmp/reports/reliability.json";
  rmSync(out, { force: true });
  const { ok, seconds } = run("reliability (quick)", "node", [
    "scripts/reliability.mjs",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ]);
  countJson("reliability (quick)", out, ok, seconds, (r) => [r.numPassedTests, r.numFailedTests]);
} else if (built) {
  summary.push("skip reliability: its crash, fuzz and double-booking tests need postgresql server binaries");
}

console.log(`\n=== summary ===\n${summary.join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
