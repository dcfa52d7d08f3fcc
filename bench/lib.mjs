// Shared helpers for the benchmarks: start the production build, sign in, load-test with autocannon.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

export const DEMO_PASSWORD = "bench-demo-password";

export function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node server.js` (production build) on a fresh embedded database with demo data.
 * `nodeArgs` go before server.js (e.g. `--cpu-prof`).
 */
export async function startServer(extraEnv = {}, { nodeArgs = [] } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "eden-bench-"));
  const child = spawn(process.execPath, [...nodeArgs, "server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error("server did not become healthy");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(url, role) {
  const res = await fetch(`${url}/luxebooking/login`, {
    method: "POST",
    body: new URLSearchParams({ email: `${role}@demo.test`, password: DEMO_PASSWORD }),
    redirect: "manual",
  });
  if (res.status !== 302) throw new Error(`sign-in as ${role} failed: ${res.status}`);
  return res.headers.get("set-cookie").split(";")[0];
}

/** A guest's visitor pass (spec 3.6): /guntoormenu redirects to the visitor form without one. */
export async function visitorPass(url) {
  const res = await fetch(`${url}/guntoorlogin`, {
    method: "POST",
    // The form stores 10 entries per address in 10 minutes; runs in a row stay under it this way.
    headers: {
      "x-forwarded-for": `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
    },
    body: new URLSearchParams({ customerName: "Bench Guest", phoneNumber: "9876543210", numGuests: "2" }),
    redirect: "manual",
  });
  if (res.status !== 200) throw new Error(`visitor form failed: ${res.status}`);
  return res.headers.get("set-cookie").split(";")[0];
}

/**
 * requests/s, p50 and p99 latency (ms) at `connections` concurrent connections; any answer
 * other than `status` (default 200) counts as an error.
 */
export function load(url, { connections = 50, duration = 10, headers = {}, status = 200 } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors:
          result.errors +
          result.timeouts +
          Object.entries(result.statusCodeStats ?? {})
            .filter(([code]) => Number(code) !== status)
            .reduce((sum, [, { count }]) => sum + count, 0),
      });
    });
  });
}

export const gz = (text) => gzipSync(Buffer.from(text)).length;

/** HTML and JavaScript weight of a page, gzipped, as a browser would fetch them. */
export async function pageWeight(url, headers = {}) {
  const html = await (await fetch(url, { headers })).text();
  const scripts = new Set();
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.js)"/g)) scripts.add(m[1]);
  for (const m of html.matchAll(/import\(?["']([^"']+\.js)["']\)?/g)) scripts.add(m[1]);
  let js = 0;
  for (const src of scripts) js += gz(await (await fetch(new URL(src, url))).text());
  return { html: gz(html), js, scripts: scripts.size };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
