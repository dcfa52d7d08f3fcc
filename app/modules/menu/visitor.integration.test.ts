import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  customerEntries,
  menuCategories,
  menuItems,
  restaurantInfo,
  visitorEntryAttempts,
} from "~/db/schema";
import * as eventsRoute from "~/routes/api/menu-events";
import * as loginRoute from "~/routes/guntoor/login";
import * as menuRoute from "~/routes/guntoor/menu";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { addCustomerEntry, visitorSenderKey } from "./add-customer-entry.server";
import { loadPublicMenuCached } from "./public-menu-cache.server";
import { seedMenu } from "./seed-menu.server";

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
  await seedMenu(h.db, { venue: "guntoor" });
});
afterAll(() => h.close());

let addresses = 0;
/** The limit tests' visitors come from their own addresses, away from the other tests' one. */
const nextAddress = () => `198.51.100.${++addresses}`;
const address = nextAddress();
const submit = (form: Record<string, string>, clientIp = address) =>
  h.call(loginRoute.action, { url: "/guntoorlogin", form, clientIp });
const countEntries = async () => (await h.db.select().from(customerEntries)).length;

describe("seeded Guntoor menu", () => {
  it("has every category of spec 3.7, about 120 items, some out of stock, and the default info", async () => {
    const categories = await h.db.select().from(menuCategories).where(eq(menuCategories.venue, "guntoor"));
    expect(categories.map((c) => c.label)).toEqual(
      expect.arrayContaining([
        "Andhra Meals",
        "Andhra Spices",
        "Biryani",
        "Appetizers",
        "Soup",
        "Wok",
        "Clay Oven",
        "Main Course",
        "Indian Bread",
        "Accompaniments",
        "Rice & Pulao",
        "Rice & Noodles",
        "Desserts",
        "Non-Alcoholic Beverages",
        "Signature Mocktails",
      ]),
    );
    const items = await h.db.select().from(menuItems);
    expect(items.length).toBeGreaterThanOrEqual(110);
    expect(items.filter((i) => i.isOutOfStock).length).toBeGreaterThan(0);
    const [info] = await h.db.select().from(restaurantInfo).where(eq(restaurantInfo.venue, "guntoor"));
    expect(info?.openingTime).toBe("11:30 AM to 10:30 PM");
  });

  it("is idempotent and never overwrites staff changes", async () => {
    await h.db
      .update(menuItems)
      .set({ name: "Renamed by staff" })
      .where(eq(menuItems.name, "Gongura Mutton"));
    const before = (await h.db.select().from(menuItems)).length;
    expect(await seedMenu(h.db, { venue: "guntoor" })).toEqual({ categories: 0, items: 0 });
    expect((await h.db.select().from(menuItems)).length).toBe(before);
    expect((await h.db.select().from(menuItems).where(eq(menuItems.name, "Renamed by staff"))).length).toBe(
      1,
    );
  });
});

describe("/guntoorlogin visitor entry", () => {
  it("stores the entry, answers the spec's success text and sets a 12-hour pass", async () => {
    const before = await countEntries();
    const result = await submit({ customerName: "Ravi Kumar", phoneNumber: "+919876543210", numGuests: "4" });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ok: true, message: "Entry saved successfully! Redirecting..." });
    expect(result.headers.get("set-cookie")).toMatch(
      /^guntoor_visitor=.+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200/,
    );
    expect(await countEntries()).toBe(before + 1);
    const [row] = await h.db
      .select()
      .from(customerEntries)
      .where(eq(customerEntries.phoneNumber, "+919876543210"));
    expect(row).toMatchObject({ customerName: "Ravi Kumar", numGuests: 4, venue: "guntoor" });
  });

  it.each([
    [{ customerName: "", phoneNumber: "9876543210", numGuests: "2" }, "Please fill in all fields."],
    [{ customerName: "Ravi", phoneNumber: "", numGuests: "2" }, "Please fill in all fields."],
    [{ customerName: "Ravi", phoneNumber: "9876543210", numGuests: "" }, "Please fill in all fields."],
    [
      { customerName: "Ravi", phoneNumber: "12345", numGuests: "2" },
      "Please enter a valid phone number (10 to 14 digits, optional leading +).",
    ],
    [
      { customerName: "Ravi", phoneNumber: "9876543210", numGuests: "501" },
      "Number of guests must be a whole number from 1 to 500.",
    ],
    [
      { customerName: "x".repeat(101), phoneNumber: "9876543210", numGuests: "2" },
      "Your name must be at most 100 characters.",
    ],
  ])("refuses %j with its message and stores nothing", async (form, message) => {
    const before = await countEntries();
    const result = await submit(form);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ ok: false, error: message, values: form, retry: false });
    expect(result.headers.get("set-cookie")).toBeNull();
    expect(await countEntries()).toBe(before);
  });
});

