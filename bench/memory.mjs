// npm run bench:memory [-- --seconds=300] [--soak] [--pglite-only | --postgres-only] [--snapshot]
// Issues 17 item 5 and 33: the server's resident memory (RSS, from /proc) and where it goes (V8's
// heap, Buffers, PGlite's WebAssembly memory, malloc, code) under mixed traffic at 10 connections
// (public pages cached and rendered, the visitor menu, the signed-in dashboard over many months, the
// reservations API), on the embedded PGlite and on a throw-away PostgreSQL. Fails the run (exit 1)
// when a target of issue 33 is missed:
//   - PostgreSQL-backed: ≤ 150 MB resident after the run (5 minutes by default), peak ≤ 180 MB;
//   - embedded PGlite: ≤ 400 MB resident after the run;
//   - --soak (60 minutes unless --seconds says otherwise): no growth from minute 5 to the end.
// The server runs as in production (`node server.js`, the settings of server/memory-settings.mjs)
// with bench/memory-probe.mjs loaded beside it to read process.memoryUsage() and V8's heap.
// --snapshot writes a V8 heap snapshot at the end of each run into .tmp/ and prints its largest
// object kinds.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { createCluster, hasPostgres } from "../tests/support/postgres-cluster";
import { signIn, startServer, visitorPass } from "./lib.mjs";
import { cpuMs } from "./proc.mjs";

const soak = process.argv.includes("--soak");
const seconds = Number(
  process.argv.find((a) => a.startsWith("--seconds="))?.slice(10) ?? (soak ? 3600 : 300),
);
const snapshot = process.argv.includes("--snapshot");

export const TARGETS = {
  PostgreSQL: { afterMb: 150, peakMb: 180 },
  PGlite: { afterMb: 400, peakMb: null },
};
/** --soak: from minute 5 to the end, resident memory and V8's live heap may not grow by more. */
export const SOAK_FROM_S = 300;
export const SOAK_GROWTH = { fraction: 0.05, minMb: 5 };

/** Resident memory of the process (PGlite runs inside the server's process). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The process's resident memory by kind of mapping (/proc/<pid>/smaps). */
function mappings(pid) {
  const result = { files: 0, mallocHeap: 0, anonymous: 0 };
  let kind = null;
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const name = head[1];
      kind = name === "[heap]" ? "mallocHeap" : name.startsWith("/") ? "files" : "anonymous";
      continue;
    }
    const rss = /^Rss:\s+(\d+)/.exec(line);
    if (rss && kind) result[kind] += Number(rss[1]) / 1024;
  }
  return result;
}

function probe(server) {
  let next = 0;
  const ask = (message) =>
    new Promise((resolve) => {
      const id = ++next;
      const onMessage = (reply) => {
        if (reply?.id !== id) return;
        server.child.off("message", onMessage);
        resolve(reply);
      };
      server.child.on("message", onMessage);
      server.child.send({ ...message, id });
    });
  return {
    sample: async () => (await ask({ probe: "sample" })).sample,
    snapshot: async (file) => (await ask({ probe: "snapshot", file })).file,
  };
}

/** Self size by constructor in a V8 heap snapshot: what the heap is made of. */
function snapshotSummary(file) {
  const snap = JSON.parse(readFileSync(file, "utf8"));
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const bySize = new Map();
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const type = types[snap.nodes[i + typeAt]];
    const name = type === "object" || type === "native" ? snap.strings[snap.nodes[i + nameAt]] : `(${type})`;
    const entry = bySize.get(name) ?? { count: 0, bytes: 0 };
    entry.count++;
    entry.bytes += snap.nodes[i + sizeAt];
    bySize.set(name, entry);
  }
  return [...bySize]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .slice(0, 15)
    .map(([kind, { count, bytes }]) => ({
      kind: kind.slice(0, 60),
      count,
      MB: +(bytes / 2 ** 20).toFixed(1),
    }));
}

const r = (n) => Math.round(n);

