import type { AdminPanel } from "./load-admin-panel.server";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, customerEntries, menuCategories, menuItems, restaurantInfo } from "~/db/schema";
import type { LiveEvent } from "~/modules/live/events.server";
import * as entriesRoute from "~/routes/api/menu-entries";
import * as adminRoute from "~/routes/guntoor/admin";
import { addCustomerEntry } from "./add-customer-entry.server";
import type { AdminActionResult } from "./admin-actions";
import { getMenuStats } from "./get-menu-stats.server";
import { listCustomerEntries } from "./list-customer-entries.server";
import { type Caller, createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { seedMenu } from "./seed-menu.server";

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
  await seedMenu(h.db, { venue: "guntoor" });
});
afterAll(() => h.close());

const post = (as: Caller, form: Record<string, string>) =>
  h.call(adminRoute.action, { url: "/guntoormenuadmin", as, form });
const item = async (name: string) => (await h.db.select().from(menuItems).where(eq(menuItems.name, name)))[0];
const newItem = {
  intent: "create-item",
  name: "Chicken Majestic",
  category: "appetizers",
  price: "360",
  description: "Hyderabadi-style fried chicken strips",
  servedWith: "Onion rings",
  notes: "Spicy",
  options: "Regular\n\nLarge",
  isVeg: "",
};

describe("/guntoormenuadmin header", () => {
  it("the signed-in e-mail is the link to the account page, as in the staff top bar", async () => {
    const page = await h.render(adminRoute, "manager", {
      pattern: "/guntoormenuadmin",
      path: "/guntoormenuadmin",
    });
    expect(page.html).toMatch(/<a[^>]*href="\/luxebooking\/account"[^>]*>manager@eden\.test<\/a>/);
  });
});

describe("/guntoormenuadmin permissions (menu.manage: admin and manager)", () => {
  it("sends signed-out visitors to the staff sign-in and back", async () => {
    const result = await h.call(adminRoute.loader, { url: "/guntoormenuadmin?tab=stats" });
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe(
      "/luxebooking/login?redirectTo=%2Fguntoormenuadmin%3Ftab%3Dstats",
    );
  });

  it.each(["operations", "accounts"] as const)(
    "denies %s with the reason, not 'Access Denied' again",
    async (role) => {
      const result = await h.call(adminRoute.loader, { url: "/guntoormenuadmin", as: role });
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ message: "Only Admin and Manager users can manage the menu." });
      const post = await h.call(adminRoute.action, {
        url: "/guntoormenuadmin",
        as: role,
        form: { intent: "save-info" },
      });
      expect(post.body).toEqual({ message: "Only Admin and Manager users can manage the menu." });
    },
  );

  it.each(["admin", "manager"] as const)("loads everything together for %s", async (role) => {
    const result = await h.call(adminRoute.loader, { url: "/guntoormenuadmin", as: role });
    expect(result.status).toBe(200);
    const body = result.body as {
      tab: string;
      items: unknown[];
      stats: { totalItems: number };
      entries: { entries: unknown[]; total: number };
    };
    expect(body.tab).toBe("items");
    expect(body.items.length).toBe(body.stats.totalItems);
    expect(Array.isArray(body.entries.entries)).toBe(true);
  });

  it.each(["operations", "accounts", "signed-out"] as const)(
    "refuses every forged action from %s and changes nothing",
    async (as) => {
      const target = await item("Chicken 65");
      const audits = (await h.db.select().from(auditLog)).length;
      const forms: Record<string, string>[] = [
        newItem,
        { intent: "update-item", id: target!.id, name: "Hacked", category: "appetizers", price: "1" },
        { intent: "delete-item", id: target!.id },
        { intent: "set-stock", id: target!.id, isOutOfStock: "true" },
        { intent: "create-category", key: "hacked", label: "Hacked", mainCategory: "food" },
        { intent: "update-category", key: "soup", label: "Hacked", mainCategory: "food" },
        { intent: "delete-category", key: "soup" },
        { intent: "save-info", name: "Hacked", email: "" },
      ];
      for (const form of forms) {
        const result = await post(as, form);
        expect(result.status).toBe(as === "signed-out" ? 401 : 403);
      }
      expect(await item("Chicken 65")).toEqual(target);
      expect(await item("Chicken Majestic")).toBeUndefined();
      expect((await h.db.select().from(auditLog)).length).toBe(audits);
      const [info] = await h.db.select().from(restaurantInfo);
      expect(info!.name).toBe("Guntoor");
    },
  );
});

