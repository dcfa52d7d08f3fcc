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
    testTimeout: 3_600_000,
    hookTimeout: 300_000,
  },
});
