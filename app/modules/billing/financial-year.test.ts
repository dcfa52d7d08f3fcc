import { describe, expect, it } from "vitest";
import { documentNumber, financialYearAt, financialYearOf } from "./financial-year";

describe("financial year (1 April to 31 March, IST)", () => {
  it("31 March 23:59:59 IST is the old year, 1 April 00:00:00 IST the new one", () => {
    expect(financialYearAt(new Date("2027-03-31T23:59:59+05:30"))).toBe("26-27");
    expect(financialYearAt(new Date("2027-04-01T00:00:00+05:30"))).toBe("27-28");
    // The same instants in UTC fall on 31 March: the zone decides, not the server's.
    expect(financialYearAt(new Date("2027-03-31T18:30:00Z"))).toBe("27-28");
    expect(financialYearAt(new Date("2027-03-31T18:29:59Z"))).toBe("26-27");
  });

  it("names years by their two-digit halves, across a century", () => {
    expect(financialYearOf("2026-04-01")).toBe("26-27");
    expect(financialYearOf("2100-01-15")).toBe("99-00");
  });

  it("numbers documents in at most 16 characters", () => {
    expect(documentNumber("EDN", "26-27", 1)).toBe("EDN/26-27/0001");
    expect(documentNumber("ABCD", "26-27", 99_999).length).toBeLessThanOrEqual(16);
  });
});
