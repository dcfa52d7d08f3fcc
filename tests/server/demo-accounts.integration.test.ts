import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer, tempDataDir, waitForHealth } from "../support/server-process";

// Demo staff accounts (an admin among them, with a password printed to the console) are for a
// local trial only: never on a real deployment's new embedded database.
const started: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const s of started) s.child.kill("SIGKILL");
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function dataDir() {
  const dir = tempDataDir();
  dirs.push(dir);
  return path.join(dir, "data");
}

async function run(env: Record<string, string>) {
  const server = await startServer(env);
  started.push(server);
  await waitForHealth(server.url, 90_000);
  return server;
}

async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

async function signInStatus(server: ServerProcess, email: string, password: string) {
  const res = await fetch(`${server.url}/luxebooking/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  return res.status;
}

describe("a new embedded database", () => {
  it("with a real PUBLIC_URL gets no demo account, and the console says how to create the first admin", async () => {
    const dir = dataDir();
    const server = await run({
      DATA_DIR: dir,
      PUBLIC_URL: "https://eden.example",
      DEMO_PASSWORD: "demo-pass-public",
    });
    await stop(server);
    const output = server.output();
    expect(output).not.toContain("@demo.test");
    expect(output).not.toContain("demo-pass-public");
    expect(output).not.toContain("Password:");
    expect(output).toContain("npm run user:create -- --email");
    expect(output).toContain("--role admin");
    expect(existsSync(path.join(dir, "demo-password"))).toBe(false);

    const again = await run({
      DATA_DIR: dir,
      PUBLIC_URL: "https://eden.example",
      DEMO_PASSWORD: "demo-pass-public",
    });
    expect(again.output()).not.toContain("@demo.test");
    expect(await signInStatus(again, "admin@demo.test", "demo-pass-public")).toBe(401);
  });

  it("for a local trial (PUBLIC_URL unset) gets the demo accounts, their password printed on that start only", async () => {
    const dir = dataDir();
    const first = await run({ DATA_DIR: dir });
    await stop(first);
    const password = readFileSync(path.join(dir, "demo-password"), "utf8").trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    for (const role of ["admin", "manager", "operations", "accounts"]) {
      expect(first.output()).toContain(`${role}@demo.test`);
    }
    expect(first.output()).toContain(`Password: ${password}`);
    expect(first.output()).toContain(`http://localhost:${first.port}/luxebooking/login`);

    const second = await run({ DATA_DIR: dir });
    expect(await signInStatus(second, "admin@demo.test", password)).toBe(302);
    await stop(second);
    expect(second.output()).not.toContain(password);
    expect(second.output()).not.toContain("Password:");
  });

  it.each([
    ["http://127.0.0.1:3000", {}],
    ["http://[::1]:3000", {}],
    ["https://eden.example", { SEED_DEMO: "1" }],
  ])("with PUBLIC_URL %s and %j gets the demo accounts", async (publicUrl, extra) => {
    const dir = dataDir();
    const server = await run({
      DATA_DIR: dir,
      PUBLIC_URL: publicUrl,
      DEMO_PASSWORD: "demo-pass-seeded",
      ...extra,
    });
    expect(await signInStatus(server, "admin@demo.test", "demo-pass-seeded")).toBe(302);
    expect(server.output()).toContain("Password: demo-pass-seeded");
  });
});
