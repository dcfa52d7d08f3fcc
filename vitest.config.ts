import { defineConfig } from "vitest/config";
import { enhancements } from "./scripts/vite-enhancements.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Pages' enhancement scripts are imported as URLs, never run on the server.
  plugins: [enhancements()],
  test: {
    env: { TZ: "UTC" },
    // Each file's CPU time, when TEST_CPU_LOG names a file to append it to (npm test's summary).
    setupFiles: ["tests/support/file-cpu.ts"],
    // docs/testing.md: `npm test` runs the integration suite on PGlite, then again on PostgreSQL
    // only the tests tagged `db` (a file with `// @module-tag db`, a describe or test with
    // `{ tags: ["db"] }`).
    tags: [
      {
        name: "db",
        description:
          "database behaviour (transactions, constraints, concurrency, locking, migrations, SQL): also run on PostgreSQL",
      },
    ],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Each project its own group (run one after the other): projects of different
          // maxWorkers in one group make Vitest abort, so `vitest run <a unit file> <an
          // integration file>` could not run (issue 28 item 21).
          sequence: { groupOrder: 0 },
          include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
          // One process runs every file, each module imported once (docs/testing.md "Speed"):
          // a fresh process and module graph per file was 3/4 of the suite's CPU time. Pure
          // functions share nothing; a test that changes process state (TZ, fake timers) restores it.
          isolate: false,
          // A guard against a hung test, not a bound on speed: beside npm test's other steps the
          // machine's load reaches 10 on 2 cores, and a test of 0.5 s idle took over 5 s there.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          include: ["app/**/*.integration.test.ts", "tests/integration/**/*.integration.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          // One process runs many files (docs/testing.md "Speed"): 740 tests, 215 s -> 110 s of CPU.
          // Each file still has its own database (createTestDatabase) and app (startApp).
          isolate: false,
          // Two such processes. Vitest's default on 2 cores is one (cores - 1), and the files
          // then ran one after another using a third of a core: 104 s of CPU in 305 s of wall time
          // (CI, 23 Nov), the longest stretch on npm test's critical path.
          maxWorkers: 2,
          // A guard against a hung test, not a bound on speed: a file's first request compiles its
          // routes, and a test that builds a database from a blank one takes 30 s of wall time or
          // more on the 2 busy cores of `npm test` (CI of 26 Nov: three such tests at 30-31 s).
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Real server processes (the production build), run once per suite. Two files at a time:
          // these tests mostly wait (for a start, a session's idle limit, an install), ~140 s of CPU
          // for 390 s of wall time; each file has its own ports, data folders and databases.
          name: "server",
          sequence: { groupOrder: 2 },
          include: ["tests/server/**/*.integration.test.ts"],
          // One real first start, whose data folder the tests not about a first start copy.
          globalSetup: ["tests/support/server-global-setup.ts"],
          // The files of a worker share one process and its imports (Vitest, pg, sharp, the app's
          // database modules), as in the integration project: each file's servers, folders and
          // clusters are its own and stopped in its afterAll.
          isolate: false,
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
