import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { clientBillingSchema } from "~/modules/billing/billing.schema";
import { updateClientBilling } from "~/modules/billing/client-billing.server";
import { billingMessages } from "~/modules/billing/messages";
import { formAction } from "~/modules/http/form-action.server";
import { readForm } from "~/modules/http/read-form.server";
import type { Route } from "./+types/billing-details";

/**
 * POST the client's billing details from the detail screen (issue 27 item 19): admin and accounts,
 * who issue the documents, without editing the reservation.
 */
export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "billing.document.issue", billingMessages.documentDenied);
  const app = getApp(args.context);
  return formAction(args, await readForm(args.request), {
    schema: clientBillingSchema,
    reply: { failure: billingMessages.recordFailed },
    run: async (input, submission) => {
      await updateClientBilling(app.database.db, {
        actor: user,
        reservationId: args.params.id,
        input,
        events: app.events,
      });
      return {
        ok: true as const,
        message: billingMessages.clientBillingSaved,
        submission: submission.reply(),
      };
    },
  });
}
