import { data } from "react-router";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { filingMessages as m } from "~/modules/billing/filing-messages";
import { certificateSchema, eInvoicingSchema } from "~/modules/billing/filing.schema";
import { saveEInvoicing } from "~/modules/billing/filing-settings.server";
import { removeSigningCertificate, uploadSigningCertificate } from "~/modules/billing/pdf-signing.server";
import { DomainError } from "~/modules/errors";
import type { Actor } from "~/modules/audit/audit.server";
import { readForm } from "~/modules/http/read-form.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import { parseWithZod } from "@conform-to/zod/v4";
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
  if (intent === "certificate") return certificate(args, formData, user);
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

/**
 * The certificate's form: like every staff form (Conform, its Zod schema), except that no answer
 * ever carries the password back (Conform echoes a form's values unless told to hide them).
 */
async function certificate(args: Route.ActionArgs, formData: FormData, user: Actor) {
  const app = getApp(args.context);
  const hideFields = ["password"];
  const submission = parseWithZod(formData, { schema: certificateSchema });
  if (submission.status !== "success")
    return data({ submission: submission.reply({ hideFields }) }, { status: 400 });
  return respond(
    args,
    {
      failure: m.settingsFailed,
      reply: ({ message, field }) => ({
        submission: submission.reply(
          field ? { fieldErrors: { [field]: [message] }, hideFields } : { formErrors: [message], hideFields },
        ),
      }),
    },
    async () => {
      const { file, password } = submission.value;
      await uploadSigningCertificate(app.database.db, {
        actor: user,
        file: new Uint8Array(await file!.arrayBuffer()),
        password,
        events: app.events,
      });
      return {
        ok: true as const,
        message: m.certificateSaved,
        submission: submission.reply({ resetForm: true }),
      };
    },
  );
}
