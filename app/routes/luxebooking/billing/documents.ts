import { data } from "react-router";
import { z } from "zod";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { cancellationSchema, noteSchema, quotationSchema } from "~/modules/billing/billing.schema";
import {
  issueCancellationInvoice,
  issueCreditNote,
  issueDebitNote,
  issueInvoice,
  issueLiquorBill,
  issueQuotation,
  markQuotation,
} from "~/modules/billing/documents.server";
import { billingMessages as m } from "~/modules/billing/messages";
import { sendDocument } from "~/modules/billing/send-document.server";
import { issueReceipt } from "~/modules/billing/vouchers.server";
import { formAction } from "~/modules/http/form-action.server";
import { readForm } from "~/modules/http/read-form.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import type { Route } from "./+types/documents";
import { parseOrRefuse } from "~/modules/http/parse-or-refuse";

const issueSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("receipt"), paymentId: z.uuid(m.paymentNotFound) }),
  z.object({ intent: z.literal("invoice") }),
  z.object({ intent: z.literal("liquor-bill") }),
  z.object({ intent: z.literal("credit-note"), reason: z.string().trim().max(300).optional() }),
  z.object({ intent: z.literal("debit-note"), reason: z.string().trim().max(300).optional() }),
  z.object({ intent: z.literal("send"), documentId: z.uuid(m.documentNotFound) }),
  z.object({
    intent: z.literal("mark-quotation"),
    documentId: z.uuid(m.documentNotFound),
    state: z.enum(["superseded", "declined"]),
  }),
]);

const success = {
  receipt: m.receiptIssued,
  invoice: m.invoiceIssued,
  "liquor-bill": m.liquorBillIssued,
  "credit-note": m.creditNoteIssued,
  "debit-note": m.debitNoteIssued,
} as const;

/** The dialogs' forms (by amount): answered on their fields. */
const amountForms = new Set(["quotation", "credit-amount", "debit-amount", "cancellation"]);

/**
 * POST issues one document for the reservation (issue 15 items 4, 6; issue 27): a quotation (admin,
 * manager, operations) or marks one superseded or declined; a receipt voucher, tax invoice,
 * cancellation-charges invoice, liquor bill, credit or debit note (admin, accounts); or sends one
 * to the client.
 */
export async function action(args: Route.ActionArgs) {
  const formData = await readForm(args.request);
  const form = Object.fromEntries(formData);
  if (typeof form.intent === "string" && amountForms.has(form.intent))
    return amountForm(args, form.intent, formData);
  // Sending: who may send depends on the document's series, which the use case checks.
  const user =
    form.intent === "send"
      ? await requirePermission(args, "billing.document.view")
      : form.intent === "mark-quotation"
        ? await requirePermission(args, "billing.quotation.issue", m.quotationDenied)
        : await requirePermission(args, "billing.document.issue", m.documentDenied);
  const app = getApp(args.context);
  return respond(args, toastReply(m.issueFailed), async () => {
    const parsed = parseOrRefuse(issueSchema, form);
    const input = parsed;
    const options = { actor: user, reservationId: args.params.id, events: app.events };
    const { db } = app.database;
    if (input.intent === "send") {
      const { to } = await sendDocument(db, {
        actor: user,
        id: input.documentId,
        env: app.env,
        events: app.events,
      });
      return data({ ok: true as const, message: m.sendQueued(to), id: input.documentId });
    }
    if (input.intent === "mark-quotation") {
      const { number } = await markQuotation(db, {
        ...options,
        documentId: input.documentId,
        state: input.state,
      });
      return data({
        ok: true as const,
        message: m.quotationMarked(input.state, number),
        id: input.documentId,
      });
    }
    let issued: { id: string; number: string };
    if (input.intent === "receipt")
      issued = await issueReceipt(db, { ...options, paymentId: input.paymentId });
    else if (input.intent === "invoice") issued = await issueInvoice(db, options);
    else if (input.intent === "liquor-bill") issued = await issueLiquorBill(db, options);
    else if (input.intent === "debit-note")
      issued = await issueDebitNote(db, { ...options, reason: input.reason });
    else issued = await issueCreditNote(db, { ...options, reason: input.reason });
    return data({ ok: true as const, message: `${success[input.intent]} ${issued.number}`, id: issued.id });
  });
}

/** A dialog's document: a refused value is answered on its field. */
async function amountForm(args: Route.ActionArgs, intent: string, formData: FormData) {
  const app = getApp(args.context);
  const reply = { failure: m.issueFailed };
  const base = { reservationId: args.params.id, events: app.events };
  const { db } = app.database;
  const done = (
    message: string,
    issued: { id: string; number: string },
    submission: { reply: (o: { resetForm: boolean }) => unknown },
  ) => ({
    ok: true as const,
    message: `${message} ${issued.number}`,
    id: issued.id,
    submission: submission.reply({ resetForm: true }),
  });
  if (intent === "quotation") {
    const user = await requirePermission(args, "billing.quotation.issue", m.quotationDenied);
    return formAction(args, formData, {
      schema: quotationSchema,
      reply,
      run: async ({ validUntil }, submission) =>
        done(m.quotationIssued, await issueQuotation(db, { ...base, actor: user, validUntil }), submission),
    });
  }
  const user = await requirePermission(args, "billing.document.issue", m.documentDenied);
  if (intent === "cancellation") {
    return formAction(args, formData, {
      schema: cancellationSchema,
      reply,
      run: async ({ taxable, reason }, submission) =>
        done(
          m.cancellationInvoiced,
          await issueCancellationInvoice(db, { ...base, actor: user, taxable, reason }),
          submission,
        ),
    });
  }
  const note = intent === "debit-amount" ? issueDebitNote : issueCreditNote;
  return formAction(args, formData, {
    schema: noteSchema,
    reply,
    run: async ({ taxable, reason, details }, submission) =>
      done(
        intent === "debit-amount" ? m.debitNoteIssued : m.creditNoteIssued,
        await note(db, { ...base, actor: user, taxable, reason: details ? `${reason}: ${details}` : reason }),
        submission,
      ),
  });
}
