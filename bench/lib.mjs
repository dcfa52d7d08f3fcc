// Shared helpers for the benchmarks: start the production build, sign in, load-test with autocannon.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { freePort } from "../scripts/local-server-env.mjs";
import { mallocSettings, memoryFlags } from "../server/memory-settings.mjs";

export const DEMO_PASSWORD = "bench-demo-password";

export { freePort };

/**
 * Starts `node server.js` (production build) on a fresh embedded database with demo data, with the
 * product's memory settings (server/memory-settings.mjs: given here, as a process with an IPC
 * channel does not apply them itself). `nodeArgs` go before server.js (e.g. `--cpu-prof`); `ipc`
 * opens a channel to the server process; `onSpawn` is called with the process as soon as it exists.
 */
export async function startServer(extraEnv = {}, { nodeArgs = [], ipc = false, onSpawn } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "eden-bench-"));
  const settingsEnv = { ...process.env, ...extraEnv };
  const child = spawn(
    process.execPath,
    [
      ...memoryFlags(settingsEnv),
      ...(process.env.XNODEARGS ?? "").split(" ").filter(Boolean),
      ...nodeArgs,
      "server.js",
    ],
    {
      env: {
        ...mallocSettings(settingsEnv),
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_PASSWORD,
        LOG_LEVEL: "warn",
        ...extraEnv,
      },
      // An IPC channel for bench/memory-probe.mjs (bench:memory), when asked for.
      stdio: ipc ? ["ignore", "ignore", "inherit", "ipc"] : ["ignore", "ignore", "inherit"],
    },
  );
  onSpawn?.(child);
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
    child,
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

const staticImport = /\bfrom\s*["'`]([^"'`]+\.js)["'`]|\bimport\s*["'`]([^"'`]+\.js)["'`]/g;
const dynamicImport = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

/**
 * HTML and JavaScript weight of a page, gzipped, as a browser would fetch them: `js` is every script
 * the HTML references and every module those import (what loads with the page); `jsOnUse` adds the
 * modules the page's own scripts import on demand (the contact form's schema and captcha on first
 * use). Pages that hydrate are counted without their on-demand imports: those are other routes'.
 */
export async function pageWeight(url, headers = {}) {
  const html = await (await fetch(url, { headers })).text();
  const hydrated = html.includes("__reactRouterContext");
  const entry = new Set();
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.js)"/g))
    entry.add(new URL(m[1], url).href);
  for (const m of html.matchAll(/import\(?["']([^"']+\.js)["']\)?/g)) entry.add(new URL(m[1], url).href);
  const sizes = new Map();
  const onDemand = new Set();
  const visit = async (href) => {
    if (sizes.has(href)) return;
    const text = await (await fetch(href)).text();
    sizes.set(href, gz(text));
    for (const m of text.matchAll(staticImport)) await visit(new URL(m[1] ?? m[2], href).href);
    for (const m of text.matchAll(dynamicImport)) onDemand.add(new URL(m[1], href).href);
  };
  for (const href of entry) await visit(href);
  const js = [...sizes.values()].reduce((a, b) => a + b, 0);
  if (!hydrated) for (const href of onDemand) await visit(href);
  const jsOnUse = [...sizes.values()].reduce((a, b) => a + b, 0);
  return { html: gz(html), js, jsOnUse, scripts: sizes.size, hydrated };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
