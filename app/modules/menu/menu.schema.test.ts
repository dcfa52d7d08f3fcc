import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  categorySchema,
  entryRangeSchema,
  menuItemSchema,
  restaurantInfoSchema,
  visitorEntrySchema,
} from "./menu.schema";
import { formatINR } from "~/modules/money";
import { placeholderSize } from "./placeholder";

const entry = (v: Record<string, string>) => visitorEntrySchema.safeParse(v);
const firstError = (r: ReturnType<typeof entry>) => (r.success ? null : r.error.issues[0]!.message);

describe("visitor entry (spec 5 and issue 4)", () => {
  it("accepts a name, a phone of 10 to 14 digits with an optional + and 1 to 500 guests", () => {
    expect(entry({ customerName: " Ravi ", phoneNumber: "+919876543210", numGuests: "4" })).toMatchObject({
      success: true,
      data: { customerName: "Ravi", phoneNumber: "+919876543210", numGuests: 4 },
    });
  });
  it.each([
    { customerName: "", phoneNumber: "9876543210", numGuests: "1" },
    { customerName: "Ravi", phoneNumber: " ", numGuests: "1" },
    { customerName: "Ravi", phoneNumber: "9876543210", numGuests: "" },
  ])("says 'Please fill in all fields.' when one is empty", (v) => {
    expect(firstError(entry(v))).toBe("Please fill in all fields.");
  });
  it.each([
    ["98765 43210", "9876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["098765-43210", "09876543210"],
    [" +91-98765-43210 ", "+919876543210"],
  ])("accepts %j with spaces and hyphens removed, stored as %j (issue 12 item 18)", (typed, stored) => {
    expect(entry({ customerName: "Ravi", phoneNumber: typed, numGuests: "2" })).toMatchObject({
      success: true,
      data: { phoneNumber: stored },
    });
  });
  it.each(["98765", "98765432101234567", "98765.43210", "++919876543210", "9876+543210", "- -"])(
    "refuses the phone %s",
    (phone) => {
      expect(entry({ customerName: "Ravi", phoneNumber: phone, numGuests: "2" }).success).toBe(false);
    },
  );
  it.each(["0", "501", "2.5", "-1", "abc"])("refuses %s guests", (guests) => {
    expect(entry({ customerName: "Ravi", phoneNumber: "9876543210", numGuests: guests }).success).toBe(false);
  });
  it("refuses a name over 100 characters", () => {
    expect(entry({ customerName: "x".repeat(101), phoneNumber: "9876543210", numGuests: "2" }).success).toBe(
      false,
    );
  });
});

describe("add item form (spec 5)", () => {
  it("requires name and category with the spec's words", () => {
    const r = menuItemSchema.safeParse({ name: " ", category: "", price: "10" });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      "Name is required",
      "Category is required",
    ]);
  });
  it("drops empty option lines", () => {
    const r = menuItemSchema.parse({ name: "Lassi", category: "drinks", options: "Sweet\n\n Salted \n" });
    expect(r.options).toEqual(["Sweet", "Salted"]);
  });
  it("shows rupees", () => {
    expect(formatINR(1250_00, { wholeRupees: true })).toBe("₹1,250");
    expect(formatINR(249_50, { wholeRupees: true })).toBe("₹249.50");
  });
});

describe("placeholder size (spec 9)", () => {
  it("is derived from the name, 80–99 by 60–79", () => {
    for (const name of ["Dosa", "Guntoor Chilli Chicken Kebab", "A very very very long dish name indeed"]) {
      const { width, height } = placeholderSize(name);
      expect(width).toBeGreaterThanOrEqual(80);
      expect(width).toBeLessThanOrEqual(99);
      expect(height).toBeGreaterThanOrEqual(60);
      expect(height).toBeLessThanOrEqual(79);
    }
    expect(placeholderSize("Dosa")).toEqual(placeholderSize("Dosa"));
  });
});

