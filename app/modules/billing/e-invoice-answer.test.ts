import { describe, expect, it } from "vitest";
import { fakeIrpAnswer, signedJwt } from "../../../tests/support/irp-answer";
import { answerMessages as m, IrpAnswerRefusal, parseIrpAnswer, qrCodeData } from "./e-invoice-answer";

/** Issue 27 item 18: the IRP's answer, checked field by field before it is recorded. */
const SELLER = "29AAPFU0939F1ZR";
const BUYER = "27AABCU9603R1ZX";
const expected = {
  docType: "INV" as const,
  number: "EDN/26-27/0007",
  issuedOn: "2026-11-28",
  sellerGstin: SELLER,
  buyerGstin: BUYER,
};
const answer = (overrides: Record<string, unknown> = {}) => ({
  ...fakeIrpAnswer({ docNo: expected.number, sellerGstin: SELLER, buyerGstin: BUYER }),
  ...overrides,
});

function refusal(raw: string, exp = expected): string {
  try {
    parseIrpAnswer(raw, exp);
  } catch (error) {
    expect(error).toBeInstanceOf(IrpAnswerRefusal);
    return (error as Error).message;
  }
  throw new Error("not refused");
}

describe("parseIrpAnswer", () => {
  it("reads the IRN, Ack No, Ack Date and signed QR code", () => {
    const a = answer({ Irn: "A".repeat(64) });
    const qr = signedJwt({ data: JSON.stringify({ Irn: "a".repeat(64), DocNo: expected.number }) });
    const parsed = parseIrpAnswer(JSON.stringify({ ...a, SignedQRCode: qr }), expected);
    expect(parsed).toEqual({
      irn: "a".repeat(64),
      ackNo: "112610000123456",
      ackDate: "2026-11-28 14:05:12",
      signedQrCode: qr,
      signedInvoice: a.SignedInvoice,
    });
  });

  it("takes the answer inside NIC's Data wrapper, or a GSP's result list, with any key case", () => {
    const a = answer();
    expect(parseIrpAnswer(JSON.stringify({ Status: 1, Data: a }), expected).irn).toBe(a.Irn);
    expect(parseIrpAnswer(JSON.stringify({ result: [a] }), expected).irn).toBe(a.Irn);
    const lower = Object.fromEntries(Object.entries(a).map(([k, v]) => [k.toLowerCase(), v]));
    expect(parseIrpAnswer(JSON.stringify(lower), expected).ackNo).toBe("112610000123456");
  });

  it("refuses a malformed answer with a message for each field", () => {
    expect(refusal("IRN 1234")).toBe(m.notJson);
    expect(refusal("[1,2]")).toBe(m.notJson);
    expect(refusal(JSON.stringify(answer({ Irn: "abc" })))).toBe(m.irn);
    expect(refusal(JSON.stringify(answer({ Irn: "g".repeat(64) })))).toBe(m.irn);
    expect(refusal(JSON.stringify(answer({ AckNo: "11261-0001" })))).toBe(m.ackNo);
    // 20 digits as a JSON number: past 2^53 it cannot be read exactly.
    const unsafe = JSON.stringify(answer()).replace(
      '"AckNo":112610000123456',
      '"AckNo":12345678901234567890',
    );
    expect(unsafe).toContain('"AckNo":12345678901234567890');
    expect(refusal(unsafe)).toBe(m.ackNo);
    expect(refusal(JSON.stringify(answer({ AckDt: "28/11/2026 14:05" })))).toBe(m.ackDate);
    expect(refusal(JSON.stringify(answer({ AckDt: "2026-02-30 10:00:00" })))).toBe(m.ackDate);
    expect(refusal(JSON.stringify(answer({ AckDt: "2026-11-27 23:59:59" })))).toBe(
      "The Ack Date is before the document's date (2026-11-28).",
    );
    expect(refusal(JSON.stringify(answer({ SignedQRCode: "not a jwt" })))).toBe(m.qrCode);
    expect(refusal(JSON.stringify(answer({ SignedQRCode: "a.b.c" })))).toBe(m.qrCode);
    expect(refusal(JSON.stringify(answer({ SignedQRCode: undefined })))).toBe(m.qrCode);
    expect(refusal(JSON.stringify(answer({ SignedInvoice: "x.y" })))).toBe(m.signedInvoice);
    expect(refusal(JSON.stringify(answer({ Status: "CNL" })))).toBe(m.cancelled);
  });

  it("refuses an answer whose signed QR code names another document", () => {
    const other = fakeIrpAnswer({ docNo: "EDN/26-27/0008", sellerGstin: SELLER, buyerGstin: BUYER });
    expect(refusal(JSON.stringify(other))).toBe(
      "This answer is for document EDN/26-27/0008, not EDN/26-27/0007: it belongs to another document.",
    );
    const irnMismatch = fakeIrpAnswer({
      docNo: expected.number,
      sellerGstin: SELLER,
      buyerGstin: BUYER,
      qrIrn: "b".repeat(64),
    });
    expect(refusal(JSON.stringify(irnMismatch))).toBe(m.qrOtherIrn);
    const credit = fakeIrpAnswer({
      docNo: expected.number,
      docTyp: "CRN",
      sellerGstin: SELLER,
      buyerGstin: BUYER,
    });
    expect(refusal(JSON.stringify(credit))).toMatch(/^This answer is for document type CRN, not INV/);
    const buyer = fakeIrpAnswer({
      docNo: expected.number,
      sellerGstin: SELLER,
      buyerGstin: "29AABCU9603R1ZY",
    });
    expect(refusal(JSON.stringify(buyer))).toMatch(/^This answer is for the recipient GSTIN 29AABCU9603R1ZY/);
  });

  it("reads the QR code's data claim whether NIC sends it as JSON text or as an object", () => {
    expect(qrCodeData(signedJwt({ data: '{"Irn":"x"}' }))).toEqual({ Irn: "x" });
    expect(qrCodeData(signedJwt({ data: { Irn: "y" } }))).toEqual({ Irn: "y" });
    expect(qrCodeData(signedJwt({ data: "not json" }))).toBeNull();
  });
});
