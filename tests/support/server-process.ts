import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { freePort } from "../../scripts/local-server-env.mjs";

export { freePort };

/**
 * The demo accounts' password in the server suite's prepared data folder
 * (tests/support/server-global-setup.ts): the browser suite's (playwright.config.ts), so a nested
 * browser run can start on a copy of it too.
 */
export const PREPARED_PASSWORD = "demo-password-e2e";

export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "eden-server-"));
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the production build (`node server.js`) as a real process. `fdLimit` lowers the
 * process's open-file limit (soft and hard: Node raises its soft limit to the hard one itself).
 */
export async function startServer(
  env: Record<string, string>,
  cwd = process.cwd(),
  options: { fdLimit?: number } = {},
): Promise<ServerProcess> {
  if (!existsSync(path.join(cwd, "build/server/index.js")))
    throw new Error("Run `npm run build` before the server tests.");
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // `exec` keeps the process id: the child is the server itself, not a shell around it.
  const [command, args] = options.fdLimit
    ? ["/bin/sh", ["-c", 'ulimit -n "$1" && exec "$0" server.js', process.execPath, String(options.fdLimit)]]
    : [process.execPath, ["server.js"]];
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return { child, port, url: `http://127.0.0.1:${port}`, ...collectOutput(child) };
}

/** A child process's stdout and stderr as one text so far, and its exit code once it exits. */
export function collectOutput(child: ChildProcess) {
  let out = "";
  child.stdout!.on("data", (d) => {
    out += d;
  });
  child.stderr!.on("data", (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { output: () => out, exited };
}

/**
 * Whether any process of the group `pgid` (a child spawned with `detached: true`) still runs:
 * "stopped" once none does.
 */
export function processGroup(pgid: number): "still running" | "stopped" {
  try {
    process.kill(-pgid, 0);
    return "still running";
  } catch {
    return "stopped";
  }
}

/**
 * Waits for a started server's health check. A new embedded database migrates and seeds in the
 * server's own thread, which takes well over 30 s when every core is busy with other suites.
 */
export async function waitForHealth(url: string, timeoutMs = 90_000): Promise<number[]> {
  const statuses: number[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      statuses.push(res.status);
      if (res.status === 200) return statuses;
    } catch {
      // not listening yet
    }
    // Every 200 ms: a start takes 30-90 s on a busy machine, and each poll costs this process and
    // the server CPU (at 50 ms, up to 1,800 polls a start).
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms; statuses ${statuses.join(",")}`);
}