describe("/guntoorlogin phone numbers as guests type them (issue 12 item 18)", () => {
  it.each([
    ["98765 43210", "9876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["098765-43210", "09876543210"],
  ])("accepts %j and stores %j", async (typed, stored) => {
    const result = await submit({ customerName: `Typed ${typed}`, phoneNumber: typed, numGuests: "2" });
    expect(result.status).toBe(200);
    const [row] = await h.db
      .select()
      .from(customerEntries)
      .where(eq(customerEntries.customerName, `Typed ${typed}`));
    expect(row?.phoneNumber).toBe(stored);
  });

  it("gives a refused form back with what the guest typed", async () => {
    const result = await submit({ customerName: "Ravi", phoneNumber: "98765", numGuests: "3" });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      ok: false,
      values: { customerName: "Ravi", phoneNumber: "98765", numGuests: "3" },
    });
  });
});

describe("/guntoorlogin limit per address (issue 12 item 5)", { tags: ["db"] }, () => {
  const tooMany = "Too many entries from this device. Please ask our staff for help.";
  const form = (n: number) => ({ customerName: `Flood ${n}`, phoneNumber: "9876543210", numGuests: "1" });
  const stored = async (prefix: string) =>
    (await h.db.select().from(customerEntries)).filter((e) => e.customerName.startsWith(prefix)).length;

  it("stores 10 entries from one address in 10 minutes, then answers the error with nothing stored", async () => {
    const flooder = nextAddress();
    for (let n = 1; n <= 10; n++) expect((await submit(form(n), flooder)).status).toBe(200);
    const before = await countEntries();
    const refused = await submit(form(11), flooder);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, error: tooMany });
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect(await countEntries()).toBe(before);
    // Another address is not affected.
    expect((await submit(form(12), nextAddress())).status).toBe(200);
  });

  it("lets the address in again once its oldest entry is 10 minutes old", async () => {
    const input = { customerName: "Window", phoneNumber: "9876543210", numGuests: 1 };
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, minutes));
    const ip = nextAddress();
    for (let n = 0; n < 10; n++) {
      expect(
        await addCustomerEntry(h.db, { venue: "guntoor", input, senderIp: ip, now: at(n) }),
      ).toHaveProperty("id");
    }
    await expect(
      addCustomerEntry(h.db, { venue: "guntoor", input, senderIp: ip, now: at(9) }),
    ).rejects.toThrow(tooMany);
    expect(
      await addCustomerEntry(h.db, { venue: "guntoor", input, senderIp: ip, now: at(10) }),
    ).toHaveProperty("id");
    // Only the window is kept: the address's row from 12:00 is gone, its hash kept no longer than needed.
    const kept = await h.db
      .select()
      .from(visitorEntryAttempts)
      .where(eq(visitorEntryAttempts.senderKey, visitorSenderKey(ip)));
    expect(kept.map((r) => r.at.getUTCMinutes()).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it("holds under 40 simultaneous posts from one address: exactly 10 stored", async () => {
    const ip = nextAddress();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        submit({ customerName: `Burst ${n}`, phoneNumber: "9876543210", numGuests: "1" }, ip),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(30);
    expect(await stored("Burst ")).toBe(10);
  });
});

describe("/guntoorlogin when the database refuses the entry", { tags: ["db"] }, () => {
  it("answers 'Failed to save entry. Please try again.' and sets no pass", async () => {
    // A real failing insert: a constraint no row can meet, added for this test only.
    await h.db.execute(sql`alter table customer_entries add constraint test_refuse check (false) not valid`);
    try {
      const result = await submit({ customerName: "Ravi", phoneNumber: "9876543210", numGuests: "2" });
      expect(result.status).toBe(500);
      expect(result.body).toMatchObject({
        ok: false,
        error: "Failed to save entry. Please try again.",
        retry: true,
      });
      expect(result.headers.get("set-cookie")).toBeNull();
    } finally {
      await h.db.execute(sql`alter table customer_entries drop constraint test_refuse`);
    }
  });
});

