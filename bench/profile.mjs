// npm run bench:profile -- <path> [admin|manager|operations|accounts|visitor] [--postgres]
// Where one page's CPU goes under load: starts the production build with `node --cpu-prof`, loads
// <path> at 50 connections (2 s warm-up, 8 s measured), and prints the share of CPU samples of the
// measured window by package/file, by function (self time) and inclusive (callers included).
// Example: npm run bench:profile -- "/guntoormenu?bench=uncached" visitor
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createCluster } from "../tests/support/postgres-cluster";
import { load, signIn, startServer, visitorPass } from "./lib.mjs";

const [target = "/", who = ""] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const cluster = process.argv.includes("--postgres") ? await createCluster() : null;
const MEASURED_S = 8;

const profDir = mkdtempSync(path.join(os.tmpdir(), "eden-cpuprof-"));
const server = await startServer(cluster ? { DATABASE_URL: cluster.url, SEED_DEMO: "1" } : {}, {
  nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profDir}`],
});
const { url } = server;
const headers = {};
if (who === "visitor") headers.cookie = await visitorPass(url);
else if (who) headers.cookie = await signIn(url, who);
await load(url + target, { duration: 2, headers });
const result = await load(url + target, { duration: MEASURED_S, headers });
await server.stop();
const profile = JSON.parse(readFileSync(path.join(profDir, readdirSync(profDir)[0]), "utf8"));
rmSync(profDir, { recursive: true, force: true });
cluster?.destroy();

// Only the samples of the measured window (the profile also covers start-up and shutdown).
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const at = [];
let clock = 0;
for (const delta of profile.timeDeltas) {
  clock += delta;
  at.push(clock);
}
const windowEnd = clock - 300_000;
const windowStart = windowEnd - MEASURED_S * 1e6;
const selfTime = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  if (at[i] < windowStart || at[i] > windowEnd) return;
  const dt = profile.timeDeltas[i] ?? 0;
  selfTime.set(id, (selfTime.get(id) ?? 0) + dt);
  total += dt;
});

const short = (u) => u.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/build\//, "build/");
const byFile = new Map();
const byFunction = new Map();
const inclusive = new Map();
const add = (map, key, t) => map.set(key, (map.get(key) ?? 0) + t);
for (const [id, t] of selfTime) {
  const { callFrame } = nodes.get(id);
  const file = callFrame.url.includes("node_modules")
    ? short(callFrame.url)
        .split("/")
        .slice(0, callFrame.url.includes("/@") ? 2 : 1)
        .join("/")
    : short(callFrame.url) || callFrame.functionName;
  add(byFile, file, t);
  add(
    byFunction,
    `${callFrame.functionName || "(anonymous)"} ${short(callFrame.url)}:${callFrame.lineNumber}`,
    t,
  );
  const seen = new Set();
  for (let cur = id; cur != null; cur = parent.get(cur)) {
    const frame = nodes.get(cur).callFrame;
    const key = `${frame.functionName || "(anonymous)"} ${short(frame.url).split("/").pop()}:${frame.lineNumber}`;
    if (!seen.has(key)) add(inclusive, key, t);
    seen.add(key);
  }
}
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, t]) => `${((100 * t) / total).toFixed(1).padStart(5)} %  ${key}`)
    .join("\n");
console.log(
  `${target}${who ? ` as ${who}` : ""} on ${cluster ? "PostgreSQL" : "PGlite"}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms under the profiler (it slows the server)`,
);
console.log(`\nCPU by package or file\n${top(byFile, 20)}`);
console.log(`\nCPU by function (self)\n${top(byFunction, 30)}`);
console.log(`\nCPU by function (inclusive)\n${top(inclusive, 40)}`);
