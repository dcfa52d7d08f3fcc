import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { type Cluster, createCluster } from "../support/postgres-cluster";
import { type ServerProcess, startServer, tempDataDir, waitForHealth } from "../support/server-process";

let cluster: Cluster | undefined;
const servers: ServerProcess[] = [];
const dirs = [tempDataDir(), tempDataDir()];
afterAll(() => {
  for (const s of servers) s.child.kill("SIGKILL");
  cluster?.destroy();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

it("two instances on one PostgreSQL start at the same moment, share sessions and live changes", async () => {
  cluster = await createCluster();
  const env = {
    DATABASE_URL: cluster.url,
    SEED_DEMO: "1",
    DEMO_PASSWORD: "demo-pass-scale",
    SESSION_SECRET: "s".repeat(40),
  };
  servers.push(...(await Promise.all(dirs.map((DATA_DIR) => startServer({ ...env, DATA_DIR })))));
  const [a, b] = servers as [ServerProcess, ServerProcess];
  await Promise.all([waitForHealth(a.url, 60_000), waitForHealth(b.url, 60_000)]);

  const login = await fetch(`${a.url}/luxebooking/login`, {
    method: "POST",
    body: new URLSearchParams({ email: "operations@demo.test", password: "demo-pass-scale" }),
    redirect: "manual",
  });
  expect(login.status).toBe(302);
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const onB = await fetch(`${b.url}/luxebooking`, { headers: { cookie }, redirect: "manual" });
  expect(onB.status).toBe(200);
  expect(await onB.text()).toContain("operations@demo.test");

  // A change made through A reaches a live stream served by B (LISTEN/NOTIFY), within 2 s.
  const admin = await fetch(`${a.url}/luxebooking/login`, {
    method: "POST",
    body: new URLSearchParams({ email: "admin@demo.test", password: "demo-pass-scale" }),
    redirect: "manual",
  });
  const adminCookie = admin.headers.get("set-cookie")!.split(";")[0]!;
  const stream = await fetch(`${b.url}/api/v1/menu/events`, { headers: { cookie: adminCookie } });
  expect(stream.status).toBe(200);
  const reader = stream.body!.getReader();
  const received = (async () => {
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: menu")) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    return text;
  })();
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>("select id from menu_items order by name limit 1");
  await client.end();
  const started = Date.now();
  const change = await fetch(`${a.url}/guntoormenuadmin`, {
    method: "POST",
    headers: { cookie: adminCookie },
    body: new URLSearchParams({ intent: "set-stock", id: rows[0]!.id, isOutOfStock: "true" }),
    redirect: "manual",
  });
  expect(change.status).toBeLessThan(400);
  const text = await Promise.race([
    received,
    new Promise<string>((r) => setTimeout(() => r("timeout"), 2000)),
  ]);
  expect(text).toContain("event: menu");
  expect(text).toContain("item.stock");
  expect(Date.now() - started).toBeLessThan(2000);
  await reader.cancel();

  // Logging out on B ends the session on A too, although A had just confirmed it (A keeps
  // confirmed sessions for 5 s): B's sign-out reaches A through LISTEN/NOTIFY well before that.
  expect((await fetch(`${a.url}/luxebooking`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
  const logout = await fetch(`${b.url}/luxebooking/logout`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams(),
    redirect: "manual",
  });
  expect(logout.status).toBe(302);
  const signedOut = Date.now();
  await expect
    .poll(
      async () => (await fetch(`${a.url}/luxebooking`, { headers: { cookie }, redirect: "manual" })).status,
      {
        interval: 50,
        timeout: 4000,
      },
    )
    .toBe(302);
  expect(Date.now() - signedOut).toBeLessThan(1000);
}, 120_000);
