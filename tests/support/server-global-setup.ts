import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { templateFile } from "~/db/pglite-template.server";
import { PREPARED_PASSWORD, startServer, waitForHealth } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data folder made by a real first start (demo accounts, PREPARED_PASSWORD), stopped cleanly. */
    preparedDataDir: string;
    /** A migrated, empty embedded database (the server's kept copy, pglite-template.server.ts), or "". */
    schemaTemplate: string;
  }
}

/**
 * Once per server-suite run (docs/testing.md "Speed"): a first start of the production build on a
 * new embedded database, then stopped, so the tests whose subject is not a first start start on
 * a copy of its folder (tests/support/prepared.ts): a new database's creation and seeding cost
 * ~4 s of CPU, a copy's start half of it. First starts themselves stay first starts
 * (demo-accounts, first-start, server, data-dir-modes, production-install).
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(os.tmpdir(), "eden-server-prepared-"));
  const dataDir = path.join(root, "data");
  const server = await startServer({ DATA_DIR: dataDir, DEMO_PASSWORD: PREPARED_PASSWORD });
  try {
    await waitForHealth(server.url, 120_000);
  } catch (error) {
    server.child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${server.output()}`);
  }
  server.child.kill("SIGTERM");
  const code = await server.exited;
  if (code !== 0) throw new Error(`the prepared server stopped with ${code}\n${server.output()}`);
  project.provide("preparedDataDir", dataDir);
  // The start found (or kept) the migrated empty database in the user's cache: a copy of our own,
  // which another checkout's server pruning its cache cannot take away mid-run.
  const kept = templateFile(process.env.XDG_CACHE_HOME);
  const schema = path.join(root, "schema.tar");
  if (existsSync(kept)) copyFileSync(kept, schema);
  project.provide("schemaTemplate", existsSync(schema) ? schema : "");
  return () => rmSync(root, { recursive: true, force: true });
}
