import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";

/** Two ports nobody listens on now, from the OS (synchronously: this config is not async). */
function freePorts(): [string, string] {
  const script = `const net = require("node:net");
const servers = [net.createServer(), net.createServer()];
let ready = 0;
for (const s of servers) s.listen(0, "127.0.0.1", () => {
  if (++ready < 2) return;
  process.stdout.write(servers.map((t) => t.address().port).join(" "));
  for (const t of servers) t.close();
});`;
  const [a, b] = execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).split(" ");
  return [a!, b!];
}

// This file is evaluated in the runner and again in each worker (the specs import it). The runner
// chooses the ports once; the workers inherit its environment and so agree on them.
if (!process.env.E2E_PORT || !process.env.E2E_RESTART_PORT) {
  const [port, restartPort] = freePorts();
  process.env.E2E_PORT ||= port;
  process.env.E2E_RESTART_PORT ||= restartPort;
}
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
export const DEMO_PASSWORD = "demo-password-e2e";
const dataDir = `.tmp/e2e-data-${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.PW_JSON_OUTPUT
    ? [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT }]]
    : "list",
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  // The production build on a fresh embedded database with known demo accounts.
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // The server then stops cleanly and scripts/e2e-server.mjs removes its data directory.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
    },
  },
});