describe("items", () => {
  it("adds an item with createdAt/updatedAt, drops empty options, audits and publishes", async () => {
    const seen: LiveEvent[] = [];
    const stop = h.events.subscribe((e) => seen.push(e));
    const result = await post("manager", newItem);
    stop();
    const row = await item("Chicken Majestic");
    // The new item's id comes back: the add form uploads its photo to it (issue 29 item 12).
    expect(result.body).toEqual({
      ok: true,
      intent: "create-item",
      message: '"Chicken Majestic" was added.',
      itemId: row!.id,
    });
    expect(row).toMatchObject({
      priceInr: "360.00",
      isVeg: false,
      options: ["Regular", "Large"],
      servedWith: "Onion rings",
    });
    expect(row!.createdAt.getTime()).toBe(row!.updatedAt.getTime());
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row!.id), eq(auditLog.action, "menuItem.create")));
    expect(audit?.actorEmail).toBe("manager@eden.test");
    expect(seen.map((e) => `${e.topic}:${e.type}`)).toEqual(["menu:item.created"]);
  });

  it("stores an empty price as 0 (spec 5) and reads Indian and Western grouping exactly", async () => {
    const add = (name: string, price: string) =>
      post("admin", { ...newItem, name, category: "accompaniments", price });
    await add("Complimentary Papad", "");
    expect((await item("Complimentary Papad"))?.priceInr).toBe("0.00");
    await add("Grouped Platter", "₹1,250.50");
    expect((await item("Grouped Platter"))?.priceInr).toBe("1250.50");
    await post("admin", {
      ...newItem,
      name: "Lakh Platter",
      category: "accompaniments",
      price: "12,50,000",
      confirmHighPrice: "on",
    });
    expect((await item("Lakh Platter"))?.priceInr).toBe("1250000.00");
  });

  describe("a price above ₹10,000 is saved only once confirmed (issue 29 item 12)", () => {
    it("the add form: refused without the confirmation, nothing written; saved with it", async () => {
      const before = (await h.db.select().from(menuItems)).length;
      const refused = await post("manager", { ...newItem, name: "Thali Feast", price: "12,500" });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        ok: false,
        error: "₹12,500 is above ₹10,000. Check the price, then confirm it to save.",
      });
      expect((await h.db.select().from(menuItems)).length).toBe(before);
      // ₹10,000 itself needs no confirmation.
      await post("manager", { ...newItem, name: "Ten Thousand Thali", price: "10,000" });
      expect((await item("Ten Thousand Thali"))?.priceInr).toBe("10000.00");
      await post("manager", { ...newItem, name: "Thali Feast", price: "12,500", confirmHighPrice: "on" });
      expect((await item("Thali Feast"))?.priceInr).toBe("12500.00");
    });

    it("the edit dialog: a new high price is refused unconfirmed; an unchanged one is not asked again", async () => {
      const feast = (await item("Thali Feast"))!;
      const edit = (change: Record<string, string>) =>
        post("manager", {
          ...newItem,
          intent: "update-item",
          id: feast.id,
          name: "Thali Feast",
          price: "12,500",
          ...change,
        });
      // Same price, another description: saved without asking.
      expect((await edit({ description: "For four" })).status).toBe(200);
      expect((await item("Thali Feast"))?.description).toBe("For four");
      const refused = await edit({ price: "125000" });
      expect(refused.status).toBe(400);
      expect((refused.body as { error: string }).error).toBe(
        "₹1,25,000 is above ₹10,000. Check the price, then confirm it to save.",
      );
      expect((await item("Thali Feast"))?.priceInr).toBe("12500.00");
      expect((await edit({ price: "125000", confirmHighPrice: "on" })).status).toBe(200);
      expect((await item("Thali Feast"))?.priceInr).toBe("125000.00");
      // Down to a usual price: nothing to confirm.
      expect((await edit({ price: "1,250" })).status).toBe(200);
    });
  });

  it.each(["free", "12.5abc", "1,25"])(
    "refuses the unparsable price %j with a field message instead of storing 0 (issue 12)",
    async (price) => {
      const before = (await h.db.select().from(menuItems)).length;
      const result = await post("admin", { ...newItem, name: "Unpriced Dish", price });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        ok: false,
        error: "Valid price is required",
        submission: { error: { price: ["Valid price is required"] } },
      });
      expect((await h.db.select().from(menuItems)).length).toBe(before);
    },
  );

  it.each([
    [{ name: "" }, "Name is required"],
    [{ category: "" }, "Category is required"],
    [{ price: "-5" }, "Valid price is required"],
    [{ category: "nope" }, 'Category "nope" does not exist'],
  ])("refuses %j with its message and writes nothing", async (change, message) => {
    const before = (await h.db.select().from(menuItems)).length;
    const result = await post("admin", { ...newItem, name: "Bad Item", ...change });
    expect(result.status).toBe(400);
    expect((result.body as AdminActionResult & { ok: false }).error).toBe(message);
    expect((await h.db.select().from(menuItems)).length).toBe(before);
  });

  it("updates an item, sets updatedAt and audits before/after", async () => {
    const before = await item("Chicken Majestic");
    const result = await post("admin", {
      ...newItem,
      intent: "update-item",
      id: before!.id,
      price: "375.50",
      isVeg: "",
    });
    expect(result.body).toMatchObject({ ok: true, intent: "update-item" });
    const after = await item("Chicken Majestic");
    expect(after!.priceInr).toBe("375.50");
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect(after!.createdAt).toEqual(before!.createdAt);
  });

  it("says so when the item to edit or delete no longer exists", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const result = await post("admin", { intent: "delete-item", id: missing });
    expect(result.status).toBe(404);
    expect((result.body as { error: string }).error).toBe("That item no longer exists.");
  });

  it("switches stock and publishes a menu event for open menus", async () => {
    const target = await item("Chicken 65");
    const seen: LiveEvent[] = [];
    const stop = h.events.subscribe((e) => seen.push(e));
    const result = await post("manager", { intent: "set-stock", id: target!.id, isOutOfStock: "true" });
    stop();
    expect(result.body).toEqual({ ok: true, intent: "set-stock", message: '"Chicken 65" is out of stock.' });
    expect((await item("Chicken 65"))!.isOutOfStock).toBe(true);
    expect(seen).toEqual([expect.objectContaining({ topic: "menu", type: "item.stock", id: target!.id })]);
  });

  it("deletes an item and audits it", async () => {
    const target = await item("Chicken Majestic");
    const result = await post("admin", { intent: "delete-item", id: target!.id });
    expect(result.body).toEqual({
      ok: true,
      intent: "delete-item",
      message: '"Chicken Majestic" was deleted.',
    });
    expect(await item("Chicken Majestic")).toBeUndefined();
    const audits = await h.db.select().from(auditLog).where(eq(auditLog.action, "menuItem.delete"));
    expect(audits.map((a) => a.entityId)).toContain(target!.id);
  });

  it("filters the list by category, sorted by name", async () => {
    const result = await h.call(adminRoute.loader, { url: "/guntoormenuadmin?category=soup", as: "admin" });
    const body = result.body as { category: string; items: { name: string; category: string }[] };
    expect(body.category).toBe("soup");
    expect(body.items.every((i) => i.category === "soup")).toBe(true);
    const names = body.items.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
  });
});

