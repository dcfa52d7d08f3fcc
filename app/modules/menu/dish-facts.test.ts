import { describe, expect, it } from "vitest";
import {
  byMenuOrder,
  dishMessages,
  isNotSpicy,
  isServedAt,
  isWithout,
  nextServingChange,
  parseAllergenList,
  parseSpiceLevel,
  servingLabel,
} from "./dish-facts";

describe("spice levels (issue 18 item 3)", () => {
  it.each([
    ["Mild", "mild"],
    ["andhra_hot", "andhra_hot"],
    ["ANDHRA-HOT", "andhra_hot"],
    [" Andhra Hot ", "andhra_hot"],
    ["Not spicy", "none"],
    ["none", "none"],
    ["", null],
    ["Not set", null],
    [undefined, null],
  ])("reads %j", (text, level) => expect(parseSpiceLevel(text)).toBe(level));
  it("does not know other words, and the message names the allowed values", () => {
    expect(parseSpiceLevel("Very hot")).toBeUndefined();
    expect(dishMessages.unknownSpiceLevel("Very hot")).toBe(
      'Unknown spice level "Very hot". Allowed values: Not spicy, Mild, Medium, Hot, Andhra Hot.',
    );
  });
});

describe("allergens (issue 18 item 3)", () => {
  it("reads keys and labels, in any case and separator, in the fixed order", () => {
    expect(parseAllergenList("Milk | tree nuts;Cereals containing gluten, milk")).toEqual({
      allergens: ["gluten", "tree_nuts", "milk"],
      unknown: [],
    });
    expect(parseAllergenList(["eggs", "Sulphites"]).allergens).toEqual(["eggs", "sulphites"]);
  });
  it("gives back the unknown ones, and the message lists the allowed values", () => {
    expect(parseAllergenList("milk|lupin").unknown).toEqual(["lupin"]);
    expect(dishMessages.unknownAllergen("lupin")).toBe(
      'Unknown allergen "lupin". Allowed values: cereals containing gluten, crustaceans, eggs, fish, peanuts, tree nuts, soy, milk, sesame, mustard, celery, sulphites.',
    );
  });
});

describe("guests' filters as predicates", () => {
  it("'Not spicy' keeps only dishes marked Not spicy; a level not set is not 'Not spicy' (issue 29)", () => {
    expect(isNotSpicy({ spiceLevel: "none" })).toBe(true);
    expect(isNotSpicy({ spiceLevel: null })).toBe(false);
    expect(isNotSpicy({ spiceLevel: "mild" })).toBe(false);
  });
  it("'Without …' drops dishes that contain any excluded allergen, and those whose allergens are not set", () => {
    expect(isWithout({ allergens: ["milk", "tree_nuts"] }, ["peanuts"])).toBe(true);
    expect(isWithout({ allergens: ["milk", "tree_nuts"] }, ["peanuts", "milk"])).toBe(false);
    expect(isWithout({ allergens: [] }, ["milk"])).toBe(true);
    expect(isWithout({ allergens: null }, ["milk"])).toBe(false);
    expect(isWithout({ allergens: null }, [])).toBe(true);
  });
  it("reads an empty allergen cell as not set and 'none' as contains none (issue 29)", () => {
    expect(parseAllergenList("")).toEqual({ allergens: null, unknown: [] });
    expect(parseAllergenList(null)).toEqual({ allergens: null, unknown: [] });
    expect(parseAllergenList("Not set")).toEqual({ allergens: null, unknown: [] });
    expect(parseAllergenList(" None ")).toEqual({ allergens: [], unknown: [] });
    expect(parseAllergenList([])).toEqual({ allergens: [], unknown: [] });
  });
});

describe("the menu's order (issue 18 item 4)", () => {
  it("lists Chef's Specials first, then the owner's order, then names", () => {
    const items = [
      { name: "B", position: 1, isChefsSpecial: false },
      { name: "A", position: 2, isChefsSpecial: false },
      { name: "Z", position: 3, isChefsSpecial: true },
      { name: "C", position: 1, isChefsSpecial: false },
    ];
    expect([...items].sort(byMenuOrder).map((i) => i.name)).toEqual(["Z", "B", "C", "A"]);
  });
});

describe("serving hours in IST (issue 18 item 5)", () => {
  const breakfast = { servedFrom: "07:00", servedUntil: "11:00" };
  it("is served from the first minute up to, not including, the last", () => {
    expect(isServedAt(breakfast, new Date("2026-11-23T01:29:00Z"))).toBe(false); // 06:59 IST
    expect(isServedAt(breakfast, new Date("2026-11-23T01:30:00Z"))).toBe(true); // 07:00 IST
    expect(isServedAt(breakfast, new Date("2026-11-23T05:29:00Z"))).toBe(true); // 10:59 IST
    expect(isServedAt(breakfast, new Date("2026-11-23T05:30:00Z"))).toBe(false); // 11:00 IST
  });
  it("wraps hours past midnight and treats no hours as always", () => {
    const late = { servedFrom: "22:00", servedUntil: "02:00" };
    expect(isServedAt(late, new Date("2026-11-23T19:00:00Z"))).toBe(true); // 00:30 IST
    expect(isServedAt(late, new Date("2026-11-23T10:00:00Z"))).toBe(false); // 15:30 IST
    expect(isServedAt({ servedFrom: null, servedUntil: null }, new Date())).toBe(true);
  });
  it("labels them as guests read them", () => {
    expect(servingLabel("07:00", "11:00")).toBe("Served 7–11 am");
    expect(servingLabel("12:00", "15:30")).toBe("Served 12–3:30 pm");
    expect(servingLabel("11:30", "15:00")).toBe("Served 11:30 am–3 pm");
  });
  it("knows the next boundary", () => {
    expect(nextServingChange(breakfast, new Date("2026-11-23T01:29:30Z"))?.toISOString()).toBe(
      "2026-11-23T01:30:00.000Z",
    );
    expect(nextServingChange(breakfast, new Date("2026-11-23T02:00:00Z"))?.toISOString()).toBe(
      "2026-11-23T05:30:00.000Z",
    );
  });
});
