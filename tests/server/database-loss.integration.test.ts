import { rmSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import { type Cluster, createCluster } from "../support/postgres-cluster";
import { type ServerProcess, startServer, tempDataDir, waitForHealth } from "../support/server-process";

let cluster: Cluster | undefined;
let server: ServerProcess | undefined;
const dir = tempDataDir();
afterAll(() => {
  server?.child.kill("SIGKILL");
  cluster?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function healthStatus(url: string): Promise<number> {
  return (await fetch(`${url}/api/health`)).status;
}

/** Polls the health status until it is `status` (no answer counts as 0). */
function healthBecomes(url: string, status: number) {
  return expect.poll(() => healthStatus(url).catch(() => 0), { timeout: 20_000, interval: 200 }).toBe(status);
}

it("answers 503 on /api/health and a generic error while PostgreSQL is down, and recovers when it returns", async () => {
  cluster = await createCluster();
  server = await startServer({
    DATA_DIR: dir,
    DATABASE_URL: cluster.url,
    SEED_DEMO: "1",
    DEMO_PASSWORD: "demo-pass-loss",
  });
  await waitForHealth(server.url);
  const login = await fetch(`${server.url}/luxebooking/login`, {
    method: "POST",
    body: new URLSearchParams({ email: "admin@demo.test", password: "demo-pass-loss" }),
    redirect: "manual",
  });
  expect(login.status).toBe(302);
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;

  cluster.stop("fast");
  await healthBecomes(server.url, 503);
  const page = await fetch(`${server.url}/luxebooking`, { headers: { cookie } });
  expect(page.status).toBe(500);
  const html = await page.text();
  expect(html).toContain("Something went wrong. Please try again.");
  expect(html).not.toMatch(/ECONNREFUSED|at \w+ \(|node_modules/);

  cluster.start();
  await healthBecomes(server.url, 200);
  const again = await fetch(`${server.url}/luxebooking`, { headers: { cookie } });
  expect(again.status).toBe(200);
  expect(server.child.exitCode).toBeNull();
}, 90_000);
