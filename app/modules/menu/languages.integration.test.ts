import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuCategories, menuItems, restaurantInfo } from "~/db/schema";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { getRestaurantInfo } from "./get-restaurant-info.server";
import { listMenuItems } from "./list-menu-items.server";
import { seedItems } from "./menu-seed-data";
import { seedItemTexts, seedNoteTexts, seedServedWithTexts } from "./menu-translations-seed";
import { listCategories } from "./menu-dto.server";
import { seedMenu } from "./seed-menu.server";

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
  await seedMenu(h.db, { venue: "guntoor" });
});
afterAll(() => h.close());

const runMigration = async (file: string) => {
  const text = readFileSync(`drizzle/20-menu/${file}`, "utf8");
  for (const statement of text.split("--> statement-breakpoint")) await h.db.execute(sql.raw(statement));
};

const given = (v: string | null | undefined) => Boolean(v?.trim());

/** How many dishes have a name, a description, notes and 'served with' in each language. */
async function coverage() {
  const items = await listMenuItems(h.db, { venue: "guntoor" });
  const count = (pick: (i: (typeof items)[number]) => boolean) => items.filter(pick).length;
  return {
    total: items.length,
    names: {
      kn: count((i) => given(i.nameKn)),
      te: count((i) => given(i.nameTe)),
      hi: count((i) => given(i.nameHi)),
    },
    descriptions: {
      kn: count((i) => given(i.descriptionKn)),
      te: count((i) => given(i.descriptionTe)),
      hi: count((i) => given(i.descriptionHi)),
    },
    notes: count((i) => given(i.notes) && given(i.notesKn) && given(i.notesTe) && given(i.notesHi)),
    withNotes: count((i) => given(i.notes)),
    servedWith: count(
      (i) => given(i.servedWith) && given(i.servedWithKn) && given(i.servedWithTe) && given(i.servedWithHi),
    ),
    withServedWith: count((i) => given(i.servedWith)),
    review: count((i) => i.needsReview.join() === "kn,te,hi"),
  };
}

