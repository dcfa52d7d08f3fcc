import { request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail } from "~/modules/auth/users.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { input } from "~/modules/reservations/test-fixtures";
import { type AppHarness, startApp } from "../support/app-harness";

/**
 * Issue 17 item 3: the staff dashboard's HTML is kept per URL and loader data
 * (app/modules/http-cache/render-cache.server.ts). Over HTTP through the whole app: a kept page is
 * served again with its own nonce, a change shows on the next view, nobody gets another person's
 * page, and sign-in and permissions are still checked on every request.
 */
let app: AppHarness;
beforeAll(async () => {
  app = await startApp();
}, 120_000);
afterAll(() => app?.close());

async function view(cookie: string, path = "/luxebooking") {
  const response = await app.request(path, { headers: { cookie } });
  const csp = response.headers.get("content-security-policy") ?? "";
  return {
    response,
    status: response.status,
    cache: response.headers.get("x-render-cache"),
    nonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? "",
    html: await response.text(),
  };
}

const eventDate = () => new Date(Date.now() + 5.5 * 3_600_000 + 4 * 86_400_000).toISOString().slice(0, 10);

async function actor(email: string) {
  const user = (await findUserByEmail(app.database.db, email))!;
  return { id: user.id, email: user.email, role: user.role };
}

describe("the dashboard's kept render", () => {
  it("a second view of the same page is the kept copy, with this response's own nonce on every script", async () => {
    const cookie = await app.staff("admin", "first.admin@cache.test");
    const first = await view(cookie);
    expect(first.status).toBe(200);
    expect(first.cache).toBe("miss");
    const second = await view(cookie);
    expect(second.cache).toBe("hit");
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html).not.toContain(first.nonce);
    const scripts = second.html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${second.nonce}"`);
    expect(second.html.replaceAll(second.nonce, "N")).toBe(first.html.replaceAll(first.nonce, "N"));
  });

  it("a kept copy is sent gzipped, compressed once, to a browser that accepts gzip, and as it is to one that does not", async () => {
    const cookie = await app.staff("admin", "gzip.admin@cache.test");
    const raw = (acceptEncoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const url = new URL(app.url);
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: "/luxebooking",
            headers: { cookie, "accept-encoding": acceptEncoding },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c) => chunks.push(c));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on("error", reject);
        req.end();
      });
    const nonceOf = (headers: Record<string, unknown>) =>
      /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]))![1]!;
    await raw("identity");
    const gzipped = await raw("gzip, deflate, br");
    expect(gzipped.headers["x-render-cache"]).toBe("hit");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(String(gzipped.headers.vary)).toMatch(/accept-encoding/i);
    const plain = await raw("identity");
    expect(plain.headers["x-render-cache"]).toBe("hit");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const html = gunzipSync(gzipped.body).toString();
    expect(html).toContain(`nonce="${nonceOf(gzipped.headers)}"`);
    expect(html.replaceAll(nonceOf(gzipped.headers), "N")).toBe(
      plain.body.toString().replaceAll(nonceOf(plain.headers), "N"),
    );
  });

  it("another URL of the dashboard (a month, a date) is a page of its own", async () => {
    const cookie = await app.staff("admin", "first.admin@cache.test");
    await view(cookie);
    const other = await view(cookie, "/luxebooking?month=2031-02");
    expect(other.cache).toBe("miss");
    expect(other.html).toContain("February 2031");
  });

  it("a reservation made after a view shows on the next view", async () => {
    const cookie = await app.staff("admin", "first.admin@cache.test");
    await view(cookie);
    expect((await view(cookie)).cache).toBe("hit");
    await createReservation(app.database.db, {
      events: app.events,
      actor: await actor("first.admin@cache.test"),
      input: input({ eventName: "Kept Render Party", eventDate: eventDate() }),
    });
    const after = await view(cookie);
    expect(after.cache).toBe("miss");
    expect(after.html).toContain("Kept Render Party");
  });

  it("two people, two roles and two admins: each page carries only its own person's e-mail and dashboard", async () => {
    const admin = await app.staff("admin", "first.admin@cache.test");
    const otherAdmin = await app.staff("admin", "second.admin@cache.test");
    const manager = await app.staff("manager", "the.manager@cache.test");
    for (let round = 0; round < 2; round++) {
      const pages = {
        "first.admin@cache.test": await view(admin),
        "second.admin@cache.test": await view(otherAdmin),
        "the.manager@cache.test": await view(manager),
      };
      for (const [email, page] of Object.entries(pages)) {
        expect(page.status, email).toBe(200);
        // Each kept copy is served only to the person it was rendered for (round 2 is all hits).
        if (round === 1) expect(page.cache, email).toBe("hit");
        expect(page.html, email).toContain(email);
        for (const other of Object.keys(pages))
          if (other !== email) expect(page.html, email).not.toContain(other);
      }
      expect(pages["the.manager@cache.test"].html).toContain("Manager Dashboard");
      expect(pages["the.manager@cache.test"].html).not.toContain("Admin Dashboard");
      expect(pages["second.admin@cache.test"].html).toContain("Admin Dashboard");
    }
  });

  it("sign-in and permissions are checked on every request: a signed-out cookie and an unknown role never get the kept page", async () => {
    await app.staff("admin", "leaving.admin@cache.test");
    const cookie = await app.session("leaving.admin@cache.test");
    expect((await view(cookie)).status).toBe(200);
    expect((await view(cookie)).cache).toBe("hit");
    const logout = await app.request("/luxebooking/logout", { method: "POST", headers: { cookie } });
    expect(logout.status).toBe(302);
    const replay = await view(cookie);
    expect(replay.status).toBe(302);
    expect(replay.response.headers.get("location")).toContain("/luxebooking/login");
    expect(replay.html).not.toContain("Admin Dashboard");

    const unknown = await app.staff("unknown", "unknown.role@cache.test");
    const page = await view(unknown);
    expect(page.html).not.toContain("Reservation Calendar");
    expect(page.html).not.toContain("Admin Dashboard");
  });
});
