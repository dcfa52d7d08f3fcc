import { data } from "react-router";
import { z } from "zod";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import {
  issueCreditNote,
  issueInvoice,
  issueQuotation,
  issueReceipt,
} from "~/modules/billing/documents.server";
import { quotationSchema } from "~/modules/billing/billing.schema";
import { billingMessages as m } from "~/modules/billing/messages";
import { sendDocument } from "~/modules/billing/send-document.server";
import { DomainError } from "~/modules/errors";
import { formAction } from "~/modules/http/form-action.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import { readForm } from "~/modules/http/read-form.server";
import type { Route } from "./+types/documents";

const issueSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("receipt"), paymentId: z.uuid(m.paymentNotFound) }),
  z.object({ intent: z.literal("invoice") }),
  z.object({ intent: z.literal("credit-note"), reason: z.string().trim().max(300).optional() }),
  z.object({ intent: z.literal("send"), documentId: z.uuid(m.documentNotFound) }),
]);

const success = {
  receipt: m.receiptIssued,
  invoice: m.invoiceIssued,
  "credit-note": m.creditNoteIssued,
} as const;

/**
 * POST issues one document for the reservation (issue 15 items 4, 6): a quotation (admin, manager,
 * operations; its own form, see `quotation`), or a receipt voucher, tax invoice or credit note
 * (admin, accounts), or sends one to the client.
 */
export async function action(args: Route.ActionArgs) {
  const formData = await readForm(args.request);
  const form = Object.fromEntries(formData);
  if (form.intent === "quotation") return quotation(args, formData);
  // Sending: who may send depends on the document's series, which the use case checks.
  const user =
    form.intent === "send"
      ? await requirePermission(args, "billing.document.view")
      : await requirePermission(args, "billing.document.issue", m.documentDenied);
  const app = getApp(args.context);
  return respond(args, toastReply(m.issueFailed), async () => {
    const parsed = issueSchema.safeParse(form);
    if (!parsed.success) throw new DomainError(400, parsed.error.issues[0]!.message);
    const input = parsed.data;
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
    let issued: { id: string; number: string };
    if (input.intent === "receipt")
      issued = await issueReceipt(db, { ...options, paymentId: input.paymentId });
    else if (input.intent === "invoice") issued = await issueInvoice(db, options);
    else issued = await issueCreditNote(db, { ...options, reason: input.reason });
    return data({ ok: true as const, message: `${success[input.intent]} ${issued.number}`, id: issued.id });
  });
}

/** A quotation, valid until the date chosen in its form: a refused date is answered on that field. */
async function quotation(args: Route.ActionArgs, formData: FormData) {
  const user = await requirePermission(args, "billing.quotation.issue", m.quotationDenied);
  const app = getApp(args.context);
  return formAction(args, formData, {
    schema: quotationSchema,
    reply: { failure: m.issueFailed },
    run: async ({ validUntil }, submission) => {
      const issued = await issueQuotation(app.database.db, {
        actor: user,
        reservationId: args.params.id,
        events: app.events,
        validUntil,
      });
      return {
        ok: true as const,
        message: `${m.quotationIssued} ${issued.number}`,
        id: issued.id,
        submission: submission.reply({ resetForm: true }),
      };
    },
  });
}
