import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from "./scripts/chromium.mjs";

export const DEMO_PASSWORD = "demo-password-e2e";

/**
 * Debian's `chromium-headless-shell` (`.ci/run` installs it) when present: the same Blink and V8 as
 * `chromium` without the full browser around them, about a third less CPU for the same tests
 * (docs/performance.md "Test suite"); else the full `chromium` in its headless mode.
 */
const CHROMIUM = existsSync("/usr/bin/chromium-headless-shell")
  ? "/usr/bin/chromium-headless-shell"
  : "/usr/bin/chromium";

/**
 * The full `chromium`, for a test the headless shell cannot run: `test.use({ launchOptions:
 * FULL_CHROMIUM })` in a `test.describe` around it (that test then gets a worker of its own).
 */
export const FULL_CHROMIUM = {
  executablePath: FULL_CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
};

export default defineConfig({
  testDir: "tests/e2e",
  // One migrated and seeded database per run, copied for each worker's server.
  globalSetup: "./tests/e2e/global-setup.ts",
  // Three workers, each with its own server, port and database (tests/e2e/fixtures.ts), share the
  // tests out one by one; a file whose tests build on each other says so (mode: "serial"). Three on
  // two cores: a browser test spends most of its time waiting on the page (~1.2 s of CPU for ~4 s
  // of wall time in chromium-headless-shell, docs/performance.md "Test suite").
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  timeout: 30_000,
  // How long an expectation waits for something to come true (a toast, a reload, a row). 10 s, not
  // Playwright's 5: inside `npm test` three workers share two cores with four other steps, and on a
  // slow stretch of this machine an action's round trip, its reload and the first toast's lazy
  // chunk took longer than 5 s (five such failures in one CI run of 2026-11-27; the same tests pass
  // under four busy loops when given time). A timing the spec sets is asserted with its own
  // `{ timeout }` (2 s live updates, the 1.5 s redirect), never with this.
  expect: { timeout: Number(process.env.E2E_EXPECT_MS ?? 10_000) },
  reporter: process.env.PW_JSON_OUTPUT
    ? [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT }]]
    : "list",
  use: {
    trace: "off",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
});
