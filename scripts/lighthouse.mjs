// `npm run lighthouse`: Lighthouse (mobile, default throttling) with Debian chromium on the
// guests' pages of the production build (the Guntoor menu with a visitor pass), each run
// LIGHTHOUSE_RUNS times (3): prints the median run's four category scores and LCP/TBT/CLS per
// page (Lighthouse's own median run: by FCP and TTI), the range of the Performance scores, and the
// JavaScript sent on each page (transfer size). Reports go to .tmp/lighthouse/.
// `/event/<token>` (issue 30, the client's own page) is measured on a demo reservation's client link
// that an administrator makes first (bench/client-link.mjs; on LIGHTHOUSE_URL the demo password is
// LIGHTHOUSE_DEMO_PASSWORD). That page is `noindex` by design (a private link): its SEO score lacks
// the 'is-crawlable' audit, and the table says so beside the score.
// LIGHTHOUSE_URL=http://host:port measures a running server; otherwise one is started here
// on a fresh embedded database (on a free port, or LIGHTHOUSE_PORT), removed afterwards.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { demoClientLink } from "../bench/client-link.mjs";
import { CHROMIUM_ARGS } from "./chromium.mjs";
import { freePort } from "./local-server-env.mjs";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";

const pages = (
  process.env.LIGHTHOUSE_PAGES ?? "/,/luxe,/gallery,/contact,/menu,/guntoorlogin,/guntoormenu,/event/<token>"
).split(",");
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const outDir = ".tmp/lighthouse";
const demoPassword = process.env.LIGHTHOUSE_DEMO_PASSWORD ?? "lighthouse-demo-password";
mkdirSync(outDir, { recursive: true });

async function waitForHealth(url, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server at ${url} did not become healthy`);
}

let server = null;
let dataDir = null;
let base = process.env.LIGHTHOUSE_URL;
if (!base) {
  if (!existsSync("build/server/index.js")) {
    console.error("No production build: run `npm run build` first (or set LIGHTHOUSE_URL).");
    process.exit(1);
  }
  const port = process.env.LIGHTHOUSE_PORT ?? String(await freePort());
  dataDir = `.tmp/lighthouse-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: port,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      DEMO_PASSWORD: demoPassword,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHealth(base);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

/** A visitor pass for /guntoormenu (without one it redirects to the visitor form). */
async function visitorPass() {
  const response = await fetch(`${base}/guntoorlogin`, {
    method: "POST",
    // The form stores 10 entries per address in 10 minutes: each run looks like its own guest.
    headers: {
      "x-forwarded-for": `198.19.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
    },
    body: new URLSearchParams({
      customerName: "Lighthouse Guest",
      phoneNumber: "9876543210",
      numGuests: "2",
    }),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`The visitor form gave no pass (HTTP ${response.status})`);
  return cookie;
}

/** An administrator's session cookie (the demo accounts), to make the client link. */
async function adminCookie() {
  const response = await fetch(`${base}/luxebooking/login`, {
    method: "POST",
    body: new URLSearchParams({ email: "admin@demo.test", password: demoPassword }),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie)
    throw new Error(`Signing in as admin failed (HTTP ${response.status})`);
  return cookie;
}

const rows = [];
try {
  for (const page of pages) {
    const path = page === "/event/<token>" ? await demoClientLink(base, await adminCookie()) : page;
    const extraHeaders = path.startsWith("/guntoormenu") ? { Cookie: await visitorPass() } : undefined;
    const results = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        extraHeaders,
      });
      results.push(result);
    }
    // A run that never painted (a runtime error, e.g. NO_FCP on a busy machine) has no metrics to rank.
    const valid = filterToValidRuns(results.map((r) => r.lhr));
    const failed = results.length - valid.length;
    if (failed) {
      const errors = results.map((r) => r.lhr.runtimeError?.code).filter(Boolean);
      console.log(`${page}: ${failed} of ${runs} runs failed (${errors.join(", ")}), left out of the median`);
    }
    if (valid.length === 0) {
      rows.push({ page, performance: "no valid run" });
      continue;
    }
    const performances = valid.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
    const lhr = computeMedianRun(valid);
    const result = results.find((r) => r.lhr === lhr) ?? results[0];
    const name = page === "/" ? "home" : page === "/event/<token>" ? "event" : page.slice(1);
    writeFileSync(`${outDir}/${name}.json`, result.report);
    if (lhr.runtimeError) console.log(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
      (item) => item.resourceType === "Script",
    );
    const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const noindex = lhr.audits["is-crawlable"]?.score === 0;
    rows.push({
      page,
      performance: score("performance"),
      [`performance of ${runs}`]: `${Math.min(...performances)}–${Math.max(...performances)}${failed ? ` (${valid.length} valid)` : ""}`,
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: noindex ? `${score("seo")} (noindex)` : score("seo"),
      LCP: `${(metric("largest-contentful-paint") / 1000).toFixed(2)} s`,
      TBT: `${Math.round(metric("total-blocking-time"))} ms`,
      CLS: metric("cumulative-layout-shift").toFixed(3),
      "JS (gzip)": `${(jsBytes / 1024).toFixed(1)} KB`,
    });
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary",
    );
    if (failing.length) console.log(`${page}: failing audits: ${failing.map((a) => a.id).join(", ")}`);
  }
} finally {
  chrome.kill();
  if (server) {
    server.kill("SIGTERM");
    await once(server, "exit");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.table(rows);
writeFileSync(`${outDir}/summary.json`, JSON.stringify(rows, null, 2));
