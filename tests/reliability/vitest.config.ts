import { defineConfig } from "vitest/config";

// `npm run test:reliability`: real server processes (the production build), one file at a time
// so the four suites never compete for the two cores and skew each other's figures.
export default defineConfig({
  root: new URL("../..", import.meta.url).pathname,
  resolve: { tsconfigPaths: true },
  test: {
    name: "reliability",
    env: { TZ: "UTC" },
    include: ["tests/reliability/**/*.reliability.test.ts"],
    fileParallelism: false,
    // One worker process runs the files one after the other (as the integration project does): each
    // file no longer starts a process and imports the test helpers, drizzle and PGlite again, and the
    // files that read a PGlite database after a crash share its compiled WebAssembly. Each file still
    // starts its own servers, cluster and databases and stops them in afterAll.
    isolate: false,
    testTimeout: 3_600_000,
    hookTimeout: 300_000,
  },
});
