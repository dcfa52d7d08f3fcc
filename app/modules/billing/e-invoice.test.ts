import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import type { DocumentSnapshot } from "./document-snapshot";
import { buildEInvoice, EInvoiceRefusal, irpAddress, irpDate, isEInvoiceable, rupees } from "./e-invoice";
import { gstinCheckCharacter } from "./gstin";
import { invoiceTax } from "./tax";

/** Issue 27 item 18: the e-invoice JSON, against NIC's schema version 1.1 (tests/fixtures/e-invoice). */
const schema = JSON.parse(
  readFileSync(path.resolve("tests/fixtures/e-invoice/inv-01-v1.1.schema.json"), "utf8"),
) as Record<string, unknown>;

/** The same schema with every object closed: a misspelt or invented key fails too. */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = closed(v);
  if (out.type === "object") out.additionalProperties = false;
  return out;
}

const ajv = new Ajv({ allErrors: true, strict: true });
const validate = ajv.compile(schema);
const validateClosed = ajv.compile({ ...(closed(schema) as object), $id: "closed" });

function expectValid(json: unknown) {
  expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
  expect(validateClosed(json), JSON.stringify(validateClosed.errors)).toBe(true);
}

const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);
const HALL = "29AAPFU0939F1ZR";
const CLIENT_MH = withCheck("27AABCU9603R1Z");

function snapshot(overrides: Partial<DocumentSnapshot> = {}): DocumentSnapshot {
  const tax = invoiceTax({ taxable: 1_00_000_03, gstType: "percentage", gstValue: 1800 });
  return {
    series: "invoice",
    title: "Tax Invoice",
    number: "EDN/26-27/0007",
    issuedOn: "2026-04-01",
    supplier: {
      name: "Eden Garden Hospitality LLP",
      tradeName: "Eden Garden",
      address: "12 Garden Road, Jayanagar, Bengaluru 560041, Karnataka",
      stateName: "Karnataka",
      stateCode: "29",
      gstin: HALL,
    },
    recipient: {
      name: "Acme Events Pvt Ltd",
      address: "4th Floor, Lotus Tower\nAndheri East\nMumbai - 400 069",
      stateName: "Maharashtra",
      stateCode: "27",
      gstin: CLIENT_MH,
      email: "accounts@acme.test",
      phone: "+91 98450 12345",
    },
    placeOfSupply: { stateName: "Karnataka", stateCode: "29" },
    sac: "996334",
    event: { name: 'Annual "Day" Dinner', date: "2026-05-10", time: "7:00 PM – 11:00 PM", guests: 100 },
    description: 'Hire of the Luxe hall with catering (Veg) for "Annual Day" on 10 May 2026',
    quantity: 100,
    unitPrice: 1_000_00,
    ...tax,
    amountInWords: "",
    alcohol: null,
    adjusted: [],
    amountDue: null,
    upiUri: null,
    bank: null,
    terms: "",
    payment: null,
    refersTo: null,
    validUntil: null,
    b2b: true,
    ...overrides,
  };
}

