import { describe, expect, it } from "vitest";
import { firstCategoryOf, visibleItems } from "./menu-view";
import { matchesSearch } from "./search-menu";

const item = {
  name: "Gongura Mutton",
  description: "Tender mutton in sorrel leaves",
  notes: "Very spicy",
  servedWith: "Steamed rice",
  options: ["Boneless", "With bone"],
  category: "andhraSpices",
  isVeg: false,
};

describe("menu search (spec 5)", () => {
  it.each([
    ["name", "GONGURA"],
    ["description", "sorrel"],
    ["notes", "very SPICY"],
    ["served_with", "steamed"],
    ["options", "boneless"],
    ["category label", "andhra spices"],
  ])("matches the %s, ignoring case", (_field, term) => {
    expect(matchesSearch(item, term, "Andhra Spices")).toBe(true);
  });
  it("does not match text that is nowhere", () => {
    expect(matchesSearch(item, "paneer", "Andhra Spices")).toBe(false);
  });
});

const categories = [
  { key: "andhraMeals", label: "Andhra Meals", mainCategory: "food" as const },
  { key: "biryani", label: "Biryani", mainCategory: "food" as const },
  { key: "mocktails", label: "Signature Mocktails", mainCategory: "drinks" as const },
];
const base = { description: "", notes: null, servedWith: null, options: [] };
const items = [
  { ...base, name: "Veg Meals", category: "andhraMeals", isVeg: true },
  { ...base, name: "Chicken Meals", category: "andhraMeals", isVeg: false },
  { ...base, name: "Chicken Biryani", category: "biryani", isVeg: false },
  { ...base, name: "Chicken Soup Cooler", category: "mocktails", isVeg: false },
];

describe("what the public menu shows", () => {
  it("shows the chosen category when not searching", () => {
    const shown = visibleItems({ items, categories, term: "", vegOnly: false, category: "andhraMeals" });
    expect(shown.map((i) => i.name)).toEqual(["Veg Meals", "Chicken Meals"]);
  });
  it("searches across every category, replacing category browsing", () => {
    const shown = visibleItems({
      items,
      categories,
      term: "chicken",
      vegOnly: false,
      category: "andhraMeals",
    });
    expect(shown.map((i) => i.name)).toEqual(["Chicken Meals", "Chicken Biryani", "Chicken Soup Cooler"]);
  });
  it("Veg Only hides non-veg food but never drinks", () => {
    const shown = visibleItems({ items, categories, term: "chicken", vegOnly: true, category: null });
    expect(shown.map((i) => i.name)).toEqual(["Chicken Soup Cooler"]);
  });
  it("switching the main tab selects its first category", () => {
    expect(firstCategoryOf(categories, "drinks")).toBe("mocktails");
    expect(firstCategoryOf(categories, "food")).toBe("andhraMeals");
  });
});
