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
  // A guard against a hung test, not a bound on its speed (issue 28 item 23). A journey of several
  // users and pages took 40 s to 3 min beside two busy loops on this 2-core machine, and a test cut
  // off by its own timeout names no cause ("Test timeout of 30000ms exceeded" at whatever step was
  // running: six tests failed so on a fresh machine). Each step waits on what the user sees under a
  // bound of its own, which names the step when it fails: an expectation 10 s (`expect.timeout`), an
  // action or a wait for a request 20 s (`actionTimeout`), a page load 30 s (`navigationTimeout`).
  timeout: 300_000,
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
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: "off",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
});
