import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, menuCategories, menuItems, restaurantInfo } from "~/db/schema";
import * as importRoute from "~/routes/api/menu-import";
import * as adminRoute from "~/routes/guntoor/admin";
import { type Caller, createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { menuItemsCsv, parseImport } from "./import-items";
import { listCategories } from "./menu-dto.server";
import { listMenuItems } from "./list-menu-items.server";
import { loadPublicMenu } from "./load-public-menu.server";
import { seedMenu } from "./seed-menu.server";
import { nextServingBoundary, startServingClock } from "./serving-clock.server";
import pino from "pino";
import { EventBus } from "~/modules/live/events.server";
import { loadPublicMenuCached } from "./public-menu-cache.server";

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
  await seedMenu(h.db, { venue: "guntoor" });
});
afterAll(() => h.close());

const post = (as: Caller, form: Record<string, string>) =>
  h.call(adminRoute.action, { url: "/guntoormenuadmin", as, form });
const row = async (name: string) => (await h.db.select().from(menuItems).where(eq(menuItems.name, name)))[0]!;
const publicOrder = async (category: string) =>
  (await loadPublicMenu(h.db, { venue: "guntoor" })).items
    .filter((i) => i.category === category)
    .map((i) => i.name);
const api = (json: unknown, as: Caller = "manager") =>
  h.call(importRoute.action, { url: "/api/v1/menu/import", as, json });

describe("spice level, allergens, Chef's Special and serving hours (issue 18 items 3-5)", {
  tags: ["db"],
}, () => {
  it("the item form saves them, and the public menu carries them", async () => {
    const result = await post("manager", {
      intent: "create-item",
      name: "Pesarattu Upma",
      category: "appetizers",
      price: "180",
      isVeg: "on",
      spiceLevel: "medium",
      allergens: "gluten",
      isChefsSpecial: "on",
      servedFrom: "07:00",
      servedUntil: "11:00",
      nameTe: "పెసరట్టు ఉప్మా",
      nameHi: "पेसरट्टू उपमा",
    });
    expect(result.status).toBe(200);
    expect(await row("Pesarattu Upma")).toMatchObject({
      spiceLevel: "medium",
      allergens: ["gluten"],
      isChefsSpecial: true,
      servedFrom: "07:00",
      servedUntil: "11:00",
      nameTe: "పెసరట్టు ఉప్మా",
      nameKn: null,
      nameHi: "पेसरट्टू उपमा",
    });
    const item = (await loadPublicMenu(h.db, { venue: "guntoor" })).items.find(
      (i) => i.name === "Pesarattu Upma",
    );
    expect(item).toMatchObject({ spiceLevel: "medium", isChefsSpecial: true, servedFrom: "07:00" });
  });

  it("refuses an unknown spice level or allergen and half-given serving hours, naming what is allowed", async () => {
    const base = { intent: "create-item", name: "Bad Dish", category: "appetizers", price: "100" };
    const spice = await post("admin", { ...base, spiceLevel: "volcanic" });
    expect((spice.body as { error: string }).error).toBe(
      'Unknown spice level "volcanic". Allowed values: Not spicy, Mild, Medium, Hot, Andhra Hot.',
    );
    const allergen = await post("admin", { ...base, allergens: "lupin" });
    expect((allergen.body as { error: string }).error).toMatch(
      /^Unknown allergen "lupin". Allowed values: cereals containing gluten/,
    );
    const hours = await post("admin", { ...base, servedFrom: "07:00" });
    expect((hours.body as { error: string }).error).toBe("Give both serving times, or neither.");
    expect(await h.db.select().from(menuItems).where(eq(menuItems.name, "Bad Dish"))).toHaveLength(0);
  });
});

