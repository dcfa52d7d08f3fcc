import { describe, expect, it } from "vitest";
import { visibleItems } from "./menu-view";

const dish = (name: string, category: string, extra: Record<string, string> = {}) => ({
  id: name,
  name,
  description: "",
  notes: null,
  servedWith: null,
  options: [],
  category,
  isVeg: false,
  ...extra,
});
const items = [
  dish("Gongura Mutton", "andhraSpices", { nameTe: "గోంగూర మటన్", nameHi: "गोंगूरा मटन" }),
  dish("Chicken 65", "appetizers"),
  dish("Veg Biryani", "biryani"),
];
const categories = [
  { key: "andhraSpices", label: "Andhra Spices", mainCategory: "food" as const },
  { key: "appetizers", label: "Appetizers", mainCategory: "food" as const },
  { key: "biryani", label: "Biryani", mainCategory: "food" as const, labelTe: "బిర్యానీ" },
];
const search = (term: string) =>
  visibleItems({ items, categories, term, vegOnly: false, category: "appetizers" }).map((i) => i.name);

describe("the menu's search in every language (issue 18 item 2)", () => {
  it("finds a dish by its Telugu or Hindi name, whatever the page's language", () => {
    expect(search("గోంగూర")).toEqual(["Gongura Mutton"]);
    expect(search("मटन")).toEqual(["Gongura Mutton"]);
  });
  it("finds a category's dishes by its translated label, and still by spec 5's English fields", () => {
    expect(search("బిర్యానీ")).toEqual(["Veg Biryani"]);
    expect(search("GONGURA")).toEqual(["Gongura Mutton"]);
    expect(search("appetizers")).toEqual(["Chicken 65"]);
  });
});
