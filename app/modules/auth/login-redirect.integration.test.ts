import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppHarness, STAFF_PASSWORD, startApp } from "../../../tests/support/app-harness";

/**
 * The real Express app and routes (through Vite's SSR loader, in this process) on a test
 * database: what the sign-in form's POST answers for hostile redirect targets.
 */
let app: AppHarness;
beforeAll(async () => {
  app = await startApp();
  await app.staff("manager", "staff@redirect.test");
}, 120_000);
afterAll(() => app?.close());

function signIn(redirectTo: string) {
  return app.request("/luxebooking/login", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "staff@redirect.test", password: STAFF_PASSWORD, redirectTo }),
  });
}

describe("the sign-in form's redirect over HTTP", () => {
  it.each([
    ["/\t/evil.example", "/luxebooking"],
    ["/\n/evil.example", "/luxebooking"],
    ["/\r\n/evil.example", "/luxebooking"],
    ["/\\evil.example", "/luxebooking"],
    ["//evil.example", "/luxebooking"],
    ["/%2F/evil.example", "/luxebooking"],
    ["/%09/evil.example", "/luxebooking"],
    ["https://evil.example/", "/luxebooking"],
    ["javascript:alert(1)", "/luxebooking"],
    ["/luxebooking/admin?tab=users", "/luxebooking/admin?tab=users"],
  ])("%j signs in and goes to %j", async (redirectTo, location) => {
    const response = await signIn(redirectTo);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
    expect(response.headers.get("set-cookie")).toMatch(/^session=[A-Za-z0-9_-]{43};/);
  });

  it("renders the form with a safe redirect target for a hostile query", async () => {
    const response = await app.request("/luxebooking/login?redirectTo=/%0a/evil.example");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="redirectTo" value="/luxebooking"');
    expect(html).not.toContain("evil.example");
  });
});
