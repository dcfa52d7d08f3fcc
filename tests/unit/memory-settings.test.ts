import { describe, expect, it } from "vitest";
import { MALLOC_SETTINGS, memoryFlags, missingMemorySettings } from "../../server/memory-settings.mjs";

describe("the server's memory settings (issue 33)", () => {
  it("are all missing from a process started without them, the baseline compiler only on the embedded database", () => {
    expect(missingMemorySettings({ execArgv: [], env: {} })).toEqual({
      flags: ["--max-semi-space-size=1", "--heap-growing-percent=25", "--liftoff-only"],
      variables: MALLOC_SETTINGS,
    });
    expect(memoryFlags({ DATABASE_URL: "postgres://db/eden" })).not.toContain("--liftoff-only");
  });

  it("leave a flag or variable the operator set, on the command line or in NODE_OPTIONS", () => {
    const { flags, variables } = missingMemorySettings({
      execArgv: ["--max-semi-space-size=16", "--no-liftoff-only"],
      env: { NODE_OPTIONS: "--heap_growing_percent=50", MALLOC_ARENA_MAX: "4", DATABASE_URL: "" },
    });
    expect(flags).toEqual([]);
    expect(variables).toEqual({});
  });

  it("are complete in a process that has them", () => {
    const env = { DATABASE_URL: "postgres://db/eden", ...MALLOC_SETTINGS };
    expect(missingMemorySettings({ execArgv: memoryFlags(env), env })).toEqual({ flags: [], variables: {} });
  });
});
