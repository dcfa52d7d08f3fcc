import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservations, users } from "~/db/schema";
import * as feedFile from "~/routes/luxebooking/calendar-feed-file";
import * as feedPage from "~/routes/luxebooking/calendar-feed";
import { addDays, todayIST } from "~/modules/time";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { createReservation } from "./create-reservation.server";
import { input } from "./test-fixtures";

/** Issue 16 item 6: private calendar feeds. */
let h: RouteHarness;
const today = todayIST();
beforeAll(async () => {
  h = await createRouteHarness();
  const add = (overrides: Parameters<typeof input>[0]) =>
    createReservation(h.db, { events: h.events, actor: h.actor("admin"), input: input(overrides) });
  await add({
    eventName: "Feed Confirmed",
    eventDate: addDays(today, 10),
    clientPhone: "+91 98450 55555",
    clientEmail: "secret.client@example.com",
  });
  await add({ eventName: "Feed Pending", eventDate: addDays(today, 11), status: "pending" });
  await add({ eventName: "Feed Cancelled", eventDate: addDays(today, 12), status: "cancelled" });
  await add({ eventName: "Feed Recent Past", eventDate: addDays(today, -29) });
  await add({ eventName: "Feed Old Past", eventDate: addDays(today, -31) });
});
afterAll(() => h.close());

async function feedUrl(role: "admin" | "manager" | "operations" | "accounts") {
  const page = await h.reply(feedPage.loader, { as: role, url: "/luxebooking/calendar-feed" });
  return (page.body as { url: string }).url;
}

const fetchFeed = (url: string) => {
  const file = decodeURIComponent(new URL(url).pathname.split("/").pop()!);
  return h.call(feedFile.loader, { as: "signed-out", url, params: { file } });
};

describe("calendar feeds", () => {
  it("every staff role gets a private link; the feed has confirmed and pending (TENTATIVE) events from 30 days ago, no phone or e-mail", async () => {
    for (const role of ["admin", "manager", "operations", "accounts"] as const) {
      const url = await feedUrl(role);
      expect(url, role).toMatch(
        /^http:\/\/eden\.test\/luxebooking\/calendar\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\.ics$/,
      );
      const result = await fetchFeed(url);
      expect(result.status, role).toBe(200);
      expect(result.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      const text = await result.response!.text();
      expect(text).not.toContain("98450");
      expect(text).not.toContain("secret.client");
      const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
      const events = vevents.map((v) => [
        v.getFirstPropertyValue("summary"),
        v.getFirstPropertyValue("status"),
      ]);
      for (const v of vevents) {
        expect(String(v.getFirstPropertyValue("url"))).toMatch(
          /^http:\/\/eden\.test\/luxebooking\/reservation\/[0-9a-f-]{36}$/,
        );
      }
      expect(events).toEqual([
        ["Feed Recent Past", "CONFIRMED"],
        ["Feed Confirmed", "CONFIRMED"],
        ["Feed Pending (pending)", "TENTATIVE"],
      ]);
    }
  });

  it("regenerating gives a new link and the old one stops at once", async () => {
    const old = await feedUrl("manager");
    const stray = await h.reply(feedPage.action, {
      as: "manager",
      url: "/luxebooking/calendar-feed",
      form: {},
    });
    expect(stray.status).toBe(400);
    expect(await feedUrl("manager")).toBe(old);
    const answer = await h.reply(feedPage.action, {
      as: "manager",
      url: "/luxebooking/calendar-feed",
      form: { intent: "regenerate" },
    });
    expect(answer.body).toEqual({ ok: true, message: "A new link is ready. The old one no longer works." });
    const fresh = await feedUrl("manager");
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);
  });

  it("a wrong, malformed or another user's secret is the same 404", async () => {
    const url = await feedUrl("operations");
    const [user, secret] = new URL(url).pathname
      .split("/")
      .pop()!
      .replace(/\.ics$/, "")
      .split(".");
    const wrong = `${secret!.slice(0, -1)}${secret!.endsWith("A") ? "B" : "A"}`;
    for (const file of [
      `${user}.${wrong}.ics`,
      `00000000-0000-4000-8000-000000000000.${secret}.ics`,
      `${user}.${secret}`,
      `${user}.${secret}.ics'--`,
      "../../etc/passwd",
      "x".repeat(10_000),
    ]) {
      const result = await h.call(feedFile.loader, { as: "signed-out", url: "/x", params: { file } });
      expect(result.status, file.slice(0, 40)).toBe(404);
      expect(await result.response!.text()).toBe("Not found\n");
    }
  });

  it("a user whose role no longer sees the calendar, or who is gone, has no feed", async () => {
    const url = await feedUrl("accounts");
    const accounts = h.actor("accounts");
    await h.db.update(users).set({ role: "retired" }).where(eq(users.id, accounts.id));
    expect((await fetchFeed(url)).status).toBe(404);
    await h.db.update(users).set({ role: "accounts" }).where(eq(users.id, accounts.id));
    expect((await fetchFeed(url)).status).toBe(200);
  });

  it("a disabled account's link stops while it is disabled (issue 14)", async () => {
    const url = await feedUrl("operations");
    const operations = h.actor("operations");
    await h.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, operations.id));
    expect((await fetchFeed(url)).status).toBe(404);
    await h.db.update(users).set({ disabledAt: null }).where(eq(users.id, operations.id));
    expect((await fetchFeed(url)).status).toBe(200);
  });

  it("signed out or an unknown role cannot see or regenerate a link", async () => {
    for (const who of ["signed-out", "unknown"] as const) {
      const page = await h.reply(feedPage.loader, { as: who, url: "/luxebooking/calendar-feed" });
      expect([302, 403], who).toContain(page.status);
      const post = await h.reply(feedPage.action, {
        as: who,
        url: "/luxebooking/calendar-feed",
        form: { intent: "regenerate" },
      });
      expect([401, 403], who).toContain(post.status);
    }
    expect(await h.db.$count(reservations)).toBe(5);
  });
});