async function measure(name, env) {
  // The peak counts from the process's start: opening the database is part of it.
  let peak = 0;
  let startSampler;
  const server = await startServer(env, {
    nodeArgs: ["--import", "./bench/memory-probe.mjs"],
    ipc: true,
    onSpawn: (child) => {
      startSampler = setInterval(() => {
        try {
          peak = Math.max(peak, rssMb(child.pid));
        } catch {}
      }, 100);
    },
  });
  clearInterval(startSampler);
  try {
    const probed = probe(server);
    const atStart = rssMb(server.pid);
    peak = Math.max(peak, atStart);
    const startSample = await probed.sample();
    const admin = await signIn(server.url, "admin");
    const visitor = await visitorPass(server.url);
    // The dashboard across 24 months, one month per request: the render cache and the dashboard's
    // data fill as staff paging through the calendar fill them.
    let month = 0;
    const months = {
      setupRequest(request) {
        month = (month + 1) % 24;
        const m = `${2026 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, "0")}`;
        return { ...request, path: `/luxebooking?month=${m}` };
      },
    };
    const targets = [
      ["/", {}],
      ["/luxe?bench=uncached", {}],
      ["/gallery", {}],
      ["/guntoormenu", { cookie: visitor }],
      ["/luxebooking", { cookie: admin }],
      ["/api/v1/reservations?from=2026-11-01&to=2026-11-30", { cookie: admin }],
      ["/luxebooking", { cookie: admin }, months],
    ];
    // Sampled every second (RSS) and every 5 s (the server's own figures).
    const series = [];
    const began = Date.now();
    // Which traffic ran when each one-second sample was taken: the peaks by kind of request.
    let current = null;
    const byKind = new Map();
    const kindOf = (p, variant) => `${p.replace(/\?.*/, "")}${variant ? " (24 months)" : ""}`;
    const sampler = setInterval(() => {
      const rss = rssMb(server.pid);
      peak = Math.max(peak, rss);
      if (current) {
        const kind = byKind.get(current) ?? { peak: 0, samples: [], requests: 0, seconds: 0 };
        kind.peak = Math.max(kind.peak, rss);
        kind.samples.push(rss);
        byKind.set(current, kind);
      }
    }, 1000);
    let printed = 0;
    const minutes = setInterval(async () => {
      const t = (Date.now() - began) / 1000;
      const rss = rssMb(server.pid);
      const sample = await probed.sample();
      series.push({ t, rss, heapUsed: sample.heapUsed, sample });
      // Once per minute, whenever the 5 s samples cross it (a loaded machine delays them).
      if (Math.floor(t / 60) > printed) {
        printed = Math.floor(t / 60);
        console.log(
          `${name} ${printed} min: RSS ${r(rss)} MB, V8 heap ${r(sample.heapUsed)} used / ${r(sample.v8Physical)} MB resident, ArrayBuffers ${r(sample.arrayBuffers)} MB (peak RSS ${r(peak)})`,
        );
      }
    }, 5000);
    const end = Date.now() + seconds * 1000;
    const cpuBefore = cpuMs(server.pid);
    let requests = 0;
    let errors = 0;
    /** What the failed requests were, for the report. */
    const failures = new Map();
    for (let i = 0; Date.now() < end; i++) {
      const [p, headers, variant] = targets[i % targets.length];
      const duration = Math.max(1, Math.min(10, Math.round((end - Date.now()) / 1000)));
      current = kindOf(p, variant);
      const result = await new Promise((resolve, reject) =>
        autocannon(
          {
            url: `${server.url}${p}`,
            connections: 10,
            duration,
            // As browsers ask: compressed answers where the server compresses.
            headers: { "accept-encoding": process.env.XENC ?? "gzip, deflate, br", ...headers },
            requests: variant ? [variant] : undefined,
          },
          (error, res) => (error ? reject(error) : resolve(res)),
        ),
      );
      requests += result.requests.total;
      const kind = byKind.get(current);
      if (kind) {
        kind.requests += result.requests.total;
        kind.seconds += result.duration;
      }
      errors += result.errors + result.timeouts + result.non2xx;
      for (const [kind, count] of [
        ["connection errors", result.errors],
        ["timeouts (10 s)", result.timeouts],
        [`non-2xx on ${p}`, result.non2xx],
      ])
        if (count) failures.set(kind, (failures.get(kind) ?? 0) + count);
    }
    clearInterval(sampler);
    clearInterval(minutes);
    const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / requests;
    const after = rssMb(server.pid);
    peak = Math.max(peak, after);
    const end_ = await probed.sample();
    const maps = mappings(server.pid);
    let heapKinds = null;
    if (snapshot) {
      mkdirSync(".tmp", { recursive: true });
      const file = await probed.snapshot(path.resolve(`.tmp/memory-${name}-${Date.now()}.heapsnapshot`));
      heapKinds = snapshotSummary(file);
      console.log(`${name}: heap snapshot ${file}`);
    }
    return {
      name,
      atStart,
      startSample,
      after,
      peak,
      end: end_,
      maps,
      series,
      requests,
      errors,
      failures,
      heapKinds,
      cpuPerRequest,
      byKind,
    };
  } finally {
    await server.stop();
  }
}

/** Growth from minute 5 to the end: each figure's median over the first 5 minutes of that span and the last 5. */
function soakGrowth(series) {
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)] ?? Number.NaN;
  };
  const last = series.at(-1)?.t ?? 0;
  const early = series.filter((s) => s.t >= SOAK_FROM_S && s.t < SOAK_FROM_S + 300);
  const late = series.filter((s) => s.t > last - 300);
  // V8's live heap: the lowest heap used of a span (just after a collection), not its sawtooth.
  const floor = (xs) => Math.min(...xs);
  return {
    rss: [median(early.map((s) => s.rss)), median(late.map((s) => s.rss))],
    heap: [floor(early.map((s) => s.heapUsed)), floor(late.map((s) => s.heapUsed))],
  };
}

