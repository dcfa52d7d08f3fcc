import { describe, expect, it } from "vitest";
import { firstCategoryOf } from "./menu-view";

const categories = [
  { key: "andhraMeals", label: "Andhra Meals", mainCategory: "food" as const },
  { key: "biryani", label: "Biryani", mainCategory: "food" as const },
  { key: "mocktails", label: "Signature Mocktails", mainCategory: "drinks" as const },
];

describe("the public menu's tabs", () => {
  it("switching the main tab selects its first category", () => {
    expect(firstCategoryOf(categories, "drinks")).toBe("mocktails");
    expect(firstCategoryOf(categories, "food")).toBe("andhraMeals");
    expect(firstCategoryOf(categories.slice(0, 2), "drinks")).toBeNull();
  });
});