describe("/guntoormenu", () => {
  it("sends a browser without an entry to /guntoorlogin", async () => {
    const result = await h.call(menuRoute.loader, { url: "/guntoormenu" });
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/guntoorlogin");
  });

  it("refuses a forged or tampered pass", async () => {
    for (const cookie of ["guntoor_visitor=abc.9999999999999.forged", "guntoor_visitor=x"]) {
      const result = await h.call(menuRoute.loader, { url: "/guntoormenu", cookie });
      expect(result.headers.get("location")).toBe("/guntoorlogin");
    }
  });

  it("serves info, categories (food first) and the query's rendered cards with the pass, no raw item rows", async () => {
    const entry = await submit({ customerName: "Asha", phoneNumber: "9876501234", numGuests: "2" });
    const cookie = entry.headers.get("set-cookie")!.split(";")[0]!;
    const result = await h.call(menuRoute.loader, { url: "/guntoormenu", cookie });
    expect(result.status).toBe(200);
    const body = result.body as {
      info: { name: string };
      categories: { key: string }[];
      cards: { html: string; facts: Record<string, unknown> }[];
    };
    expect(body.info.name).toBe("Guntoor");
    expect(body.categories[0]!.key).toBe("andhraMeals");
    expect(body.categories.at(-1)!.key).toBe("signatureMocktails");
    // The page does not hydrate (issue 17): guests get markup and the script's filter facts, never
    // the menu's database rows.
    expect(Object.keys(body).sort()).toEqual([
      "atTable",
      "cards",
      "categories",
      "guestLanguage",
      "info",
      "query",
    ]);
    // Only the query's cards (the default category's): the page's script fetches the rest from
    // /guntoormenu/cards.
    expect(body.cards.length).toBeGreaterThan(3);
    expect(body.cards.every((c) => c.facts.category === "andhraMeals")).toBe(true);
    expect(Object.keys(body.cards[0]!).sort()).toEqual(["facts", "html"]);
    expect(Object.keys(body.cards[0]!.facts).sort()).toEqual(
      ["allergens", "category", "mainCategory", "marker", "search", "spicy"].sort(),
    );
    expect(body.cards.some((c) => c.html.includes("Filter Coffee"))).toBe(false);
  });

  it("streams live menu events only to visitors with a pass or menu staff", async () => {
    const denied = await h.call(eventsRoute.loader, { url: "/api/v1/menu/events" });
    expect(denied.status).toBe(401);
    const forbidden = await h.call(eventsRoute.loader, { url: "/api/v1/menu/events", as: "operations" });
    expect(forbidden.status).toBe(403);
    const entry = await submit({ customerName: "Asha", phoneNumber: "9876501234", numGuests: "2" });
    const cookie = entry.headers.get("set-cookie")!.split(";")[0]!;
    const stream = await h.call(eventsRoute.loader, { url: "/api/v1/menu/events", cookie });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const reader = stream.response!.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain("retry: 2000");
    await h.events.publish("menu", "item.stock", "x");
    const next = new TextDecoder().decode((await reader.read()).value);
    expect(next).toContain("event: menu");
    await reader.cancel();
  });
});

describe("public menu cache", () => {
  it("serves the cached menu until a menu event, then the changed one", async () => {
    const first = await loadPublicMenuCached(h.db, { venue: "guntoor", events: h.events });
    await h.db.update(menuItems).set({ isOutOfStock: true }).where(eq(menuItems.name, "Filter Coffee"));
    const cached = await loadPublicMenuCached(h.db, { venue: "guntoor", events: h.events });
    expect(cached).toBe(first);
    await h.events.publish("menu", "item.stock");
    const fresh = await loadPublicMenuCached(h.db, { venue: "guntoor", events: h.events });
    const items = JSON.parse(fresh.itemsJson) as { name: string; isOutOfStock: boolean }[];
    expect(items.find((i) => i.name === "Filter Coffee")?.isOutOfStock).toBe(true);
  });
});
