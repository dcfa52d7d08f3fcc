import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems } from "~/db/schema";
import { seedMenu } from "~/modules/menu/seed-menu.server";
import { type AppHarness, startApp } from "../support/app-harness";

/**
 * Issue 17: /guntoormenu is rendered on the server without React, and the server applies the
 * page's query (category, search, Veg Only and issue 18's 'Not spicy' and 'Without …'), so the
 * filters work as a plain GET form. The page carries only the query's cards; the page's script
 * fetches every card once from /guntoormenu/cards (kept by the page cache per menu and language).
 */
let app: AppHarness;
let pass: string;

beforeAll(async () => {
  app = await startApp({ pageCache: true });
  await seedMenu(app.database.db, { venue: "guntoor" });
  // Before the first page view, so the public menu's cache starts from these.
  const dish = (name: string) => and(eq(menuItems.venue, "guntoor"), eq(menuItems.name, name));
  await app.database.db.update(menuItems).set({ spiceLevel: "hot" }).where(dish("Chicken Curry Meals"));
  await app.database.db.update(menuItems).set({ spiceLevel: "mild" }).where(dish("Curd Rice Meals"));
  await app.database.db
    .update(menuItems)
    .set({ allergens: ["milk"] })
    .where(dish("Guntoor Veg Meals"));
  const entry = await app.request("/guntoorlogin", {
    method: "POST",
    headers: { "x-forwarded-for": "10.41.0.1" },
    body: new URLSearchParams({ customerName: "Query Guest", phoneNumber: "9876543210", numGuests: "2" }),
  });
  pass = (entry.headers.get("set-cookie") ?? "").split(";")[0]!;
  expect(pass).toMatch(/=/);
}, 120_000);
afterAll(() => app?.close());

async function menu(query = "") {
  const response = await app.request(`/guntoormenu${query}`, { headers: { cookie: pass } });
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, listed: cardNames(html) };
}

const cardNames = (html: string) =>
  [...html.matchAll(/<article[^>]*\saria-label="([^"]+)"/g)].map((m) => m[1]!.replace(/&#x27;/g, "'"));

const mealNames = [
  "Chicken Curry Meals",
  "Curd Rice Meals",
  "Fish Curry Meals",
  "Guntoor Non-Veg Meals",
  "Guntoor Veg Meals",
  "Mini Veg Meals",
];

describe("GET /guntoormenu", () => {
  it("without a visitor pass sends the guest to the visitor form, as before", async () => {
    const response = await app.request("/guntoormenu?notSpicy=1");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/guntoorlogin");
  });

  it("is served without React: no router context, only its own scripts", async () => {
    const { html } = await menu();
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toMatch(/entry\.client|modulepreload/);
    const scripts = html.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? [];
    // The menu's script and the language switcher's (its names' fonts after the first paint).
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(script).toMatch(/type="module"/);
    expect(scripts.some((s) => /menu\.enhance\.ts/.test(s))).toBe(true);
    expect(scripts.some((s) => /language-names\.enhance\.ts/.test(s))).toBe(true);
  });

  it("carries only the default category's cards, and names where the script fetches the others", async () => {
    const { html, listed } = await menu();
    expect(listed).toEqual(expect.arrayContaining(mealNames));
    expect(listed).not.toContain("Prawn Biryani");
    expect(html).not.toContain("Prawn Biryani");
    expect(html).not.toContain("data-card-pool");
    expect(html).toContain('data-cards-src="/guntoormenu/cards"');
    expect(html).toMatch(/<h2[^>]*data-heading[^>]*>Andhra Meals<\/h2>/);
  });

  it("a query's page carries only that query's cards (the rendered view stays small)", async () => {
    const biryani = await menu("?category=biryani");
    expect(biryani.listed).toContain("Prawn Biryani");
    expect(biryani.html).not.toContain("Chicken Curry Meals");
    const { html } = await menu();
    expect(biryani.html.length).toBeLessThan(html.length * 2);
    expect(html.length).toBeLessThan(80_000);
  });
});

