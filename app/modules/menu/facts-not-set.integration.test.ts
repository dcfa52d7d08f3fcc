import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems } from "~/db/schema";
import * as adminRoute from "~/routes/guntoor/admin";
import * as loginRoute from "~/routes/guntoor/login";
import * as menuRoute from "~/routes/guntoor/menu";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { allergens as allergenOrder } from "./dish-facts";
import { getMenuStats } from "./get-menu-stats.server";
import { seedItems } from "./menu-seed-data";
import { seedItemFacts } from "./menu-seed-facts";
import { seedMenu } from "./seed-menu.server";

// Issue 29 items 1–2: spice level and allergens are "not set" apart from 'Not spicy' and
// 'contains none'; the seeded menu carries real facts; the migration turns the old default into
// not set; the guests' filters leave unknowns out and say how many.

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
  await seedMenu(h.db, { venue: "guntoor" });
});
afterAll(() => h.close());

const facts = async () =>
  h.db
    .select({
      name: menuItems.name,
      category: menuItems.category,
      spiceLevel: menuItems.spiceLevel,
      allergens: menuItems.allergens,
    })
    .from(menuItems)
    .where(eq(menuItems.venue, "guntoor"));

const runMigration = async (file: string) => {
  const text = readFileSync(`drizzle/20-menu/${file}`, "utf8");
  for (const statement of text.split("--> statement-breakpoint")) await h.db.execute(sql.raw(statement));
};

async function visitorCookie() {
  const entry = await h.call(loginRoute.action, {
    url: "/guntoorlogin",
    form: { customerName: "Asha", phoneNumber: "9876501234", numGuests: "2" },
    clientIp: "198.51.100.29",
  });
  return entry.headers.get("set-cookie")!.split(";")[0]!;
}

describe("the seeded menu's facts (issue 29 item 2)", { tags: ["db"] }, () => {
  it("gives every one of the 129 dishes a spice level, and the Andhra classics the right side of 'Not spicy'", async () => {
    const rows = await facts();
    expect(rows).toHaveLength(129);
    expect(Object.keys(seedItemFacts).sort()).toEqual(seedItems.map((i) => i.name).sort());
    expect(rows.filter((r) => r.spiceLevel === null)).toEqual([]);
    const level = (name: string) => rows.find((r) => r.name === name)!.spiceLevel;
    for (const name of [
      "Gongura Mutton",
      "Gongura Chicken",
      "Kodi Vepudu",
      "Mamsam Vepudu",
      "Chepala Pulusu",
    ])
      expect(["hot", "andhra_hot"]).toContain(level(name));
    for (const name of ["Curd Rice", "Double Ka Meetha", "Steamed Rice", "Filter Coffee"])
      expect(level(name)).toBe("none");
  });

  it("lists the allergens a dish plainly has, in the fixed order, and leaves the unknown not set", async () => {
    const rows = await facts();
    const of = (name: string) => rows.find((r) => r.name === name)!.allergens;
    for (const paneer of rows.filter((r) => /paneer/i.test(r.name)))
      expect(paneer.allergens).toContain("milk");
    for (const name of ["Curd Rice", "Sweet Lassi", "Gulab Jamun", "Rasmalai", "Boondi Raita"])
      expect(of(name)).toContain("milk");
    expect(of("Kaju Pulao")).toContain("tree_nuts");
    expect(of("Kodi Vepudu")).toContain("tree_nuts");
    expect(of("Butter Naan")).toContain("gluten");
    expect(of("Egg Biryani")).toContain("eggs");
    expect(of("Chepala Pulusu")).toContain("fish");
    expect(of("Royyala Iguru")).toContain("crustaceans");
    expect(of("Steamed Rice")).toEqual([]);
    expect(of("Guntoor Veg Meals")).toBeNull();
    for (const row of rows)
      if (row.allergens)
        expect(row.allergens).toEqual(allergenOrder.filter((a) => row.allergens!.includes(a)));
    const stats = await getMenuStats(h.db, { venue: "guntoor" });
    expect(stats.totalItems).toBe(129);
    expect(stats.withAllergens).toBe(rows.filter((r) => r.allergens !== null).length);
    expect(stats.withAllergens).toBeGreaterThan(100);
    expect(stats.withAllergens).toBeLessThan(129);
    expect(stats.withSpice).toBe(129);
  });
});

