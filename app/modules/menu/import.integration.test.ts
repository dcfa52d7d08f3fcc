import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, menuItems } from "~/db/schema";
import type { LiveEvent } from "~/modules/live/events.server";
import * as importRoute from "~/routes/api/menu-import";
import * as adminRoute from "~/routes/guntoor/admin";
import { sampleImportItems } from "./import-items";
import { type Caller, createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { seedMenu } from "./seed-menu.server";

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
  await seedMenu(h.db, { venue: "guntoor" });
});
afterAll(() => h.close());

type Row = Record<string, unknown>;
interface PreviewBody {
  fingerprint: string;
  counts: { add: number; update: number; unchanged: number; refuse: number };
  highPrices: number;
  rows: {
    row: number;
    name: string;
    action: "add" | "update" | "unchanged" | "refuse";
    details: string[];
    highPrice: boolean;
  }[];
}

const api = (json: unknown, as: Caller = "manager") =>
  h.call(importRoute.action, { url: "/api/v1/menu/import", as, json });
const preview = async (rows: Row[], as: Caller = "manager") => {
  const result = await api({ preview: true, rows }, as);
  return { ...result, body: result.body as PreviewBody };
};
/** What the dialog does: preview, then Import Items with the preview's fingerprint. */
const previewThenImport = async (rows: Row[], as: Caller = "manager") => {
  const shown = await preview(rows, as);
  return api({ rows, fingerprint: shown.body.fingerprint }, as);
};
const named = async (name: string, category?: string) =>
  h.db
    .select()
    .from(menuItems)
    .where(
      and(
        sql`lower(trim(${menuItems.name})) = ${name.toLowerCase()}`,
        category ? eq(menuItems.category, category) : undefined,
      ),
    );
const itemCount = async () => (await h.db.select({ id: menuItems.id }).from(menuItems)).length;

