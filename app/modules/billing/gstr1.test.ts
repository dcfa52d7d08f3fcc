import { describe, expect, it } from "vitest";
import type { DocumentSnapshot } from "./document-snapshot";
import { buildGstr1, documentTaxRows, type Gstr1Document, gstr1Json, gstr1Sheets } from "./gstr1";

/** Issue 27 item 17: GSTR-1's rows come from one function, per document, rate and SAC. */
const single = {
  sac: "997212",
  description: "Hall hire: Sharma Wedding, 12 December 2026, 100 guests",
  rate: 1800,
  taxable: 1_00_000_00,
  cgst: 9_000_00,
  sgst: 9_000_00,
  quantity: 100,
};

describe("documentTaxRows", () => {
  it("reads a single-line snapshot from its own fields, named by the hall's tax line", () => {
    expect(
      documentTaxRows(single, (sac, rate) => (sac === "997212" && rate === 1800 ? "Hall hire" : undefined)),
    ).toEqual([
      {
        sac: "997212",
        description: "Hall hire",
        rate: 1800,
        taxable: 1_00_000_00,
        cgst: 9_000_00,
        sgst: 9_000_00,
        quantity: 100,
      },
    ]);
    // Without a tax line of that SAC, the document's own description.
    expect(documentTaxRows(single)[0]!.description).toBe(single.description);
  });

  it("reads an itemised snapshot's lines: one row per rate and SAC, lines of the same pair added up", () => {
    const rows = documentTaxRows({
      ...single,
      taxable: 1_60_000_00,
      cgst: 12_000_00,
      sgst: 12_000_00,
      lines: [
        {
          description: "Veg plates",
          sac: "996334",
          rate: 500,
          taxable: 1_20_000_00,
          cgst: 3_000_00,
          sgst: 3_000_00,
          quantity: 120,
        },
        {
          description: "Hall rent",
          sac: "997212",
          rate: 1800,
          taxable: 30_000_00,
          cgst: 2_700_00,
          sgst: 2_700_00,
          quantity: 1,
        },
        {
          description: "Décor",
          sac: "997212",
          rate: 1800,
          taxable: 20_000_00,
          cgst: 1_800_00,
          sgst: 1_800_00,
          quantity: 1,
        },
        {
          description: "Discount",
          sac: "996334",
          rate: 500,
          taxable: -10_000_00,
          cgst: -250_00,
          sgst: -250_00,
          quantity: 1,
        },
      ],
    });
    expect(rows).toEqual([
      {
        sac: "996334",
        description: "Veg plates",
        rate: 500,
        taxable: 1_10_000_00,
        cgst: 2_750_00,
        sgst: 2_750_00,
        quantity: 121,
      },
      {
        sac: "997212",
        description: "Hall rent",
        rate: 1800,
        taxable: 50_000_00,
        cgst: 4_500_00,
        sgst: 4_500_00,
        quantity: 2,
      },
    ]);
  });
});

const snapshot = (over: Partial<DocumentSnapshot>): DocumentSnapshot =>
  ({
    ...single,
    series: "invoice",
    total: 1_18_000_00,
    recipient: {
      name: "Sharma Traders",
      gstin: "29AAPFU0939F1ZR",
      address: "",
      stateName: "",
      stateCode: "29",
      email: "",
      phone: "",
    },
    placeOfSupply: { stateCode: "29", stateName: "Karnataka" },
    refersTo: null,
    ...over,
  }) as DocumentSnapshot;

describe("documentTaxRows of an itemised document (issue 32 item 6)", () => {
  it("takes the tax per tax line from `taxes` (a discount netted inside it) and counts the charged lines' quantity", () => {
    const rows = documentTaxRows({
      sac: "997212",
      description: "Hall hire: the Luxe hall",
      rate: 1800,
      taxable: 3_30_000_00,
      cgst: 29_700_00,
      sgst: 29_700_00,
      quantity: 250,
      lines: [
        { kind: "package", sac: "997212", rate: 1800, quantity: 250, taxable: 3_00_000_00 },
        { kind: "hall-rent", sac: "997212", rate: 1800, quantity: 1, taxable: 50_000_00 },
        { kind: "discount", sac: "997212", rate: 1800, quantity: 1, taxable: -20_000_00 },
      ],
      taxes: [
        {
          sac: "997212",
          rate: 1800,
          description: "Hall hire",
          taxable: 3_30_000_00,
          cgst: 29_700_00,
          sgst: 29_700_00,
        },
      ],
    });
    expect(rows).toEqual([
      {
        sac: "997212",
        description: "Hall hire",
        rate: 1800,
        taxable: 3_30_000_00,
        cgst: 29_700_00,
        sgst: 29_700_00,
        quantity: 251,
      },
    ]);
  });
});

