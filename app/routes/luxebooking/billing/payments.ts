import type { Submission } from "@conform-to/react";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import {
  paymentSchema,
  refundSchema,
  tdsCertificateSchema,
  tdsSchema,
} from "~/modules/billing/billing.schema";
import {
  recordPayment,
  recordRefund,
  recordTds,
  recordTdsCertificate,
} from "~/modules/billing/ledger.server";
import { billingMessages } from "~/modules/billing/messages";
import { formAction } from "~/modules/http/form-action.server";
import { readForm } from "~/modules/http/read-form.server";
import type { Route } from "./+types/payments";

/**
 * POST a payment (`intent=payment`), a refund (`intent=refund`), TDS deducted by the client
 * (`intent=tds`) or a TDS certificate received (`intent=certificate`, with `paymentId`) to a
 * reservation's ledger (issue 15 item 3, issue 27 items 4, 5, 20, 21). Admin and accounts only,
 * checked here and again in the use case.
 */
export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "billing.payment.record", billingMessages.paymentDenied);
  const formData = await readForm(args.request);
  const app = getApp(args.context);
  const options = { actor: user, reservationId: args.params.id, events: app.events };
  const { db } = app.database;
  const reply = { failure: billingMessages.recordFailed };
  const intent = formData.get("intent");
  if (intent === "refund") {
    return formAction(args, formData, {
      schema: refundSchema,
      reply,
      run: async (input, submission) => {
        const { voucher } = await recordRefund(db, { ...options, input });
        return recorded(
          voucher ? billingMessages.refundVoucherAuto(voucher) : billingMessages.refundRecorded,
          submission,
        );
      },
    });
  }
  if (intent === "tds") {
    return formAction(args, formData, {
      schema: tdsSchema,
      reply,
      run: async (input, submission) => {
        await recordTds(db, { ...options, input });
        return recorded(billingMessages.tdsRecorded, submission);
      },
    });
  }
  if (intent === "certificate") {
    const paymentId = String(formData.get("paymentId") ?? "");
    return formAction(args, formData, {
      schema: tdsCertificateSchema,
      reply,
      run: async (input, submission) => {
        await recordTdsCertificate(db, { ...options, paymentId, input });
        return recorded(billingMessages.certificateRecorded, submission);
      },
    });
  }
  return formAction(args, formData, {
    schema: paymentSchema,
    reply,
    run: async (input, submission) => {
      const { voucher } = await recordPayment(db, { ...options, input });
      return recorded(
        voucher ? billingMessages.receiptAuto(voucher) : billingMessages.paymentRecorded,
        submission,
      );
    },
  });
}

const recorded = (message: string, submission: Pick<Submission<unknown>, "reply">) => ({
  ok: true as const,
  message,
  submission: submission.reply({ resetForm: true }),
});