describe("re-importing (issue 12 item 3)", () => {
  it("the sample file's dishes are refused: importing it never adds a dish nor overwrites Gongura Mutton (issue 29 item 12)", async () => {
    const [gongura] = await named("Gongura Mutton", "andhraSpices");
    const before = await itemCount();
    const rows = sampleImportItems as unknown as Row[];
    expect(rows.map((r) => r.name)).toEqual(["Sample: Gongura Mutton", "Sample: Paneer Butter Masala"]);
    const shown = await preview(rows);
    expect(shown.body.rows.map((r) => [r.action, r.details])).toEqual([
      [
        "refuse",
        ["This is the sample file's example dish. Replace it with your own dish, or delete the row."],
      ],
      [
        "refuse",
        ["This is the sample file's example dish. Replace it with your own dish, or delete the row."],
      ],
    ]);
    const result = await previewThenImport(rows);
    expect(result.body).toMatchObject({ total: 2, successful: 0, added: 0, updated: 0, failed: 2 });
    expect(await itemCount()).toBe(before);
    expect(await named("Gongura Mutton", "andhraSpices")).toEqual([gongura]);
    // Whatever its case or spacing.
    expect((await preview([{ ...rows[0], name: "  sample:  Dal " }])).body.rows[0]!.action).toBe("refuse");
  });

  it("a re-import with no change counts as unchanged: nothing written, no audit row, no event (issue 29 item 12)", async () => {
    const row = {
      name: "Unchanged Dosa",
      category: "appetizers",
      price_inr: 120,
      isVeg: true,
      notes: "Crisp",
    };
    expect((await previewThenImport([row])).body).toMatchObject({ added: 1, updated: 0, unchanged: 0 });
    const [before] = await named("Unchanged Dosa", "appetizers");
    const audits = (await h.db.select().from(auditLog)).length;
    const shown = await preview([row, { ...row, name: "unchanged dosa", category: "biryani" }]);
    expect(shown.body.counts).toEqual({ add: 1, update: 0, unchanged: 1, refuse: 0 });
    expect(shown.body.rows[0]).toMatchObject({ action: "unchanged", details: ["No changes"] });
    const seen: LiveEvent[] = [];
    const stop = h.events.subscribe((e) => seen.push(e));
    const again = await previewThenImport([row]);
    stop();
    expect(again.body).toEqual({
      total: 1,
      successful: 1,
      added: 0,
      updated: 0,
      unchanged: 1,
      failed: 0,
      errors: [],
    });
    expect(await named("Unchanged Dosa", "appetizers")).toEqual([before]);
    expect((await h.db.select().from(auditLog)).length).toBe(audits);
    expect(seen).toEqual([]);
    // A changed price is an update again.
    expect((await previewThenImport([{ ...row, price_inr: 130 }])).body).toMatchObject({
      updated: 1,
      unchanged: 0,
    });
  });

  it("rows with a price above ₹10,000 are imported only once confirmed (issue 29 item 12)", async () => {
    const rows = [
      { name: "Banquet Platter", category: "appetizers", price_inr: "15,000", isVeg: true },
      { name: "Gongura Mutton", category: "andhraSpices", price_inr: "4,300", isVeg: false },
    ];
    const shown = await preview(rows);
    expect(shown.body).toMatchObject({ highPrices: 1 });
    expect(shown.body.rows[0]).toMatchObject({
      action: "add",
      highPrice: true,
      details: ["Price above ₹10,000: confirm it when importing"],
    });
    expect(shown.body.rows[1]).toMatchObject({ highPrice: false });
    const before = await itemCount();
    const refused = await api({ rows, fingerprint: shown.body.fingerprint });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: "1 row has a price above ₹10,000. Check it in the preview, then confirm to import.",
    });
    expect(await itemCount()).toBe(before);
    const done = await api({ rows, fingerprint: shown.body.fingerprint, confirmHighPrices: true });
    expect(done.body).toMatchObject({ added: 1, updated: 1, failed: 0 });
    expect((await named("Banquet Platter", "appetizers"))[0]!.priceInr).toBe("15000.00");
    // Imported again as it is: unchanged, nothing to confirm.
    const again = await preview([rows[0]!]);
    expect(again.body).toMatchObject({ highPrices: 0, counts: { unchanged: 1 } });
  });

  it("matches the name ignoring case and surrounding spaces, only within the same category", async () => {
    const before = await itemCount();
    const result = await previewThenImport([
      { name: "  gongura MUTTON ", category: "andhraSpices", price_inr: "430", isVeg: false },
      { name: "Gongura Mutton", category: "biryani", price_inr: "480", isVeg: "false" },
    ]);
    expect(result.body).toMatchObject({ added: 1, updated: 1, failed: 0 });
    expect(await itemCount()).toBe(before + 1);
    // The item keeps its own spelling: the name is what matched.
    expect((await named("gongura mutton", "andhraSpices"))[0]).toMatchObject({
      name: "Gongura Mutton",
      priceInr: "430.00",
    });
    expect((await named("gongura mutton", "biryani"))[0]!.priceInr).toBe("480.00");
  });

  it("keeps what a row leaves out and clears what it sends empty (spec 4: undefined fields ignored)", async () => {
    const [seeded] = await named("Gongura Chicken", "andhraSpices");
    expect(seeded!.notes).toBe("Very spicy");
    await previewThenImport([
      { name: "Gongura Chicken", category: "andhraSpices", price_inr: 390, isVeg: false, served_with: "" },
    ]);
    const [after] = await named("Gongura Chicken", "andhraSpices");
    expect(after).toMatchObject({
      priceInr: "390.00",
      notes: "Very spicy",
      description: seeded!.description,
      servedWith: null,
      isOutOfStock: seeded!.isOutOfStock,
    });
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, seeded!.id), eq(auditLog.action, "menuItem.import.update")));
    expect(audits).toHaveLength(1);
  });
});

