import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  collectOutput,
  freePort,
  processGroup,
  startServer,
  tempDataDir,
  waitForHealth,
} from "../support/server-process";

// Issue 17 item 4: the first `npm start` of a clone makes its new embedded database beside the
// production build (scripts/prepare-database.ts) instead of after it. The demo staff accounts it
// prints must sign in as soon as the server answers, and nothing is made twice.
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      child.kill("SIGKILL");
    }
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function temp() {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
}

async function signIn(url: string, email: string, password: string) {
  const res = await fetch(`${url}/luxebooking/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  return res.status;
}

const roles = ["admin", "manager", "operations", "accounts"];
/**
 * The user's cache folder of the first test, whose preparation made the new database the long way
 * (initdb, migrations) and kept its schema-only copy there. The fresh copy of the sources starts
 * with it, as a second clone on the same machine would: its new database comes from that copy, and
 * its build still runs (no bundle is kept there). ~3 s of CPU less than a second initdb.
 */
let cacheOfFirstStart: string | undefined;

describe("a new embedded database prepared beside the build", () => {
  it("prints demo accounts that sign in on the server's first answer; the server seeds nothing again", async () => {
    const root = temp();
    const dataDir = path.join(root, "data");
    const port = await freePort();
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      XDG_CACHE_HOME: path.join(root, "cache"),
      LOG_LEVEL: "warn",
    };
    const prepare = spawn(
      process.execPath,
      ["--liftoff-only", "--import", "tsx", "scripts/prepare-database.ts"],
      {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const prepared = collectOutput(prepare);
    expect(await prepared.exited).toBe(0);
    const password = /Password: (\S+)/.exec(prepared.output())?.[1];
    expect(password).toBeTruthy();
    for (const role of roles) expect(prepared.output()).toContain(`${role}@demo.test`);
    expect(prepared.output()).toContain(`http://localhost:${port}/luxebooking/login`);
    // The data folder is free again, and the schema-only copy is kept for the next new database.
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
    expect(readdirSync(path.join(root, "cache", "eden-garden", "pgdata"))).toHaveLength(1);
    cacheOfFirstStart = env.XDG_CACHE_HOME;

    const server = await startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      XDG_CACHE_HOME: env.XDG_CACHE_HOME,
    });
    children.push(server.child);
    await waitForHealth(server.url);
    for (const role of roles) expect(await signIn(server.url, `${role}@demo.test`, password!)).toBe(302);
    // The demo reservations are there once, from the prepared folder.
    const session = await fetch(`${server.url}/luxebooking/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "admin@demo.test", password: password! }),
      redirect: "manual",
    });
    const cookie = session.headers.get("set-cookie")!.split(";")[0]!;
    const today = new Date();
    const day = (offset: number) =>
      new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const list = await fetch(`${server.url}/api/v1/reservations?from=${day(-31)}&to=${day(60)}`, {
      headers: { cookie },
    });
    expect(list.status).toBe(200);
    const { reservations } = (await list.json()) as { reservations: unknown[] };
    expect(reservations.length).toBeGreaterThan(10);
    expect(reservations.length).toBeLessThanOrEqual(40);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain("Password:");
  }, 180_000);
});

describe("`npm start` on a fresh copy of the sources", () => {
  it("builds, prepares the database beside the build, and serves with the printed demo accounts", async () => {
    const root = temp();
    const app = path.join(root, "app");
    mkdirSync(app);
    const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { encoding: "utf8" })
      .split("\0")
      .filter((f) => f && existsSync(f));
    for (const file of files) cpSync(file, path.join(app, file), { recursive: true });
    symlinkSync(path.resolve("node_modules"), path.join(app, "node_modules"));
    const port = await freePort();
    // The npm that runs the tests (npm_execpath), else the one on the PATH: `npm start` itself,
    // whose script execs the server so that npm's forwarded SIGTERM reaches it.
    const npm = process.env.npm_execpath;
    const start = spawn(npm ? process.execPath : "npm", [...(npm ? [npm] : []), "start"], {
      cwd: app,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        XDG_CACHE_HOME: cacheOfFirstStart ?? path.join(root, "cache"),
        LOG_LEVEL: "warn",
        DATA_DIR: path.join(app, "data"),
      },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: the artwork generator it starts goes with it at the end.
      detached: true,
    });
    children.push(start);
    const started = collectOutput(start);
    await waitForHealth(`http://127.0.0.1:${port}`, 240_000);
    const output = started.output();
    expect(output).toContain("Building the production bundle");
    const password = /Password: (\S+)/.exec(output)?.[1];
    expect(password).toBeTruthy();
    for (const role of roles)
      expect(await signIn(`http://127.0.0.1:${port}`, `${role}@demo.test`, password!)).toBe(302);
    // Printed once: by the preparation, not again by the server.
    expect(output.match(/Password: /g)).toHaveLength(1);
    expect(existsSync(path.join(app, "build", "server", "index.js"))).toBe(true);

    // A SIGTERM to npm alone (a process manager's stop, `docker stop` of `CMD npm start`) stops
    // the server and the artwork generator too: nothing of the group is left running.
    const npmExited = new Promise((resolve) => start.once("exit", resolve));
    start.kill("SIGTERM");
    await npmExited;
    await expect.poll(() => processGroup(start.pid!), { timeout: 30_000, interval: 200 }).toBe("stopped");
    expect(await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => "refused")).toBe("refused");
  }, 300_000);
});
