import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startE2eServer } from "./server";

/**
 * One embedded database per run, created, migrated and seeded by a real first start, then stopped
 * (a clean checkpoint). Each worker's server starts on a copy of it (scripts/e2e-server.mjs reads
 * E2E_TEMPLATE_DIR) instead of creating, migrating and seeding its own: a first start costs ~4 s of
 * CPU, a copy's start a tenth of it, so workers (and restarts after a failed test) are ready sooner.
 * First starts themselves are tested in tests/server/. Outside E2E_DATA_ROOT: a run leaves nothing
 * there (tests/server/e2e-free-port.integration.test.ts).
 */
export default async function globalSetup() {
  const root = mkdtempSync(path.join(os.tmpdir(), "eden-e2e-template-"));
  const dataDir = path.join(root, "data");
  // A first start creates, migrates and seeds a new database in the server's own thread: over 90 s
  // of wall time beside two busy loops and a busy machine (issue 28 item 23). It fails at once if the
  // server exits; 300 s, the browser tests' own guard, bounds a start that never ends.
  const { stop } = await startE2eServer(await freePort(), {
    keepData: true,
    dataDir,
    healthTimeoutMs: 300_000,
  });
  await stop();
  process.env.E2E_TEMPLATE_DIR = dataDir;
  return () => rmSync(root, { recursive: true, force: true });
}
