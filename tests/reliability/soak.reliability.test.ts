import { rmSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ServerProcess, tempDataDir } from "../support/server-process";
import { type Cluster, createCluster } from "../support/postgres-cluster";
import { full, report, SOAK_RATE, sizes } from "./mode";
import { reservationForm, rssKb, signIn, startProduct, visitorHeaders, visitorPhone } from "./support";

let server: ServerProcess | undefined;
let cluster: Cluster | undefined;
const dataDir = tempDataDir();
beforeAll(async () => {
  // Full mode: the embedded database, the default deployment, whose memory is in this process.
  // Quick mode (CI): PostgreSQL, so the RSS measured is the server's own. PGlite's WebAssembly
  // heap grows in ~60 MB steps for its first minutes: in a 20 s window one step alone decides a
  // 10 % bound, which measures PGlite's warm-up rather than a leak of ours.
  if (!full) cluster = await createCluster();
  server = await startProduct({ dataDir, databaseUrl: cluster?.url });
});
afterAll(() => {
  server?.child.kill("SIGKILL");
  cluster?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Seconds the server rests after the last answer while its RSS is still sampled. */
const REST_SECONDS = 5;

type Request = {
  method: "GET" | "POST";
  path: string;
  body?: URLSearchParams;
  cookie?: string;
  headers?: Record<string, string>;
};

/** One request of the mix: mostly guests reading pages, staff reading and writing, visitors signing in. */
function pick(n: number, cookies: { operations: string; manager: string; visitor: string }): Request {
  const guest: Request[] = [
    { method: "GET", path: "/" },
    { method: "GET", path: "/luxe" },
    { method: "GET", path: "/gallery" },
    { method: "GET", path: "/contact" },
    { method: "GET", path: "/menu" },
    { method: "GET", path: "/guntoormenu", cookie: cookies.visitor },
    { method: "GET", path: "/guntoorlogin" },
    { method: "GET", path: "/sitemap.xml" },
    { method: "GET", path: "/api/health" },
  ];
  const staff: Request[] = [
    { method: "GET", path: "/luxebooking", cookie: cookies.operations },
    { method: "GET", path: "/luxebooking/past-reservations", cookie: cookies.operations },
    { method: "GET", path: "/luxebooking/manager", cookie: cookies.manager },
    { method: "GET", path: "/guntoormenuadmin", cookie: cookies.manager },
    {
      method: "GET",
      path: "/api/v1/reservations/overlaps?date=2031-01-01&start=10:00&end=12:00",
      cookie: cookies.operations,
    },
  ];
  switch (n % 10) {
    case 0:
      return {
        method: "POST",
        path: "/guntoorlogin",
        body: new URLSearchParams({
          customerName: `soak ${n}`,
          phoneNumber: visitorPhone(n),
          numGuests: "3",
        }),
        headers: visitorHeaders(n),
      };
    case 1:
      return n % 20 === 1
        ? {
            method: "POST",
            path: "/luxebooking/new-reservation",
            body: reservationForm(100_000 + n, `soak ${n}`),
            cookie: cookies.operations,
          }
        : staff[Math.floor(n / 10) % staff.length]!;
    case 2:
    case 3:
      return staff[(n * 7) % staff.length]!;
    default:
      return guest[(n * 13) % guest.length]!;
  }
}

it(`serves ${SOAK_RATE} requests/s of mixed traffic for ${sizes.soakSeconds} s with 0 errors and RSS growth under 10 %`, async () => {
  const url = server!.url;
  const pid = server!.child.pid!;
  const visit = await fetch(`${url}/guntoorlogin`, {
    method: "POST",
    body: new URLSearchParams({
      customerName: "Soak Visitor",
      phoneNumber: visitorPhone(65_535),
      numGuests: "2",
    }),
    headers: visitorHeaders(65_535),
  });
  expect(visit.status).toBe(200);
  const cookies = {
    operations: await signIn(url, "operations"),
    manager: await signIn(url, "manager"),
    // The menu is shown to visitors who filled in the entry form (spec 3.1).
    visitor: visit.headers.get("set-cookie")!.split(";")[0]!,
  };
  const errors: string[] = [];
  const latencies: number[] = [];
  const byPath = new Map<string, number[]>();
  const samples: { t: number; kb: number }[] = [];
  const total = (sizes.soakWarmupSeconds + sizes.soakSeconds) * SOAK_RATE;
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ t: Date.now() - started, kb: rssKb(pid) }), 1000);
  const inFlight: Promise<void>[] = [];
  // Open loop: request n leaves at n / rate seconds whether or not earlier ones have answered,
  // so a slow server meets the same load instead of being given a rest.
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / SOAK_RATE;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const req = pick(n, cookies);
    inFlight.push(
      (async () => {
        const t0 = performance.now();
        try {
          const res = await fetch(`${url}${req.path}`, {
            method: req.method,
            body: req.body,
            headers: { ...req.headers, ...(req.cookie ? { cookie: req.cookie } : {}) },
            redirect: "manual",
          });
          await res.arrayBuffer();
          if (res.status !== 200) errors.push(`${req.method} ${req.path}: ${res.status}`);
        } catch (error) {
          errors.push(`${req.method} ${req.path}: ${(error as Error).message}`);
        }
        const ms = performance.now() - t0;
        latencies.push(ms);
        const key = `${req.method} ${req.path.split("?")[0]}`;
        byPath.set(key, [...(byPath.get(key) ?? []), ms]);
      })(),
    );
  }
  // The last request has left: the span over which the load was offered.
  const offeredSeconds = (Date.now() - started) / 1000;
  await Promise.all(inFlight);
  const seconds = (Date.now() - started) / 1000;
  // Every request has been answered; the server now rests for a few seconds while sampling goes on.
  const drained = Date.now() - started;
  await new Promise((r) => setTimeout(r, REST_SECONDS * 1000));
  clearInterval(sampler);

  // A leak is memory kept after the requests that made it have been answered. Under a loaded
  // machine the open loop builds a backlog of requests in flight, whose buffers raise the RSS while
  // the load lasts and say nothing about a leak (CI once read +16 % that way). So the measure is
  // the floor of the RSS: the lowest sample of the first seconds after warm-up, against the lowest
  // sample once every request was answered.
  const warm = samples.filter((s) => s.t >= sizes.soakWarmupSeconds * 1000 && s.t < drained);
  const rest = samples.filter((s) => s.t >= drained);
  const floor = (xs: { kb: number }[]) => Math.min(...xs.map((s) => s.kb));
  const window = Math.max(3, Math.floor(warm.length / 10));
  const before = floor(warm.slice(0, window));
  const after = floor(rest);
  const growth = (after - before) / before;
  latencies.sort((a, b) => a - b);
  const p = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  report(
    `soak: ${total} requests sent in ${offeredSeconds.toFixed(1)} s (${(total / offeredSeconds).toFixed(1)}/s), answered in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(1)}/s), ${errors.length} errors, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms; RSS floor after warm-up ${(before / 1024).toFixed(0)} MB → at rest after the last answer ${(after / 1024).toFixed(0)} MB (${(growth * 100).toFixed(1)} %)`,
  );
  const slowest = [...byPath]
    .map(([key, ms]) => ({ key, p99: ms.sort((a, b) => a - b)[Math.floor(0.99 * (ms.length - 1))]! }))
    .sort((a, b) => b.p99 - a.p99)
    .slice(0, 3);
  report(`soak: slowest p99 ${slowest.map((s) => `${s.key} ${s.p99.toFixed(0)} ms`).join(", ")}`);
  report(`soak: RSS MB each second ${samples.map((s) => Math.round(s.kb / 1024)).join(" ")}`);
  expect(errors.slice(0, 20)).toEqual([]);
  // The rate was actually offered: the generator sent on schedule. How fast the server answers
  // (the rate over the last answer, above) depends on the machine's speed and what shares it, and
  // is `npm run bench`'s to measure (a fresh-clone CI run answered at 73.8/s on a machine three
  // times slower that hour, with 0 errors and no growth): this suite's claim is that a server under
  // that load loses no request and keeps no memory.
  expect(total / offeredSeconds).toBeGreaterThan(SOAK_RATE * 0.9);
  expect(growth).toBeLessThan(0.1);
});