describe("categories", () => {
  it("adds, refuses a duplicate key, updates the label and deletes an empty category", async () => {
    const add = await post("admin", {
      intent: "create-category",
      key: "chefSpecials",
      label: "Chef's Specials",
      mainCategory: "food",
    });
    expect(add.body).toMatchObject({ ok: true, message: `Category "Chef's Specials" was added.` });
    const dup = await post("admin", {
      intent: "create-category",
      key: "chefSpecials",
      label: "Again",
      mainCategory: "food",
    });
    expect(dup.status).toBe(409);
    expect((dup.body as { error: string }).error).toBe(
      'A category with the key "chefSpecials" already exists',
    );
    await post("manager", {
      intent: "update-category",
      key: "chefSpecials",
      label: "Chef Specials",
      mainCategory: "drinks",
    });
    const [row] = await h.db.select().from(menuCategories).where(eq(menuCategories.key, "chefSpecials"));
    expect(row).toMatchObject({ label: "Chef Specials", mainCategory: "drinks" });
    const del = await post("admin", { intent: "delete-category", key: "chefSpecials" });
    expect(del.body).toMatchObject({ ok: true });
    expect(await h.db.select().from(menuCategories).where(eq(menuCategories.key, "chefSpecials"))).toEqual(
      [],
    );
  });

  it("refuses to delete a category that still has items and says how many", async () => {
    const count = (await h.db.select().from(menuItems).where(eq(menuItems.category, "soup"))).length;
    const result = await post("admin", { intent: "delete-category", key: "soup" });
    expect(result.status).toBe(409);
    expect((result.body as { error: string }).error).toBe(
      `The category "Soup" still has ${count} items. Move or delete them first.`,
    );
    expect((await h.db.select().from(menuCategories).where(eq(menuCategories.key, "soup"))).length).toBe(1);
  });

  it("refuses a malformed key", async () => {
    const result = await post("admin", {
      intent: "create-category",
      key: "bad key!",
      label: "x",
      mainCategory: "food",
    });
    expect(result.status).toBe(400);
    expect((result.body as { error: string }).error).toBe(
      "Key must start with a letter and use only letters, digits and _",
    );
  });
});

