import { writeFileSync } from "node:fs";
import { createServer, get, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import {
  connectionLimit,
  connectionWait,
  guardConnections,
  openFileLimit,
  WAIT_STEPS,
} from "../../server/connections";

const logger = pino({ level: "silent" });
let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r) ?? r(null));
});

/** A server whose /slow answers only when told to, guarded at `limit` connections. */
async function start(limit: number, waitMs?: number) {
  const pending: (() => void)[] = [];
  server = createServer((req, res) => {
    if (req.url === "/slow") pending.push(() => res.end("slow"));
    else res.end("ok");
  });
  const guard = guardConnections(server, { limit, logger, waitMs });
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  return {
    port,
    guard,
    /** How many /slow requests the server has taken and not answered yet. */
    slowInProgress: () => pending.length,
    finishSlow: () => {
      for (const finish of pending.splice(0)) finish();
    },
  };
}

function open(port: number): Promise<Socket & { closedAt?: number }> {
  return new Promise((resolve, reject) => {
    const socket: Socket & { closedAt?: number } = connect(port, "127.0.0.1", () => resolve(socket));
    socket.on("error", reject);
    socket.on("close", () => {
      socket.closedAt = Date.now();
    });
    sockets.push(socket);
  });
}

function fetchText(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.on("data", (c) => {
        body += c;
      });
      res.on("end", () => resolve(body));
    }).on("error", reject);
  });
}

describe("guardConnections", () => {
  it("over its limit closes the connection waiting longest, never one with a request in progress", async () => {
    const { port, guard, slowInProgress, finishSlow } = await start(3);
    // Each connection is the server's (and the request in progress) before the next one comes.
    const slow = fetchText(port, "/slow");
    await expect.poll(slowInProgress).toBe(1);
    const idleOld = await open(port);
    await expect.poll(() => guard.open).toBe(2);
    const idleNew = await open(port);
    await expect.poll(() => guard.open).toBe(3);
    expect(guard.open).toBe(3);
    // A fourth connection: the oldest idle one makes room, and the request is answered.
    expect(await fetchText(port, "/")).toBe("ok");
    expect(idleOld.closedAt).toBeDefined();
    expect(idleNew.closedAt).toBeUndefined();
    finishSlow();
    expect(await slow).toBe("slow");
  });

  it("closes the new connection when every connection has a request in progress", async () => {
    const { port, slowInProgress, finishSlow } = await start(2);
    const slow = [fetchText(port, "/slow"), fetchText(port, "/slow")];
    await expect.poll(slowInProgress).toBe(2);
    const late = await open(port);
    await expect.poll(() => late.closedAt).toBeDefined();
    expect(late.closedAt).toBeDefined();
    finishSlow();
    expect(await Promise.all(slow)).toEqual(["slow", "slow"]);
  });
});

describe("connections waiting for their request", () => {
  it("are closed after 1 to 1.5 times the wait limit, idle or sending headers slowly; a request in progress is not", async () => {
    const { port, finishSlow } = await start(100, 300);
    // How late this process's timers ran meanwhile: on npm test's busy cores (load 10 on 2) the
    // process can wait its turn for hundreds of milliseconds, and a close comes that much later.
    const lateness = monitorEventLoopDelay({ resolution: 10 });
    lateness.enable();
    const opened = Date.now();
    const slow = fetchText(port, "/slow");
    const idle = await open(port);
    const dripping = await open(port);
    dripping.write("GET / HTTP/1.1\r\nHost: x\r\n");
    const drip = setInterval(() => dripping.write("X-Slow: 1\r\n"), 50);
    await expect
      .poll(() => [idle, dripping].every((socket) => socket.closedAt !== undefined), { timeout: 20_000 })
      .toBe(true);
    clearInterval(drip);
    lateness.disable();
    // Every stall counts (several 200 ms waits for the cores add up, the longest alone does not).
    // Each sample is the time between two ticks of a 10 ms timer: what exceeds 10 ms is lateness.
    const tickNs = 10 * 1e6;
    const lateMs = Math.max(lateness.max, (lateness.mean - tickNs) * lateness.count) / 1e6;
    for (const socket of [idle, dripping]) {
      expect(socket.closedAt).toBeDefined();
      expect(socket.closedAt! - opened).toBeGreaterThanOrEqual(290);
      expect(socket.closedAt! - opened).toBeLessThan(600 + lateMs);
    }
    finishSlow();
    expect(await slow).toBe("slow");
  });
});

describe("a connection's wait limit", () => {
  it("is drawn between 1 and 1.5 times the limit from a few whole-millisecond durations (one timer list each)", () => {
    const draws = Array.from({ length: 10_000 }, () => connectionWait(10_000));
    for (const ms of draws) {
      expect(Number.isInteger(ms)).toBe(true);
      expect(ms).toBeGreaterThanOrEqual(10_000);
      expect(ms).toBeLessThanOrEqual(15_000);
    }
    const distinct = new Set(draws);
    expect(distinct.size).toBeLessThanOrEqual(WAIT_STEPS + 1);
    // Still spread: the whole range is used.
    expect(distinct.size).toBeGreaterThan(WAIT_STEPS / 2);
    expect(connectionWait(10_000, () => 0)).toBe(10_000);
    expect(connectionWait(10_000, () => 0.999_999)).toBe(15_000);
  });
});

describe("connection limits from the open-file limit", () => {
  it("reads the limit Node runs with and keeps a reserve of files for the database and uploads", () => {
    const file = path.join(os.tmpdir(), `limits-${process.pid}`);
    writeFileSync(
      file,
      "Limit                     Soft Limit           Hard Limit           Units\nMax open files            20000                20000                files\n",
    );
    expect(openFileLimit(file)).toBe(20_000);
    expect(openFileLimit(path.join(os.tmpdir(), "no-such-limits"))).toBeNull();
    expect(connectionLimit(20_000)).toBe(18_000);
    expect(connectionLimit(2_048)).toBe(1_536);
    expect(connectionLimit(1_024)).toBe(512);
    expect(connectionLimit(null)).toBe(10_000);
  });
});