describe("item form price (issue 12 item 2): the import's parser, refusal instead of a silent 0", () => {
  const price = (value: string | undefined) =>
    menuItemSchema.safeParse({ name: "Dosa", category: "tiffin", price: value });
  it.each([
    ["1,250", 125_000],
    ["₹1,250.50", 125_050],
    ["12,50,000", 125_000_000],
    ["", 0],
    [undefined, 0],
  ])("stores %j as %i paise", (value, paise) => {
    expect(price(value)).toMatchObject({ success: true, data: { pricePaise: paise } });
  });
  it.each(["free", "12.5abc", "1,25", "-5"])("refuses %j with a field message", (value) => {
    const result = price(value);
    expect(result.success ? null : result.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["price", "Valid price is required"],
    ]);
  });
});

describe("the admin's forms as Conform parses them, in the browser and in the action (an empty field is missing)", () => {
  const errors = (schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const submission = parseWithZod(form, { schema });
    return submission.status === "success" ? null : submission.error;
  };

  it("add and edit item: the spec's words for an empty name or category; empty optional fields are fine", () => {
    expect(
      errors(menuItemSchema, { name: "", category: "", price: "", description: "", options: "" }),
    ).toEqual({
      name: ["Name is required"],
      category: ["Category is required"],
    });
    expect(
      errors(menuItemSchema, { name: "Dosa", category: "tiffin", price: "", notes: "", isVeg: "" }),
    ).toBeNull();
    expect(errors(menuItemSchema, { name: "Dosa", category: "tiffin", price: "360 rs" })).toEqual({
      price: ["Valid price is required"],
    });
  });

  it("category: key and label required, key's pattern", () => {
    expect(errors(categorySchema, { key: "", label: "", mainCategory: "food" })).toEqual({
      key: ["Key is required"],
      label: ["Label is required"],
    });
    expect(errors(categorySchema, { key: "bad key!", label: "x", mainCategory: "food" })).toEqual({
      key: ["Key must start with a letter and use only letters, digits and _"],
    });
  });

  it("restaurant info: only the name is required; an empty e-mail is allowed, a wrong one is not", () => {
    expect(errors(restaurantInfoSchema, { name: "Guntoor", email: "" })).toBeNull();
    expect(errors(restaurantInfoSchema, { name: "", email: "nope" })).toEqual({
      name: ["Name is required"],
      email: ["Please enter a valid email address."],
    });
  });

  it("customer entries filter: either end may be open; the start on or before the end", () => {
    expect(errors(entryRangeSchema, { start: "", end: "" })).toBeNull();
    expect(errors(entryRangeSchema, { start: "2026-05-02", end: "2026-05-01" })).toEqual({
      "": ["The start date must be on or before the end date"],
    });
  });
});

describe("a dish's spice level and allergens: not set is a third state (issue 29 item 1)", () => {
  const item = (extra: Record<string, unknown>) =>
    menuItemSchema.safeParse({ name: "Dosa", category: "tiffin", price: "80", ...extra });
  it("reads the empty spice choice as not set, and 'none' as Not spicy", () => {
    expect(item({ spiceLevel: "" })).toMatchObject({ success: true, data: { spiceLevel: null } });
    expect(item({ spiceLevel: "none" })).toMatchObject({ success: true, data: { spiceLevel: "none" } });
  });
  it("keeps allergens not set, contains none and contains some apart", () => {
    expect(item({ allergenState: "unset" })).toMatchObject({ success: true, data: { allergens: null } });
    expect(item({ allergenState: "none" })).toMatchObject({ success: true, data: { allergens: [] } });
    expect(item({ allergenState: "some", allergens: ["milk", "gluten"] })).toMatchObject({
      success: true,
      data: { allergens: ["gluten", "milk"] },
    });
    // Without the state (an older client): ticked boxes are the list, none ticked is not set.
    expect(item({})).toMatchObject({ success: true, data: { allergens: null } });
    expect(item({ allergens: "milk" })).toMatchObject({ success: true, data: { allergens: ["milk"] } });
  });
  it("refuses a state the boxes contradict", () => {
    const some = item({ allergenState: "some" });
    expect(!some.success && some.error.issues[0]!.message).toBe(
      "Tick the allergens the dish contains, or choose 'Contains none'.",
    );
    const none = item({ allergenState: "none", allergens: ["milk"] });
    expect(!none.success && none.error.issues[0]!.message).toBe(
      "Choose 'Contains' to keep the ticked allergens, or untick them.",
    );
  });
});
