import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { collectOutput } from "../support/server-process";

/**
 * Ports the browser suite once took for granted: its server (3100) and the restart spec's own
 * server (3200). Another program listening there must not fail `npm test`: every worker's server,
 * and the restart spec's, takes a free port from the system (tests/e2e/fixtures.ts).
 */
const OCCUPIED = [3100, 3200];
const blockers: Server[] = [];

function occupy(port: number): Promise<void> {
  const server = createServer((_req, res) => res.end("another program"));
  return new Promise((resolve) => {
    server.once("listening", () => {
      blockers.push(server);
      resolve();
    });
    // Already taken by something else: just as good for this test.
    server.once("error", () => resolve());
    server.listen(port, "127.0.0.1");
  });
}

afterAll(async () => {
  rmSync(dataRoot, { recursive: true, force: true });
  await Promise.all(blockers.map((s) => new Promise((r) => s.close(r))));
});

// The nested run keeps its servers' data in a folder of its own: the main browser suite may be
// running beside it (npm test), with data folders of its own in .tmp.
const dataRoot = mkdtempSync(path.join(os.tmpdir(), "eden-e2e-free-port-"));

it("the browser suite runs on free ports while another program listens on 3100 and 3200", async () => {
  for (const port of OCCUPIED) await occupy(port);
  for (const port of OCCUPIED) {
    expect((await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status)) > 0).toBe(true);
  }
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_DATA_ROOT: dataRoot };
  for (const name of ["E2E_PORT", "E2E_RESTART_PORT", "PW_JSON_OUTPUT"]) delete env[name];
  // One browser test: a worker starts its server on a free port for it. (The restart spec starts
  // its own through the same helper, tests/e2e/fixtures.ts's startE2eServer, on a free port too.)
  const child = spawn("npm", ["run", "test:e2e", "--", "tests/e2e/auth.spec.ts", "-g", "wrong password"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { output, exited } = collectOutput(child);
  const code = await exited;
  expect(output()).toMatch(/1 passed/);
  expect(code, output()).toBe(0);
  // The run's embedded database is removed when its server stops.
  expect(readdirSync(dataRoot)).toEqual([]);
}, 240_000);