describe("buildEInvoice", () => {
  it("builds a B2B tax invoice that NIC's schema 1.1 accepts, with no key the schema lacks", () => {
    const json = buildEInvoice(
      snapshot({ taxable: 1_00_000_00, cgst: 9_000_00, sgst: 9_000_00, total: 1_18_000_00 }),
    );
    expectValid(json);
    expect(json.Version).toBe("1.1");
    expect(json.TranDtls).toEqual({ TaxSch: "GST", SupTyp: "B2B", RegRev: "N", IgstOnIntra: "N" });
    expect(json.DocDtls).toEqual({ Typ: "INV", No: "EDN/26-27/0007", Dt: "01/04/2026" });
    expect(json.ItemList).toEqual([
      {
        SlNo: "1",
        PrdDesc: "Hire of the Luxe hall with catering (Veg) for 'Annual Day' on 10 May 2026",
        IsServc: "Y",
        HsnCd: "996334",
        Qty: 100,
        UnitPrice: 1000,
        TotAmt: 100000,
        AssAmt: 100000,
        GstRt: 18,
        IgstAmt: 0,
        CgstAmt: 9000,
        SgstAmt: 9000,
        TotItemVal: 118000,
      },
    ]);
    expect(json.ValDtls).toEqual({
      AssVal: 100000,
      CgstVal: 9000,
      SgstVal: 9000,
      IgstVal: 0,
      TotInvVal: 118000,
    });
  });

  it("names both GSTINs, the recipient's State from its GSTIN and the hall's State as place of supply", () => {
    const json = buildEInvoice(snapshot());
    expect(json.SellerDtls).toEqual({
      Gstin: HALL,
      LglNm: "Eden Garden Hospitality LLP",
      TrdNm: "Eden Garden",
      Addr1: "12 Garden Road, Jayanagar",
      Loc: "Bengaluru",
      Pin: 560041,
      Stcd: "29",
    });
    // IGST Act s.12(3): the place of supply is the hall's State, wherever the client is registered.
    expect(json.BuyerDtls).toEqual({
      Gstin: CLIENT_MH,
      LglNm: "Acme Events Pvt Ltd",
      Pos: "29",
      Addr1: "4th Floor, Lotus Tower, Andheri East",
      Loc: "Mumbai",
      Pin: 400069,
      Stcd: "27",
    });
    expect(json.ItemList[0]!.IgstAmt).toBe(0);
    expectValid(json);
  });

  it("writes amounts to the paisa, exactly as the document printed them", () => {
    // ₹12,345.67 at 5 %: each half is 308.64175 → ₹308.64, as the invoice charged.
    const tax = invoiceTax({ taxable: 12_345_67, gstType: "percentage", gstValue: 500 });
    expect(tax).toMatchObject({ cgst: 308_64, sgst: 308_64, total: 12_962_95 });
    const json = buildEInvoice(snapshot({ ...tax, quantity: 1, unitPrice: 12_345_67 }));
    expect(json.ItemList[0]).toMatchObject({
      Qty: 1,
      UnitPrice: 12345.67,
      TotAmt: 12345.67,
      AssAmt: 12345.67,
      GstRt: 5,
      CgstAmt: 308.64,
      SgstAmt: 308.64,
      TotItemVal: 12962.95,
    });
    expect(JSON.stringify(json.ValDtls)).toBe(
      '{"AssVal":12345.67,"CgstVal":308.64,"SgstVal":308.64,"IgstVal":0,"TotInvVal":12962.95}',
    );
    // ₹1,000.03 at 18 %: ₹90.00 + ₹90.00 (each half rounded on its own).
    const small = buildEInvoice(
      snapshot({
        ...invoiceTax({ taxable: 1_000_03, gstType: "percentage", gstValue: 1800 }),
        quantity: 1,
        unitPrice: 1_000_03,
      }),
    );
    expect(small.ValDtls).toEqual({
      AssVal: 1000.03,
      CgstVal: 90,
      SgstVal: 90,
      IgstVal: 0,
      TotInvVal: 1180.03,
    });
    expectValid(small);
  });

  it("bills one unit of the taxable value when quantity × rate is not it", () => {
    const json = buildEInvoice(
      snapshot({
        quantity: 3,
        unitPrice: 333_33,
        taxable: 1_000_00,
        cgst: 90_00,
        sgst: 90_00,
        total: 1_180_00,
      }),
    );
    expect(json.ItemList[0]).toMatchObject({ Qty: 1, UnitPrice: 1000, TotAmt: 1000, AssAmt: 1000 });
  });

  it("writes every date dd/mm/yyyy", () => {
    expect(irpDate("2026-04-01")).toBe("01/04/2026");
    expect(irpDate("2027-12-31")).toBe("31/12/2027");
    expect(buildEInvoice(snapshot({ issuedOn: "2027-03-31" })).DocDtls.Dt).toBe("31/03/2027");
  });

  it("makes a credit note a CRN that refers to its invoice", () => {
    const json = buildEInvoice(
      snapshot({
        series: "credit-note",
        title: "Credit Note",
        number: "CN/26-27/0002",
        issuedOn: "2026-06-02",
        refersTo: { number: "EDN/26-27/0007", date: "2026-04-01", reason: "Fewer guests" },
      }),
    );
    expect(json.DocDtls).toEqual({ Typ: "CRN", No: "CN/26-27/0002", Dt: "02/06/2026" });
    expect(json.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: "EDN/26-27/0007", InvDt: "01/04/2026" }] });
    expectValid(json);
  });

  it("makes a debit note a DBN", () => {
    const json = buildEInvoice(
      snapshot({
        series: "debit-note" as DocumentSnapshot["series"],
        number: "DN/26-27/0001",
        refersTo: { number: "EDN/26-27/0007", date: "2026-04-01", reason: "More guests" },
      }),
    );
    expect(json.DocDtls.Typ).toBe("DBN");
    expectValid(json);
  });

  it("refuses what the IRP does not take, saying why", () => {
    const refusal = (s: DocumentSnapshot) => {
      try {
        buildEInvoice(s);
      } catch (error) {
        expect(error).toBeInstanceOf(EInvoiceRefusal);
        return (error as Error).message;
      }
      throw new Error("not refused");
    };
    expect(refusal(snapshot({ recipient: { ...snapshot().recipient, gstin: "" }, b2b: false }))).toBe(
      "This document's recipient has no GSTIN: e-invoicing applies to registered recipients (B2B) only.",
    );
    expect(refusal(snapshot({ series: "quotation" }))).toBe(
      "Only tax invoices, credit notes and debit notes are e-invoices.",
    );
    expect(refusal(snapshot({ series: "receipt" }))).toBe(
      "Only tax invoices, credit notes and debit notes are e-invoices.",
    );
    expect(
      refusal(snapshot({ recipient: { ...snapshot().recipient, address: "Lotus Tower, Mumbai" } })),
    ).toBe(
      "The client's billing address on this document has no 6-digit PIN code or no town: the IRP needs both.",
    );
    expect(refusal(snapshot({ supplier: { ...snapshot().supplier, address: "Bengaluru" } }))).toMatch(
      /^The hall's address on this document has no 6-digit PIN code/,
    );
    expect(refusal(snapshot({ rate: 733 }))).toMatch(
      /^This document's GST rate \(7\.33 %\) is not a rate the IRP accepts/,
    );
  });

  it("keeps double quotes and backslashes out of every text, as the schema requires", () => {
    const json = buildEInvoice(
      snapshot({
        recipient: {
          ...snapshot().recipient,
          name: 'Acme "Events"\\ LLP',
          address: '"Lotus" Tower, Mumbai 400069',
        },
      }),
    );
    expect(json.BuyerDtls.LglNm).toBe("Acme 'Events' LLP");
    expect(json.BuyerDtls.Addr1).toBe("'Lotus' Tower");
    expectValid(json);
  });
});

