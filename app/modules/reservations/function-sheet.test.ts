import { describe, expect, it } from "vitest";
import { estimateLines, functionSheetLayout } from "./function-sheet";

const base = { eventName: "Sharma Wedding Reception", contact: "Ravi Sharma, +91 98450 12345" };
const prose = (n: number) =>
  "Serve the welcome drinks at the entrance, then starters at the round tables. ".repeat(40).slice(0, n);

describe("function sheet layout (one A4 page whatever the text)", () => {
  it("short notes keep the large type", () => {
    expect(
      functionSheetLayout({ ...base, notes: "Stage on the east side.", hallSetupNotes: "" }).density,
    ).toBe("roomy");
  });
  it("long notes get smaller type, the longest the smallest; the text is kept", () => {
    const one = functionSheetLayout({ ...base, notes: prose(2000), hallSetupNotes: "" });
    expect(one.density).toBe("compact");
    expect(one.notes).toBe(prose(2000).trim());
    expect(
      functionSheetLayout({ ...base, notes: prose(2000), hallSetupNotes: prose(2000) }).density,
    ).not.toBe("roomy");
    expect(
      functionSheetLayout({ ...base, notes: "W".repeat(2000), hallSetupNotes: "M".repeat(2000) }).density,
    ).toBe("dense");
  });
  it("blank lines are folded; a list too long for its lines runs on with ' / '", () => {
    expect(functionSheetLayout({ ...base, notes: "a  \n\n\n\nb", hallSetupNotes: "" }).notes).toBe("a\n\nb");
    const list = Array.from({ length: 1000 }, (_, i) => String(i % 10)).join("\n");
    const sheet = functionSheetLayout({ ...base, notes: list, hallSetupNotes: "" });
    expect(sheet.density).toBe("dense");
    expect(sheet.notes).toBe(list.split("\n").join(" / "));
  });
  it("estimates wide letters wider than narrow ones, every line at least one", () => {
    expect(estimateLines("W".repeat(200), 16, 703)).toBeGreaterThan(estimateLines("i".repeat(200), 16, 703));
    expect(estimateLines("a\n\nb", 16, 703)).toBe(3);
  });
});
