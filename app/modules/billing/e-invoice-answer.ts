import { isValidDate } from "~/modules/time";
import type { EInvoiceDocType } from "./e-invoice";

/**
 * The IRP's answer to an e-invoice, pasted or uploaded as the JSON the IRP (or the taxpayer's GSP)
 * returns: Irn, AckNo, AckDt, SignedQRCode and usually SignedInvoice, at the top level or under
 * `Data` / `data` / `result` (NIC's Generate IRN response). Pure: checks the form of each value and
 * that the signed QR code names this document; the IRP's signature itself is checked by whoever
 * scans the code (with NIC's public key), not here.
 */

export interface IrpAnswer {
  irn: string;
  ackNo: string;
  /** 'yyyy-MM-dd HH:mm:ss', as the IRP writes it (Indian time). */
  ackDate: string;
  signedQrCode: string;
  signedInvoice: string | null;
}

/** What the answer must match: the document it is recorded for. */
export interface AnswerExpectation {
  docType: EInvoiceDocType;
  number: string;
  issuedOn: string;
  sellerGstin: string;
  buyerGstin: string;
}

export class IrpAnswerRefusal extends Error {}

export const answerMessages = {
  notJson:
    "The IRP's answer must be the JSON it returned (it starts with '{'). Paste it whole or upload the file.",
  irn: "The IRN must be 64 hexadecimal characters (0–9, a–f).",
  ackNo: "The Ack No must be the IRP's acknowledgement number: digits only.",
  ackDate:
    "The Ack Date must be as the IRP writes it: yyyy-MM-dd HH:mm:ss (for example 2026-11-28 14:05:12).",
  ackBeforeDocument: (date: string) => `The Ack Date is before the document's date (${date}).`,
  qrCode: "The SignedQRCode must be the IRP's signed QR code (a JWT: three parts separated by dots).",
  signedInvoice: "The SignedInvoice must be the IRP's signed invoice (a JWT: three parts separated by dots).",
  qrOtherIrn: "The signed QR code carries another IRN than the answer's Irn.",
  qrOther: (what: string, found: string, expected: string) =>
    `This answer is for ${what} ${found}, not ${expected}: it belongs to another document.`,
  cancelled: "The IRP's answer says this IRN is cancelled (Status CNL): record an active IRN.",
} as const;

const refuse = (message: string): never => {
  throw new IrpAnswerRefusal(message);
};

function field(source: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(source).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : source[key];
}

/** The object that holds the answer's fields. */
function answerObject(parsed: unknown): Record<string, unknown> {
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return refuse(answerMessages.notJson);
  const top = parsed as Record<string, unknown>;
  if (field(top, "Irn") !== undefined) return top;
  for (const wrapper of ["Data", "result"]) {
    let inner = field(top, wrapper);
    if (Array.isArray(inner) && inner.length === 1) inner = inner[0];
    if (inner && typeof inner === "object" && !Array.isArray(inner)) return inner as Record<string, unknown>;
  }
  return top;
}

const JWT = /^[A-Za-z0-9_-]+={0,2}\.[A-Za-z0-9_-]+={0,2}\.[A-Za-z0-9_-]+={0,2}$/;

function jwtJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

/** A JWT's payload as JSON, or null when the text is not a JWT with a JSON header and payload. */
export function jwtPayload(token: string): Record<string, unknown> | null {
  if (!JWT.test(token)) return null;
  const [header, payload] = token.split(".");
  const h = jwtJson(header!);
  const p = jwtJson(payload!);
  if (!h || typeof h !== "object" || !("alg" in h)) return null;
  if (!p || typeof p !== "object" || Array.isArray(p)) return null;
  return p as Record<string, unknown>;
}

/** The QR code's invoice fields: NIC puts them in the payload's `data` claim, a JSON string. */
export function qrCodeData(token: string): Record<string, unknown> | null {
  const payload = jwtPayload(token);
  if (!payload) return null;
  const data = payload.data;
  if (typeof data === "string") {
    try {
      const parsed = JSON.parse(data);
      return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return data && typeof data === "object" ? (data as Record<string, unknown>) : null;
}

function isAckDate(text: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/.exec(text);
  return m !== null && isValidDate(m[1]!);
}

const text = (value: unknown) =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

/**
 * Reads and checks the IRP's answer for a document; throws IrpAnswerRefusal with the first thing
 * wrong, in words the accounts user can act on.
 */
export function parseIrpAnswer(raw: string, expected: AnswerExpectation): IrpAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.trim());
  } catch {
    return refuse(answerMessages.notJson);
  }
  const a = answerObject(parsed);
  const irn = text(field(a, "Irn")).toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(irn)) refuse(answerMessages.irn);
  const ackRaw = field(a, "AckNo");
  const ackNo = text(ackRaw);
  if (!/^\d{1,20}$/.test(ackNo) || (typeof ackRaw === "number" && !Number.isSafeInteger(ackRaw)))
    refuse(answerMessages.ackNo);
  const ackDate = text(field(a, "AckDt"));
  if (!isAckDate(ackDate)) refuse(answerMessages.ackDate);
  if (ackDate.slice(0, 10) < expected.issuedOn) refuse(answerMessages.ackBeforeDocument(expected.issuedOn));
  if (text(field(a, "Status")).toUpperCase() === "CNL") refuse(answerMessages.cancelled);
  const signedQrCode = text(field(a, "SignedQRCode"));
  const qr = qrCodeData(signedQrCode);
  if (!qr) return refuse(answerMessages.qrCode);
  const signedInvoiceText = text(field(a, "SignedInvoice"));
  if (signedInvoiceText && !jwtPayload(signedInvoiceText)) refuse(answerMessages.signedInvoice);
  if (text(qr.Irn).toLowerCase() !== irn) refuse(answerMessages.qrOtherIrn);
  const checks: [string, string, string][] = [
    ["DocNo", "document", expected.number],
    ["DocTyp", "document type", expected.docType],
    ["SellerGstin", "the supplier GSTIN", expected.sellerGstin],
    ["BuyerGstin", "the recipient GSTIN", expected.buyerGstin],
  ];
  for (const [key, what, wanted] of checks) {
    const found = text(qr[key]);
    if (found && found.toUpperCase() !== wanted.toUpperCase())
      refuse(answerMessages.qrOther(what, found, wanted));
  }
  return { irn, ackNo, ackDate, signedQrCode, signedInvoice: signedInvoiceText || null };
}
