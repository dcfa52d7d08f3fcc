import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppHarness, STAFF_PASSWORD, startApp } from "../support/app-harness";
import { textsOf } from "../support/html";

/**
 * What an HTTP client sees of the whole app (security headers, cross-site refusal, body limits,
 * forged posts, sessions, throttling), in this process: these checks need no browser and no
 * server process. The browser suite keeps what only a browser shows.
 */
let app: AppHarness;
beforeAll(async () => {
  app = await startApp();
}, 120_000);
afterAll(() => app?.close());

const form = (values: Record<string, string>, headers: Record<string, string> = {}, cookie?: string) => ({
  method: "POST",
  headers: { ...headers, ...(cookie ? { cookie } : {}) },
  body: new URLSearchParams(values),
});

describe("security headers", () => {
  it("a nonce CSP without unsafe-inline, nosniff, the referrer policy and a request id; every script carries the nonce", async () => {
    const response = await app.request("/luxebooking/login");
    const csp = response.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(directive);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });
});

describe("cross-site and oversized requests", () => {
  it("the sign-in refuses a foreign Origin, Sec-Fetch-Site: cross-site and a body over 1 MB", async () => {
    await app.staff("admin");
    const credentials = { email: "admin@app.test", password: STAFF_PASSWORD };
    const crossSite = await app.request(
      "/luxebooking/login",
      form(credentials, { origin: "https://evil.example" }),
    );
    expect(crossSite.status).toBe(403);
    const fetchSite = await app.request(
      "/luxebooking/login",
      form(credentials, { "sec-fetch-site": "cross-site" }),
    );
    expect(fetchSite.status).toBe(403);
    const big = await app.request("/luxebooking/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `email=a&password=${"x".repeat(1024 * 1024 + 10)}`,
    });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("The request is too large (limit 1 MB).");
  });

  it("the contact form's action refuses an oversized or cross-site post", async () => {
    // The action's own refusals (invalid fields, a forged spam check):
    // app/modules/contact/contact-route.integration.test.ts.
    const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
    const huge = await app.request("/contact", {
      method: "POST",
      headers: urlencoded,
      body: `name=x&message=${"m".repeat(1_100_000)}`,
    });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toBe("The request is too large (limit 1 MB).");
    const crossSite = await app.request("/contact", {
      method: "POST",
      headers: { ...urlencoded, Origin: "https://evil.example" },
      body: "name=x",
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("registration over HTTP", () => {
  it("a registration forged by a manager gets 403 and creates nobody", async () => {
    const cookie = await app.staff("manager");
    const forged = await app.request(
      "/luxebooking/admin/register",
      form(
        {
          email: "forged@app.test",
          password: "forged-pass-1",
          confirmPassword: "forged-pass-1",
          role: "admin",
        },
        {},
        cookie,
      ),
    );
    expect(forged.status).toBe(403);
    const attempt = await app.request(
      "/luxebooking/login",
      form({ email: "forged@app.test", password: "forged-pass-1" }),
    );
    expect(attempt.status).toBe(401);
  });

  it("bad registration input gets 400 with a clear message and writes nothing", async () => {
    const cookie = await app.staff("admin");
    const unknownRole = await app.request(
      "/luxebooking/admin/register",
      form(
        { email: "chef@app.test", password: "chef-pass-12", confirmPassword: "chef-pass-12", role: "chef" },
        {},
        cookie,
      ),
    );
    expect(unknownRole.status).toBe(400);
    expect(await unknownRole.text()).toContain("Failed to create an account: Please choose a valid role.");
    const missing = await app.request(
      "/luxebooking/admin/register",
      form({ email: "x@app.test" }, {}, cookie),
    );
    expect(missing.status).toBe(400);
  });
});

describe("sessions and sign-in throttling over HTTP", () => {
  it("signed in, the sign-in and register pages redirect to the dashboard", async () => {
    const cookie = await app.staff("manager");
    for (const path of ["/luxebooking/login", "/luxebooking/register"]) {
      const response = await app.request(path, { headers: { cookie } });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toMatch(/^\/luxebooking\/?$/);
    }
  });

  it("after sign-out the old session cookie no longer works", async () => {
    await app.staff("operations");
    const cookie = await app.session("operations@app.test");
    expect((await app.request("/luxebooking", { headers: { cookie } })).status).toBe(200);
    const logout = await app.request("/luxebooking/logout", form({}, {}, cookie));
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/luxebooking/login");
    const replay = await app.request("/luxebooking", { headers: { cookie } });
    expect(replay.status).toBe(302);
    expect(replay.headers.get("location")).toContain("/luxebooking/login");
  });

  it("after 5 failed attempts for one e-mail, sign-in answers the throttling message", async () => {
    // An address of its own: the other tests here sign in from the loopback address.
    const from = { "x-forwarded-for": "10.13.0.5" };
    const attempt = async (password: string) => {
      const response = await app.request(
        "/luxebooking/login",
        form({ email: "throttled@app.test", password }, from),
      );
      return textsOf(await response.text(), 'role="alert"');
    };
    for (let i = 0; i < 5; i++) {
      const [alert] = await attempt(`wrong-${i}`);
      expect(alert).toContain("Failed to sign in.");
    }
    expect(await attempt("wrong-again")).toEqual([
      "Too many sign-in attempts. Please try again in 15 minutes.",
    ]);
  });
});
