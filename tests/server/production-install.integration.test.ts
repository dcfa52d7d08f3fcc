import { execFileSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { type ServerProcess, startServer, tempDataDir, waitForHealth } from "../support/server-process";

// The Dockerfile's runtime stage, outside Docker: production dependencies only, the built output,
// then start from it. Catches a runtime import of a dev dependency before an image is ever built.
const app = tempDataDir();
const data = tempDataDir();
let server: ServerProcess | undefined;
afterAll(() => {
  server?.child.kill("SIGKILL");
  rmSync(app, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

it("installs production dependencies only, starts from the built output and serves", async () => {
  for (const file of [
    "package.json",
    "package-lock.json",
    "server.js",
    "server/memory-settings.mjs",
    "build",
    "drizzle",
  ]) {
    cpSync(file, path.join(app, file), { recursive: true });
  }
  execFileSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: app,
    stdio: "inherit",
  });
  server = await startServer({ DATA_DIR: data, DEMO_PASSWORD: "demo-pass-prod" }, app);
  await waitForHealth(server.url, 60_000);
  const login = await fetch(`${server.url}/luxebooking/login`);
  expect(login.status).toBe(200);
  expect(await login.text()).toContain("Contact your administrator.");
  const signIn = await fetch(`${server.url}/luxebooking/login`, {
    method: "POST",
    body: new URLSearchParams({ email: "admin@demo.test", password: "demo-pass-prod" }),
    redirect: "manual",
  });
  expect(signIn.status).toBe(302);
}, 300_000);
