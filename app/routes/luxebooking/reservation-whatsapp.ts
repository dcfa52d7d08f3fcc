import { redirect } from "react-router";
import { z } from "zod";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { DomainError } from "~/modules/errors";
import { readForm } from "~/modules/http/read-form.server";
import { messageKinds } from "~/modules/reservations/client-messages";
import { sendWhatsapp } from "~/modules/reservations/send-whatsapp.server";
import type { Route } from "./+types/reservation-whatsapp";

const kindSchema = z.object({ kind: z.enum(messageKinds, { error: "Unknown message." }) });

/**
 * POST /luxebooking/reservation/{id}/whatsapp (issue 16): records the message as sent and sends the
 * browser on to wa.me with the text filled in. The detail screen's forms open it in a new tab.
 */
export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "reservation.view");
  const parsed = kindSchema.safeParse(Object.fromEntries(await readForm(args.request)));
  const plain = (status: number, text: string) =>
    new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!parsed.success) return plain(400, parsed.error.issues[0]!.message);
  const app = getApp(args.context);
  try {
    const link = await sendWhatsapp(app.database.db, {
      actor,
      id: args.params.id,
      kind: parsed.data.kind,
      events: app.events,
      publicUrl: app.env.PUBLIC_URL,
    });
    return redirect(link);
  } catch (error) {
    if (error instanceof DomainError) return plain(error.status, error.message);
    throw error;
  }
}
