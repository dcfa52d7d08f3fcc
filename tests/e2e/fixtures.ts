import { test as base } from "@playwright/test";
import { type E2eServer, freePort, startE2eServer } from "./server";

export { expect } from "@playwright/test";
export { type E2eServer, freePort, startE2eServer, waitHealthy } from "./server";

/**
 * Every Playwright worker runs its own server, port and DATA_DIR, so two workers never share a
 * database. `E2E_PORT` (optional) is the first worker's port, the next workers take the next ones.
 * Tests import `test` and `expect` from here; `baseURL` is this worker's server.
 */
export const test = base.extend<Record<never, never>, { server: E2eServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from its first parameter.
    async ({}, use, workerInfo) => {
      const port = process.env.E2E_PORT
        ? Number(process.env.E2E_PORT) + workerInfo.parallelIndex
        : await freePort();
      const { server, stop } = await startE2eServer(port);
      await use(server);
      await stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});