describe("buildGstr1 with an itemised invoice", () => {
  const itemised: Gstr1Document = {
    series: "invoice",
    serial: 1,
    number: "EDN/26-27/0001",
    issuedOn: "2026-11-10",
    snapshot: snapshot({
      taxable: 1_50_000_00,
      cgst: 5_700_00,
      sgst: 5_700_00,
      total: 1_61_400_00,
      // Issue 32 item 6's shape: one printed row per line, the tax per tax line in `taxes`.
      lines: [
        {
          kind: "package",
          description: "Veg plates",
          sac: "996334",
          quantity: 100,
          unitPrice: 1_200_00,
          taxable: 1_20_000_00,
          rate: 500,
          taxLine: "Veg plates",
        },
        {
          kind: "hall-rent",
          description: "Hall rent",
          sac: "997212",
          quantity: 1,
          unitPrice: 30_000_00,
          taxable: 30_000_00,
          rate: 1800,
          taxLine: "Hall rent",
        },
      ],
      taxes: [
        {
          sac: "996334",
          rate: 500,
          description: "Veg plates",
          taxable: 1_20_000_00,
          cgst: 3_000_00,
          sgst: 3_000_00,
        },
        {
          sac: "997212",
          rate: 1800,
          description: "Hall rent",
          taxable: 30_000_00,
          cgst: 2_700_00,
          sgst: 2_700_00,
        },
      ],
    } as Partial<DocumentSnapshot>),
  };
  const data = buildGstr1({
    gstin: "29AAPFU0939F1ZR",
    month: "2026-11",
    supplierStateCode: "29",
    documents: [itemised],
    advances: { at: [], atadj: [] },
  });

  it("gives the b2b invoice one row (JSON item) per rate, and HSN one row per SAC and rate", () => {
    const b2b = gstr1Sheets(data).find((s) => s.name === "b2b,sez,de")!;
    expect(b2b.rows.map((r) => [r[2], r[4], r[10], r[11]])).toEqual([
      ["EDN/26-27/0001", 161400, 5, 120000],
      ["EDN/26-27/0001", 161400, 18, 30000],
    ]);
    const json = gstr1Json(data, "29") as {
      b2b: { inv: { itms: unknown[] }[] }[];
      hsn: { hsn_b2b: unknown[] };
    };
    expect(json.b2b[0]!.inv[0]!.itms).toEqual([
      { num: 1, itm_det: { rt: 5, txval: 120000, camt: 3000, samt: 3000, csamt: 0 } },
      { num: 2, itm_det: { rt: 18, txval: 30000, camt: 2700, samt: 2700, csamt: 0 } },
    ]);
    expect(json.hsn.hsn_b2b).toMatchObject([
      { hsn_sc: "996334", desc: "Veg plates", rt: 5, txval: 120000 },
      { hsn_sc: "997212", desc: "Hall rent", rt: 18, txval: 30000 },
    ]);
  });

  it("an inter-State unregistered invoice above ₹1,00,000 is B2C (Large), its credit note cdnur", () => {
    const inter = buildGstr1({
      gstin: "29AAPFU0939F1ZR",
      month: "2026-11",
      supplierStateCode: "29",
      documents: [
        {
          ...itemised,
          snapshot: snapshot({
            recipient: {
              name: "R",
              gstin: "",
              address: "",
              stateName: "",
              stateCode: "27",
              email: "",
              phone: "",
            },
            placeOfSupply: { stateCode: "27", stateName: "Maharashtra" },
          }),
        },
        {
          series: "credit-note",
          serial: 1,
          number: "CN/26-27/0001",
          issuedOn: "2026-11-12",
          snapshot: snapshot({
            series: "credit-note",
            taxable: 10_000_00,
            cgst: 900_00,
            sgst: 900_00,
            total: 11_800_00,
            recipient: {
              name: "R",
              gstin: "",
              address: "",
              stateName: "",
              stateCode: "27",
              email: "",
              phone: "",
            },
            placeOfSupply: { stateCode: "27", stateName: "Maharashtra" },
            refersTo: { number: "EDN/26-27/0001", date: "2026-11-10", reason: "Discount" },
          }),
        },
      ],
      advances: { at: [], atadj: [] },
      invoices: new Map([["EDN/26-27/0001", { total: 1_18_000_00, stateCode: "27", gstin: "" }]]),
    });
    expect(inter.b2cl.map((i) => i.number)).toEqual(["EDN/26-27/0001"]);
    expect(inter.b2cs).toEqual([]);
    expect(inter.cdnur.map((n) => [n.number, n.type, n.items[0]!.igst])).toEqual([
      ["CN/26-27/0001", "C", 1_800_00],
    ]);
    const json = gstr1Json(inter, "29") as { cdnur: { typ: string; itms: { itm_det: object }[] }[] };
    expect(json.cdnur[0]!.typ).toBe("B2CL");
    expect(json.cdnur[0]!.itms[0]!.itm_det).toEqual({ rt: 18, txval: 10000, iamt: 1800, csamt: 0 });
  });
});