describe("statistics", () => {
  it("counts items, categories, veg and non-veg over food only, drinks apart, and every category", async () => {
    const stats = await getMenuStats(h.db, { venue: "guntoor" });
    const rows = await h.db.select().from(menuItems).where(eq(menuItems.venue, "guntoor"));
    const sections = new Map(
      (await h.db.select().from(menuCategories)).map((c) => [c.key, c.mainCategory] as const),
    );
    const food = rows.filter((r) => sections.get(r.category) === "food");
    const drinks = rows.filter((r) => sections.get(r.category) === "drinks");
    expect(drinks.length).toBeGreaterThan(0);
    expect(stats.totalItems).toBe(rows.length);
    expect(stats.vegItems).toBe(food.filter((r) => r.isVeg).length);
    expect(stats.nonVegItems).toBe(food.filter((r) => !r.isVeg).length);
    expect(stats.drinkItems).toBe(drinks.length);
    expect(stats.vegItems + stats.nonVegItems + stats.drinkItems).toBe(stats.totalItems);
    expect(stats.totalCategories).toBe(stats.categoryBreakdown.length);
    expect(stats.categoryBreakdown.find((c) => c.key === "soup")?.count).toBe(
      rows.filter((r) => r.category === "soup").length,
    );
  });
});

describe("customer entries over whole IST days", { tags: ["db"] }, () => {
  it("includes 23:59 IST of the end day and excludes 00:00 IST of the next", async () => {
    await h.db.delete(customerEntries);
    const at = (iso: string, name: string) =>
      addCustomerEntry(h.db, {
        venue: "guntoor",
        input: { customerName: name, phoneNumber: "9876543210", numGuests: 2 },
        senderIp: `visitor ${name}`,
        now: new Date(iso),
      });
    await at("2026-10-31T18:29:59Z", "before start"); // 31 Oct 23:59 IST
    await at("2026-10-31T18:30:00Z", "first minute"); // 1 Nov 00:00 IST
    await at("2026-11-02T18:29:59Z", "last minute"); // 2 Nov 23:59 IST
    await at("2026-11-02T18:30:00Z", "after end"); // 3 Nov 00:00 IST
    const entries = await listCustomerEntries(h.db, {
      venue: "guntoor",
      actor: h.actor("manager"),
      range: { start: "2026-11-01", end: "2026-11-02" },
    });
    expect(entries.map((e) => e.customerName)).toEqual(["last minute", "first minute"]);
    const loaded = await h.call(adminRoute.loader, {
      url: "/guntoormenuadmin?tab=customerEntries&start=2026-11-01&end=2026-11-02",
      as: "manager",
    });
    expect((loaded.body as { entries: { entries: unknown[] } }).entries.entries).toHaveLength(2);
  });

  it("pages the table 50 at a time, newest first, with totals and the chart over every page (issue 12)", async () => {
    await h.db.delete(customerEntries);
    // 120 entries on 1 Dec 2026 (IST), one a minute from 10:00 IST, 1 to 3 guests each; 5 the day before.
    const start = Date.parse("2026-12-01T04:30:00Z");
    await h.db.insert(customerEntries).values([
      ...Array.from({ length: 120 }, (_, n) => ({
        venue: "guntoor",
        customerName: `Paged ${String(n).padStart(3, "0")}`,
        phoneNumber: "9876543210",
        numGuests: (n % 3) + 1,
        timestamp: new Date(start + n * 60_000),
      })),
      ...Array.from({ length: 5 }, (_, n) => ({
        venue: "guntoor",
        customerName: `Earlier ${n}`,
        phoneNumber: "9876543210",
        numGuests: 10,
        timestamp: new Date(Date.parse("2026-11-30T06:00:00Z") + n * 60_000),
      })),
    ]);
    type Page = {
      entries: { customerName: string }[];
      page: number;
      pageCount: number;
      total: number;
      guests: number;
      days: { day: string; guests: number; entries: number }[];
    };
    const load = async (query: string) =>
      (
        (
          await h.call(adminRoute.loader, {
            url: `/guntoormenuadmin?tab=customerEntries${query}`,
            as: "manager",
          })
        ).body as { entries: Page }
      ).entries;

    const first = await load("&start=2026-12-01&end=2026-12-01");
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]!.customerName).toBe("Paged 119");
    expect(first.entries[49]!.customerName).toBe("Paged 070");
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 120, guests: 240 });
    expect(first.days).toEqual([{ day: "2026-12-01", guests: 240, entries: 120 }]);

    const third = await load("&start=2026-12-01&end=2026-12-01&page=3");
    expect(third.entries.map((e) => e.customerName)).toEqual(
      Array.from({ length: 20 }, (_, n) => `Paged ${String(19 - n).padStart(3, "0")}`),
    );
    expect(third).toMatchObject({ page: 3, total: 120, guests: 240 });

    const all = await load("");
    expect(all).toMatchObject({ page: 1, pageCount: 3, total: 125, guests: 290 });
    expect(all.days).toEqual([
      { day: "2026-11-30", guests: 50, entries: 5 },
      { day: "2026-12-01", guests: 240, entries: 120 },
    ]);
    // A page past the end shows the last one.
    expect((await load("&page=99")).page).toBe(3);

    // The export still takes every entry of the filter.
    const exported = await h.call(entriesRoute.loader, {
      url: "/api/v1/menu/customer-entries?start=2026-12-01&end=2026-12-01",
      as: "manager",
    });
    expect(exported.status).toBe(200);
    expect((exported.body as { entries: unknown[] }).entries).toHaveLength(120);
    const denied = await h.call(entriesRoute.loader, {
      url: "/api/v1/menu/customer-entries",
      as: "operations",
    });
    expect(denied.status).toBe(403);
  });

  it("explains a reversed range instead of failing", async () => {
    const loaded = await h.call(adminRoute.loader, {
      url: "/guntoormenuadmin?tab=customerEntries&start=2026-11-05&end=2026-11-01",
      as: "admin",
    });
    expect((loaded.body as { rangeError: string }).rangeError).toBe(
      "The start date must be on or before the end date",
    );
    // Issue 29 item 12: and clears the chart (and the list): nothing is shown for a range that
    // cannot be applied, though there are entries (the same page without dates has them).
    const all = await h.call(adminRoute.loader, {
      url: "/guntoormenuadmin?tab=customerEntries",
      as: "admin",
    });
    expect((all.body as AdminPanel).entries!.days.length).toBeGreaterThan(0);
    expect((loaded.body as AdminPanel).entries).toMatchObject({ days: [], total: 0, entries: [] });
    const stats = await h.call(adminRoute.loader, {
      url: "/guntoormenuadmin?tab=stats&start=2026-11-05&end=2026-11-01",
      as: "admin",
    });
    expect((stats.body as AdminPanel).tableGuests).toEqual([]);
    expect((stats.body as AdminPanel).rangeError).toBe("The start date must be on or before the end date");
  });
});

