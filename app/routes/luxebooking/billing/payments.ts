import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { paymentSchema, refundSchema } from "~/modules/billing/billing.schema";
import { recordPayment, recordRefund } from "~/modules/billing/ledger.server";
import { billingMessages } from "~/modules/billing/messages";
import { formReply, respond } from "~/modules/http/respond.server";
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
  if (formData.get("intent") === "refund") {
    const submission = parseWithZod(formData, { schema: refundSchema });
    if (submission.status !== "success") return data({ submission: submission.reply() }, { status: 400 });
    return respond(args, formReply(submission, { failure: billingMessages.recordFailed }), async () => {
      await recordRefund(db, { ...options, input: submission.value });
      return {
        ok: true as const,
        message: billingMessages.refundRecorded,
        submission: submission.reply({ resetForm: true }),
      };
    });
  }
  const submission = parseWithZod(formData, { schema: paymentSchema });
  if (submission.status !== "success") return data({ submission: submission.reply() }, { status: 400 });
  return respond(args, formReply(submission, { failure: billingMessages.recordFailed }), async () => {
    await recordPayment(db, { ...options, input: submission.value });
    return {
      ok: true as const,
      message: billingMessages.paymentRecorded,
      submission: submission.reply({ resetForm: true }),
    };
  });
}