describe("bulk import and export columns (issue 18 items 2-4)", { tags: ["db"] }, () => {
  it("gives a per-item message naming the allowed values for an unknown spice level or allergen", async () => {
    const rows = [
      { name: "Fiery One", category: "appetizers", price_inr: "200", isVeg: "false", spice_level: "Nuclear" },
      {
        name: "Nutty One",
        category: "appetizers",
        price_inr: "200",
        isVeg: "true",
        allergens: "milk|lupin|celeryish",
      },
    ];
    const preview = await api({ preview: true, rows });
    const body = preview.body as { rows: { name: string; action: string; details: string[] }[] };
    expect(body.rows[0]).toMatchObject({
      name: "Fiery One",
      action: "refuse",
      details: ['Unknown spice level "Nuclear". Allowed values: Not spicy, Mild, Medium, Hot, Andhra Hot.'],
    });
    expect(body.rows[1]!.details).toHaveLength(2);
    expect(body.rows[1]!.details[0]).toMatch(
      /^Unknown allergen "lupin"\. Allowed values: cereals containing gluten, .*, sulphites\.$/,
    );
    expect(body.rows[1]!.details[1]).toMatch(/^Unknown allergen "celeryish"/);
  });

  it("imports the new columns from CSV, keeps them when a later row leaves them out, and exports them back", async () => {
    const csv = [
      "name,category,price_inr,isVeg,spice_level,allergens,chefs_special,served_from,served_until,name_te,name_hi",
      'Ulavacharu Kodi,andhraSpices,450,false,Andhra Hot,"Milk | Mustard",true,12:00,15:30,ఉలవచారు కోడి,उलवचारु कोडी',
    ].join("\n");
    const parsed = parseImport("csv", csv);
    if (!parsed.ok) throw new Error(parsed.alert);
    const shown = await api({ preview: true, rows: parsed.rows });
    const done = await api({
      rows: parsed.rows,
      fingerprint: (shown.body as { fingerprint: string }).fingerprint,
    });
    expect(done.body).toMatchObject({ successful: 1, failed: 0 });
    expect(await row("Ulavacharu Kodi")).toMatchObject({
      spiceLevel: "andhra_hot",
      allergens: ["milk", "mustard"],
      isChefsSpecial: true,
      servedFrom: "12:00",
      servedUntil: "15:30",
      nameTe: "ఉలవచారు కోడి",
      nameHi: "उलवचारु कोडी",
    });
    const again = [{ name: "Ulavacharu Kodi", category: "andhraSpices", price_inr: "460", isVeg: "false" }];
    const shownAgain = await api({ preview: true, rows: again });
    await api({ rows: again, fingerprint: (shownAgain.body as { fingerprint: string }).fingerprint });
    expect(await row("Ulavacharu Kodi")).toMatchObject({
      priceInr: "460.00",
      spiceLevel: "andhra_hot",
      nameTe: "ఉలవచారు కోడి",
    });
    const spices = await listMenuItems(h.db, { venue: "guntoor", category: "andhraSpices" });
    const exported = menuItemsCsv(spices.filter((i) => i.name === "Ulavacharu Kodi"));
    const lines = exported.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "name,description,category,price_inr,isVeg,notes,served_with,options,isOutOfStock,name_te,description_te,name_kn,description_kn,name_hi,description_hi,notes_te,notes_kn,notes_hi,served_with_te,served_with_kn,served_with_hi,needs_review,spice_level,allergens,chefs_special,served_from,served_until",
    );
    expect(lines[1]).toContain("andhra_hot,milk|mustard,true,12:00,15:30");
    const reread = parseImport("csv", exported);
    expect(reread.ok && reread.rows[0]).toMatchObject({ name_te: "ఉలవచారు కోడి", spice_level: "andhra_hot" });
  });
});

describe("ordering items and categories (issue 18 item 4)", { tags: ["db"] }, () => {
  it.each(["admin", "manager"] as const)(
    "%s moves an item; the public menu follows, specials first",
    async (role) => {
      const before = await publicOrder("soup");
      expect(before.length).toBeGreaterThanOrEqual(3);
      const second = await row(before[1]!);
      const moved = await post(role, { intent: "move-item", id: second.id, direction: "up" });
      expect(moved.body).toMatchObject({ ok: true, message: `"${second.name}" moved up.` });
      expect(h.published.at(-1)).toMatchObject({ topic: "menu", type: "item.moved" });
      const after = await publicOrder("soup");
      expect(after.slice(0, 2)).toEqual([before[1], before[0]]);
      // Back again, the other way.
      await post(role, { intent: "move-item", id: second.id, direction: "down" });
      expect(await publicOrder("soup")).toEqual(before);
    },
  );

  it("lists a Chef's Special first in its category and keeps specials among themselves", async () => {
    const order = await publicOrder("soup");
    const last = await row(order.at(-1)!);
    await h.db.update(menuItems).set({ isChefsSpecial: true }).where(eq(menuItems.id, last.id));
    const now = await publicOrder("soup");
    expect(now[0]).toBe(last.name);
    const refused = await post("admin", { intent: "move-item", id: last.id, direction: "down" });
    expect(refused.status).toBe(409);
    expect((refused.body as { error: string }).error).toBe(`"${last.name}" is already last.`);
    const first = await post("admin", { intent: "move-item", id: last.id, direction: "up" });
    expect((first.body as { error: string }).error).toBe(`"${last.name}" is already first.`);
  });

  it("moves a category within its section", async () => {
    const before = (await listCategories(h.db, { venue: "guntoor" })).filter(
      (c) => c.mainCategory === "food",
    );
    const moved = await post("manager", { intent: "move-category", key: before[1]!.key, direction: "up" });
    expect(moved.status).toBe(200);
    const after = (await listCategories(h.db, { venue: "guntoor" })).filter((c) => c.mainCategory === "food");
    expect(after.map((c) => c.key).slice(0, 2)).toEqual([before[1]!.key, before[0]!.key]);
    const drinks = (await listCategories(h.db, { venue: "guntoor" })).filter(
      (c) => c.mainCategory === "drinks",
    );
    const edge = await post("manager", { intent: "move-category", key: drinks[0]!.key, direction: "up" });
    expect(edge.status).toBe(409);
  });

  it.each(["operations", "accounts", "signed-out"] as const)("refuses forged moves from %s", async (as) => {
    const order = await publicOrder("soup");
    const categories = await h.db.select().from(menuCategories);
    const audits = (await h.db.select().from(auditLog)).length;
    const item = await row(order[1]!);
    const forms: Record<string, string>[] = [
      { intent: "move-item", id: item.id, direction: "up" },
      { intent: "move-category", key: "soup", direction: "up" },
    ];
    for (const form of forms) {
      const result = await post(as, form);
      expect(result.status).toBe(as === "signed-out" ? 401 : 403);
    }
    expect(await publicOrder("soup")).toEqual(order);
    expect(await h.db.select().from(menuCategories)).toEqual(categories);
    expect((await h.db.select().from(auditLog)).length).toBe(audits);
  });
});

