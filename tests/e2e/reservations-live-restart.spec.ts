import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { createReservation } from "./reservations-support";
import { DEMO_PASSWORD, signInAs } from "./support";

// A server of this test's own (the shared one cannot be restarted), on the free port that
// playwright.config.ts chose (or E2E_RESTART_PORT).
const port = Number(process.env.E2E_RESTART_PORT);
const base = `http://127.0.0.1:${port}`;
const dataDir = `.tmp/e2e-restart-${port}`;

function startServer(): ChildProcess {
  return spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
}

async function waitHealthy() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("server did not become healthy");
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}

test("live updates resume after a server restart, without reloading the page", async ({ browser }) => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  let server = startServer();
  try {
    await waitHealthy();
    const watcher = await browser.newContext({ baseURL: base });
    const watch = await watcher.newPage();
    await signInAs(watch, "accounts");
    await watch.goto("/luxebooking?month=2099-09&date=2099-09-09");
    await expect(watch.getByText("No reservations for this date. It's available!")).toBeVisible();

    await stopServer(server);
    server = startServer();
    await waitHealthy();

    const editor = await browser.newContext({ baseURL: base });
    const edit = await editor.newPage();
    await signInAs(edit, "admin");
    await createReservation(edit, {
      eventName: "After Restart",
      eventDate: "2099-09-09",
      start: "19:00",
      end: "22:00",
    });
    // The page was never reloaded: the stream reconnected by itself and delivered the change.
    await expect(watch.getByTestId("selected-date-list")).toContainText("After Restart", { timeout: 5000 });
    await expect(watch.getByText("Something went wrong")).toHaveCount(0);
    await Promise.all([watcher.close(), editor.close()]);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
