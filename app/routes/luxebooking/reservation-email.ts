import { z } from "zod";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import { readForm } from "~/modules/http/read-form.server";
import { emailTexts, messageKinds } from "~/modules/reservations/client-messages";
import { sendClientEmail } from "~/modules/reservations/send-client-email.server";
import type { Route } from "./+types/reservation-email";
import { parseOrRefuse } from "~/modules/http/parse-or-refuse";

const kindSchema = z.object({ kind: z.enum(messageKinds, { error: "Unknown message." }) });

/**
 * POST /luxebooking/reservation/{id}/email (issue 16 item 5): queues one message to the client by
 * e-mail through the outbox; whoever may send it by WhatsApp may send it by e-mail.
 */
export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "reservation.view");
  const form = Object.fromEntries(await readForm(args.request));
  const app = getApp(args.context);
  return respond(args, toastReply(emailTexts.failed), async () => {
    const parsed = parseOrRefuse(kindSchema, form);
    const { to, label } = await sendClientEmail(app.database.db, {
      actor,
      id: args.params.id,
      kind: parsed.kind,
      events: app.events,
      env: app.env,
    });
    return { ok: true as const, message: emailTexts.queued(label, to) };
  });
}
