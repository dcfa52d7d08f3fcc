// The browser suite's servers: the production build started by `scripts/e2e-server.mjs` (kept apart
// from fixtures.ts so the suite's global setup can start one without loading the test fixtures).
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import path from "node:path";
import { DEMO_PASSWORD } from "../../playwright.config";
import { freePort, localServerEnv } from "../../scripts/local-server-env.mjs";

export { freePort };

/** A port nobody listens on now, from the OS. */

export interface E2eServer {
  url: string;
  port: number;
  dataDir: string;
}

export async function waitHealthy(url: string, child?: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server at ${url} exited (${child.exitCode})`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server at ${url} was not healthy within ${timeoutMs} ms`);
}

/**
 * The production build on a fresh embedded database with the known demo accounts, started by
 * `scripts/e2e-server.mjs` (which removes the data again when the server stops, unless `keepData`
 * keeps it for a restart on the same database; `stop({ removeData: true })` removes it then). The
 * database is a copy of the run's template (tests/e2e/global-setup.ts) when there is one.
 */
export async function startE2eServer(
  port: number,
  options: {
    keepData?: boolean;
    dataDir?: string;
    /** A server clock the test moves (`moveClock`), starting `clockOffsetMs` ahead of real time. */
    movableClock?: boolean;
    clockOffsetMs?: number;
    /** More environment for the server (a shorter hold-expiry poll, …). */
    env?: Record<string, string>;
    /** How long to wait for it to answer healthy (default: waitHealthy's 90 s). */
    healthTimeoutMs?: number;
  } = {},
): Promise<{
  server: E2eServer;
  stop(options?: { removeData?: boolean }): Promise<void>;
  /** Moves the server's clock (movableClock) forward; resolves with its new offset once moved. */
  moveClock(advanceMs: number): Promise<number>;
}> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? path.join(process.env.E2E_DATA_ROOT ?? ".tmp", `e2e-data-${port}`);
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    env: {
      ...localServerEnv({ port, dataDir, demoPassword: DEMO_PASSWORD }),
      E2E_KEEP_DATA: options.keepData ? "1" : "0",
      E2E_MOVABLE_CLOCK: options.movableClock ? "1" : "0",
      E2E_CLOCK_OFFSET_MS: String(options.clockOffsetMs ?? 0),
      ...options.env,
    },
    // The IPC channel closes if this process dies: the server then stops by itself.
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = once(child, "exit");
  const stop = async ({ removeData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    if (removeData) rmSync(dataDir, { recursive: true, force: true });
  };
  const moveClock = async (advanceMs: number) => {
    if (!options.movableClock) throw new Error("this server's clock cannot be moved (movableClock)");
    const moved = new Promise<number>((resolve) => {
      const onMessage = (message: { clock?: { offsetMs?: number } }) => {
        if (typeof message?.clock?.offsetMs !== "number") return;
        child.off("message", onMessage);
        resolve(message.clock.offsetMs);
      };
      child.on("message", onMessage);
    });
    child.send({ clock: { advanceMs } });
    return moved;
  };
  try {
    await waitHealthy(url, child, options.healthTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server: { url, port, dataDir }, stop, moveClock };
}
