import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail } from "~/modules/auth/users.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { input } from "~/modules/reservations/test-fixtures";
import routes from "~/routes";
import { type AppHarness, startApp } from "../support/app-harness";

/**
 * Issue 12 item 7: no staff response may stay in the browser's cache (Back after sign-out showed a
 * client's e-mail and phone from it). The whole app runs in this process (Express, React Router
 * through Vite, a fresh database) and every staff route of the route table is asked for over HTTP:
 * a route added later is checked without touching this test unless it is listed as public here.
 */
const PUBLIC = new Set([
  "/",
  "/gallery",
  "/luxe",
  "/contact",
  "/menu",
  "/guntoorlogin",
  "/guntoormenu",
  "/guntoormenu/cards",
  // Guests' pages: a table booking's own page by its secret link (issue 31) and a dish's details
  // (issue 29 item 11); their caching is tested with their own suites.
  "/contact/booking/:token",
  "/contact/booking/:token/cancel",
  "/contact/booking/:token/calendar.ics",
  // Issue 30: the client's page by its secret link (no-store tested in client-page.integration.test.ts).
  "/event/:token",
  "/event/:token/documents/:file",
  "/event/:token/statement.pdf",
  "/guntoormenu/dish/:id",
  "/guntoormenu/dish/:id/sheet",
  "/guntoorprivacy",
  "/sitemap.xml",
  "/robots.txt",
  "/site-pictures/:file",
  "/api/captcha",
  "/api/v1/menu/photos/:file",
  "/api/*",
  "/*",
]);

interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every address of the route table with the module that answers it (a layout's own address too). */
function addresses(entries: RouteEntry[], parent = ""): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = entry.path || entry.index ? [{ pattern: path || "/", file: entry.file }] : [];
    return [...own, ...addresses(entry.children ?? [], path)];
  });
}

let app: AppHarness;
let admin: string;
let reservationId: string;

beforeAll(async () => {
  app = await startApp();
  admin = await app.staff("admin", "admin@no-store.test");
  const user = (await findUserByEmail(app.database.db, "admin@no-store.test"))!;
  ({ id: reservationId } = await createReservation(app.database.db, {
    events: app.events,
    actor: { id: user.id, email: user.email, role: "admin" },
    input: input({ eventDate: "2031-03-03", clientEmail: "private.client@example.com" }),
  }));
}, 120_000);
afterAll(() => app?.close());

/** A concrete address for a pattern: a real reservation, unknown ids elsewhere. */
function concrete(pattern: string): string {
  return pattern
    .replace(/reservation\/:id$/, `reservation/${reservationId}`)
    .replace(/:id$/, "00000000-0000-4000-8000-000000000000")
    .replace(/\*$/, "no-such-page");
}

async function ask(path: string, init: RequestInit = {}) {
  const res = await app.request(path, init);
  // Live-update streams never end by themselves: the headers are what is checked.
  await res.body?.cancel();
  return res;
}

const staffRoutes = addresses(routes as RouteEntry[]).filter(({ pattern }) => !PUBLIC.has(pattern));

describe("staff responses are never stored by the browser", () => {
  it("the route table has the staff routes this test is about", () => {
    const patterns = staffRoutes.map((r) => r.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining([
        "/luxebooking",
        "/luxebooking/reservation/:id",
        "/guntoormenuadmin",
        "/api/v1/reservations",
        "/api/enquiries/events",
        "/api/v1/menu/import",
        "/api/v1/menu/photos",
        "/api/v1/menu/customer-entries.xlsx",
        "/api/v1/menu/qr-poster.svg",
      ]),
    );
  });

  it("every staff page and its .data request, signed in and signed out, answers Cache-Control: no-store", async () => {
    const missing: string[] = [];
    for (const { pattern, file } of staffRoutes) {
      const path = concrete(pattern);
      const module = await app.load(`/app/${file}`);
      const page = "default" in module;
      const asks: [string, string, RequestInit][] = [];
      // A resource route without a loader has nothing to GET (React Router answers 400 itself).
      if (page || "loader" in module)
        asks.push(["signed in", path, { headers: { cookie: admin } }], ["signed out", path, {}]);
      if (page)
        asks.push([
          "signed in, .data",
          `${path === "/" ? "/_root" : path}.data`,
          { headers: { cookie: admin } },
        ]);
      // Staff APIs that take uploads and imports: an empty (invalid) post changes nothing. (A post
      // to /luxebooking/logout is the sign-out itself: the last test.)
      if (!page && "action" in module && !pattern.endsWith("/logout"))
        asks.push([
          "signed in, POST",
          path,
          { method: "POST", headers: { cookie: admin }, body: new FormData() },
        ]);
      for (const [who, url, init] of asks) {
        const res = await ask(url, init);
        if (who.startsWith("signed in"))
          expect(res.headers.get("location") ?? "", `${url} ${who}`).not.toContain("/luxebooking/login");
        const cacheControl = res.headers.get("cache-control") ?? "(none)";
        if (!/\bno-store\b/.test(cacheControl))
          missing.push(`${init.method ?? "GET"} ${url} ${who}: ${res.status} ${cacheControl}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("the reservation page the browser must not keep holds the client's e-mail", async () => {
    const res = await app.request(`/luxebooking/reservation/${reservationId}`, {
      headers: { cookie: admin },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("private.client@example.com");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it('sign-out answers Clear-Site-Data: "cache", so what a browser kept before is gone too', async () => {
    const cookie = await app.session("admin@no-store.test");
    const res = await ask("/luxebooking/logout", {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams(),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/luxebooking/login");
    expect(res.headers.get("clear-site-data")).toBe('"cache"');
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("public pages keep their own caching", async () => {
    const res = await ask("/luxe");
    expect(res.headers.get("cache-control") ?? "").not.toContain("no-store");
  });
});
