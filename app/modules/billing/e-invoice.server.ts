import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { billingDocuments, eInvoiceRegistrations } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { isUniqueViolation } from "~/modules/auth/users.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { authorize, can } from "~/permissions";
import type { DocumentSnapshot } from "./document-snapshot";
import { readDocument } from "./documents.server";
import {
  buildEInvoice,
  type EInvoice,
  EInvoiceRefusal,
  eInvoiceDocType,
  eInvoiceFileName,
  isEInvoiceable,
} from "./e-invoice";
import { IrpAnswerRefusal, parseIrpAnswer } from "./e-invoice-answer";
import { filingMessages as m } from "./filing-messages";
import { readFilingSettings } from "./filing-settings.server";
import { billingMessages } from "./messages";

/**
 * E-invoicing (issue 27 item 18, docs/billing.md "E-invoicing"): the e-invoice JSON of a B2B
 * invoice, credit note or debit note, the IRP's answer recorded beside the document (its snapshot
 * is never changed), and the rule that such a document is not sent before its IRN (rule 48(4)-(5)).
 * Accounts and admin (`billing.document.issue`), checked by the routes and again here.
 */

/** What a document prints of its e-invoice (rule 48(4) with notification 14/2020-CT: the IRN and QR code). */
export interface EInvoiceMark {
  irn: string;
  ackNo: string;
  ackDate: string;
  signedQrCode: string;
}

/** A document's e-invoice as its screens show it. */
export interface EInvoiceState {
  /** E-invoicing is on and this document is one: it needs an IRN before it is sent. */
  required: boolean;
  mark: EInvoiceMark | null;
}

export async function readEInvoiceMark(db: Db, documentId: string): Promise<EInvoiceMark | null> {
  const [row] = await db
    .select({
      irn: eInvoiceRegistrations.irn,
      ackNo: eInvoiceRegistrations.ackNo,
      ackDate: eInvoiceRegistrations.ackDate,
      signedQrCode: eInvoiceRegistrations.signedQrCode,
    })
    .from(eInvoiceRegistrations)
    .where(eq(eInvoiceRegistrations.documentId, documentId));
  return row ?? null;
}

/** The e-invoice state of a document (any staff role may see it: the view and PDF print it). */
export async function eInvoiceState(
  db: Db,
  doc: Pick<DocumentSnapshot, "series" | "recipient"> & { id: string },
): Promise<EInvoiceState> {
  const [settings, mark] = await Promise.all([readFilingSettings(db), readEInvoiceMark(db, doc.id)]);
  return { required: settings.eInvoicing && isEInvoiceable(doc), mark };
}

/** A document's e-invoice in its reservation's documents list: whether it needs an IRN, and its IRN. */
export interface EInvoiceListState {
  required: boolean;
  irn: string | null;
}

/** The e-invoice states of a reservation's documents (null for a document that is not an e-invoice). */
export async function withEInvoiceStates<D extends { id: string }>(
  db: Db,
  documents: D[],
): Promise<(D & { eInvoice: EInvoiceListState | null })[]> {
  const ids = documents.map((d) => d.id);
  if (ids.length === 0) return [];
  const [settings, rows, marks] = await Promise.all([
    readFilingSettings(db),
    db
      .select({ id: billingDocuments.id, snapshot: billingDocuments.snapshot })
      .from(billingDocuments)
      .where(inArray(billingDocuments.id, ids)),
    db
      .select({ documentId: eInvoiceRegistrations.documentId, irn: eInvoiceRegistrations.irn })
      .from(eInvoiceRegistrations)
      .where(inArray(eInvoiceRegistrations.documentId, ids)),
  ]);
  const snapshots = new Map(rows.map((r) => [r.id, r.snapshot as DocumentSnapshot]));
  const irns = new Map(marks.map((r) => [r.documentId, r.irn]));
  return documents.map((d) => {
    const s = snapshots.get(d.id);
    const applies = s !== undefined && isEInvoiceable(s);
    const irn = irns.get(d.id) ?? null;
    return { ...d, eInvoice: applies || irn ? { required: settings.eInvoicing && applies, irn } : null };
  });
}

/** An e-invoice document of a hall that e-invoices, for the accounts user; else the refusal. */
async function eInvoiceDocument(db: Db, actor: Actor, id: string) {
  authorize(actor, "billing.document.issue", billingMessages.documentDenied);
  const doc = await readDocument(db, { actor, id });
  if (!(await readFilingSettings(db)).eInvoicing) throw new DomainError(409, m.eInvoicingDisabled);
  if (!isEInvoiceable(doc)) throw new DomainError(409, m.notEInvoiceable);
  return doc;
}