const runs = [];
if (!process.argv.includes("--postgres-only")) runs.push(await measure("PGlite", {}));
if (!process.argv.includes("--pglite-only") && hasPostgres()) {
  const cluster = await createCluster();
  try {
    runs.push(await measure("PostgreSQL", { DATABASE_URL: cluster.url, SEED_DEMO: "1" }));
  } finally {
    cluster.destroy();
  }
}

const failures = [];
const rows = runs.map((run) => {
  const target = TARGETS[run.name];
  const over = [];
  if (run.after > target.afterMb) over.push(`after ${r(run.after)} > ${target.afterMb} MB`);
  if (target.peakMb && run.peak > target.peakMb) over.push(`peak ${r(run.peak)} > ${target.peakMb} MB`);
  if (run.errors)
    over.push(
      `${run.errors} failed requests (${[...run.failures].map(([kind, n]) => `${n} ${kind}`).join(", ")})`,
    );
  failures.push(...over.map((o) => `${run.name}: ${o}`));
  return {
    db: run.name,
    "RSS start": r(run.atStart),
    [`RSS after ${seconds} s`]: r(run.after),
    "RSS peak": r(run.peak),
    target: `≤ ${target.afterMb}${target.peakMb ? `, peak ≤ ${target.peakMb}` : ""}`,
    check: over.length ? "OVER" : "ok",
    requests: run.requests,
    // What the memory settings cost: the server's CPU time (user + system) per answer.
    "CPU ms/req": run.cpuPerRequest.toFixed(2),
  };
});
console.log(
  `\nServer memory in MB (RSS of the server process), mixed traffic at 10 connections for ${seconds} s`,
);
console.table(rows);

console.log(
  "\nWhere it is at the end (MB; V8 and Buffers from process.memoryUsage(), the rest from /proc/<pid>/smaps)",
);
console.table(
  runs.map((run) => ({
    db: run.name,
    RSS: r(run.after),
    "V8 heap used": r(run.end.heapUsed),
    "V8 heap resident": r(run.end.v8Physical),
    "V8 new space": r(run.end.spaces.new_space?.physical ?? 0),
    "ArrayBuffers (incl. wasm memory)": r(run.end.arrayBuffers),
    "WebAssembly memory": r(run.end.wasmMemory ?? 0),
    "malloc main heap": r(run.maps.mallocHeap),
    "other anonymous": r(run.maps.anonymous),
    "code and files": r(run.maps.files),
    "V8 malloc peak": r(run.end.v8PeakMalloced),
  })),
);
console.log("At start (before traffic):");
console.table(
  runs.map((run) => ({
    db: run.name,
    RSS: r(run.atStart),
    "V8 heap used": r(run.startSample.heapUsed),
    "V8 heap resident": r(run.startSample.v8Physical),
    "V8 new space": r(run.startSample.spaces.new_space?.physical ?? 0),
    "ArrayBuffers (incl. wasm memory)": r(run.startSample.arrayBuffers),
    "WebAssembly memory": r(run.startSample.wasmMemory ?? 0),
    "V8 malloc peak": r(run.startSample.v8PeakMalloced),
  })),
);
console.log("\nRSS by kind of traffic (MB; one-second samples while that kind ran, 10 connections)");
for (const run of runs) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  console.log(run.name);
  console.table(
    [...run.byKind].map(([kind, k]) => ({
      traffic: kind,
      "req/s": r(k.requests / Math.max(1, k.seconds)),
      "RSS median": r(median(k.samples)),
      "RSS peak": r(k.peak),
    })),
  );
}
for (const run of runs) {
  if (run.heapKinds) {
    console.log(`${run.name}: the V8 heap's largest kinds of object at the end (self size)`);
    console.table(run.heapKinds);
  }
}

if (soak) {
  const soakRows = runs.map((run) => {
    const g = soakGrowth(run.series);
    const allowed = (x) => Math.max(x * SOAK_GROWTH.fraction, SOAK_GROWTH.minMb);
    const grew = [];
    if (!(g.rss[1] - g.rss[0] <= allowed(g.rss[0]))) grew.push("RSS");
    if (!(g.heap[1] - g.heap[0] <= allowed(g.heap[0]))) grew.push("V8 live heap");
    failures.push(...grew.map((what) => `${run.name}: ${what} grew after minute 5`));
    return {
      db: run.name,
      "RSS min 5–10": r(g.rss[0]),
      "RSS last 5 min": r(g.rss[1]),
      "V8 live heap min 5–10": r(g.heap[0]),
      "V8 live heap last 5 min": r(g.heap[1]),
      check: grew.length ? `GREW (${grew.join(", ")})` : "ok",
    };
  });
  console.log(
    `\nSoak: growth from minute 5 to the end (medians of RSS, lowest V8 heap used; allowed: ${SOAK_GROWTH.fraction * 100} % or ${SOAK_GROWTH.minMb} MB)`,
  );
  console.table(soakRows);
}

if (failures.length) {
  console.error(`\nMemory check failed:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
}
