// npm run bench [-- --quick]
// Load-tests the production build: for each page, requests/s, p50 and p99 at 50 connections, and the
// ratio against the same bytes served as a static file by the same server in the same run; plus the
// HTML and JavaScript weight of each page (gzipped).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { load, pageWeight, signIn, startServer } from "./lib.mjs";

const quick = process.argv.includes("--quick");
const duration = quick ? 3 : 10;
const targets = [
  { name: "/", path: "/" },
  { name: "/luxe", path: "/luxe" },
  { name: "/guntoormenu", path: "/guntoormenu", visitor: true },
  { name: "/luxebooking (admin)", path: "/luxebooking", role: "admin" },
  { name: "reservations API", path: "/api/v1/reservations", role: "admin" },
];

const server = await startServer();
const staticDir = path.resolve("build/client/__bench");
mkdirSync(staticDir, { recursive: true });
const rows = [];
try {
  const cookies = {};
  for (const t of targets) {
    const headers = {};
    if (t.role) headers.cookie = cookies[t.role] ??= await signIn(server.url, t.role);
    const url = `${server.url}${t.path}`;
    const first = await fetch(url, { headers, redirect: "manual" });
    if (first.status !== 200) {
      rows.push({ page: t.name, note: `HTTP ${first.status}: not benchmarked` });
      continue;
    }
    const body = await first.text();
    const file = `${t.name.replace(/[^a-z0-9]+/gi, "_")}.${first.headers.get("content-type")?.includes("json") ? "json" : "html"}`;
    writeFileSync(path.join(staticDir, file), body);
    const page = await load(url, { duration, headers });
    const stat = await load(`${server.url}/__bench/${file}`, { duration });
    const weight = first.headers.get("content-type")?.includes("html")
      ? await pageWeight(url, headers)
      : null;
    rows.push({
      page: t.name,
      "req/s": Math.round(page.rps),
      "p50 ms": page.p50,
      "p99 ms": page.p99,
      errors: page.errors,
      "static req/s": Math.round(stat.rps),
      ratio: (page.rps / stat.rps).toFixed(2),
      "HTML gz KB": weight ? (weight.html / 1024).toFixed(1) : "",
      "JS gz KB": weight ? (weight.js / 1024).toFixed(1) : "",
    });
  }
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  await server.stop();
}
console.log(`\nBenchmark: 50 connections, ${duration} s per run, production build, embedded database`);
console.table(rows);
