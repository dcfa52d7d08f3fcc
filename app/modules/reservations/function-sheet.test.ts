import { describe, expect, it } from "vitest";
import { beoSchema, sheetCovers } from "./beo";
import { estimateLines, functionSheetLayout } from "./function-sheet";

const base = {
  eventName: "Sharma Wedding Reception",
  contact: "Ravi Sharma, +91 98450 12345",
  timeline: [] as string[],
  vendors: [] as string[],
  kitchenNotes: "",
  serviceNotes: "",
  hallSetupNotes: "",
};
const prose = (n: number) =>
  "Serve the welcome drinks at the entrance, then starters at the round tables. ".repeat(40).slice(0, n);

describe("function sheet layout (one A4 page whatever the text)", () => {
  it("short notes keep the large type", () => {
    expect(functionSheetLayout({ ...base, hallSetupNotes: "Stage on the east side." }).density).toBe("roomy");
  });
  it("long notes get smaller type, the longest the smallest; the text is kept", () => {
    const one = functionSheetLayout({ ...base, hallSetupNotes: prose(2000) });
    expect(one.density).not.toBe("roomy");
    expect(one.hallSetupNotes).toBe(prose(2000).trim());
    expect(
      functionSheetLayout({
        ...base,
        kitchenNotes: "W".repeat(1000),
        serviceNotes: "W".repeat(1000),
        hallSetupNotes: "M".repeat(2000),
        timeline: Array.from({ length: 8 }, (_, i) => `1${i}:00 ${"W".repeat(120)}`),
        vendors: Array.from({ length: 6 }, () => `${"W".repeat(100)}, +91 98450 12345: ${"M".repeat(200)}`),
      }).density,
    ).toBe("dense");
  });
  it("blank lines are folded; a list too long for its lines runs on with ' / '", () => {
    expect(functionSheetLayout({ ...base, kitchenNotes: "a  \n\n\n\nb" }).kitchenNotes).toBe("a\n\nb");
    const list = Array.from({ length: 1000 }, (_, i) => String(i % 10)).join("\n");
    const sheet = functionSheetLayout({ ...base, hallSetupNotes: list });
    expect(sheet.density).toBe("dense");
    expect(sheet.hallSetupNotes).toBe(list.split("\n").join(" / "));
  });
  it("estimates wide letters wider than narrow ones, every line at least one", () => {
    expect(estimateLines("W".repeat(200), 16, 703)).toBeGreaterThan(estimateLines("i".repeat(200), 16, 703));
    expect(estimateLines("a\n\nb", 16, 703)).toBe(3);
  });
});

describe("the BEO's covers and form (issue 32 item 11)", () => {
  it("without a split every guest is of the reservation's meal type; expected is the guest count, guaranteed unknown", () => {
    expect(sheetCovers({ guestCount: 250, mealType: "veg" }, null)).toEqual({
      veg: 250,
      nonVeg: 0,
      expected: 250,
      guaranteed: null,
    });
    expect(
      sheetCovers(
        { guestCount: 250, mealType: "veg" },
        { vegCovers: 130, nonVegCovers: 120, guaranteedCovers: 240 },
      ),
    ).toEqual({ veg: 130, nonVeg: 120, expected: 250, guaranteed: 240 });
  });
  it("the form keeps filled rows in time order and refuses half-filled ones", () => {
    const ok = beoSchema.parse({
      vegCovers: "130",
      nonVegCovers: "120",
      guaranteedCovers: "",
      timeline: [
        { time: "20:00", what: "Meal service" },
        { time: "", what: "" },
        { time: "18:00", what: "Arrival" },
      ],
      vendors: [{ name: "Lakshmi Decor", phone: "98450 22222", brings: "Marigold stage" }, { name: "" }],
    });
    expect(ok.timeline.map((t) => t.what)).toEqual(["Arrival", "Meal service"]);
    expect(ok.vendors).toHaveLength(1);
    expect(ok.guaranteedCovers).toBeNull();
    const bad = beoSchema.safeParse({
      timeline: [{ time: "25:00", what: "" }],
      vendors: [{ phone: "1" }],
      vegCovers: "-1",
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        "Covers must be a whole number from 0 to 10,000.",
        "Enter the time as HH:MM.",
        "Say what happens at this time.",
        "Enter the vendor's name.",
      ]),
    );
  });
});
