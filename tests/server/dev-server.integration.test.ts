import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { copyPreparedDataDir } from "../support/prepared";
import { freePort, processGroup, tempDataDir, waitForHealth } from "../support/server-process";

const dir = tempDataDir();
// A copy of the run's prepared database: a new database's creation is the first-start tests' subject.
const dataDir = path.join(dir, "data");
let stop = () => {};
afterAll(() => {
  stop();
  rmSync(dir, { recursive: true, force: true });
});

it("npm run dev serves pages through Vite's middleware", async () => {
  const port = await freePort();
  copyPreparedDataDir(dataDir);
  const child = spawn("npm", ["run", "-s", "dev"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
    detached: true,
  });
  stop = () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {}
  };
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, 60_000);
  for (const path of ["/luxebooking/login", "/"]) {
    const res = await fetch(`${url}${path}`);
    expect(res.status, path).toBe(200);
  }
  // A SIGTERM to npm alone stops the server it runs: nothing of the group is left running.
  child.kill("SIGTERM");
  await expect.poll(() => processGroup(child.pid!), { timeout: 30_000, interval: 200 }).toBe("stopped");
}, 90_000);
