// npm run bench:first-start [-- --runs N] — issue 17 item 4: a fresh clone's `npm start`, nothing kept.
//
// Clones this repository's HEAD into a temporary folder, runs `npm ci` there (not timed), then N
// times: removes build/, data/ and public/generated, starts `npm start` with an empty
// XDG_CACHE_HOME (no kept bundle, artwork or empty database) and times it until /api/health
// answers 200. CPU is user + system of every process the start ran (read from /proc every 0.1 s),
// the artwork generator's apart (it runs beside the server at the lowest priority). Prints each
// run, the median and the load average around it; wall times depend on what else the cores run.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { procStat } from "./proc.mjs";

const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const port = process.env.PORT || "5390";

const work = mkdtempSync(path.join(os.tmpdir(), "eden-first-start-"));
const clone = path.join(work, "clone");
execFileSync("git", ["clone", "-q", process.cwd(), clone], { stdio: "inherit" });
console.log(`npm ci in ${clone} (not timed)…`);
execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: clone, stdio: "inherit" });

const loadavg = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

function processes() {
  const all = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const { ppid, cpuMs } = procStat(Number(name));
      const cmd = readFileSync(`/proc/${name}/cmdline`, "utf8");
      all.set(Number(name), { ppid, cpu: cpuMs / 1000, artwork: cmd.includes("generate-artwork") });
    } catch {}
  }
  return all;
}

async function once() {
  for (const p of ["build", "data", "public/generated", ".react-router"])
    rmSync(path.join(clone, p), { recursive: true, force: true });
  const cache = mkdtempSync(path.join(work, "cache-"));
  const before = loadavg();
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: clone,
    env: { ...process.env, PORT: port, XDG_CACHE_HOME: cache },
    stdio: "ignore",
    detached: true,
  });
  // Each process's last reading (a process that ended keeps its last one).
  const seen = new Map();
  const sample = () => {
    const all = processes();
    const inTree = (pid) => {
      for (let p = pid; p > 1; p = all.get(p)?.ppid ?? 0) if (p === child.pid) return true;
      return false;
    };
    for (const [pid, info] of all) if (inTree(pid)) seen.set(pid, info);
  };
  let healthy = null;
  while (healthy === null && child.exitCode === null) {
    sample();
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200)
        healthy = (performance.now() - started) / 1000;
    } catch {}
    if (healthy === null) await new Promise((r) => setTimeout(r, 100));
  }
  sample();
  const cpu = (artwork) =>
    [...seen.values()].filter((p) => p.artwork === artwork).reduce((sum, p) => sum + p.cpu, 0);
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {}
  await new Promise((r) => setTimeout(r, 1500));
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {}
  rmSync(cache, { recursive: true, force: true });
  if (healthy === null) throw new Error(`npm start exited with ${child.exitCode} before it was healthy`);
  return { healthy, cpu: cpu(false), artwork: cpu(true), before, after: loadavg() };
}

const results = [];
for (let run = 1; run <= runs; run++) {
  const r = await once();
  results.push(r);
  console.log(
    `run ${run}: healthy in ${r.healthy.toFixed(2)} s; CPU ${r.cpu.toFixed(2)} s (artwork beside it ${r.artwork.toFixed(2)} s); load average ${r.before} → ${r.after}`,
  );
}
const sorted = results.map((r) => r.healthy).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(`median: healthy in ${median.toFixed(2)} s (target: 12 s after the install, issue 17 item 4)`);
rmSync(work, { recursive: true, force: true });
if (median > 12) process.exitCode = 1;
