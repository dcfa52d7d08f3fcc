import { describe, expect, it } from "vitest";
import { menuItemSchema, visitorEntrySchema } from "./menu.schema";
import { formatPrice, parsePrice } from "./parse-price";
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
  it.each(["98765", "98765432101234567", "98765-43210", "++919876543210"])(
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

describe("add item price (spec 5)", () => {
  it("parses a decimal and becomes 0 when not parsable", () => {
    expect(parsePrice("249.50")).toBe(249.5);
    expect(parsePrice("₹1,250")).toBe(1250);
    expect(parsePrice("free")).toBe(0);
    expect(parsePrice(undefined)).toBe(0);
  });
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
    expect(formatPrice(1250)).toBe("₹1,250");
    expect(formatPrice(249.5)).toBe("₹249.50");
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