describe("the migration (issue 29 item 1)", { tags: ["db"] }, () => {
  it("turns the old default (an empty list) into not set, and fills the seeded dishes' facts without overwriting the owner's", async () => {
    // An existing menu as the old schema left it: facts unset, allergens the empty default.
    await h.db.update(menuItems).set({ spiceLevel: null, allergens: [] });
    // One fact the owner set themselves, kept.
    await h.db
      .update(menuItems)
      .set({ spiceLevel: "mild", allergens: ["milk"] })
      .where(eq(menuItems.name, "Gongura Mutton"));
    // A dish of the owner's own (not seeded) keeps not set.
    const [own] = await h.db
      .insert(menuItems)
      .values({
        venue: "guntoor",
        name: "House Dosa",
        category: "appetizers",
        priceInr: "90.00",
        isVeg: true,
        allergens: [],
      })
      .returning({ id: menuItems.id });
    await runMigration("0005_issue29_facts_data.sql");
    const rows = await facts();
    expect(rows.find((r) => r.name === "Gongura Mutton")).toMatchObject({
      spiceLevel: "mild",
      allergens: ["milk"],
    });
    expect(rows.find((r) => r.name === "House Dosa")).toMatchObject({ spiceLevel: null, allergens: null });
    for (const row of rows.filter((r) => r.name !== "Gongura Mutton" && r.name !== "House Dosa")) {
      const seeded = seedItemFacts[row.name]!;
      expect(row.spiceLevel).toBe(seeded.spice);
      expect(row.allergens === null ? null : [...row.allergens].sort()).toEqual(
        seeded.allergens === null ? null : [...seeded.allergens].sort(),
      );
    }
    await h.db.delete(menuItems).where(eq(menuItems.id, own!.id));
    await h.db
      .update(menuItems)
      .set({ spiceLevel: "andhra_hot", allergens: ["mustard"] })
      .where(eq(menuItems.name, "Gongura Mutton"));
  });

  it("allows not set, 'none' and the levels in the table, nothing else", async () => {
    const where = and(eq(menuItems.venue, "guntoor"), eq(menuItems.name, "Steamed Rice"));
    await h.db.update(menuItems).set({ spiceLevel: null, allergens: null }).where(where);
    await h.db.update(menuItems).set({ spiceLevel: "none", allergens: [] }).where(where);
    await expect(h.db.update(menuItems).set({ spiceLevel: "volcanic" }).where(where)).rejects.toThrow();
  });
});

describe("the guests' filters and the admin's coverage (issue 29 item 1)", { tags: ["db"] }, () => {
  it("'Not spicy' and 'Without Milk' show only dishes known to fit, and count those left out for missing information", async () => {
    const cookie = await visitorCookie();
    const page = async (query: string) => {
      const result = await h.call(menuRoute.loader, { url: `/guntoormenu?${query}`, cookie });
      return result.body as {
        cards: { html: string; facts: { spice: string; allergens: string[] | null } }[];
        missing: { spice: number; allergens: number };
      };
    };
    // Andhra Meals: every plate has a spice level; seven of its eight have no allergens set.
    const meals = await page("category=andhraMeals&without=milk");
    expect(meals.missing).toEqual({ spice: 0, allergens: 7 });
    expect(meals.cards).toEqual([]);
    // Searching every category for "paneer", none is without milk: none shown, none unknown.
    const paneer = await page("q=paneer&without=milk");
    expect(paneer.cards).toEqual([]);
    expect(paneer.missing.allergens).toBe(0);
    // Rice & Pulao, not spicy and without milk: Steamed Rice only.
    const rice = await page("category=ricePulao&notSpicy=1&without=milk");
    expect(rice.cards.map((c) => /aria-label="([^"]+)"/.exec(c.html)![1])).toEqual(["Steamed Rice"]);
    // A dish whose spice the owner unsets is counted, not shown.
    await h.db.update(menuItems).set({ spiceLevel: null }).where(eq(menuItems.name, "Ghee Rice"));
    await h.events.publish("menu", "item.update");
    const unset = await page("category=ricePulao&notSpicy=1");
    expect(unset.missing).toEqual({ spice: 1, allergens: 0 });
    expect(unset.cards.every((c) => c.facts.spice === "none")).toBe(true);
    await h.db.update(menuItems).set({ spiceLevel: "none" }).where(eq(menuItems.name, "Ghee Rice"));
    await h.events.publish("menu", "item.update");
  });

  it("the items tab shows the allergen coverage and lists the dishes that lack it", async () => {
    const lacking = (await facts())
      .filter((r) => r.allergens === null)
      .map((r) => r.name)
      .sort();
    const result = await h.call(adminRoute.loader, {
      url: "/guntoormenuadmin?lacks=allergens",
      as: "manager",
    });
    const body = result.body as { items: { name: string }[]; lacks: string };
    expect(body.lacks).toBe("allergens");
    expect(body.items.map((i) => i.name).sort()).toEqual(lacking);
    const page = await h.render(adminRoute, "manager", {
      pattern: "/guntoormenuadmin",
      path: "/guntoormenuadmin",
    });
    expect(page.text).toContain(`${129 - lacking.length} of 129 dishes have allergen information`);
  });

  it("the item form's empty choices save not set, and 'Contains none' an empty list", async () => {
    const create = (form: Record<string, string>) =>
      h.call(adminRoute.action, {
        url: "/guntoormenuadmin",
        as: "manager",
        form: { intent: "create-item", category: "appetizers", price: "100", ...form },
      });
    await create({ name: "Unknown Bites", spiceLevel: "", allergenState: "unset" });
    await create({ name: "Plain Bites", spiceLevel: "none", allergenState: "none" });
    const rows = await facts();
    expect(rows.find((r) => r.name === "Unknown Bites")).toMatchObject({ spiceLevel: null, allergens: null });
    expect(rows.find((r) => r.name === "Plain Bites")).toMatchObject({ spiceLevel: "none", allergens: [] });
  });
});
