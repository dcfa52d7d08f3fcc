import { describe, expect, it } from "vitest";
import {
  cardVerdict,
  applyMenuQuery,
  cardFacts,
  type MenuQuery,
  mainOf,
  menuQueryString,
  readMenuQuery,
} from "./menu-query";

const categories = [
  { key: "andhraMeals", label: "Andhra Meals", mainCategory: "food" as const },
  { key: "biryani", label: "Biryani", labelTe: "బిర్యానీ", mainCategory: "food" as const },
  { key: "mocktails", label: "Signature Mocktails", mainCategory: "drinks" as const },
];
const base = { description: "", notes: null, servedWith: null, options: [] };
const cat = (key: string) => categories.find((c) => c.key === key)!;
const cards = {
  // Issue 29: its spice level and allergens are not set.
  vegMeals: cardFacts(
    { ...base, name: "Veg Meals", category: "andhraMeals", isVeg: true },
    cat("andhraMeals"),
  ),
  // Not spicy, and contains none of the twelve: both set by the owner.
  plainRice: cardFacts(
    { ...base, name: "Plain Rice", category: "andhraMeals", isVeg: true, spiceLevel: "none", allergens: [] },
    cat("andhraMeals"),
  ),
  chickenMeals: cardFacts(
    { ...base, name: "Chicken Meals", category: "andhraMeals", isVeg: false, spiceLevel: "hot" },
    cat("andhraMeals"),
  ),
  curdRice: cardFacts(
    {
      ...base,
      name: "Curd Rice",
      category: "andhraMeals",
      isVeg: true,
      spiceLevel: "mild",
      allergens: ["milk"],
    },
    cat("andhraMeals"),
  ),
  biryani: cardFacts(
    { ...base, name: "Chicken Biryani", nameTe: "చికెన్ బిర్యానీ", category: "biryani", isVeg: false },
    cat("biryani"),
  ),
  lassi: cardFacts(
    { ...base, name: "Sweet Lassi", category: "mocktails", allergens: ["milk", "tree_nuts"] },
    cat("mocktails"),
  ),
};
const all = Object.entries(cards);
const read = (query: string) => readMenuQuery(new URLSearchParams(query), categories, "andhraMeals");
const shown = (query: MenuQuery) =>
  all
    .filter(
      ([, card]) =>
        cardVerdict(card, query, categories.find((c) => c.key === query.category)!.mainCategory).shown,
    )
    .map(([name]) => name);

describe("the menu's query (issue 17: the server applies it without JavaScript)", () => {
  it("opens on the spec's default category with nothing filtered", () => {
    expect(read("")).toEqual({
      category: "andhraMeals",
      term: "",
      vegOnly: false,
      notSpicy: false,
      without: [],
    });
    expect(shown(read(""))).toEqual(["vegMeals", "plainRice", "chickenMeals", "curdRice"]);
  });

  it("reads a category, the search, Veg Only, Not spicy and Without from a link or the form", () => {
    expect(read("category=mocktails&q=lassi&veg=1&notSpicy=1&without=milk&without=gluten")).toEqual({
      category: "mocktails",
      term: "lassi",
      vegOnly: true,
      notSpicy: true,
      without: ["gluten", "milk"],
    });
  });

  it("ignores what it does not know: a removed category, an allergen off the list, a flag other than 1", () => {
    expect(read("category=gone&veg=yes&notSpicy=true&without=lupin&without=milk")).toEqual({
      category: "andhraMeals",
      term: "",
      vegOnly: false,
      notSpicy: false,
      without: ["milk"],
    });
    expect(read(`q=${"x".repeat(500)}`).term).toHaveLength(100);
  });

  it("writes the query back as a link, leaving the search out unless asked", () => {
    const query = read("category=biryani&q=rice&veg=1&without=milk&without=eggs");
    expect(menuQueryString(query)).toBe("?category=biryani&veg=1&without=eggs&without=milk");
    expect(menuQueryString(query, { withTerm: true })).toBe(
      "?category=biryani&q=rice&veg=1&without=eggs&without=milk",
    );
  });
});

const missing = (query: string) => {
  const q = read(query);
  return applyMenuQuery(all, ([, card]) => card, q, mainOf(categories, q.category)).missing;
};

describe("which cards show", () => {
  it("'Not spicy' shows only dishes marked Not spicy: not Mild, not a dish whose level is not set (issue 29)", () => {
    expect(shown(read("notSpicy=1"))).toEqual(["plainRice"]);
  });

  it("'Without …' shows only dishes whose allergens are known and exclude those chosen (issue 29)", () => {
    // Chicken Meals and Veg Meals have no allergen information: never shown as without milk.
    expect(shown(read("without=milk"))).toEqual(["plainRice"]);
    expect(shown(read("category=mocktails&without=tree_nuts"))).toEqual([]);
    expect(shown(read("category=mocktails&without=eggs"))).toEqual(["lassi"]);
  });

  it("counts the dishes each filter left out for missing information, not those it left out for a fact", () => {
    expect(missing("")).toEqual({ spice: 0, allergens: 0 });
    // Veg Meals has no spice level; Chicken Meals (Hot) and Curd Rice (Mild) are left out as spicy.
    expect(missing("notSpicy=1")).toEqual({ spice: 1, allergens: 0 });
    // Veg Meals and Chicken Meals have no allergens; Curd Rice is left out for its milk.
    expect(missing("without=milk")).toEqual({ spice: 0, allergens: 2 });
    // Chicken Meals is spicy: left out for that, so it is not counted for its missing allergens.
    expect(missing("notSpicy=1&without=milk")).toEqual({ spice: 1, allergens: 1 });
    // Veg Only leaves Chicken Meals out first.
    expect(missing("veg=1&without=milk")).toEqual({ spice: 0, allergens: 1 });
  });

  it("Veg Only is for food on the Food tab (spec 2.4); drinks stay", () => {
    expect(shown(read("veg=1"))).toEqual(["vegMeals", "plainRice", "curdRice"]);
    expect(shown(read("category=mocktails&veg=1"))).toEqual(["lassi"]);
    // Searching from the Food tab, Veg Only still keeps drinks.
    expect(shown(read("veg=1&q=e"))).toEqual(["vegMeals", "plainRice", "curdRice", "lassi"]);
  });

  it("searches every category, case-insensitively, in every language, with the filters on top", () => {
    expect(shown(read("q=CHICKEN"))).toEqual(["chickenMeals", "biryani"]);
    expect(shown(read("q=బిర్యానీ"))).toEqual(["biryani"]);
    expect(shown(read("q=signature"))).toEqual(["lassi"]);
    expect(shown(read("q=rice&notSpicy=1"))).toEqual(["plainRice"]);
    expect(shown(read("q=  "))).toEqual(["vegMeals", "plainRice", "chickenMeals", "curdRice"]);
  });
});