/** The document's e-invoice (FORM GST INV-01, schema 1.1) to upload to the IRP. */
export async function eInvoiceJson(
  db: Db,
  options: { actor: Actor; id: string },
): Promise<{ fileName: string; json: EInvoice }> {
  const doc = await eInvoiceDocument(db, options.actor, options.id);
  try {
    return { fileName: eInvoiceFileName(doc.number), json: buildEInvoice(doc) };
  } catch (error) {
    if (error instanceof EInvoiceRefusal) throw new DomainError(409, error.message);
    throw error;
  }
}

/** Answers larger than this are not an IRP's (a signed invoice of one item is a few kilobytes). */
const MAX_ANSWER_CHARS = 200_000;

/**
 * Records the IRP's answer for a document, once: its IRN, Ack No and Ack Date and the signed QR
 * code, checked against the document. Nothing is written when anything is wrong.
 */
export async function recordIrpAnswer(
  db: Db,
  options: { actor: Actor; id: string; answer: string; events: EventBus; now?: Date },
): Promise<{ number: string; irn: string }> {
  const { actor, events, now = new Date() } = options;
  const doc = await eInvoiceDocument(db, actor, options.id);
  if (!options.answer.trim()) throw new DomainError(400, m.answerRequired, "answer");
  if (options.answer.length > MAX_ANSWER_CHARS) throw new DomainError(400, m.answerTooLarge, "answer");
  const earlier = await readEInvoiceMark(db, doc.id);
  if (earlier) throw new DomainError(409, m.irnAlreadyRecorded(earlier.irn));
  let answer: ReturnType<typeof parseIrpAnswer>;
  try {
    answer = parseIrpAnswer(options.answer, {
      docType: eInvoiceDocType(doc.series)!,
      number: doc.number,
      issuedOn: doc.issuedOn,
      sellerGstin: doc.supplier.gstin,
      buyerGstin: doc.recipient.gstin,
    });
  } catch (error) {
    if (error instanceof IrpAnswerRefusal) throw new DomainError(400, error.message, "answer");
    throw error;
  }
  try {
    await db.transaction(async (tx) => {
      await tx.insert(eInvoiceRegistrations).values({
        documentId: doc.id,
        irn: answer.irn,
        ackNo: answer.ackNo,
        ackDate: answer.ackDate,
        signedQrCode: answer.signedQrCode,
        signedInvoice: answer.signedInvoice,
        recordedBy: actor.id,
        recordedByEmail: actor.email,
        recordedAt: now,
      });
      await writeAudit(tx, {
        actor,
        action: "document.e-invoice.record",
        entity: "billing_document",
        entityId: doc.id,
        after: { number: doc.number, irn: answer.irn, ackNo: answer.ackNo, ackDate: answer.ackDate },
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const mark = await readEInvoiceMark(db, doc.id);
    if (mark) throw new DomainError(409, m.irnAlreadyRecorded(mark.irn));
    const [other] = await db
      .select({ number: billingDocuments.number })
      .from(eInvoiceRegistrations)
      .innerJoin(billingDocuments, eq(billingDocuments.id, eInvoiceRegistrations.documentId))
      .where(eq(eInvoiceRegistrations.irn, answer.irn));
    throw new DomainError(409, m.irnUsedElsewhere(other?.number ?? "another document"));
  }
  await events.publish("reservations", "document.e-invoice", doc.reservationId);
  return { number: doc.number, irn: answer.irn };
}

/**
 * Rule 48(4)-(5): once e-invoicing applies, a B2B invoice (credit note, debit note) is an invoice
 * only with its IRN, so 'Send to client' waits for it.
 */
export async function requireIrnBeforeSending(
  db: Db,
  doc: Pick<DocumentSnapshot, "series" | "recipient" | "number"> & { id: string },
): Promise<void> {
  const state = await eInvoiceState(db, doc);
  if (state.required && !state.mark) throw new DomainError(409, m.sendBeforeIrn(doc.number));
}

/** What the document's screen offers about its e-invoice, for the person looking at it. */
export async function eInvoicePanel(
  db: Db,
  options: { actor: Actor; doc: DocumentSnapshot & { id: string } },
): Promise<EInvoiceState & { canManage: boolean; problem: string | null }> {
  const { actor, doc } = options;
  const state = await eInvoiceState(db, doc);
  const canManage = can(actor.role, "billing.document.issue") && state.required;
  let problem: string | null = null;
  if (canManage && !state.mark) {
    try {
      buildEInvoice(doc);
    } catch (error) {
      if (!(error instanceof EInvoiceRefusal)) throw error;
      problem = error.message;
    }
  }
  return { ...state, canManage, problem };
}
