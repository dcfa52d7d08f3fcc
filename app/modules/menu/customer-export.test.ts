import { describe, expect, it } from "vitest";
import { csvCell, customerEntriesCsv, customerExportFileName, neutraliseCell } from "./customer-export";
import { istRangeBounds } from "~/modules/time";

describe("customer export (spec 9)", () => {
  it("starts with a UTF-8 BOM and the spec's columns, then Table (issue 18)", () => {
    const csv = customerEntriesCsv([]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")[0]).toBe(
      '"ID","Customer Name","Phone Number","Number of Guests","Timestamp","Table"',
    );
  });
  it("writes the entry's table, empty without one", () => {
    const base = { id: "e1", customerName: "Ravi", phoneNumber: "9876543210", numGuests: 2 };
    const csv = customerEntriesCsv([
      { ...base, timestamp: "2026-11-21T20:00:00.000Z", table: "T4" },
      { ...base, timestamp: "2026-11-21T20:00:00.000Z", table: null },
    ]);
    expect(csv.split("\r\n")[1]).toBe('"e1","Ravi","9876543210","2","2026-11-22 01:30:00","T4"');
    expect(csv.split("\r\n")[2]).toBe('"e1","Ravi","9876543210","2","2026-11-22 01:30:00",""');
  });
  it("doubles quotes inside names and writes IST timestamps", () => {
    const csv = customerEntriesCsv([
      {
        id: "e1",
        customerName: 'Ravi "RK" Kumar',
        phoneNumber: "9876543210",
        numGuests: 4,
        timestamp: "2026-11-21T20:00:00.000Z",
      },
    ]);
    expect(csv.split("\r\n")[1]).toBe('"e1","Ravi ""RK"" Kumar","9876543210","4","2026-11-22 01:30:00",""');
  });
  it.each(["=SUM(A1)", "+91 98765", "-2+3", "@cmd", "\tx"])(
    "neutralises a cell starting with %j",
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    },
  );
  it("leaves ordinary text alone", () => {
    expect(neutraliseCell("Ravi")).toBe("Ravi");
  });
  it("names the file with the IST date", () => {
    expect(customerExportFileName(new Date("2026-11-21T19:00:00Z"))).toBe("customer_entries_2026-11-22.csv");
    expect(customerExportFileName(new Date("2026-11-21T10:00:00Z"), "xlsx")).toBe(
      "customer_entries_2026-11-21.xlsx",
    );
  });
});

describe("IST day ranges", () => {
  it("covers whole IST days from the start of the first to the end of the last", () => {
    const { from, to } = istRangeBounds({ start: "2026-11-01", end: "2026-11-02" });
    expect(from?.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(to?.toISOString()).toBe("2026-11-02T18:30:00.000Z");
  });
});
