// `npm test`: audit, typecheck, lint, unit, production build, integration (PGlite, then the tests
// tagged `db` again on PostgreSQL when its server binaries are installed), server processes, browser
// end-to-end, reliability (quick mode). Independent steps run side by side (each step starts once
// the steps it needs are done). Where the machine allows, each step runs in a control group of its
// own (scripts/step-cgroups.mjs): its weight sets its share of the cores (the soak and
// held-connection suites, which measure, first; then the critical path, the build and the browser
// suite; then the rest), and the group counts the CPU of every process the step started. Without
// control groups the critical path runs at the normal priority, every other step at `nice -n 5`,
// and the measuring suites wait for every other step and run alone. Each step's output is printed
// in one block when it ends (and kept in .tmp/reports/<step>.log). Ends with a per-step summary
// (wall time and CPU time: the group's, else user + sys of the processes the step waited for, read
// by /usr/bin/time when installed) and one line `N passed, N failed` totalled over every suite; any
// failing step fails the run. On 2 shared cores the CPU seconds, not the wall time, say what a step
// costs (docs/testing.md "Speed").
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { failedTests } from "./failed-tests.mjs";
import { cgroupsAvailable, removeRunGroups, stepGroup } from "./step-cgroups.mjs";

const REPORTS = ".tmp/reports";
mkdirSync(REPORTS, { recursive: true });
const hasPostgres =
  process.env.TEST_POSTGRES !== "0" &&
  (existsSync("/usr/lib/postgresql") || spawnSync("which", ["initdb"]).status === 0);
const started = Date.now();
/** GNU time: a step's CPU includes every process it waited for (Vitest workers, browsers, servers). */
const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;
const cpu = { parallel: 0, alone: 0 };
/** A step's CPU priority (`nice` from coreutils; see `nice` of the steps below). */
const DEFAULT_NICE = 5;
const niced = (level, command) =>
  level > 0 && existsSync("/usr/bin/nice") ? ["/usr/bin/nice", "-n", String(level), ...command] : command;
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);
/**
 * A step's share of the cores when each step has a control group (scripts/step-cgroups.mjs),
 * relative to its siblings': the measured reliability suites take what they ask for, the critical
 * path (the build, then the browser suite) comes next, every other step shares the rest.
 */
const WEIGHT = { measured: 16384, critical: 2048, other: 1024 };

let passed = 0;
let failed = 0;
/** The failed tests of a step, listed again after the summary: a CI log may keep only its end. */
const failures = [];
/** One line per step, in the order the steps are listed below. */
const summary = new Map();

/**
 * The reliability suites whose figures (latency under held connections, memory growth and rate of
 * the soak) depend on getting the cores they ask for: first claim on them with control groups, else
 * alone at the end. The others (crash, fuzz,
 * double booking, bad requests) check outcomes, not timings, and run beside the other suites.
 */
const RELIABILITY_MEASURED = ["soak", "connections"].map((n) => `tests/reliability/${n}.reliability.test.ts`);
const reliabilityOutcomeFiles = () =>
  readdirSync("tests/reliability")
    .filter((f) => f.endsWith(".reliability.test.ts"))
    .map((f) => `tests/reliability/${f}`)
    .filter((f) => !RELIABILITY_MEASURED.includes(f))
    .sort();

/** Integration test files with a test tagged `db` (docs/testing.md): the PostgreSQL run's files. */
function databaseTestFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".integration.test.ts")) {
        const text = readFileSync(file, "utf8");
        if (/@module-tag\s+db\b|tags:\s*\[[^\]]*["']db["']/.test(text)) files.push(file);
      }
    }
  };
  walk("app");
  walk("tests/integration");
  return files.sort();
}

function vitestArgs(project, report, extra = []) {
  return [
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...extra,
  ];
}

/** Reads a suite's JSON report into the totals; a crash outside any test still fails the step. */
function counted(report, ok, pick) {
  if (!existsSync(report)) {
    failed++;
    return { ok: false, note: "no report" };
  }
  const json = JSON.parse(readFileSync(report, "utf8"));
  const [p, f] = pick(json);
  failures.push(...failedTests(json));
  passed += p;
  failed += f;
  if (!ok && f === 0) failed++;
  return { ok, note: `${p} passed, ${f} failed` };
}

const vitestCounts = (r) => [r.numPassedTests, r.numFailedTests];

function reliabilityArgs(report, files) {
  return [
    "node",
    "scripts/reliability.mjs",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...files,
  ];
}

/**
 * The steps. `after`: steps that must have ended first (whatever their outcome); `needs`: steps
 * that must have passed, else this one is skipped and says why; `nice`: the step's CPU priority,
 * 5 unless given (0 for the critical path: the build, then the browser suite).
 */
