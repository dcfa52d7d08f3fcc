// npm run bench [-- --quick]
// Load-tests the production build: for each target of issue 6 (/, /luxe, /guntoormenu, a signed-in
// /luxebooking dashboard, the reservations API), requests/s, p50 and p99 at 50 connections, and the
// ratio against the same bytes served as a static file by the same server in the same run; public
// pages both from the page cache ("cached") and rendered for every request ("SSR": a query string
// keeps a request out of the cache). Plus each page's HTML and JavaScript weight, gzipped.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { load, pageWeight, signIn, startServer, visitorPass } from "./lib.mjs";

const quick = process.argv.includes("--quick");
const duration = quick ? 2 : 10;
const warmup = quick ? 0 : 2;

// The reservations API lists the calendar month of today (IST), as the dashboard's calendar does.
const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const month = today.slice(0, 7);
const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
const range = `from=${month}-01&to=${month}-${String(lastDay).padStart(2, "0")}`;

const targets = [
  { name: "/", path: "/", uncached: true },
  { name: "/luxe", path: "/luxe", uncached: true },
  { name: "/guntoormenu", path: "/guntoormenu", visitor: true, uncached: true },
  { name: "/luxebooking (admin)", path: "/luxebooking", role: "admin" },
  { name: "reservations API", path: `/api/v1/reservations?${range}`, role: "admin" },
];

const server = await startServer();
const staticDir = path.resolve("build/client/__bench");
mkdirSync(staticDir, { recursive: true });
const rows = [];
const started = Date.now();
try {
  const cookies = {};
  for (const t of targets) {
    const headers = {};
    if (t.role) headers.cookie = cookies[t.role] ??= await signIn(server.url, t.role);
    if (t.visitor) headers.cookie = cookies.visitor ??= await visitorPass(server.url);
    const url = `${server.url}${t.path}`;
    const first = await fetch(url, { headers, redirect: "manual" });
    if (first.status !== 200) {
      rows.push({ target: t.name, mode: "", note: `HTTP ${first.status}: not benchmarked` });
      continue;
    }
    const body = await first.text();
    const json = first.headers.get("content-type")?.includes("json");
    const file = `${t.name.replace(/[^a-z0-9]+/gi, "_")}.${json ? "json" : "html"}`;
    writeFileSync(path.join(staticDir, file), body);
    const weight = json ? null : await pageWeight(url, headers);
    if (warmup) await load(`${server.url}/__bench/${file}`, { duration: warmup });
    const stat = await load(`${server.url}/__bench/${file}`, { duration });
    const modes = t.uncached
      ? [
          ["cached", url],
          ["SSR", `${url}?bench=uncached`],
        ]
      : [[json ? "uncached" : "SSR", url]];
    for (const [mode, modeUrl] of modes) {
      if (warmup) await load(modeUrl, { duration: warmup, headers });
      const page = await load(modeUrl, { duration, headers });
      rows.push({
        target: t.name,
        mode,
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
  }
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  await server.stop();
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\nBenchmark: 50 connections, ${duration} s per run${warmup ? ` after ${warmup} s of warm-up` : ""}, production build, embedded database (${seconds} s)`,
);
console.log(
  '"cached": from the page cache; "SSR": rendered for every request; ratio: req/s ÷ the same bytes as a static file',
);
console.table(rows);
