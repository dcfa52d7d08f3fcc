// npm run bench:memory [-- --seconds=300] [--pglite-only]
// Issue 17 item 5: the server's resident memory (RSS, from /proc) right after start and after
// mixed traffic (public pages cached and rendered, the visitor menu, the signed-in dashboard and
// the reservations API, 10 connections), on the embedded PGlite and on a throw-away PostgreSQL.
import { readFileSync } from "node:fs";
import { createCluster, hasPostgres } from "../tests/support/postgres-cluster";
import { load, signIn, startServer, visitorPass } from "./lib.mjs";

const seconds = Number(process.argv.find((a) => a.startsWith("--seconds="))?.slice(10) ?? 300);

/** Resident memory of the process and its children (PGlite runs inside the server's process). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function measure(name, env) {
  const server = await startServer(env);
  try {
    const atStart = rssMb(server.pid);
    const admin = await signIn(server.url, "admin");
    const visitor = await visitorPass(server.url);
    const targets = [
      ["/", {}],
      ["/luxe?bench=uncached", {}],
      ["/gallery", {}],
      ["/guntoormenu", { cookie: visitor }],
      ["/luxebooking", { cookie: admin }],
      ["/api/v1/reservations?from=2026-11-01&to=2026-11-30", { cookie: admin }],
    ];
    // The traffic in turns of 10 s per target until the time is up; the peak is sampled every second.
    let peak = atStart;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
    }, 1000);
    const end = Date.now() + seconds * 1000;
    let requests = 0;
    for (let i = 0; Date.now() < end; i++) {
      const [path, headers] = targets[i % targets.length];
      const duration = Math.max(1, Math.min(10, Math.round((end - Date.now()) / 1000)));
      const result = await load(`${server.url}${path}`, { connections: 10, duration, headers });
      requests += Math.round(result.rps * duration);
    }
    clearInterval(sampler);
    const after = rssMb(server.pid);
    return {
      db: name,
      "RSS at start MB": atStart,
      [`RSS after ${seconds} s MB`]: after,
      "peak MB": peak,
      requests,
    };
  } finally {
    await server.stop();
  }
}

const rows = [await measure("PGlite", {})];
if (!process.argv.includes("--pglite-only") && hasPostgres()) {
  const cluster = await createCluster();
  try {
    rows.push(await measure("PostgreSQL", { DATABASE_URL: cluster.url, SEED_DEMO: "1" }));
  } finally {
    cluster.destroy();
  }
}
console.log(`\nServer memory (RSS of the server process), mixed traffic at 10 connections for ${seconds} s`);
console.table(rows);