const steps = [
  {
    name: "npm audit",
    command: ["npm", "run", "-s", "audit"],
    finish: ({ code }) => {
      if (code === 2) return { skip: "the registry's audit endpoint did not answer" };
      if (code === 0) {
        passed++;
        return { ok: true, note: "no high or critical vulnerability" };
      }
      failed++;
      return { ok: false, note: "high or critical vulnerabilities in production dependencies" };
    },
  },
  { name: "typecheck", command: ["npm", "run", "-s", "typecheck"] },
  { name: "lint", command: ["npm", "run", "-s", "lint"], after: ["typecheck"] },
  {
    name: "unit",
    report: "unit.json",
    command: (report) => vitestArgs("unit", report),
    after: ["lint"],
    finish: ({ ok, report }) => counted(report, ok, vitestCounts),
  },
  // The server-process tests, the browser tests and the reliability suites run the production build.
  { name: "build", command: ["npm", "run", "-s", "build"], nice: 0 },
  {
    name: "integration (PGlite)",
    report: "integration-pglite.json",
    command: (report) => vitestArgs("integration", report),
    finish: ({ ok, report }) => counted(report, ok, vitestCounts),
  },
  hasPostgres
    ? {
        name: "integration (PostgreSQL, tests tagged db)",
        report: "integration-postgres.json",
        command: (report) => [
          "tsx",
          "scripts/with-postgres.ts",
          ...vitestArgs("integration", report, ["--tags-filter=db", ...databaseTestFiles()]),
        ],
        after: ["unit"],
        finish: ({ ok, report }) => counted(report, ok, vitestCounts),
      }
    : {
        name: "integration (PostgreSQL)",
        finish: () => {
          if (process.env.TEST_POSTGRES !== "1")
            return { skip: "no postgresql server binaries (apt-get install postgresql)" };
          failed++;
          return { ok: false, note: "TEST_POSTGRES=1 but no postgresql server binaries" };
        },
      },
  {
    // Real server processes of the production build (PostgreSQL-backed cases need the server binaries).
    name: "server processes",
    report: "server.json",
    command: (report) => [
      ...(hasPostgres ? ["tsx", "scripts/with-postgres.ts"] : []),
      ...vitestArgs("server", report),
    ],
    needs: ["build"],
    after: ["integration (PGlite)"],
    finish: ({ ok, report }) => counted(report, ok, vitestCounts),
  },
  {
    name: "end-to-end (Playwright, chromium)",
    report: "e2e.json",
    command: () => ["playwright", "test"],
    env: (report) => ({ PW_JSON_OUTPUT: report }),
    nice: 0,
    // The longest step: it starts as soon as the build is done, beside the PGlite run.
    needs: ["build"],
    finish: ({ ok, report }) =>
      counted(report, ok, (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected]),
  },
  // Reliability (quick mode) against the production build, in two parts (RELIABILITY_MEASURED).
  ...(hasPostgres
    ? [
        {
          name: "reliability (quick: crash, fuzz, double booking)",
          report: "reliability-outcomes.json",
          command: (report) => reliabilityArgs(report, reliabilityOutcomeFiles()),
          needs: ["build"],
          after: ["integration (PGlite)"],
          finish: ({ ok, report }) => counted(report, ok, vitestCounts),
        },
        {
          // With control groups, beside the other steps at a weight that gives them the cores they
          // ask for (the soak's server and load use well under one); without, alone at the end.
          name: cgroupsAvailable
            ? "reliability (quick: soak, held connections; first claim on the cores)"
            : "reliability (quick: soak, held connections; alone)",
          measured: true,
          alone: !cgroupsAvailable,
          report: "reliability-measured.json",
          command: (report) => reliabilityArgs(report, RELIABILITY_MEASURED),
          needs: ["build"],
          after: cgroupsAvailable
            ? []
            : [
                "npm audit",
                "unit",
                "integration (PGlite)",
                "integration (PostgreSQL, tests tagged db)",
                "server processes",
                "end-to-end (Playwright, chromium)",
                "reliability (quick: crash, fuzz, double booking)",
              ],
          finish: ({ ok, report }) => counted(report, ok, vitestCounts),
        },
      ]
    : [
        {
          name: "reliability (quick)",
          finish: () => ({
            skip: "its crash, fuzz and double-booking tests need postgresql server binaries",
          }),
        },
      ]),
];

const ended = new Map(steps.map((step) => [step.name, Promise.withResolvers()]));

/** User + sys seconds written by /usr/bin/time -o (its last line: a failing command adds one before it). */
function readCpu(file) {
  if (!existsSync(file)) return undefined;
  const last = readFileSync(file, "utf8").trim().split("\n").at(-1) ?? "";
  const [user, sys] = last.split(" ").map(Number);
  return Number.isFinite(user) && Number.isFinite(sys) ? user + sys : undefined;
}