describe("preview before anything is written", () => {
  it("shows add, update and refuse with the reason per row, and writes nothing", async () => {
    const before = await itemCount();
    const audits = (await h.db.select().from(auditLog)).length;
    const shown = await preview([
      { name: "Preview Dosa", category: "appetizers", price_inr: "1,250", isVeg: "TRUE" },
      { name: "Gongura Mutton", category: "andhraSpices", price_inr: "₹440", isVeg: false },
      { name: "Bad Price", category: "appetizers", price_inr: "12.5abc", isVeg: true },
      { name: "", category: "", price_inr: "-1", isVeg: "perhaps" },
      { name: "Ghost Dish", category: "notACategory", price_inr: 100, isVeg: false },
      { name: "preview dosa ", category: "appetizers", price_inr: 90, isVeg: true },
    ]);
    expect(shown.status).toBe(200);
    expect(shown.body.counts).toEqual({ add: 1, update: 1, unchanged: 0, refuse: 4 });
    expect(shown.body.rows.map((r) => [r.row, r.name, r.action, r.details])).toEqual([
      [1, "Preview Dosa", "add", []],
      [2, "Gongura Mutton", "update", ["Price ₹430 → ₹440"]],
      [3, "Bad Price", "refuse", ["Valid price is required"]],
      [
        4,
        "",
        "refuse",
        [
          "Name is required",
          "Category is required",
          "Valid price is required",
          "isVeg must be true or false",
        ],
      ],
      [5, "Ghost Dish", "refuse", ['Category "notACategory" does not exist']],
      [6, "preview dosa", "refuse", ["Repeats row 1 of this import (same name and category)"]],
    ]);
    expect(shown.body.fingerprint).toMatch(/^[a-f0-9]{64}$/);
    expect(await itemCount()).toBe(before);
    expect((await h.db.select().from(auditLog)).length).toBe(audits);
  });

  it("Import Items writes exactly the previewed rows and reports the refused ones with the spec's messages", async () => {
    const before = await itemCount();
    const seen: LiveEvent[] = [];
    const stop = h.events.subscribe((e) => seen.push(e));
    const result = await previewThenImport([
      {
        name: "Imported Dosa",
        category: "appetizers",
        price_inr: "90.5",
        isVeg: "TRUE",
        served_with: "Chutney",
      },
      { name: "", category: "", price_inr: "-1", isVeg: "perhaps" },
      { name: "Bad Price", category: "appetizers", price_inr: "1,25", isVeg: true },
      { name: "Imported Payasam", category: "desserts", price_inr: "1,250", isVeg: true },
    ]);
    stop();
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      total: 4,
      successful: 2,
      added: 2,
      updated: 0,
      unchanged: 0,
      failed: 2,
      errors: [
        {
          item: "Item 2",
          errors: [
            "Name is required",
            "Category is required",
            "Valid price is required",
            "isVeg must be true or false",
          ],
        },
        { item: "Bad Price", errors: ["Valid price is required"] },
      ],
    });
    expect(await itemCount()).toBe(before + 2);
    expect((await named("Imported Dosa"))[0]).toMatchObject({
      priceInr: "90.50",
      isVeg: true,
      servedWith: "Chutney",
    });
    expect((await named("Imported Payasam"))[0]!.priceInr).toBe("1250.00");
    expect(seen.map((e) => `${e.topic}:${e.type}`)).toEqual(["menu:items.imported"]);
  });

  it("says the menu changed, and writes nothing, when an item changed after the preview", async () => {
    const rows = [
      { name: "Gongura Chicken", category: "andhraSpices", price_inr: 999, isVeg: false },
      { name: "Changed Menu Dish", category: "soup", price_inr: 100, isVeg: true },
    ];
    const shown = await preview(rows);
    const [target] = await named("Gongura Chicken", "andhraSpices");
    const edit = await h.call(adminRoute.action, {
      url: "/guntoormenuadmin",
      as: "admin",
      form: {
        intent: "update-item",
        id: target!.id,
        name: "Gongura Chicken",
        category: "andhraSpices",
        price: "395",
      },
    });
    expect(edit.status).toBe(200);
    const before = await itemCount();
    const result = await api({ rows, fingerprint: shown.body.fingerprint });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({
      message:
        "The menu changed after this preview, so nothing was imported. Check the new preview and press Import Items again.",
      preview: { counts: { add: 1, update: 1, refuse: 0 } },
    });
    expect(await itemCount()).toBe(before);
    expect((await named("Gongura Chicken", "andhraSpices"))[0]!.priceInr).toBe("395.00");
  });

  it("says so when a dish of the same name was added after the preview (no duplicate)", async () => {
    const rows = [{ name: "Late Soup", category: "soup", price_inr: 100, isVeg: true }];
    const shown = await preview(rows);
    expect(shown.body.rows[0]!.action).toBe("add");
    await h.call(adminRoute.action, {
      url: "/guntoormenuadmin",
      as: "admin",
      form: { intent: "create-item", name: "Late Soup", category: "soup", price: "80", isVeg: "on" },
    });
    const result = await api({ rows, fingerprint: shown.body.fingerprint });
    expect(result.status).toBe(409);
    expect(await named("Late Soup", "soup")).toHaveLength(1);
  });

  it("refuses rows that differ from the previewed ones", async () => {
    const shown = await preview([{ name: "Swapped Dish", category: "soup", price_inr: 100, isVeg: true }]);
    const result = await api({
      rows: [{ name: "Swapped Dish", category: "soup", price_inr: 1, isVeg: true }],
      fingerprint: shown.body.fingerprint,
    });
    expect(result.status).toBe(409);
    expect(await named("Swapped Dish")).toHaveLength(0);
  });

  it("refuses to guess when the category already holds the name twice", async () => {
    const add = () =>
      h.call(adminRoute.action, {
        url: "/guntoormenuadmin",
        as: "admin",
        form: { intent: "create-item", name: "Twin Dal", category: "mainCourse", price: "200", isVeg: "on" },
      });
    await add();
    await add();
    const shown = await preview([{ name: "twin dal", category: "mainCourse", price_inr: 210, isVeg: true }]);
    expect(shown.body.rows[0]).toMatchObject({
      action: "refuse",
      details: ['2 items named "Twin Dal" are already in this category. Delete the extra ones first.'],
    });
  });
});

