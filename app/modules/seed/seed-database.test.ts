import { describe, expect, it } from "vitest";
import { demoPasswordProblem, isLoopbackUrl } from "./seed-database.server";

describe("a local trial's PUBLIC_URL", () => {
  it.each([
    "http://localhost:3000",
    "http://LOCALHOST",
    "http://127.0.0.1:3000",
    "http://127.10.20.30",
    "http://127.1",
    "http://[::1]:3000",
    "https://localhost",
  ])("%s is loopback", (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each([
    "https://eden.example",
    "http://localhost.eden.example",
    "http://127.0.0.1.nip.io",
    "http://10.0.0.5:3000",
    "http://0.0.0.0:3000",
    "http://[::ffff:8.8.8.8]",
    "http://128.0.0.1",
    "not a url",
  ])("%s is not", (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});

// Issue 28 items 1 and 14: SEED_DEMO=1 on a site anyone can reach needs a strong DEMO_PASSWORD.
describe("the demo password of a start", () => {
  const publicUrl = "https://eden.example";
  it("stops a public SEED_DEMO=1 start without one, or with one too easy to guess", async () => {
    expect(await demoPasswordProblem({ SEED_DEMO: true, PUBLIC_URL: publicUrl })).toContain(
      "set DEMO_PASSWORD",
    );
    for (const weak of ["demo-password", "password123", "EdenGarden@2025", "Luxe Guntoor Hall 2031"]) {
      expect(
        await demoPasswordProblem({ SEED_DEMO: true, PUBLIC_URL: publicUrl, DEMO_PASSWORD: weak }),
        weak,
      ).toContain("DEMO_PASSWORD is too easy to guess");
    }
  });

  it("lets a strong one, a local trial, or a start without SEED_DEMO go ahead", async () => {
    expect(
      await demoPasswordProblem({
        SEED_DEMO: true,
        PUBLIC_URL: publicUrl,
        DEMO_PASSWORD: "orchid lantern copper tide",
      }),
    ).toBeNull();
    expect(
      await demoPasswordProblem({
        SEED_DEMO: true,
        PUBLIC_URL: "http://localhost:3000",
        DEMO_PASSWORD: "demo-pass-1",
      }),
    ).toBeNull();
    expect(
      await demoPasswordProblem({ SEED_DEMO: false, PUBLIC_URL: publicUrl, DEMO_PASSWORD: "demo-pass-1" }),
    ).toBeNull();
  });
});
