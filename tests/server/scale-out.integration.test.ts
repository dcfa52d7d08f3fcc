import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { type Cluster, createCluster } from "../support/postgres-cluster";
import { type ServerProcess, startServer, tempDataDir, waitForHealth } from "../support/server-process";

// Two instances on one PostgreSQL, started once for this file's tests (each signs in sessions of
// its own; the page-cache test was a file of its own with the same two starts, a cluster and a
// Vitest process more).
let cluster: Cluster | undefined;
const servers: ServerProcess[] = [];
const dirs = [tempDataDir(), tempDataDir()];
/** The first instance records the modules it loads (tests/support/record-modules.mjs). */
const modulesFile = path.join(dirs[0]!, "modules.txt");
afterAll(() => {
  for (const s of servers) s.child.kill("SIGKILL");
  cluster?.destroy();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

let instances: Promise<[ServerProcess, ServerProcess]> | undefined;
/** Both instances, started at the same moment on a new PostgreSQL (migrations and seeding race). */
function twoInstances() {
  instances ??= (async () => {
    cluster = await createCluster();
    const env = {
      DATABASE_URL: cluster.url,
      SEED_DEMO: "1",
      DEMO_PASSWORD: "demo-pass-scale",
      SESSION_SECRET: "s".repeat(40),
    };
    writeFileSync(modulesFile, "");
    const recording = {
      NODE_OPTIONS: `--import=${path.resolve("tests/support/record-modules.mjs")}`,
      RECORD_MODULES_FILE: modulesFile,
    };
    servers.push(
      ...(await Promise.all(
        dirs.map((DATA_DIR, i) => startServer({ ...env, DATA_DIR, ...(i === 0 ? recording : {}) })),
      )),
    );
    const [a, b] = servers as [ServerProcess, ServerProcess];
    await Promise.all([waitForHealth(a.url, 60_000), waitForHealth(b.url, 60_000)]);
    return [a, b];
  })();
  return instances;
}

it("two instances on one PostgreSQL start at the same moment, share sessions and live changes", async () => {
  const [a, b] = await twoInstances();

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
  const client = new pg.Client({ connectionString: cluster!.url });
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

// Moved from page-cache-scale-out.integration.test.ts: a menu change or a replaced site picture
// made through one instance drops the cached pages of the other (the live "menu" and "site" events
// reach it through LISTEN/NOTIFY).
it("a staff change on one instance reaches the cached pages of the other", async () => {
  const [a, b] = await twoInstances();

  await fetch(`${b.url}/guntoorlogin`);
  const cached = await fetch(`${b.url}/guntoorlogin`);
  expect(cached.headers.get("x-page-cache")).toBe("hit");
  expect(await cached.text()).not.toContain("Guntoor by the Sea");

  const login = await fetch(`${a.url}/luxebooking/login`, {
    method: "POST",
    body: new URLSearchParams({ email: "admin@demo.test", password: "demo-pass-scale" }),
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

it("an instance on PostgreSQL never loads the embedded database's packages (issue 33)", async () => {
  const [a] = await twoInstances();
  for (const page of ["/", "/luxe", "/luxebooking/login"])
    expect((await fetch(`${a.url}${page}`)).status).toBe(200);
  const loaded = readFileSync(modulesFile, "utf8");
  // The recording works: the PostgreSQL driver is there.
  expect(loaded).toMatch(/\/node_modules\/pg\//);
  expect(loaded).not.toContain("/node_modules/@electric-sql/pglite/");
  expect(loaded).not.toContain("/node_modules/drizzle-orm/pglite/");
});
