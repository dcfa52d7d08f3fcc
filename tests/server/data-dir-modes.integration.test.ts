import { chmodSync, lstatSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { type ServerProcess, startServer, tempDataDir, waitForHealth } from "../support/server-process";

// DATA_DIR holds the embedded database (its write-ahead log carries password hashes and guests'
// phone numbers), the generated secrets and the uploads: nobody but the server's user may read it.
const DEMO_PASSWORD = "data-dir-demo-1";
const parents: string[] = [];
const started: ServerProcess[] = [];
afterAll(() => {
  for (const s of started) s.child.kill("SIGKILL");
  for (const d of parents) rmSync(d, { recursive: true, force: true });
});

/** Every entry under root (root included) whose mode is not 0700 (folders) or 0600 (files). */
function notPrivate(root: string): string[] {
  const wrong: string[] = [];
  const visit = (p: string) => {
    const stat = lstatSync(p);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) wrong.push(`${mode.toString(8)} ${path.relative(root, p) || "."}/`);
      for (const name of readdirSync(p)) visit(path.join(p, name));
    } else if (stat.isFile() && mode !== 0o600) {
      wrong.push(`${mode.toString(8)} ${path.relative(root, p)}`);
    }
  };
  visit(root);
  return wrong;
}

function countFiles(root: string): number {
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

async function start(dataDir: string) {
  const server = await startServer({ DATA_DIR: dataDir, DEMO_PASSWORD });
  started.push(server);
  await waitForHealth(server.url, 90_000);
  return server;
}

async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

async function signIn(server: ServerProcess, password = DEMO_PASSWORD) {
  const res = await fetch(`${server.url}/luxebooking/login`, {
    method: "POST",
    body: new URLSearchParams({ email: "admin@demo.test", password }),
    redirect: "manual",
  });
  return res;
}

it("creates DATA_DIR 0700 with every file 0600, keeps it so after writes, and repairs a loose one at start", async () => {
  const parent = tempDataDir();
  parents.push(parent);
  const dataDir = path.join(parent, "data");

  const server = await start(dataDir);
  expect(countFiles(dataDir)).toBeGreaterThan(500);
  expect(notPrivate(dataDir)).toEqual([]);

  // Writes: sessions, failed sign-ins, a guest's entry, an uploaded picture's renditions.
  for (let i = 0; i < 3; i++) expect((await signIn(server, "wrong-password")).status).toBe(401);
  const signedIn = await signIn(server);
  expect(signedIn.status).toBe(302);
  const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
  const entry = await fetch(`${server.url}/guntoorlogin`, {
    method: "POST",
    body: new URLSearchParams({ customerName: "Asha Rao", phoneNumber: "9876543210", numGuests: "2" }),
    redirect: "manual",
  });
  expect(entry.status).toBe(200);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#8a5a2b" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("intent", "upload");
  form.set("slot", "luxe-16");
  form.set("picture", new File([new Uint8Array(photo)], "hall.jpg", { type: "image/jpeg" }));
  const uploaded = await fetch(`${server.url}/luxebooking/admin/pictures`, {
    method: "POST",
    headers: { cookie },
    body: form,
    redirect: "manual",
  });
  expect(uploaded.status).toBe(200);
  expect(readdirSync(path.join(dataDir, "uploads", "site")).length).toBeGreaterThan(0);
  expect(notPrivate(dataDir)).toEqual([]);

  // Stopping writes a checkpoint.
  await stop(server);
  expect(notPrivate(dataDir)).toEqual([]);

  // A directory left readable by an older version (or a copy) is made private at the next start.
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    const p = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(p, 0o755);
    else if (entry.isFile()) chmodSync(p, 0o666);
  }
  mkdirSync(path.join(dataDir, "notes"), { mode: 0o777 });
  writeFileSync(path.join(dataDir, "notes", "readme.txt"), "x", { mode: 0o644 });
  chmodSync(dataDir, 0o777);
  expect(notPrivate(dataDir).length).toBeGreaterThan(500);

  const again = await start(dataDir);
  expect(notPrivate(dataDir)).toEqual([]);
  expect((await signIn(again)).status).toBe(302);
  expect(notPrivate(dataDir)).toEqual([]);
  await stop(again);
  expect(notPrivate(dataDir)).toEqual([]);
});