describe("the schema fixture", () => {
  it("refuses documents that break NIC's rules (so a passing test means something)", () => {
    const good = buildEInvoice(snapshot());
    expectValid(good);
    // biome-ignore lint/suspicious/noExplicitAny: breaking the JSON on purpose, field by field
    type Loose = Record<string, any>;
    const broken = (change: (j: Loose) => void) => {
      const copy = structuredClone(good) as Loose;
      change(copy);
      return validate(copy);
    };
    expect(broken((j) => (j.DocDtls.Dt = "2026-04-01"))).toBe(false);
    expect(broken((j) => delete j.BuyerDtls.Pos)).toBe(false);
    expect(broken((j) => (j.ItemList[0].IsServc = "YES"))).toBe(false);
    expect(broken((j) => (j.ItemList[0].HsnCd = "000000"))).toBe(false);
    expect(broken((j) => (j.SellerDtls.Pin = "560041"))).toBe(false);
    expect(broken((j) => (j.ItemList = []))).toBe(false);
    expect(broken((j) => (j.DocDtls.No = "0EDN/1"))).toBe(false);
    expect(broken((j) => (j.BuyerDtls.LglNm = 'A "B" C'))).toBe(false);
    expect(validateClosed({ ...good, Extra: 1 })).toBe(false);
  });
});

describe("irpAddress", () => {
  it("finds the PIN (also written 560 001), the town and the street lines", () => {
    expect(irpAddress("12 Garden Road, Bengaluru - 560001")).toEqual({
      Addr1: "12 Garden Road",
      Loc: "Bengaluru",
      Pin: 560001,
    });
    expect(irpAddress("No. 5, 2nd Cross\nIndiranagar\nBengaluru 560 038\nKarnataka, India")).toEqual({
      Addr1: "No. 5, 2nd Cross, Indiranagar",
      Loc: "Bengaluru",
      Pin: 560038,
    });
    expect(irpAddress("Mysuru 570001")).toEqual({ Addr1: "Mysuru", Loc: "Mysuru", Pin: 570001 });
  });

  it("puts a long street address on two lines of at most 100 characters", () => {
    const a = irpAddress(`${"A".repeat(60)}, ${"B".repeat(50)}, ${"C".repeat(30)}, Pune 411001`)!;
    expect(a.Addr1).toBe("A".repeat(60));
    expect(a.Addr2).toBe(`${"B".repeat(50)}, ${"C".repeat(30)}`);
    expect(a.Loc).toBe("Pune");
  });

  it("is null without a PIN or without a town", () => {
    expect(irpAddress("12 Garden Road, Bengaluru")).toBeNull();
    expect(irpAddress("560001")).toBeNull();
    expect(irpAddress("Karnataka 560001")).toBeNull();
  });
});

describe("isEInvoiceable", () => {
  it("is true for invoices, credit and debit notes to a registered recipient only", () => {
    const r = snapshot().recipient;
    expect(isEInvoiceable({ series: "invoice", recipient: r })).toBe(true);
    expect(isEInvoiceable({ series: "credit-note", recipient: r })).toBe(true);
    expect(isEInvoiceable({ series: "receipt", recipient: r })).toBe(false);
    expect(isEInvoiceable({ series: "quotation", recipient: r })).toBe(false);
    expect(isEInvoiceable({ series: "invoice", recipient: { ...r, gstin: "" } })).toBe(false);
  });

  it("rupees are paise / 100", () => {
    expect(rupees(1)).toBe(0.01);
    expect(rupees(12_962_95)).toBe(12962.95);
  });
});
