import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, load, signIn, visitorPass, DEMO_PASSWORD } from "./lib.mjs";
const target = process.argv[2];
const kind = process.argv[3] ?? "";
const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "eden-prof-"));
const profDir = mkdtempSync(path.join(os.tmpdir(), "eden-cpuprof-"));
const child = spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${profDir}`, "server.js"], {
  env: {
    ...process.env,
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL, SEED_DEMO: "1" } : {}),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_PASSWORD,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const url = `http://127.0.0.1:${port}`;
for (;;) {
  try {
    if ((await fetch(`${url}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}
const headers = {};
if (kind === "visitor") headers.cookie = await visitorPass(url);
else if (kind) headers.cookie = await signIn(url, kind);
await load(url + target, { duration: 2, headers });
const r = await load(url + target, { duration: 8, headers });
console.log(r);
child.kill("SIGTERM");
await new Promise((r) => child.once("exit", r));
const file = readdirSync(profDir)[0];
const prof = JSON.parse(readFileSync(path.join(profDir, file), "utf8"));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = prof.timeDeltas;
let total = 0;
const count = new Map();
const times = [];
let acc = 0;
for (const d of dt) {
  acc += d;
  times.push(acc);
}
const endT = acc;
const WINDOW = 7.5e6;
for (let i = 0; i < prof.samples.length; i++) {
  if (times[i] < endT - WINDOW - 3e5 || times[i] > endT - 3e5) continue;
  count.set(prof.samples[i], (count.get(prof.samples[i]) ?? 0) + (dt[i] ?? 0));
  total += dt[i] ?? 0;
}
const byFn = new Map();
const byFile = new Map();
for (const [id, t] of count) {
  const n = byId.get(id);
  const cf = n.callFrame;
  const key = `${cf.functionName || "(anon)"} ${cf.url.split("/").slice(-2).join("/")}:${cf.lineNumber}`;
  byFn.set(key, (byFn.get(key) ?? 0) + t);
  const f =
    cf.url
      .replace(/.*node_modules\//, "nm/")
      .split("/")
      .slice(0, cf.url.includes("node_modules") ? 3 : 10)
      .join("/") || cf.functionName;
  byFile.set(f, (byFile.get(f) ?? 0) + t);
}
const top = (m, n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}% ${k}`)
    .join("\n");
console.log("== by file\n" + top(byFile, 25) + "\n== by fn\n" + top(byFn, 40));
// inclusive for some functions
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (const [id, t] of count) {
  const seen = new Set();
  let cur = id;
  while (cur != null) {
    const n = byId.get(cur);
    const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").slice(-1)[0]}:${n.callFrame.lineNumber}`;
    if (!seen.has(key)) {
      incl.set(key, (incl.get(key) ?? 0) + t);
      seen.add(key);
    }
    cur = parent.get(cur);
  }
}
console.log("== inclusive\n" + top(incl, 60));
// callers of pglite
const callers = new Map();
for (const [id, t] of count) {
  let cur = id;
  let inPg = false;
  let caller = null;
  while (cur != null) {
    const n = byId.get(cur);
    const u = n.callFrame.url;
    if (u.includes("pglite") || u.startsWith("wasm")) inPg = true;
    else if (inPg && u.includes("/build/server")) {
      caller = `${n.callFrame.functionName} ${u.split("/").pop()}:${n.callFrame.lineNumber}`;
      break;
    }
    cur = parent.get(cur);
  }
  if (inPg) callers.set(caller ?? "(no app caller)", (callers.get(caller ?? "(no app caller)") ?? 0) + t);
}
console.log("== pglite callers\n" + top(callers, 20));
