// Issue 17 item 3: the signed-in admin dashboard against the framework's floor (React Router's
// smallest page, the 404 page) at 10 connections, on PGlite and PostgreSQL, in the same run.
// Targets: dashboard req/s ≥ ⅓ of the floor's on both databases; p99 ≤ 100 ms on PostgreSQL.
// Also the server's CPU time per answer (user + system of the server process, from /proc).
import { load, signIn } from "./lib.mjs";
import { cpuMs } from "./proc.mjs";

export const DASHBOARD_CONNECTIONS = 10;
export const DASHBOARD_MIN_RATIO = 1 / 3;
export const DASHBOARD_MAX_P99_MS_POSTGRES = 100;

async function measured(server, url, options) {
  const before = cpuMs(server.pid);
  const result = await load(url, options);
  const cpu = cpuMs(server.pid) - before;
  const requests = result.rps * options.duration;
  return { ...result, cpuPerRequest: requests ? cpu / requests : Number.NaN };
}

/**
 * The floor and the dashboard, each warmed up then measured, alternating twice so both see the
 * same machine (other jobs load it); the figures are the sums of both turns.
 */
export async function dashboardRows(server, database, { duration = 10, warmup = 2 } = {}) {
  const connections = DASHBOARD_CONNECTIONS;
  const cookie = await signIn(server.url, "admin");
  const targets = [
    { name: "floor: 404 page", url: `${server.url}/bench-not-found`, headers: {}, status: 404 },
    { name: "/luxebooking (admin)", url: `${server.url}/luxebooking`, headers: { cookie }, status: 200 },
  ];
  for (const t of targets) {
    const res = await fetch(t.url, { headers: t.headers, redirect: "manual" });
    if (res.status !== t.status) throw new Error(`${t.name}: HTTP ${res.status}`);
    if (warmup) await load(t.url, { connections, duration: warmup, headers: t.headers, status: t.status });
  }
  const turns = targets.map(() => []);
  const half = Math.max(1, duration / 2);
  for (let turn = 0; turn < 2; turn++) {
    for (const [i, t] of targets.entries()) {
      turns[i].push(
        await measured(server, t.url, { connections, duration: half, headers: t.headers, status: t.status }),
      );
    }
  }
  const [floor, dashboard] = turns.map((runs) => ({
    rps: runs.reduce((s, r) => s + r.rps, 0) / runs.length,
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    cpu: runs.reduce((s, r) => s + r.cpuPerRequest, 0) / runs.length,
  }));
  const ratio = dashboard.rps / floor.rps;
  const p99Limit = database === "PostgreSQL" ? DASHBOARD_MAX_P99_MS_POSTGRES : null;
  const ok =
    ratio >= DASHBOARD_MIN_RATIO &&
    dashboard.errors === 0 &&
    (p99Limit === null || dashboard.p99 <= p99Limit);
  const row = (name, r) => ({
    target: name,
    db: database,
    connections,
    "req/s": Math.round(r.rps),
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    errors: r.errors,
    "CPU ms/req": r.cpu.toFixed(2),
  });
  return {
    ok,
    rows: [
      { ...row("floor: 404 page", floor), "÷ floor": "1.00", target: "floor: 404 page", check: "" },
      {
        ...row("/luxebooking (admin)", dashboard),
        "÷ floor": ratio.toFixed(2),
        check: `${ok ? "ok" : "MISSED"} (≥ 0.33${p99Limit ? `, p99 ≤ ${p99Limit} ms` : ""})`,
      },
    ],
  };
}
