import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openPglite, queryRows } from "~/db/client.server";
import { copyPreparedDataDir } from "../support/prepared";
import {
  PREPARED_PASSWORD,
  type ServerProcess,
  startServer,
  tempDataDir,
  waitForHealth,
} from "../support/server-process";

const STRONG_DEMO_PASSWORD = "orchid lantern copper tide";

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

  it.each([["http://127.0.0.1:3000"], ["http://[::1]:3000"]])(
    "with PUBLIC_URL %s gets the demo accounts",
    async (publicUrl) => {
      const dir = dataDir();
      const server = await run({ DATA_DIR: dir, PUBLIC_URL: publicUrl, DEMO_PASSWORD: "demo-pass-seeded" });
      expect(await signInStatus(server, "admin@demo.test", "demo-pass-seeded")).toBe(302);
      expect(server.output()).toContain("Password: demo-pass-seeded");
    },
  );

  it("with a public PUBLIC_URL and SEED_DEMO=1 gets them with the strong DEMO_PASSWORD, which is not printed", async () => {
    const dir = dataDir();
    const server = await run({
      DATA_DIR: dir,
      PUBLIC_URL: "https://eden.example",
      DEMO_PASSWORD: STRONG_DEMO_PASSWORD,
      SEED_DEMO: "1",
    });
    expect(await signInStatus(server, "admin@demo.test", STRONG_DEMO_PASSWORD)).toBe(302);
    expect(server.output()).toContain("admin@demo.test");
    expect(server.output()).toContain("Password: the DEMO_PASSWORD you set");
    expect(server.output()).not.toContain(STRONG_DEMO_PASSWORD);
  });
});

// Issue 28 items 1 and 14: a trial's database started again on a public PUBLIC_URL keeps no usable
// demo account (its admin's password was printed and anyone could enrol their own authenticator).
describe("demo accounts on a public site", () => {
  async function demoState(dir: string) {
    const database = await openPglite(path.join(dir, "pgdata"));
    try {
      return await queryRows<{ email: string; disabled: boolean; sessions: number }>(
        database.db,
        sql`select u.email, u.disabled_at is not null as disabled,
              (select count(*) from sessions s where s.user_id = u.id)::int as sessions
            from users u where u.email like '%@demo.test' order by u.email`,
      );
    } finally {
      await database.close();
    }
  }

  it("are disabled and their sessions ended on a start without SEED_DEMO, with a log line; SEED_DEMO=1 and a strong DEMO_PASSWORD bring them back with it", async () => {
    const dir = copyPreparedDataDir(dataDir());
    // A trial: its manager signs in (a session in the database).
    const trial = await run({ DATA_DIR: dir });
    expect(await signInStatus(trial, "manager@demo.test", PREPARED_PASSWORD)).toBe(302);
    await stop(trial);
    expect((await demoState(dir)).find((a) => a.email === "manager@demo.test")?.sessions).toBe(1);

    const publicStart = await run({ DATA_DIR: dir, PUBLIC_URL: "https://eden.example" });
    expect(await signInStatus(publicStart, "admin@demo.test", PREPARED_PASSWORD)).toBe(403);
    expect(await signInStatus(publicStart, "manager@demo.test", PREPARED_PASSWORD)).toBe(403);
    await stop(publicStart);
    const log = publicStart.output();
    expect(log).toContain("Demo accounts disabled and their sessions ended");
    expect(log).toContain("admin@demo.test, manager@demo.test, operations@demo.test, accounts@demo.test");
    expect(log).toContain(
      "PUBLIC_URL (https://eden.example) is not a loopback address and SEED_DEMO is not set",
    );
    expect(await demoState(dir)).toEqual(
      ["accounts", "admin", "manager", "operations"].map((role) => ({
        email: `${role}@demo.test`,
        disabled: true,
        sessions: 0,
      })),
    );

    const kept = await run({
      DATA_DIR: dir,
      PUBLIC_URL: "https://eden.example",
      SEED_DEMO: "1",
      DEMO_PASSWORD: STRONG_DEMO_PASSWORD,
    });
    expect(await signInStatus(kept, "manager@demo.test", PREPARED_PASSWORD)).toBe(401);
    expect(await signInStatus(kept, "manager@demo.test", STRONG_DEMO_PASSWORD)).toBe(302);
    expect(kept.output()).not.toContain(STRONG_DEMO_PASSWORD);
  });

  it.each([
    ["unset", {}],
    ["too easy to guess", { DEMO_PASSWORD: "demo-password" }],
    ["made of the venue's name", { DEMO_PASSWORD: "EdenGarden@2025" }],
  ])("SEED_DEMO=1 with DEMO_PASSWORD %s stops the start with a message", async (_case, extra) => {
    const server = await startServer({
      DATA_DIR: dataDir(),
      PUBLIC_URL: "https://eden.example",
      SEED_DEMO: "1",
      ...extra,
    });
    started.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("SEED_DEMO=1 keeps the demo staff accounts");
    expect(server.output()).toContain("not a loopback address");
  });
});
