// The command-line flags of every Chromium this project starts: the browser tests (playwright.config.ts),
// Lighthouse (scripts/lighthouse.mjs) and the screenshots (scripts/screens.mjs, scripts/screenshots.mjs).
// Written once so that a run of one measures the same browser as the others. Plain JavaScript because
// the Lighthouse and screenshot scripts run on node without a TypeScript loader.

/** No sandbox (CI runs as root in a container), no GPU, and none of the browser's own network traffic. */
export const CHROMIUM_ARGS = Object.freeze([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]);

/** Debian's full browser (screenshots, Lighthouse, the tests the headless shell cannot run). */
export const FULL_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