/** The Vitest files that spent the most CPU (tests/support/file-cpu.ts wrote one line per file). */
function costliestFiles(file) {
  if (!existsSync(file)) return "";
  const files = readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line))
    .sort((a, b) => b.cpu - a.cpu);
  const total = files.reduce((sum, f) => sum + f.cpu, 0);
  const top = files.slice(0, 10).map((f) => `  ${f.cpu.toFixed(1).padStart(6)} s  ${f.file}`);
  return `\nCPU in the test files' own hooks and tests: ${total.toFixed(1)} s over ${files.length} files; the costliest:\n${top.join("\n")}`;
}

function run(step) {
  const from = Date.now();
  const slug = step.name
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
  const report = step.report ? path.join(REPORTS, step.report) : undefined;
  if (report) rmSync(report, { force: true });
  const command = typeof step.command === "function" ? step.command(report) : step.command;
  const log = path.join(REPORTS, `${slug}.log`);
  const cpuFile = path.join(REPORTS, `${slug}.cpu`);
  const fileCpuLog = path.resolve(REPORTS, `${slug}.files-cpu.jsonl`);
  rmSync(cpuFile, { force: true });
  rmSync(fileCpuLog, { force: true });
  // Steps off the critical path run a little below it: the build and the browser suite get the
  // cores first, the others take them when those wait (on pages, servers, the network).
  const prioritised = niced(step.nice ?? DEFAULT_NICE, command);
  const group = stepGroup(
    slug,
    step.measured ? WEIGHT.measured : (step.nice ?? DEFAULT_NICE) === 0 ? WEIGHT.critical : WEIGHT.other,
  );
  // GNU time only without a group: the group counts every process the step starts.
  const argv = group
    ? [...group.prefix, ...prioritised]
    : TIME
      ? [TIME, "-f", "%U %S", "-o", cpuFile, ...prioritised]
      : prioritised;
  console.log(`▶ ${step.name} (at ${seconds(started)} s)`);
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(argv[0], argv.slice(1), {
      env: { ...process.env, FORCE_COLOR: "0", TEST_CPU_LOG: fileCpuLog, ...(step.env?.(report) ?? {}) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on("error", (error) => out.write(`${error.message}\n`));
    child.on("close", (code) => {
      out.end(() => {
        // The group's count when there is one: it includes processes nobody waited for.
        const stepCpu = group ? group.cpuSeconds() : readCpu(cpuFile);
        group?.remove();
        if (stepCpu !== undefined) cpu[step.alone ? "alone" : "parallel"] += stepCpu;
        const cost = stepCpu === undefined ? "" : `, CPU ${stepCpu.toFixed(1)} s`;
        console.log(
          `\n=== ${step.name} (${seconds(from)} s${cost}) ===\n${readFileSync(log, "utf8").trimEnd()}${costliestFiles(fileCpuLog)}`,
        );
        resolve({ code, ok: code === 0, report, seconds: `${seconds(from)} s${cost}` });
      });
    });
  });
}

async function perform(step) {
  for (const name of [...(step.after ?? []), ...(step.needs ?? [])]) await ended.get(name).promise;
  const missing = (step.needs ?? []).filter((name) => !summary.get(name)?.startsWith("ok"));
  let line;
  if (missing.length > 0) {
    line = `skip ${step.name}: ${missing.join(", ")} failed`;
  } else {
    const result = step.command ? await run(step) : { ok: true, seconds: "0.0 s" };
    const outcome = step.finish
      ? step.finish(result)
      : (() => {
          result.ok ? passed++ : failed++;
          return { ok: result.ok };
        })();
    line = outcome.skip
      ? `skip ${step.name}: ${outcome.skip}`
      : `${outcome.ok ? "ok  " : "FAIL"} ${step.name}${outcome.note ? `: ${outcome.note}` : ""} (${result.seconds})`;
  }
  summary.set(step.name, line);
  ended.get(step.name).resolve();
}

await Promise.all(steps.map(perform));
removeRunGroups();

console.log(`\n=== summary (${seconds(started)} s) ===\n${steps.map((s) => summary.get(s.name)).join("\n")}`);
if (TIME || cgroupsAvailable) {
  console.log(
    `CPU (${cgroupsAvailable ? "each step's control group" : "GNU time, of the processes waited for"}): ${cpu.parallel.toFixed(1)} s in the steps side by side, ${cpu.alone.toFixed(1)} s in the step alone at the end (load average at the end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")})`,
  );
}
if (failures.length > 0) {
  console.log(`\n=== failed tests ===`);
  for (const { file, title, why } of failures) console.log(`- ${file}: ${title}\n    ${why}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
