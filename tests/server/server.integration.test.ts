import { existsSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  freePort,
  type ServerProcess,
  startServer,
  tempDataDir,
  waitForHealth,
} from "../support/server-process";

const started: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const s of started) s.child.kill("SIGKILL");
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function dataDir() {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
}

async function start(env: Record<string, string>) {
  const server = await startServer(env);
  started.push(server);
  return server;
}

describe("the server process", () => {
  it("stops at start with a message naming a wrongly set variable", async () => {
    const server = await start({ DATA_DIR: dataDir(), SESSION_IDLE_HOURS: "soon" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("SESSION_IDLE_HOURS");
  });

  it("answers 503 on /api/health until migrations are applied, then 200, and prints the demo accounts", async () => {
    const dir = dataDir();
    const server = await start({ DATA_DIR: dir, DEMO_PASSWORD: "demo-password-1" });
    const statuses = await waitForHealth(server.url);
    expect(statuses).toContain(503);
    expect(statuses.at(-1)).toBe(200);
    const body = await (await fetch(`${server.url}/api/health`)).json();
    expect(body).toEqual({ status: "ok" });
    for (const email of [
      "admin@demo.test",
      "manager@demo.test",
      "operations@demo.test",
      "accounts@demo.test",
    ]) {
      expect(server.output()).toContain(email);
    }
    expect(server.output()).toContain("Password: demo-password-1");
    expect(server.output()).toContain(
      `${server.url.replace("127.0.0.1", "localhost")}/luxebooking/login`.replace(/:\d+/, `:${server.port}`),
    );

    // A second server on the same embedded database is refused with a clear message.
    const second = await start({ DATA_DIR: dir, PORT: String(await freePort()) });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/already in use by another server/);

    // SIGTERM finishes the in-flight request, closes the database and frees the lock. The request
    // is in flight once the server has taken its headers (it answers 100 Continue); SIGTERM comes
    // with half its body, the rest once the server takes no new connections any more.
    const stopped = () =>
      new Promise<boolean>((resolve) => {
        // A new connection each time (a kept-alive one would still be served).
        const probe = connect(server.port, "127.0.0.1", () => {
          probe.destroy();
          resolve(false);
        });
        probe.on("error", () => resolve(true));
      });
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${server.url}/luxebooking/login`,
        {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "transfer-encoding": "chunked",
            expect: "100-continue",
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.on("continue", () => {
        req.write("email=admin%40demo.test&");
        server.child.kill("SIGTERM");
        expect
          .poll(stopped, { timeout: 10_000, interval: 20 })
          .toBe(true)
          .then(() => req.end("password=demo-password-1"), reject);
      });
      req.flushHeaders();
    });
    expect(await inFlight).toBe(302);
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dir, "server.lock"))).toBe(false);

    // The database reopens cleanly with its data: the demo account still signs in.
    const again = await start({ DATA_DIR: dir });
    await waitForHealth(again.url);
    const res = await fetch(`${again.url}/luxebooking/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "admin@demo.test", password: "demo-password-1" }),
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("set-cookie")).toMatch(
      /^session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax/,
    );
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  });

  it("exits with a clear message when PostgreSQL is unreachable at start", async () => {
    const port = await freePort();
    const server = await start({
      DATA_DIR: dataDir(),
      DATABASE_URL: `postgres://nobody:secret@127.0.0.1:${port}/eden`,
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Cannot connect to PostgreSQL at DATABASE_URL");
    expect(server.output()).toContain("ECONNREFUSED");
    expect(server.output()).not.toContain("nobody:secret");
  });
});
