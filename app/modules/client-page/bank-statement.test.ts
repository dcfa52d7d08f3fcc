import { describe, expect, it } from "vitest";
import {
  bankStatementTexts as t,
  type OpenInstalment,
  parseCsv,
  parseStatementAmount,
  parseStatementDate,
  paymentModeOf,
  proposeMatch,
  readStatement,
  STATEMENT_MAX_BYTES,
} from "./bank-statement";
import type { Paise } from "~/modules/money";

const bytes = (text: string) => new TextEncoder().encode(text);
const mapping = { date: "Date", narration: "Narration", credit: "Amount", reference: "Ref No" };

describe("statement amounts (issue 30 item 9)", () => {
  it("reads Indian groups with CR as a credit and DR as a debit", () => {
    expect(parseStatementAmount("1,25,000.00 CR")).toEqual({ paise: 125_000_00, debit: false });
    expect(parseStatementAmount("12,34,567.5")).toEqual({ paise: 12_34_567_50, debit: false });
    expect(parseStatementAmount("5,000.00 DR")).toEqual({ paise: 5_000_00, debit: true });
    expect(parseStatementAmount("Cr 88,500")).toEqual({ paise: 88_500_00, debit: false });
    expect(parseStatementAmount("₹ 125,000.00")).toEqual({ paise: 125_000_00, debit: false });
    expect(parseStatementAmount("177000")).toEqual({ paise: 177_000_00, debit: false });
  });
  it("refuses what is no amount", () => {
    for (const bad of ["12,34,56", "1,2,3", "abc", "1.234", "UPI/123", "", "1,25,000.00 XX"])
      expect(parseStatementAmount(bad), bad).toBeNull();
  });
});

describe("statement dates", () => {
  it("reads the formats Indian banks export", () => {
    for (const [raw, iso] of [
      ["20/01/2027", "2027-01-20"],
      ["20/01/27", "2027-01-20"],
      ["20-01-2027", "2027-01-20"],
      ["2027-01-20", "2027-01-20"],
      ["20-Jan-2027", "2027-01-20"],
      ["20 Jan 2027 10:15", "2027-01-20"],
    ])
      expect(parseStatementDate(raw!), raw).toBe(iso);
    for (const bad of ["31/02/2027", "UPI", "88,500.00", ""]) expect(parseStatementDate(bad), bad).toBeNull();
  });
});

describe("reading a statement", () => {
  it("takes credits below the header (a bank's preamble above it), skips debits and empty credits", () => {
    const csv = [
      "HDFC BANK,,,",
      "Date,Narration,Ref No,Amount",
      '20/01/2027,"UPI/RAVI, SHARMA/EDPABC",UTR1,"1,25,000.00 CR"',
      "21/01/2027,ATM,UTR2,5000.00 DR",
      ",Closing balance,,",
    ].join("\r\n");
    expect(readStatement(bytes(csv), mapping)).toEqual([
      {
        rowNumber: 3,
        bookedOn: "2027-01-20",
        narration: "UPI/RAVI, SHARMA/EDPABC",
        amount: 125_000_00,
        bankReference: "UTR1",
      },
    ]);
  });
  it("refuses a wrong mapping, an empty file, an oversized one, a repeated reference, with a clear message", () => {
    const csv = "Date,Narration,Ref No,Amount\n20/01/2027,UPI,UTR1,100\n";
    expect(() => readStatement(bytes(csv), { ...mapping, credit: "Deposit" })).toThrow(
      t.columnMissing("Credit amount", "Deposit"),
    );
    expect(() => readStatement(bytes(csv), { ...mapping, credit: "Narration", narration: "Amount" })).toThrow(
      t.badAmount(2, "UPI"),
    );
    expect(() => readStatement(bytes(csv), { ...mapping, date: "Amount", credit: "Date" })).toThrow(
      t.badAmount(2, "20/01/2027"),
    );
    expect(() => readStatement(bytes(""), mapping)).toThrow(t.empty);
    expect(() => readStatement(bytes("\uFEFF \n"), mapping)).toThrow(t.empty);
    expect(() => readStatement(new Uint8Array(STATEMENT_MAX_BYTES + 1), mapping)).toThrow(t.tooLarge);
    expect(() => readStatement(bytes(`${csv}21/01/2027,UPI,UTR1,200\n`), mapping)).toThrow(
      t.repeatedReference(3, "UTR1"),
    );
    expect(() =>
      readStatement(bytes('Date,Narration,Ref No,Amount\n20/01/2027,"UPI,UTR1,100\n'), mapping),
    ).toThrow(t.unquoted(2));
    expect(() => readStatement(bytes(csv), { ...mapping, reference: "Amount" })).toThrow(t.mappingTwice);
  });
  it("parses quoted CSV with doubled quotes and CRLF", () => {
    expect(parseCsv('a,"b ""x"", c"\r\n1,2\n')).toEqual([
      ["a", 'b "x", c'],
      ["1", "2"],
    ]);
  });
});

describe("proposals", () => {
  const open: OpenInstalment[] = [
    {
      reservationId: "r1",
      reference: "EDPAAAABBBBCCCC",
      dueOn: "2027-01-20",
      left: 88_500_00 as Paise,
      eventName: "A",
      label: "1",
    },
    {
      reservationId: "r1",
      reference: "EDPDDDDEEEEFFFF",
      dueOn: "2027-01-30",
      left: 177_000_00 as Paise,
      eventName: "A",
      label: "2",
    },
  ];
  it("by the UPI reference in the narration first, even split by the bank's separators", () => {
    expect(
      proposeMatch(
        { narration: "UPI/RAVI/EDPDDDD-EEEEFFFF/pay", amount: 1_00 as Paise, bookedOn: "2027-06-01" },
        open,
      ),
    ).toEqual({ reference: "EDPDDDDEEEEFFFF", by: "reference" });
  });
  it("else by amount within 3 days of the due date; none beyond or at another amount", () => {
    const at = (bookedOn: string, amount = 177_000_00) =>
      proposeMatch({ narration: "NEFT CR RAVI", amount: amount as Paise, bookedOn }, open);
    expect(at("2027-02-02")).toEqual({ reference: "EDPDDDDEEEEFFFF", by: "amount" });
    expect(at("2027-01-27")).toEqual({ reference: "EDPDDDDEEEEFFFF", by: "amount" });
    expect(at("2027-02-03")).toBeNull();
    expect(at("2027-01-30", 177_000_01)).toBeNull();
  });
  it("mode: UPI when the narration says UPI, else bank transfer", () => {
    expect(paymentModeOf("UPI/RAVI/123")).toBe("upi");
    expect(paymentModeOf("NEFT CR-SBIN")).toBe("bank-transfer");
  });
});
