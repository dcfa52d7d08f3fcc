import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  customerEntries,
  menuCategories,
  menuItems,
  menuTableCodes,
  menuTables,
  restaurantInfo,
  visitorEntryAttempts,
} from "~/db/schema";
import * as adminRoute from "~/routes/guntoor/admin";
import { VISITOR_ENTRY_LIMIT } from "./menu.constants";
import { issueTableCode } from "./table-codes.server";
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
    expect(result.headers.getSetCookie().some((c) => c.startsWith("guntoor_visitor="))).toBe(false);
    expect(await countEntries()).toBe(before);
  });
});

describe("/guntoorlogin phone numbers as guests type them (issue 12 item 18)", () => {
  it.each([
    // Three phones: each number may make 3 entries in 10 minutes (issue 29 item 7).
    ["98765 43211", "9876543211"],
    ["+91 98765 43212", "+919876543212"],
    ["098765-43213", "09876543213"],
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

describe("/guntoorlogin limits: per browser, per phone, and a ceiling per network (issue 29 item 7)", {
  tags: ["db"],
}, () => {
  const tooMany = "Too many entries from this device. Please ask our staff for help.";
  const tooManyFromNetwork = "Too many entries from this network. Please ask our staff for help.";
  let phones = 0;
  /** A phone number no other test uses. */
  const nextPhone = () => `97${String(10_000_000 + ++phones).padStart(8, "0")}`;
  const form = (name: string, phone = nextPhone()) => ({
    customerName: name,
    phoneNumber: phone,
    numGuests: "1",
  });
  const stored = async (prefix: string) =>
    (await h.db.select().from(customerEntries)).filter((e) => e.customerName.startsWith(prefix)).length;
  const deviceOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .find((c) => c.startsWith("guntoor_device="))
      ?.split(";")[0];
  /** Fills an address up to the network's ceiling (60), each entry from its own phone. */
  const fillNetwork = async (ip: string, now = new Date()) => {
    for (let n = 0; n < VISITOR_ENTRY_LIMIT.perNetwork; n++)
      await addCustomerEntry(h.db, {
        venue: "guntoor",
        input: { customerName: `Wifi ${n}`, phoneNumber: nextPhone(), numGuests: 2 },
        senderIp: ip,
        now,
      });
  };

  it("stores 3 entries per phone number in 10 minutes, then refuses it from any address", async () => {
    const phone = nextPhone();
    for (let n = 1; n <= 3; n++)
      expect((await submit(form(`Phone ${n}`, phone), nextAddress())).status).toBe(200);
    const refused = await submit(form("Phone 4", phone), nextAddress());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, error: tooMany });
    expect(refused.body).not.toHaveProperty("needsCode");
    expect(refused.headers.getSetCookie().some((c) => c.startsWith("guntoor_visitor="))).toBe(false);
    expect(await stored("Phone ")).toBe(3);
    // The same phone written another way is the same phone.
    expect(
      (await submit(form("Phone 5", `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`), nextAddress())).status,
    ).toBe(429);
  });

  it("gives a browser its own cookie and stores 3 entries from it, whatever the phones", async () => {
    const ip = nextAddress();
    const first = await submit(form("Browser 1"), ip);
    expect(first.status).toBe(200);
    const device = deviceOf(first.headers)!;
    expect(device).toMatch(/^guntoor_device=[\w-]{22}$/);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith("guntoor_device="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/guntoorlogin/);
    const post = (name: string) =>
      h.call(loginRoute.action, { url: "/guntoorlogin", form: form(name), clientIp: ip, cookie: device });
    expect((await post("Browser 2")).status).toBe(200);
    expect((await post("Browser 3")).status).toBe(200);
    const refused = await post("Browser 4");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: tooMany });
    // The browser keeps its id (no new cookie); another browser on the same Wi-Fi is let in.
    expect(deviceOf(refused.headers)).toBeUndefined();
    expect((await submit(form("Browser other"), ip)).status).toBe(200);
    expect(await stored("Browser ")).toBe(4);
  });

  it("lets 60 entries from one network in 10 minutes, then asks for a table code: 'Too many entries from this network.'", async () => {
    const ip = nextAddress();
    await fillNetwork(ip);
    const before = await countEntries();
    const refused = await submit(form("Wifi 61"), ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, error: tooManyFromNetwork, needsCode: true });
    expect(await countEntries()).toBe(before);
    // Without JavaScript the page shows the table code's field in the alert (the page's
    // harness posts from 127.0.0.1).
    await fillNetwork("127.0.0.1");
    const page = await h.render(loginRoute, "signed-out", {
      pattern: "/guntoorlogin",
      path: "/guntoorlogin",
      form: form("Wifi page"),
    });
    expect(page.html).toContain(tooManyFromNetwork);
    expect(page.html).toMatch(/<input[^>]*id="tableCode"[^>]*form="visitor-form"/);
  });

  it("a table code from staff lets the table's guests past the ceiling, recorded at that table; a wrong or old code does not", async () => {
    const ip = nextAddress();
    await fillNetwork(ip);
    const [table] = await h.db.insert(menuTables).values({ venue: "guntoor", name: "Code T1" }).returning();
    const denied = await h.call(adminRoute.action, {
      url: "/guntoormenuadmin",
      as: "operations",
      form: { intent: "table-code", id: table!.id },
    });
    expect(denied.status).toBe(403);
    const given = await h.call(adminRoute.action, {
      url: "/guntoormenuadmin",
      as: "manager",
      form: { intent: "table-code", id: table!.id },
    });
    const { code } = (given.body as { tableCode: { code: string } }).tableCode;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    const wrong = await submit({ ...form("Coded wrong"), tableCode: "AAAA-BBBB" }, ip);
    expect(wrong.status).toBe(429);
    expect(wrong.body).toMatchObject({
      error: "That table code is not valid any more. Please ask our staff for a new one.",
      needsCode: true,
    });
    // Typed in lower case with a space: the same code.
    const typed = code.toLowerCase().replace("-", " ");
    const let_in = await submit({ ...form("Coded guest"), tableCode: typed }, ip);
    expect(let_in.status).toBe(200);
    const [entry] = (await h.db.select().from(customerEntries)).filter(
      (e) => e.customerName === "Coded guest",
    );
    expect(entry!.tableId).toBe(table!.id);
    // Only the code's hash is kept, and the audit names the table, not the code.
    const codes = await h.db.select().from(menuTableCodes);
    expect(JSON.stringify(codes)).not.toContain(code);
    // A new code replaces the old one; three hours later it is no longer valid.
    await issueTableCode(h.db, { venue: "guntoor", actor: h.actor("manager"), tableId: table!.id });
    expect((await submit({ ...form("Coded old"), tableCode: code }, ip)).status).toBe(429);
    const fresh = await issueTableCode(h.db, {
      venue: "guntoor",
      actor: h.actor("manager"),
      tableId: table!.id,
      now: new Date(Date.now() - 3 * 3_600_000 - 1000),
    });
    expect((await submit({ ...form("Coded late"), tableCode: fresh.code }, ip)).status).toBe(429);
  });

  it("lets the network in again once its oldest entries are 10 minutes old", async () => {
    const ip = nextAddress();
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, minutes));
    await fillNetwork(ip, at(0));
    const input = () => ({ customerName: "Window", phoneNumber: nextPhone(), numGuests: 1 });
    await expect(
      addCustomerEntry(h.db, { venue: "guntoor", input: input(), senderIp: ip, now: at(9) }),
    ).rejects.toThrow(tooManyFromNetwork);
    expect(
      await addCustomerEntry(h.db, { venue: "guntoor", input: input(), senderIp: ip, now: at(10) }),
    ).toHaveProperty("id");
    // The refused entry left no row; the hashes from 12:00 are deleted as entries come (100 at a time).
    const kept = await h.db
      .select()
      .from(visitorEntryAttempts)
      .where(eq(visitorEntryAttempts.senderKey, visitorSenderKey(ip)));
    expect(kept.filter((r) => r.at.getUTCMinutes() !== 0).map((r) => r.at.getUTCMinutes())).toEqual([10]);
    expect(kept.length).toBeLessThan(VISITOR_ENTRY_LIMIT.perNetwork);
  });

  it("holds under 80 simultaneous posts from one network: exactly 60 stored", async () => {
    const ip = nextAddress();
    const results = await Promise.all(Array.from({ length: 80 }, (_, n) => submit(form(`Burst ${n}`), ip)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(60);
    expect(results.filter((r) => r.status === 429)).toHaveLength(20);
    expect(await stored("Burst ")).toBe(60);
  });

  it("holds under 10 simultaneous posts of one phone number: exactly 3 stored", async () => {
    const phone = nextPhone();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => submit(form(`Same phone ${n}`, phone), nextAddress())),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await stored("Same phone ")).toBe(3);
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
      expect(result.headers.getSetCookie().some((c) => c.startsWith("guntoor_visitor="))).toBe(false);
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
      "missing",
      "opensAt",
      "query",
      "specials",
    ]);
    // Only the query's cards (the default category's): the page's script fetches the rest from
    // /guntoormenu/cards.
    expect(body.cards.length).toBeGreaterThan(3);
    expect(body.cards.every((c) => c.facts.category === "andhraMeals")).toBe(true);
    expect(Object.keys(body.cards[0]!).sort()).toEqual(["facts", "html"]);
    expect(Object.keys(body.cards[0]!.facts).sort()).toEqual(
      ["allergens", "category", "mainCategory", "marker", "search", "spice"].sort(),
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
