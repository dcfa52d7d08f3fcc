import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("configuration", () => {
  it("has the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      PUBLIC_URL: "http://localhost:3000",
      SEED_DEMO: false,
      SESSION_IDLE_HOURS: 12,
      SESSION_MAX_DAYS: 7,
      CACHE_MEMORY_MB: 32,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("derives PUBLIC_URL from PORT and strips a trailing slash", () => {
    expect(parseEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(parseEnv({ PUBLIC_URL: "https://eden.example/" }).PUBLIC_URL).toBe("https://eden.example");
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["PUBLIC_URL", "not a url"],
    ["SESSION_SECRET", "short"],
    ["DEMO_PASSWORD", "123"],
    ["SEED_DEMO", "maybe"],
    ["SESSION_IDLE_HOURS", "-1"],
    ["CACHE_MEMORY_MB", "0"],
    ["CACHE_MEMORY_MB", "1.5"],
    ["CACHE_MEMORY_MB", "lots"],
  ])("stops with a message naming %s when it is %j", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });

  it("reads SEED_DEMO=1 as on", () => {
    expect(parseEnv({ SEED_DEMO: "1" }).SEED_DEMO).toBe(true);
  });
});