describe("GET /guntoormenu/cards", () => {
  it("without a visitor pass sends the guest to the visitor form", async () => {
    const response = await app.request("/guntoormenu/cards");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/guntoorlogin");
  });

  it("holds every card of the menu, in menu order, each once, with its filter facts", async () => {
    const response = await app.request("/guntoormenu/cards", { headers: { cookie: pass } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    const names = cardNames(html);
    expect(names).toEqual(expect.arrayContaining([...mealNames, "Prawn Biryani", "Filter Coffee"]));
    expect(new Set(names).size).toBe(names.length);
    const indexes = [...html.matchAll(/data-card="(\d+)"/g)].map((m) => Number(m[1]));
    expect(indexes).toEqual(indexes.map((_, i) => i));
    expect(html).toMatch(
      /data-card="\d+" data-category="biryani" data-main="food"[^>]*data-search="[^"]*prawn biryani/i,
    );
  });

  it("is kept by the page cache per language: a second view is a hit, Telugu is its own copy", async () => {
    const english = await app.request("/guntoormenu/cards", { headers: { cookie: pass } });
    await english.text();
    const again = await app.request("/guntoormenu/cards", { headers: { cookie: pass } });
    expect(again.headers.get("x-page-cache")).toBe("hit");
    const englishHtml = await again.text();
    const telugu = await app.request("/guntoormenu/cards", { headers: { cookie: `${pass}; menu_lang=te` } });
    const teluguHtml = await telugu.text();
    expect(telugu.headers.get("content-language")).toBe("te");
    expect(teluguHtml).not.toBe(englishHtml);
    expect(cardNames(teluguHtml)).toHaveLength(cardNames(englishHtml).length);
  });

  it("'Not spicy' (notSpicy=1) leaves out the dishes with a spice level, Mild included", async () => {
    // Issue 29 item 2: every seeded meal has its level (Curd Rice Meals is mild, the rest hotter).
    const meals = await menu("?notSpicy=1");
    for (const name of mealNames) expect(meals.listed).not.toContain(name);
    expect(meals.html).toMatch(/<input[^>]*name="notSpicy" checked=""/);
    const sides = await menu("?category=accompaniments&notSpicy=1");
    expect(sides.listed).toContain("Green Salad");
    expect(sides.listed).toContain("Boondi Raita");
  });

  it("'Without …' (without=milk) leaves out the dishes that contain it; unknown allergens are ignored", async () => {
    const { listed, html } = await menu("?category=accompaniments&without=milk&without=lupin");
    expect(listed).toContain("Green Salad");
    expect(listed).not.toContain("Boondi Raita");
    expect(html).toMatch(/<input[^>]*name="without" checked="" value="milk"/);
  });

  it("Veg Only (veg=1), a category and a search, as the form sends them", async () => {
    expect((await menu("?veg=1")).listed).toEqual([
      "Curd Rice Meals",
      "Guntoor Veg Meals",
      "Mini Veg Meals",
      "Pesarattu Upma Combo",
    ]);
    const biryani = await menu("?category=biryani");
    expect(biryani.listed).toContain("Prawn Biryani");
    expect(biryani.html).toMatch(/<h2[^>]*data-heading[^>]*>Biryani<\/h2>/);
    const found = await menu("?q=gongura");
    expect(found.listed.length).toBeGreaterThanOrEqual(4);
    expect(found.html).toContain(`${found.listed.length} items found for &quot;gongura&quot;`);
    // Every gongura dish is spicy but the cooler: 'Not spicy' keeps only it.
    expect((await menu("?q=gongura&notSpicy=1")).listed).toEqual(["Gongura Cooler"]);
    const none = await menu("?q=zzqx");
    expect(none.listed).toEqual([]);
    expect(none.html).toContain("No items found matching &quot;zzqx&quot;");
  });

  it("an unknown category opens the default one", async () => {
    const { listed } = await menu("?category=nope");
    expect(listed).toEqual(expect.arrayContaining(mealNames));
  });
});
