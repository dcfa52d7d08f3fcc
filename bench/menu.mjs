// `npm run bench:menu`: /guntoormenu server time under 50 connections (and the same bytes as a
// static file, for the DESIGN ratio), the page's HTML and JS weight gzipped, and the time to
// import 1,000 items through the admin's import API. Needs `npm run build` first.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { freePort } from "./lib.mjs";
import { localServerEnv } from "../scripts/local-server-env.mjs";

const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(`.tmp/bench-menu-${port}`);
const password = "bench-password-123";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ["server.js"], {
  env: localServerEnv({ port, dataDir, demoPassword: password, logLevel: "silent" }),
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

async function waitHealthy() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not become healthy");
}

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function load(url, headers) {
  const times = [];
  const instance = autocannon({ url, connections: 50, duration: seconds, headers });
  instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

await waitHealthy();

const entry = await fetch(`${base}/guntoorlogin?index`, {
  method: "POST",
  // The form stores 10 entries per address in 10 minutes; runs in a row stay under it this way.
  headers: {
    "x-forwarded-for": `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
  },
  body: new URLSearchParams({ customerName: "Bench", phoneNumber: "9876543210", numGuests: "2" }),
  redirect: "manual",
});
const visitor = cookieOf(entry);
if (!visitor.includes("guntoor_visitor=")) throw new Error(`no visitor pass (status ${entry.status})`);

const page = await fetch(`${base}/guntoormenu`, { headers: { cookie: visitor } });
const html = await page.text();
if (!html.includes("Andhra Meals")) throw new Error("the menu did not render");
const scripts = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((m) => m[1]);
let jsGzip = 0;
for (const src of new Set(scripts)) {
  jsGzip += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length;
}
const staticName = `bench-menu-${process.pid}.html`;
const staticFile = path.resolve("build/client", staticName);
writeFileSync(staticFile, html);

console.log(`Loading /guntoormenu with 50 connections for ${seconds} s…`);
const ssr = await load(`${base}/guntoormenu`, { cookie: visitor, "accept-encoding": "gzip" });
console.log(`Loading the same bytes as a static file for ${seconds} s…`);
const stat = await load(`${base}/${staticName}`, { "accept-encoding": "gzip" });
rmSync(staticFile, { force: true });

const login = await fetch(`${base}/luxebooking/login?index`, {
  method: "POST",
  body: new URLSearchParams({ email: "admin@demo.test", password, redirectTo: "/guntoormenuadmin" }),
  redirect: "manual",
});
const staff = cookieOf(login);
const rows = Array.from({ length: 1000 }, (_, i) => ({
  name: `Bench Item ${i + 1}`,
  description: "Benchmark import row",
  category: i % 2 ? "appetizers" : "mainCourse",
  price_inr: 100 + (i % 50),
  isVeg: i % 3 === 0,
}));
const started = performance.now();
let imported = 0;
for (let i = 0; i < rows.length; i += 100) {
  const response = await fetch(`${base}/api/v1/menu/import`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: staff },
    body: JSON.stringify({ rows: rows.slice(i, i + 100) }),
  });
  const result = await response.json();
  imported += result.successful ?? 0;
}
const importMs = Math.round(performance.now() - started);

const figures = {
  at: new Date().toISOString(),
  database: "PGlite (embedded)",
  guntoormenu: ssr,
  staticSameBytes: stat,
  ssrToStaticThroughput: Number((ssr.requestsPerSecond / stat.requestsPerSecond).toFixed(2)),
  htmlBytes: Buffer.byteLength(html),
  htmlGzipBytes: gzipSync(html).length,
  jsFiles: new Set(scripts).size,
  jsGzipBytes: jsGzip,
  import1000: { imported, ms: importMs },
};
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  `bench/results/menu-${figures.at.slice(0, 19).replace(/:/g, "")}.json`,
  JSON.stringify(figures, null, 2),
);
console.log(JSON.stringify(figures, null, 2));
console.log(
  `\n/guntoormenu: p50 ${ssr.p50} ms, p95 ${ssr.p95} ms, p99 ${ssr.p99} ms, ${ssr.requestsPerSecond} req/s ` +
    `(static: ${stat.requestsPerSecond} req/s, ratio ${figures.ssrToStaticThroughput}); ` +
    `HTML ${(figures.htmlGzipBytes / 1024).toFixed(1)} KB gz, JS ${(jsGzip / 1024).toFixed(1)} KB gz; ` +
    `import of 1,000 items: ${importMs} ms (${imported} imported)`,
);
stop();
await once(server, "exit");
rmSync(dataDir, { recursive: true, force: true });
process.exit(imported === 1000 ? 0 : 1);