describe("serving boundaries (issue 18 items 5 and 7)", { tags: ["db"] }, () => {
  it("finds the next start or end of any item's serving hours", async () => {
    // Opening hours the clock cannot read: only the items' hours are boundaries here (the
    // restaurant's opening is one too, issue 29: menu-page.integration.test.ts).
    await h.db.update(restaurantInfo).set({ openingTime: "Every day" });
    await h.db
      .update(menuItems)
      .set({ servedFrom: null, servedUntil: null })
      .where(eq(menuItems.venue, "guntoor"));
    expect(await nextServingBoundary(h.db, { venue: "guntoor", now: new Date() })).toBeNull();
    const [one] = await h.db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.venue, "guntoor")))
      .limit(1);
    await h.db
      .update(menuItems)
      .set({ servedFrom: "07:00", servedUntil: "11:00" })
      .where(eq(menuItems.id, one!.id));
    // 08:00 IST: the next boundary is 11:00 IST.
    const next = await nextServingBoundary(h.db, { venue: "guntoor", now: new Date("2026-11-23T02:30:00Z") });
    expect(next?.toISOString()).toBe("2026-11-23T05:30:00.000Z");
  });
});

describe("category labels in other languages (issue 18 item 2)", { tags: ["db"] }, () => {
  it("are saved from the category row, kept when a form leaves them out, cleared when sent empty", async () => {
    const base = { intent: "update-category", key: "wok", label: "Wok", mainCategory: "food" };
    await post("admin", { ...base, labelTe: "వోక్", labelHi: "वोक" });
    const wok = async () => (await listCategories(h.db, { venue: "guntoor" })).find((c) => c.key === "wok")!;
    expect(await wok()).toMatchObject({ labelTe: "వోక్", labelKn: "ವೋಕ್", labelHi: "वोक" });
    await post("manager", base);
    expect(await wok()).toMatchObject({ labelTe: "వోక్", labelHi: "वोक" });
    await post("manager", { ...base, labelsGiven: "1", labelTe: "", labelHi: "वोक" });
    expect(await wok()).toMatchObject({ labelTe: null, labelHi: "वोक" });
  });
});

describe("the serving clock (issue 18 items 5 and 7)", { tags: ["db"] }, () => {
  it("delivers a menu event at the next boundary, which drops the cached menu, and plans the one after", async () => {
    const [item] = await h.db.select().from(menuItems).where(eq(menuItems.venue, "guntoor")).limit(1);
    await h.db
      .update(menuItems)
      .set({ servedFrom: null, servedUntil: null })
      .where(eq(menuItems.venue, "guntoor"));
    await h.db
      .update(menuItems)
      .set({ servedFrom: "07:00", servedUntil: "11:00" })
      .where(eq(menuItems.id, item!.id));
    let now = new Date("2026-11-23T05:29:30Z"); // 10:59:30 IST
    const timers: { wait: number; run: () => void }[] = [];
    const events = new EventBus();
    const seen: string[] = [];
    events.subscribe((e) => seen.push(`${e.topic}:${e.type}`));
    const menuLoads = { n: 0 };
    const load = () =>
      loadPublicMenuCached(h.db, { venue: "guntoor", events }).then((m) => {
        menuLoads.n++;
        return m;
      });
    const stop = startServingClock({
      db: h.db,
      events,
      venue: "guntoor",
      logger: pino({ level: "silent" }),
      clock: {
        now: () => now,
        setTimeout: ((run: () => void, wait: number) => {
          timers.push({ wait, run });
          return { unref() {} };
        }) as unknown as typeof setTimeout,
        clearTimeout: (() => {}) as typeof clearTimeout,
      },
    });
    await expect.poll(() => timers.length).toBe(1);
    // 30 s to 11:00 IST, and a second more.
    expect(timers[0]!.wait).toBe(31_000);
    const cached = await load();
    expect(await load()).toBe(cached);
    now = new Date("2026-11-23T05:30:01Z");
    timers[0]!.run();
    expect(seen).toContain("menu:serving.boundary");
    expect(await load()).not.toBe(cached);
    // The next boundary: 07:00 IST tomorrow.
    await expect.poll(() => timers.length).toBe(2);
    // 11:00:01 IST to 07:00 tomorrow (from the minute), and a second more.
    expect(timers[1]!.wait).toBe(20 * 3_600_000);
    stop();
  });
});