describe("restaurant info", () => {
  it("saves the whole info and audits it", async () => {
    const result = await post("manager", {
      intent: "save-info",
      name: "Guntoor by Eden",
      description: "Coastal Andhra",
      address: "Cunningham Road",
      phone: "+91 80 4125 1995",
      email: "hello@guntoor.in",
      openingTime: "12:00 PM to 11:00 PM",
      cuisine: "Andhra",
    });
    expect(result.body).toEqual({ ok: true, intent: "save-info", message: "Restaurant info saved." });
    const [info] = await h.db.select().from(restaurantInfo).where(eq(restaurantInfo.venue, "guntoor"));
    expect(info).toMatchObject({
      name: "Guntoor by Eden",
      openingTime: "12:00 PM to 11:00 PM",
      cuisine: "Andhra",
    });
    expect(
      (await h.db.select().from(auditLog).where(eq(auditLog.action, "restaurantInfo.update"))).length,
    ).toBe(1);
  });

  it("refuses an invalid email and an empty name, changing nothing", async () => {
    const bad = await post("admin", { intent: "save-info", name: "", email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect((bad.body as AdminActionResult & { ok: false }).submission?.error).toEqual({
      name: ["Name is required"],
      email: ["Please enter a valid email address."],
    });
    const [info] = await h.db.select().from(restaurantInfo).where(eq(restaurantInfo.venue, "guntoor"));
    expect(info!.name).toBe("Guntoor by Eden");
  });
});
