import { describe, expect, it } from "vitest";
import { parseImport, sampleCsv, sampleJson, validateImportRow } from "./import-items";

describe("import parsing (spec 5)", () => {
  it("asks for data when the paste is empty", () => {
    expect(parseImport("json", "  \n")).toEqual({ ok: false, alert: "Please enter data to import" });
    expect(parseImport("csv", "")).toEqual({ ok: false, alert: "Please enter data to import" });
  });
  it("reports a JSON parse failure with the spec's prefix", () => {
    const result = parseImport("json", "[{name: 1}");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.alert).toMatch(/^Error parsing data: /);
  });
  it("treats a single JSON object as a list of one", () => {
    expect(parseImport("json", '{"name":"Dosa"}')).toEqual({ ok: true, rows: [{ name: "Dosa" }] });
  });
  it("reads CSV with a BOM, CRLF, quoted commas and doubled quotes", () => {
    const csv =
      '\uFEFFname,description,category,price_inr,isVeg\r\n"Dosa, Ghee","The ""best"" one",tiffin,80.5,TRUE\r\n';
    const result = parseImport("csv", csv);
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          name: "Dosa, Ghee",
          description: 'The "best" one',
          category: "tiffin",
          price_inr: "80.5",
          isVeg: "TRUE",
        },
      ],
    });
  });
  it("refuses CSV whose rows do not fit the headers", () => {
    const result = parseImport("csv", 'name,category\n"unterminated,x');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.alert).toMatch(/^Error parsing data: /);
  });
  it("parses its own sample files", () => {
    for (const [format, text] of [
      ["json", sampleJson()],
      ["csv", sampleCsv()],
    ] as const) {
      const parsed = parseImport(format, text);
      expect(parsed.ok && parsed.rows.map((r) => validateImportRow(r).ok)).toEqual([true, true]);
    }
  });
});

describe("import row validation (spec 5 messages)", () => {
  it("lists every missing required field with the spec's words", () => {
    expect(validateImportRow({ price_inr: "-1", isVeg: "maybe" })).toEqual({
      ok: false,
      name: "",
      errors: [
        "Name is required",
        "Category is required",
        "Valid price is required",
        "isVeg must be true or false",
      ],
    });
  });
  it("parses price as a decimal and isVeg true only for the text true, ignoring case", () => {
    const ok = validateImportRow({ name: "Dosa", category: "tiffin", price_inr: "80.50", isVeg: "True" });
    expect(ok).toMatchObject({ ok: true, item: { pricePaise: 8050, isVeg: true } });
    const no = validateImportRow({ name: "Dosa", category: "tiffin", price_inr: 80, isVeg: "FALSE" });
    expect(no).toMatchObject({ ok: true, item: { isVeg: false } });
  });
  it("refuses a price that is not a number", () => {
    expect(validateImportRow({ name: "x", category: "c", price_inr: "abc", isVeg: true })).toMatchObject({
      ok: false,
      errors: ["Valid price is required"],
    });
  });
  it("keeps optional fields and drops empty options", () => {
    const row = validateImportRow({
      name: "Kulfi",
      category: "desserts",
      price_inr: 130,
      isVeg: true,
      notes: "Seasonal",
      served_with: "Falooda",
      options: ["Malai", "", "Pista"],
    });
    expect(row).toMatchObject({
      ok: true,
      item: { notes: "Seasonal", servedWith: "Falooda", options: ["Malai", "Pista"] },
    });
  });
});

describe("import price (issue 12 item 2): never truncated, one parser with the item form", () => {
  const row = (price_inr: unknown) =>
    validateImportRow({ name: "Dosa", category: "tiffin", price_inr, isVeg: true });
  it.each([
    ["1250", 125_000],
    ["1,250", 125_000],
    ["1,250.50", 125_050],
    ["₹1,250", 125_000],
    ["12,50,000", 125_000_000],
    [420, 42_000],
  ])("imports %j as %i paise", (price, paise) => {
    expect(row(price)).toMatchObject({ ok: true, item: { pricePaise: paise } });
  });
  it.each(["12.5abc", "250 rs", "1,25", "1.999", "", "  ", null, "-5"])(
    "refuses %j with 'Valid price is required'",
    (price) => {
      expect(row(price)).toEqual({ ok: false, name: "Dosa", errors: ["Valid price is required"] });
    },
  );
});

describe("allergens and spice in the import (issue 29 item 1)", () => {
  const row = (extra: Record<string, unknown>) =>
    validateImportRow({ name: "Dosa", category: "tiffin", price_inr: "80", isVeg: "true", ...extra });
  it("reads an empty allergens cell as not set, 'none' as contains none, a list as those", () => {
    expect(row({ allergens: "" })).toMatchObject({ ok: true, item: { allergens: null } });
    expect(row({ allergens: "none" })).toMatchObject({ ok: true, item: { allergens: [] } });
    expect(row({ allergens: "milk|gluten" })).toMatchObject({
      ok: true,
      item: { allergens: ["gluten", "milk"] },
    });
  });
  it("reads an empty spice cell as not set and 'Not spicy' as Not spicy", () => {
    expect(row({ spice_level: "" })).toMatchObject({ ok: true, item: { spiceLevel: null } });
    expect(row({ spice_level: "Not spicy" })).toMatchObject({ ok: true, item: { spiceLevel: "none" } });
  });
});