describe("bulk import API", () => {
  it("reports a row the database refuses with 'Failed to save to database' and keeps the others", {
    tags: ["db"],
  }, async () => {
    await h.db.execute(
      sql`alter table menu_items add constraint test_refuse check (name <> 'Refused Dish') not valid`,
    );
    try {
      const result = await previewThenImport(
        [
          { name: "Refused Dish", category: "soup", price_inr: 100, isVeg: true },
          { name: "Accepted Dish", category: "soup", price_inr: 100, isVeg: true },
        ],
        "admin",
      );
      expect(result.body).toEqual({
        total: 2,
        successful: 1,
        added: 1,
        updated: 0,
        unchanged: 0,
        failed: 1,
        errors: [{ item: "Refused Dish", errors: ["Failed to save to database"] }],
      });
      expect(await named("Accepted Dish")).toHaveLength(1);
    } finally {
      await h.db.execute(sql`alter table menu_items drop constraint test_refuse`);
    }
  });

  it.each(["operations", "accounts"] as const)("refuses %s with 403 and imports nothing", async (as) => {
    const rows = [{ name: "Forged", category: "soup", price_inr: 1, isVeg: true }];
    expect((await api({ preview: true, rows }, as)).status).toBe(403);
    expect((await api({ rows, fingerprint: "0".repeat(64) }, as)).status).toBe(403);
    expect(await named("Forged")).toHaveLength(0);
  });

  it("answers 401 to a signed-out request", async () => {
    const result = await h.call(importRoute.action, { url: "/api/v1/menu/import", json: { rows: [{}] } });
    expect(result.status).toBe(401);
  });

  it("refuses a malformed body, an import without a preview's fingerprint, or too many rows", async () => {
    const row = { name: "x", category: "soup", price_inr: 1, isVeg: true };
    for (const json of [
      { rows: [] },
      { items: [] },
      { rows: [row] },
      { rows: [row], fingerprint: "not-a-fingerprint" },
      { preview: true, rows: Array.from({ length: 1001 }, () => row) },
    ]) {
      const result = await api(json, "admin");
      expect(result.status).toBe(400);
    }
    expect(await named("x")).toHaveLength(0);
  });
});
