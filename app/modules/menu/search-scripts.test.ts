import { describe, expect, it } from "vitest";
import type { TranslatedItem } from "./languages";
import { seedCategories, seedItems } from "./menu-seed-data";
import {
  seedCategoryLabels,
  seedItemTexts,
  seedNoteTexts,
  seedServedWithTexts,
} from "./menu-translations-seed";
import { aTranslatedCategory, aTranslatedDish, guestSearchFinds } from "../../../tests/support/menu-builders";

// Issue 29 item 5: a guest searches in their own script and finds dishes by their translated name,
// description, notes and 'served with'. The seeded menu as the seed writes it (seed-menu.server.ts).

const menu = seedItems.map((seed) => {
  const texts = seedItemTexts[seed.name]!;
  const notes = seed.notes ? seedNoteTexts[seed.notes] : undefined;
  const served = seed.servedWith ? seedServedWithTexts[seed.servedWith] : undefined;
  const item: TranslatedItem = {
    name: seed.name,
    description: seed.description,
    notes: seed.notes ?? null,
    servedWith: seed.servedWith ?? null,
    options: seed.options ?? [],
    nameTe: texts.te[0],
    descriptionTe: texts.te[1],
    nameKn: texts.kn[0],
    descriptionKn: texts.kn[1],
    nameHi: texts.hi[0],
    descriptionHi: texts.hi[1],
    notesTe: notes?.te,
    notesKn: notes?.kn,
    notesHi: notes?.hi,
    servedWithTe: served?.te,
    servedWithKn: served?.kn,
    servedWithHi: served?.hi,
  };
  const category = seedCategories.find((c) => c.key === seed.category)!;
  return { item, category: { ...category, ...labelsOf(category.key) } };
});

function labelsOf(key: string) {
  const labels = seedCategoryLabels[key];
  return labels ? { labelTe: labels.te, labelKn: labels.kn, labelHi: labels.hi } : {};
}

const search = (term: string) =>
  menu.filter(({ item, category }) => guestSearchFinds(item, term, category)).map((d) => d.item.name);
const where = (test: RegExp) =>
  seedItems.filter((i) => test.test(`${i.name} ${i.description}`)).map((i) => i.name);

describe("search in the guest's script (issue 29 item 5)", () => {
  it("'గోంగూర' (Telugu) finds every gongura dish, and 'ಗೋಂಗೂರ' (Kannada) and 'गोंगूरा' (Hindi) too", () => {
    const gongura = where(/gongura/i);
    expect(gongura.length).toBeGreaterThanOrEqual(3);
    for (const term of ["గోంగూర", "ಗೋಂಗೂರ", "गोंगूरा"])
      expect(search(term)).toEqual(expect.arrayContaining(gongura));
  });

  it("'दही' (Hindi) finds every curd dish, and 'పెరుగు' (Telugu) and 'ಮೊಸರು' (Kannada) too", () => {
    const curd = where(/curd|yoghurt|lassi|buttermilk|raita/i);
    expect(curd).toEqual(
      expect.arrayContaining([
        "Curd Rice",
        "Curd Rice Meals",
        "Boondi Raita",
        "Sweet Lassi",
        "Masala Buttermilk",
      ]),
    );
    expect(search("दही")).toEqual(expect.arrayContaining(curd));
    const curdNotButtermilk = curd.filter((n) => n !== "Masala Buttermilk");
    expect(search("పెరుగ")).toEqual(expect.arrayContaining(curdNotButtermilk));
    expect(search("ಮೊಸರ")).toEqual(expect.arrayContaining(curdNotButtermilk));
  });

  it("finds a dish by its translated notes and 'served with'", () => {
    expect(search("చాలా కారం")).toEqual(expect.arrayContaining(["Gongura Mutton", "Avakaya Pickle"]));
    expect(search("ಬಟರ್ ನಾನ್")).toEqual(expect.arrayContaining(["Butter Chicken", "Paneer Butter Masala"]));
  });

  it("one dish: found by its name in each script and by its category's label, not by another dish's name", () => {
    const dish = aTranslatedDish({ notes: null, servedWith: null });
    const category = aTranslatedCategory();
    for (const term of ["gongura", "గోంగూర మటన్", "ಗೋಂಗೂರ", "गोंगूरा मटन", "ఆంధ్ర మసాలా", "आंध्र"])
      expect(guestSearchFinds(dish, term, category), term).toBe(true);
    expect(guestSearchFinds(dish, "బిర్యానీ", category)).toBe(false);
    expect(guestSearchFinds(dish, "ఆంధ్ర మసాలా", undefined)).toBe(false);
  });

  it("finds nothing for a word no dish has", () => {
    expect(search("ಪಿಜ್ಜಾ")).toEqual([]);
  });
});
