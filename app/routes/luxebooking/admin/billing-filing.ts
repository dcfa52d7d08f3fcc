import { data } from "react-router";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { filingMessages as m } from "~/modules/billing/filing-messages";
import { certificateSchema, eInvoicingSchema } from "~/modules/billing/filing.schema";
import { saveEInvoicing } from "~/modules/billing/filing-settings.server";
import { removeSigningCertificate, uploadSigningCertificate } from "~/modules/billing/pdf-signing.server";
import { DomainError } from "~/modules/errors";
import { formAction } from "~/modules/http/form-action.server";
import { readForm } from "~/modules/http/read-form.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import type { Route } from "./+types/billing-filing";

/**
 * POST Billing Settings' filing part (issue 27 items 18 and 23), administrators only: the
 * e-invoicing switch (`intent=e-invoicing`), the PDF signing certificate (`intent=certificate`, a
 * multipart form with the file and its password) and its removal (`intent=remove-certificate`).
 */
export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "billing.settings.manage", m.certificateDenied);
  const app = getApp(args.context);
  const { db } = app.database;
  const formData = await readForm(args.request);
  const intent = formData.get("intent");
  if (intent === "certificate") {
    return formAction(args, formData, {
      schema: certificateSchema,
      reply: { failure: m.settingsFailed },
      run: async ({ file, password }, submission) => {
        await uploadSigningCertificate(db, {
          actor: user,
          file: new Uint8Array(await file!.arrayBuffer()),
          password,
          events: app.events,
        });
        // The password is never sent back: the form is reset.
        return {
          ok: true as const,
          message: m.certificateSaved,
          submission: submission.reply({ resetForm: true }),
        };
      },
    });
  }
  return respond(args, toastReply(m.settingsFailed), async () => {
    if (intent === "remove-certificate") {
      await removeSigningCertificate(db, { actor: user, events: app.events });
      return data({ ok: true as const, message: m.certificateRemoved });
    }
    const parsed = eInvoicingSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) throw new DomainError(400, m.settingsFailed);
    const enabled = parsed.data.enabled === "on";
    await saveEInvoicing(db, { actor: user, enabled, events: app.events });
    return data({ ok: true as const, message: enabled ? m.eInvoicingOn : m.eInvoicingOff });
  });
}