describe("the whole seeded menu in Kannada, Telugu and Hindi (issue 29 item 3)", { tags: ["db"] }, () => {
  it("names and describes all 129 dishes in each language, with their notes and 'served with', marked for review", async () => {
    const c = await coverage();
    expect(c.total).toBe(129);
    expect(c.names).toEqual({ kn: 129, te: 129, hi: 129 });
    expect(c.descriptions).toEqual({ kn: 129, te: 129, hi: 129 });
    expect(c.notes).toBe(c.withNotes);
    expect(c.servedWith).toBe(c.withServedWith);
    expect(c.review).toBe(129);
    expect(Object.keys(seedItemTexts).sort()).toEqual(seedItems.map((i) => i.name).sort());
  });

  it("writes each in its own script, names transliterated as Bengaluru menus print them", async () => {
    const scripts = { kn: /[\u0C80-\u0CFF]/, te: /[\u0C00-\u0C7F]/, hi: /[\u0900-\u097F]/ };
    for (const [name, texts] of Object.entries(seedItemTexts))
      for (const language of ["kn", "te", "hi"] as const) {
        const [translatedName, description] = texts[language];
        expect(translatedName, `${name} in ${language}`).toMatch(scripts[language]);
        expect(description, `${name} in ${language}`).toMatch(scripts[language]);
      }
    for (const phrase of [...Object.values(seedNoteTexts), ...Object.values(seedServedWithTexts)])
      for (const language of ["kn", "te", "hi"] as const) expect(phrase[language]).toMatch(scripts[language]);
    const items = await listMenuItems(h.db, { venue: "guntoor" });
    const mutton = items.find((i) => i.name === "Gongura Mutton")!;
    expect([mutton.nameTe, mutton.nameKn, mutton.nameHi]).toEqual(["గోంగూర మటన్", "ಗೋಂಗೂರ ಮಟನ್", "गोंगूरा मटन"]);
  });

  it("labels every category and gives the restaurant's name, description, cuisine and hours, marked for review", async () => {
    const categories = await listCategories(h.db, { venue: "guntoor" });
    expect(categories).toHaveLength(15);
    for (const c of categories) {
      expect([c.labelKn, c.labelTe, c.labelHi].every(given)).toBe(true);
      expect(c.needsReview).toEqual(["kn", "te", "hi"]);
    }
    const info = await getRestaurantInfo(h.db, { venue: "guntoor" });
    expect(info).toMatchObject({
      nameKn: "ಗುಂಟೂರು",
      nameTe: "గుంటూరు",
      nameHi: "गुंटूर",
      cuisineKn: "ಕರಾವಳಿ ಆಂಧ್ರ",
    });
    for (const field of ["description", "openingTime"] as const)
      for (const suffix of ["Kn", "Te", "Hi"] as const) expect(given(info[`${field}${suffix}`])).toBe(true);
    expect(info.needsReview).toEqual(["kn", "te", "hi"]);
  });

  it("reach an existing menu through the migrations, never over the owner's own, and mark what they filled", async () => {
    // A menu as issue 18 left it: no translations but the owner's own Telugu name of one dish
    // (issue 18's drafts come back with migration 0003 and are marked, being drafts too).
    await h.db.update(menuItems).set({
      nameTe: null,
      descriptionTe: null,
      nameKn: null,
      descriptionKn: null,
      nameHi: null,
      descriptionHi: null,
      notesTe: null,
      notesKn: null,
      notesHi: null,
      servedWithTe: null,
      servedWithKn: null,
      servedWithHi: null,
      needsReview: [],
    });
    await h.db.update(menuCategories).set({ labelTe: null, labelKn: null, labelHi: null, needsReview: [] });
    await h.db.update(restaurantInfo).set({ nameKn: null, nameTe: null, nameHi: null, needsReview: [] });
    await h.db.update(menuItems).set({ nameTe: "గోంగూర మాంసం" }).where(eq(menuItems.name, "Gongura Mutton"));
    // The owner changed one dish's notes: its old note's translation would be wrong, so it is left out.
    await h.db.update(menuItems).set({ notes: "Mild today" }).where(eq(menuItems.name, "Curd Rice Meals"));
    await runMigration("0003_issue18_seed_translations.sql");
    await runMigration("0007_issue29_translations_data.sql");
    const c = await coverage();
    expect(c.names).toEqual({ kn: 129, te: 129, hi: 129 });
    expect(c.descriptions).toEqual({ kn: 129, te: 129, hi: 129 });
    const items = await listMenuItems(h.db, { venue: "guntoor" });
    const mutton = items.find((i) => i.name === "Gongura Mutton")!;
    expect(mutton.nameTe).toBe("గోంగూర మాంసం");
    expect(mutton.needsReview).toEqual(["kn", "te", "hi"]);
    const curd = items.find((i) => i.name === "Curd Rice Meals")!;
    expect([curd.notesKn, curd.notesTe, curd.notesHi]).toEqual([null, null, null]);
    const categories = await listCategories(h.db, { venue: "guntoor" });
    expect(categories.every((cat) => given(cat.labelKn) && cat.needsReview.length === 3)).toBe(true);
    const info = await getRestaurantInfo(h.db, { venue: "guntoor" });
    expect(info.nameKn).toBe("ಗುಂಟೂರು");
    expect(info.needsReview).toEqual(["kn", "te", "hi"]);
    // A dish whose every text is the owner's own is not marked.
    const own = { nameKn: "ಪಾಯಸ", descriptionKn: "ಮನೆಯ ಪಾಯಸ", nameTe: "పాయసం", descriptionTe: "ఇంటి పాయసం" };
    await h.db
      .update(menuItems)
      .set({ ...own, nameHi: "पायसम", descriptionHi: "घर का पायसम", needsReview: [] })
      .where(eq(menuItems.name, "Kulfi"));
    await runMigration("0007_issue29_translations_data.sql");
    const kulfi = (await listMenuItems(h.db, { venue: "guntoor" })).find((i) => i.name === "Kulfi")!;
    expect(kulfi).toMatchObject({ ...own, needsReview: [] });
  });
});

describe("coverage per language and the missing translations' CSV (issue 29 item 4)", {
  tags: ["db"],
}, () => {
  it("counts each language's complete items, exports those missing one, and the import fills them back", async () => {
    const { getMenuStats } = await import("./get-menu-stats.server");
    const { missingTranslationsCsv, parseImport } = await import("./import-items");
    const { planMenuImport } = await import("./plan-menu-import.server");
    await seedMenu(h.db, { venue: "guntoor" });
    const before = await getMenuStats(h.db, { venue: "guntoor" });
    const complete = before.translations.kn.complete;
    await h.db.update(menuItems).set({ nameKn: null }).where(eq(menuItems.name, "Kulfi"));
    await h.db.update(menuItems).set({ notesKn: null }).where(eq(menuItems.name, "Gongura Mutton"));
    const after = await getMenuStats(h.db, { venue: "guntoor" });
    expect(after.translations.kn.complete).toBe(complete - 2);
    const csv = missingTranslationsCsv(await listMenuItems(h.db, { venue: "guntoor" }));
    const parsed = parseImport("csv", csv);
    if (!parsed.ok) throw new Error(parsed.alert);
    const rows = parsed.rows.filter((r) => ["Kulfi", "Gongura Mutton"].includes(String(r.name)));
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!)).toEqual(
      expect.arrayContaining(["name_kn", "notes_kn", "served_with_kn", "name_te", "needs_review"]),
    );
    // The translator fills the Kannada name; the import updates the dish and keeps the rest.
    const kulfi = rows.find((r) => r.name === "Kulfi")!;
    kulfi.name_kn = "ಕುಲ್ಫಿ";
    const plan = await planMenuImport(h.db, { venue: "guntoor", rows: [kulfi] });
    expect(plan.rows[0]).toMatchObject({ action: "update" });
    expect(plan.rows[0]!.details.join()).toContain("Kannada name");
  });
});
