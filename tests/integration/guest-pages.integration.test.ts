import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppHarness, startApp } from "../support/app-harness";

/**
 * Issue 17: the guests' pages are rendered on the server and never hydrated; each ships only its own
 * enhancement scripts, and the contact form's script gets its answer from the page's own endpoint.
 */
let app: AppHarness;
beforeAll(async () => {
  app = await startApp();
}, 120_000);
afterAll(() => app?.close());

const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

describe("guests' pages without React", () => {
  const pages: [string, RegExp[]][] = [
    ["/menu", []],
    ["/luxe", [/gallery\.enhance\.ts/, /luxe\.enhance\.ts/]],
    ["/gallery", [/gallery\.enhance\.ts/]],
    ["/contact", [/contact\.enhance\.ts/]],
    // The visitor form's script, and the language switcher's (its names' fonts after the first paint).
    ["/guntoorlogin", [/visitor\.enhance\.ts/, /language-names\.enhance\.ts/]],
  ];
  for (const [path, own] of pages) {
    it(`${path}: no React Router context, no hydration entry; the navbar's script${own.length ? " and its own" : ""}`, async () => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toContain("__reactRouterContext");
      expect(html).not.toMatch(/entry\.client|modulepreload/);
      const tags = scriptTags(html).filter((tag) => / src=/.test(tag));
      expect(tags.some((tag) => /static-nav/.test(tag))).toBe(true);
      for (const pattern of own)
        expect(tags.some((tag) => pattern.test(tag) && /type="module"/.test(tag))).toBe(true);
      expect(tags).toHaveLength(1 + own.length);
    });
  }
});

describe("POST /contact asking for JSON (the form's script)", () => {
  const post = (values: Record<string, string>, address: string) =>
    app.request("/contact", {
      method: "POST",
      headers: { accept: "application/json", "x-forwarded-for": address },
      body: new URLSearchParams(values),
    });
  const valid = {
    name: "Asha Menon",
    email: "asha@example.com",
    phone: "9845012345",
    subject: "JSON",
    message: "A table for four, please.",
  };

  it("answers spec 5's first failure as JSON with the fields to flag, status 400", async () => {
    const response = await post({ ...valid, name: " ", phone: "12" }, "10.30.0.1");
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      reply: { success: false, message: "Please fill in all required fields.", fields: ["name"] },
      values: { ...valid, name: " ", phone: "12" },
    });
  });

  it("stores a valid enquiry and answers the spec's success text as JSON", async () => {
    const response = await post(valid, "10.30.0.2");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      reply: { success: true, message: "Message sent successfully! We'll get back to you soon." },
    });
  });

  it("a plain form post still gets the page", async () => {
    const response = await app.request("/contact", {
      method: "POST",
      headers: { "x-forwarded-for": "10.30.0.3" },
      body: new URLSearchParams({ ...valid, email: "x" }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("Please enter a valid email address.");
  });
});

describe("POST /guntoorlogin asking for JSON (the visitor form's script)", () => {
  it("a refusal answers the spec's text as JSON; an entry answers the success text and sets the visitor pass", async () => {
    const post = (values: Record<string, string>) =>
      app.request("/guntoorlogin", {
        method: "POST",
        headers: { accept: "application/json", "x-forwarded-for": "10.31.0.1" },
        body: new URLSearchParams(values),
      });
    const refused = await post({ customerName: "", phoneNumber: "9876543210", numGuests: "2" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ ok: false, error: "Please fill in all fields." });
    const saved = await post({ customerName: "Lakshmi", phoneNumber: "9876543210", numGuests: "2" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ok: true, message: "Entry saved successfully! Redirecting..." });
    expect(saved.headers.get("set-cookie")).toMatch(/=/);
  });
});
