import type { Submission } from "@conform-to/react";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { paymentSchema, refundSchema } from "~/modules/billing/billing.schema";
import { recordPayment, recordRefund } from "~/modules/billing/ledger.server";
import { billingMessages } from "~/modules/billing/messages";
import { formAction } from "~/modules/http/form-action.server";
import { readForm } from "~/modules/http/read-form.server";
import type { Route } from "./+types/payments";

/**
 * POST a payment (`intent=payment`) or a refund (`intent=refund`) to a reservation's ledger
 * (issue 15 item 3). Admin and accounts only, checked here and again in the use case.
 */
export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "billing.payment.record", billingMessages.paymentDenied);
  const formData = await readForm(args.request);
  const app = getApp(args.context);
  const options = { actor: user, reservationId: args.params.id, events: app.events };
  const { db } = app.database;
  const reply = { failure: billingMessages.recordFailed };
  if (formData.get("intent") === "refund") {
    return formAction(args, formData, {
      schema: refundSchema,
      reply,
      run: async (input, submission) => {
        await recordRefund(db, { ...options, input });
        return recorded(billingMessages.refundRecorded, submission);
      },
    });
  }
  return formAction(args, formData, {
    schema: paymentSchema,
    reply,
    run: async (input, submission) => {
      await recordPayment(db, { ...options, input });
      return recorded(billingMessages.paymentRecorded, submission);
    },
  });
}

const recorded = (message: string, submission: Pick<Submission<unknown>, "reply">) => ({
  ok: true as const,
  message,
  submission: submission.reply({ resetForm: true }),
});
