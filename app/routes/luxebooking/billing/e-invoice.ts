import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { eInvoiceJson, recordIrpAnswer } from "~/modules/billing/e-invoice.server";
import { filingMessages as m } from "~/modules/billing/filing-messages";
import { irpAnswerSchema } from "~/modules/billing/filing.schema";
import { billingMessages } from "~/modules/billing/messages";
import { DomainError, unexpectedFailure } from "~/modules/errors";
import { formAction } from "~/modules/http/form-action.server";
import { readForm } from "~/modules/http/read-form.server";
import { jsonReply, respond } from "~/modules/http/respond.server";
import type { Route } from "./+types/e-invoice";

/**
 * A document's e-invoice (issue 27 item 18), accounts and admin: GET downloads its JSON in the
 * IRP's schema (FORM GST INV-01, version 1.1); POST records the IRP's answer, pasted (`answer`) or
 * uploaded (`file`).
 */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "billing.document.issue", billingMessages.documentDenied);
  return respond(args, jsonReply(unexpectedFailure), async () => {
    const { fileName, json } = await eInvoiceJson(getApp(args.context).database.db, {
      actor,
      id: args.params.id,
    });
    return new Response(JSON.stringify(json, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
      },
    });
  });
}

export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "billing.document.issue", billingMessages.documentDenied);
  const app = getApp(args.context);
  return formAction(args, await readForm(args.request), {
    schema: irpAnswerSchema,
    reply: { failure: m.importFailed },
    run: async ({ answer, file }, submission) => {
      if (file && file.size > 200_000) throw new DomainError(400, m.answerTooLarge, "file");
      const text = answer || (file ? await file.text() : "");
      const { number } = await recordIrpAnswer(app.database.db, {
        actor,
        id: args.params.id,
        answer: text,
        events: app.events,
      });
      return {
        ok: true as const,
        message: m.irnRecorded(number),
        submission: submission.reply({ resetForm: true }),
      };
    },
  });
}
