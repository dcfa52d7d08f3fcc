import { describe, expect, it } from "vitest";
import { vegMarker } from "./veg-marker";

describe("veg / non-veg marker (spec 5)", () => {
  it("uses isVeg when present, whatever the name says", () => {
    expect(vegMarker({ name: "Chicken 65", isVeg: true }, "food")).toBe("veg");
    expect(vegMarker({ name: "Paneer Tikka", isVeg: false }, "food")).toBe("non-veg");
  });
  it("falls back to non-veg keywords in the name", () => {
    for (const name of ["Chicken Curry", "Mutton Sukka", "Apollo Fish", "Egg Fried Rice", "Loose Prawns"]) {
      expect(vegMarker({ name }, "food")).toBe("non-veg");
    }
  });
  it("falls back to veg keywords and matches whole words only", () => {
    expect(vegMarker({ name: "Paneer Butter Masala" }, "food")).toBe("veg");
    expect(vegMarker({ name: "Veggie Delight" }, "food")).toBe("veg");
    // "eggplant" is not egg
    expect(vegMarker({ name: "Eggplant Fry", isVeg: null }, "food")).toBe("veg");
  });
  it("gives drinks no marker", () => {
    expect(vegMarker({ name: "Egg Nog", isVeg: false }, "drinks")).toBeNull();
    expect(vegMarker({ name: "Sweet Lassi", isVeg: true }, "drinks")).toBeNull();
  });
});
