import { rmSync } from "node:fs";
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

it("two instances on one PostgreSQL start at the same moment and share sessions", async () => {
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

  // Logging out on B ends the session on A too.
  await fetch(`${b.url}/luxebooking/logout`, { method: "POST", headers: { cookie }, redirect: "manual" });
  const onA = await fetch(`${a.url}/luxebooking`, { headers: { cookie }, redirect: "manual" });
  expect(onA.status).toBe(302);
}, 120_000);
