import { createHash, generateKeyPairSync, sign } from "node:crypto";

/**
 * A stand-in for the IRP's answer to an e-invoice (issue 27 item 18), shaped as NIC's Generate IRN
 * response: Irn, AckNo, AckDt, SignedInvoice and SignedQRCode, the last two JWTs signed RS256 with
 * a key made here (NIC's own key signs the real ones). The QR code's `data` claim carries the
 * document's fields as NIC's does.
 */
const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

export function signedJwt(payload: Record<string, unknown>): string {
  const head = `${b64({ alg: "RS256", kid: "test", typ: "JWT" })}.${b64(payload)}`;
  return `${head}.${sign("sha256", Buffer.from(head), privateKey).toString("base64url")}`;
}

export interface FakeAnswerOptions {
  docNo: string;
  docTyp?: "INV" | "CRN" | "DBN";
  /** dd/mm/yyyy */
  docDt?: string;
  sellerGstin: string;
  buyerGstin: string;
  total?: number;
  ackDt?: string;
  ackNo?: number | string;
  /** Defaults to the SHA-256 of the document's key fields (NIC hashes its own way). */
  irn?: string;
  /** The IRN the QR code carries, when it should differ. */
  qrIrn?: string;
}

export function fakeIrpAnswer(o: FakeAnswerOptions) {
  const irn =
    o.irn ??
    createHash("sha256")
      .update(`${o.sellerGstin}${o.docTyp ?? "INV"}${o.docNo}`)
      .digest("hex");
  const ackDt = o.ackDt ?? "2026-11-28 14:05:12";
  const data = {
    SellerGstin: o.sellerGstin,
    BuyerGstin: o.buyerGstin,
    DocNo: o.docNo,
    DocTyp: o.docTyp ?? "INV",
    DocDt: o.docDt ?? "28/11/2026",
    TotInvVal: o.total ?? 118000,
    ItemCnt: 1,
    MainHsnCode: "996334",
    Irn: o.qrIrn ?? irn,
    IrnDt: ackDt,
  };
  return {
    AckNo: o.ackNo ?? 112610000123456,
    AckDt: ackDt,
    Irn: irn,
    SignedInvoice: signedJwt({ data: JSON.stringify({ ...data, Version: "1.1" }), iss: "NIC" }),
    SignedQRCode: signedJwt({ data: JSON.stringify(data), iss: "NIC" }),
    Status: "ACT",
    EwbNo: null,
  };
}
