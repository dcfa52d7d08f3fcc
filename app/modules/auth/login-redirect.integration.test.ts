import type { AddressInfo } from "node:net";
import pino from "pino";
import { createServer as createVite, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import { EventBus } from "~/modules/live/events.server";
import type * as AppModule from "../../../server/app";
import { createTestDatabase } from "../../../tests/support/db";
import { createUser } from "./users.server";

/**
 * The real Express app and routes (through Vite's SSR loader, in this process) on a test
 * database: what the sign-in form's POST answers for hostile redirect targets.
 */
const PASSWORD = "redirect-test-password";
let database: Database;
let vite: ViteDevServer;
let server: import("node:http").Server;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await createUser(database.db, {
    email: "staff@redirect.test",
    password: PASSWORD,
    role: "admin",
    actor: null,
  });
  vite = await createVite({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  const { createApp } = (await vite.ssrLoadModule("/server/app.ts")) as typeof AppModule;
  const env = parseEnv({ PUBLIC_URL: "http://127.0.0.1", DATA_DIR: "/tmp/unused", NODE_ENV: "test" });
  const app = createApp({
    env,
    logger: pino({ level: "silent" }),
    state: { ready: true, database },
    events: new EventBus(),
    vite,
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await vite?.close();
  await database?.close();
});

function signIn(redirectTo: string) {
  return fetch(`${base}/luxebooking/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "staff@redirect.test", password: PASSWORD, redirectTo }),
  });
}

describe("the sign-in form's redirect over HTTP", () => {
  it.each([
    ["/\t/evil.example", "/luxebooking"],
    ["/\n/evil.example", "/luxebooking"],
    ["/\r\n/evil.example", "/luxebooking"],
    ["/\\evil.example", "/luxebooking"],
    ["//evil.example", "/luxebooking"],
    ["/%2F/evil.example", "/luxebooking"],
    ["/%09/evil.example", "/luxebooking"],
    ["https://evil.example/", "/luxebooking"],
    ["javascript:alert(1)", "/luxebooking"],
    ["/luxebooking/admin?tab=users", "/luxebooking/admin?tab=users"],
  ])("%j signs in and goes to %j", async (redirectTo, location) => {
    const response = await signIn(redirectTo);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
    expect(response.headers.get("set-cookie")).toMatch(/^session=[A-Za-z0-9_-]{43};/);
  });

  it("renders the form with a safe redirect target for a hostile query", async () => {
    const response = await fetch(`${base}/luxebooking/login?redirectTo=/%0a/evil.example`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="redirectTo" value="/luxebooking"');
    expect(html).not.toContain("evil.example");
  });
});
