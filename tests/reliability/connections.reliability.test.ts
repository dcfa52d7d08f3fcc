import { type ChildProcess, fork } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ServerProcess, tempDataDir } from "../support/server-process";
import { report, sizes } from "./mode";
import { DEMO_PASSWORD, startProduct, visitorHeaders, visitorPhone } from "./support";

// Issue 12 item 9: thousands of held connections (idle, slow headers, live-update streams with
// free visitor passes) exhausted the server's open files; /api/health and sign-in failed for as
// long as they were held. The server is started with the test's open-file limit and stream cap.
const PER_BROWSER =
  "Too many live-update connections from this browser (at most 5). Close another tab and try again.";
const SERVER_FULL = "The server has too many live-update connections open. Please try again in a minute.";

let server: ServerProcess | undefined;
const holders: ChildProcess[] = [];
const dataDir = tempDataDir();
beforeAll(async () => {
  server = await startProduct({
    dataDir,
    env: { LIVE_STREAMS_MAX: String(sizes.liveStreamsMax) },
    fdLimit: sizes.fdLimit,
  });
});
afterAll(() => {
  for (const holder of holders) holder.kill("SIGKILL");
  server?.child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

type Figures = Record<string, unknown>;
interface Holder {
  ready: Promise<Figures>;
  stop(): Promise<Figures>;
}

function hold(config: Record<string, unknown>): Holder {
  const child = fork(
    fileURLToPath(new URL("./connection-holder.mjs", import.meta.url)),
    [JSON.stringify(config)],
    {
      execArgv: [],
    },
  );
  holders.push(child);
  const next = (type: string) =>
    new Promise<Figures>((resolve, reject) => {
      const onMessage = (message: Figures) => {
        if (message.type !== type) return;
        child.off("message", onMessage);
        resolve(message);
      };
      child.on("message", onMessage);
      child.once("exit", (code) => reject(new Error(`connection holder exited (${code}) before "${type}"`)));
    });
  const ready = next("ready");
  return {
    ready,
    stop() {
      const final = next("final");
      child.send("stop");
      return final;
    },
  };
}

/** One request on a new connection (a reused one would not meet a server that refuses to accept). */
function timed(
  method: string,
  path: string,
  body?: string,
): Promise<{ status: number; ms: number; error?: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      `${server!.url}${path}`,
      {
        method,
        agent: false,
        headers: body ? { "content-type": "application/x-www-form-urlencoded" } : {},
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.setTimeout(5_000, () => req.destroy(new Error("no answer within 5 s")));
    req.on("error", (error) =>
      resolve({
        status: 0,
        ms: performance.now() - started,
        error: (error as NodeJS.ErrnoException).code ?? error.message,
      }),
    );
    req.end(body);
  });
}

async function visitorPass(n: number): Promise<string> {
  const res = await fetch(`${server!.url}/guntoorlogin`, {
    method: "POST",
    body: new URLSearchParams({ customerName: `Holder ${n}`, phoneNumber: visitorPhone(n), numGuests: "2" }),
    // Each pass from its own address: the visitor form takes 10 entries per address (issue 12).
    headers: visitorHeaders(n),
    redirect: "manual",
  });
  expect(res.status).toBe(200);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

/** Connections the kernel dropped because a listen queue was full (all processes of the machine). */
function listenOverflows(): number {
  const lines = readFileSync("/proc/net/netstat", "utf8")
    .split("\n")
    .filter((l) => l.startsWith("TcpExt:"));
  const names = lines[0]?.split(/\s+/) ?? [];
  const values = lines[1]?.split(/\s+/) ?? [];
  return Number(values[names.indexOf("ListenOverflows")] ?? 0);
}

function openFiles(pid: number): { open: number; limit: string } {
  const limits = readFileSync(`/proc/${pid}/limits`, "utf8");
  const limit = /^Max open files\s+(\S+)/m.exec(limits)?.[1] ?? "?";
  return { open: readdirSync(`/proc/${pid}/fd`).length, limit };
}

it(`/api/health and a staff sign-in answer within 1 s while ${sizes.heldConnections} idle or slow connections and 2 × ${sizes.streamRequests} live-update requests are held`, async () => {
  const { port, child } = server!;
  // One flooder uses a single free visitor pass (the attack), the other enough passes that
  // the total cap, not the per-pass one, refuses the rest.
  const single = await visitorPass(0);
  const passes: string[] = [];
  for (let i = 1; i <= Math.ceil(sizes.liveStreamsMax / 5) + 10; i++) passes.push(await visitorPass(i));

  const started = Date.now();
  const overflowsBefore = listenOverflows();
  const slow = hold({ mode: "slow", port, count: sizes.heldConnections, dripMs: 2_000 });
  // The single pass's streams first: the per-pass cap refuses its 6th and later requests.
  const flooders: Holder[] = [];
  const opened: Figures[] = [];
  for (const cookies of [[single], passes]) {
    const flooder = hold({
      mode: "streams",
      port,
      path: "/api/v1/menu/events",
      cookies,
      count: sizes.streamRequests,
    });
    flooders.push(flooder);
    opened.push(await flooder.ready);
  }
  opened.push(await slow.ready);
  const openSeconds = (Date.now() - started) / 1000;

  // Probe while everything is held: health twice a second, a full sign-in every 5 s.
  const failures: string[] = [];
  const healthMs: number[] = [];
  const percentile = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!.toFixed(0);
  const signInMs: number[] = [];
  let mostFiles = openFiles(child.pid!);
  const holdFrom = Date.now();
  const holdUntil = holdFrom + sizes.holdSeconds * 1000;
  const at = () => `${((Date.now() - holdFrom) / 1000).toFixed(1)} s into the hold`;
  let nextSignIn = 0;
  while (Date.now() < holdUntil) {
    const health = await timed("GET", "/api/health");
    healthMs.push(health.ms);
    if (health.status !== 200 || health.ms >= 1000)
      failures.push(`health: ${health.status || health.error} in ${health.ms.toFixed(0)} ms, ${at()}`);
    if (Date.now() >= nextSignIn) {
      nextSignIn = Date.now() + 5_000;
      const signIn = await timed(
        "POST",
        "/luxebooking/login",
        new URLSearchParams({ email: "operations@demo.test", password: DEMO_PASSWORD }).toString(),
      );
      signInMs.push(signIn.ms);
      if (signIn.status !== 302 || signIn.ms >= 1000)
        failures.push(`sign-in: ${signIn.status || signIn.error} in ${signIn.ms.toFixed(0)} ms, ${at()}`);
    }
    const files = openFiles(child.pid!);
    if (files.open > mostFiles.open) mostFiles = files;
    await new Promise((r) => setTimeout(r, 500));
  }

  const overflows = listenOverflows() - overflowsBefore;
  const [slowFinal, ...streamFinals] = await Promise.all([slow.stop(), ...flooders.map((f) => f.stop())]);
  const accepted = streamFinals.reduce((sum, f) => sum + (f.accepted as number), 0);
  const refused: Record<string, number> = {};
  for (const f of streamFinals)
    for (const [message, count] of Object.entries(f.refused as Record<string, number>))
      refused[message] = (refused[message] ?? 0) + count;
  const max = (values: number[]) => Math.max(...values).toFixed(0);
  report(
    `connections: ${sizes.heldConnections} idle/slow held + 2 × ${sizes.streamRequests} stream requests (open in ${openSeconds.toFixed(1)} s), ` +
      `open-file limit ${mostFiles.limit}, most open ${mostFiles.open}; streams accepted ${accepted}, refused ${JSON.stringify(refused)}; ` +
      `slow/idle connections reopened ${slowFinal.closedByServer}, longest held ${slowFinal.longestMs} ms; listen-queue overflows ${overflows}; ` +
      `health ×${healthMs.length} median ${percentile(healthMs, 0.5)} ms max ${max(healthMs)} ms, ` +
      `sign-in ×${signInMs.length} median ${percentile(signInMs, 0.5)} ms max ${max(signInMs)} ms; failures ${failures.length}`,
  );
  expect(failures, JSON.stringify({ opened, slowFinal, streamFinals })).toEqual([]);

  // The caps: every pass holds at most 5 streams, and visitors' passes together at most half of
  // LIVE_STREAMS_MAX (issue 28 item 8: the other half stays for staff).
  expect(accepted).toBe(Math.floor(sizes.liveStreamsMax / 2));
  expect(Object.keys(refused).sort()).toEqual([SERVER_FULL, PER_BROWSER].sort());
  expect(streamFinals.map((f) => [f.other, f.errors, f.closedByServer])).toEqual([
    [{}, {}, 0],
    [{}, {}, 0],
  ]);
  // Slow and idle connections are closed by the server after 10–15 s (Node's own limit, the
  // backstop, is 20 s; before the fix 60 s checked every 30 s), not held for ever.
  expect(slowFinal.closedByServer).toBeGreaterThan(0);
  expect(slowFinal.longestMs as number).toBeLessThan(17_000);

  expect(child.exitCode).toBeNull();
  expect((await timed("GET", "/api/health")).status).toBe(200);
});
