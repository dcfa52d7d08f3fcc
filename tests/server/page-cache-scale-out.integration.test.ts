import { rmSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import { type Cluster, createCluster } from "../support/postgres-cluster";
import { type ServerProcess, startServer, tempDataDir, waitForHealth } from "../support/server-process";

// Two instances on one PostgreSQL: a menu change made through one drops the cached pages of the
// other (the live "menu" event reaches it through LISTEN/NOTIFY).
let cluster: Cluster | undefined;
const servers: ServerProcess[] = [];
const dirs = [tempDataDir(), tempDataDir()];
afterAll(() => {
  for (const s of servers) s.child.kill("SIGKILL");
  cluster?.destroy();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

it("a staff change on one instance reaches the cached pages of the other", async () => {
  cluster = await createCluster();
  const env = {
    DATABASE_URL: cluster.url,
    SEED_DEMO: "1",
    DEMO_PASSWORD: "demo-pass-cache",
    SESSION_SECRET: "c".repeat(40),
  };
  servers.push(...(await Promise.all(dirs.map((DATA_DIR) => startServer({ ...env, DATA_DIR })))));
  const [a, b] = servers as [ServerProcess, ServerProcess];
  await Promise.all([waitForHealth(a.url, 60_000), waitForHealth(b.url, 60_000)]);

  await fetch(`${b.url}/guntoorlogin`);
  const cached = await fetch(`${b.url}/guntoorlogin`);
  expect(cached.headers.get("x-page-cache")).toBe("hit");
  expect(await cached.text()).not.toContain("Guntoor by the Sea");

  const login = await fetch(`${a.url}/luxebooking/login`, {
    method: "POST",
    body: new URLSearchParams({ email: "admin@demo.test", password: "demo-pass-cache" }),
    redirect: "manual",
  });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const saved = await fetch(`${a.url}/guntoormenuadmin`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ intent: "save-info", name: "Guntoor by the Sea", email: "" }),
    redirect: "manual",
  });
  expect(saved.status).toBe(200);

  await expect
    .poll(async () => (await (await fetch(`${b.url}/guntoorlogin`)).text()).includes("Guntoor by the Sea"), {
      timeout: 5_000,
    })
    .toBe(true);
}, 120_000);
