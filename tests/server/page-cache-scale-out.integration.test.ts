import { rmSync } from "node:fs";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { type Cluster, createCluster } from "../support/postgres-cluster";
import { type ServerProcess, startServer, tempDataDir, waitForHealth } from "../support/server-process";

// Two instances on one PostgreSQL: a menu change or a replaced site picture made through one
// drops the cached pages of the other (the live "menu" and "site" events reach it through
// LISTEN/NOTIFY).
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

  await fetch(`${b.url}/luxe`);
  expect((await fetch(`${b.url}/luxe`)).headers.get("x-page-cache")).toBe("hit");
  const form = new FormData();
  form.set("intent", "upload");
  form.set("slot", "luxe-16");
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#553311" } })
    .jpeg()
    .toBuffer();
  form.set("picture", new File([new Uint8Array(photo)], "hall.jpg", { type: "image/jpeg" }));
  const uploaded = await fetch(`${a.url}/luxebooking/admin/pictures`, {
    method: "POST",
    headers: { cookie },
    body: form,
    redirect: "manual",
  });
  expect(uploaded.status).toBe(200);
  await expect
    .poll(async () => /\/site-pictures\/luxe-16-/.test(await (await fetch(`${b.url}/luxe`)).text()), {
      timeout: 5_000,
    })
    .toBe(true);
}, 120_000);
