import { redirect } from "react-router";
import { getApp } from "~/context.server";
import { sendInstalmentWhatsapp } from "~/modules/client-page/whatsapp-reminder.server";
import { DomainError } from "~/modules/errors";
import { requirePermission } from "~/modules/auth/guards.server";
import { createClientLink, revokeClientLink } from "~/modules/client-page/links.server";
import { type InstalmentInput, saveSchedule } from "~/modules/client-page/schedule.server";
import { clientPageTexts } from "~/modules/client-page/texts";
import { respond, toastReply } from "~/modules/http/respond.server";
import { readForm } from "~/modules/http/read-form.server";
import { parsePaise } from "~/modules/money";
import type { Route } from "./+types/client-page";

const reply = toastReply(clientPageTexts.failed);

/** Rows `label-N`, `amount-N`, `dueOn-N` (N from 1); a row left wholly blank is no instalment. */
function instalmentsFrom(form: FormData): InstalmentInput[] {
  const rows: InstalmentInput[] = [];
  for (let n = 1; n <= 24; n++) {
    const label = String(form.get(`label-${n}`) ?? "");
    const amount = String(form.get(`amount-${n}`) ?? "");
    const dueOn = String(form.get(`dueOn-${n}`) ?? "");
    if (!form.has(`label-${n}`) && !form.has(`amount-${n}`)) continue;
    if (!label.trim() && !amount.trim() && !dueOn.trim()) continue;
    rows.push({ label, amount: amount.trim() ? parsePaise(amount) : null, dueOn });
  }
  return rows;
}

/**
 * POST from the detail screen's 'Client page' section (issue 30): `intent=create-link` and
 * `revoke-link` (those who may edit the reservation, and accounts), `intent=schedule` (manager,
 * accounts, admin), `intent=whatsapp-reminder` with an instalment's `reference` (every staff role,
 * as every WhatsApp message to the client). Each use case checks the permission again.
 */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  const intent = form.get("intent");
  const app = getApp(args.context);
  const { db } = app.database;
  const reservationId = args.params.id;
  if (intent === "whatsapp-reminder") {
    // Issue 30 item 8: a plain form opened in a new tab (as the detail screen's WhatsApp messages):
    // recorded, then the browser goes on to wa.me; a refusal is a plain-text page.
    const user = await requirePermission(args, "reservation.view");
    try {
      const link = await sendInstalmentWhatsapp(db, {
        actor: user,
        reservationId,
        reference: String(form.get("reference") ?? ""),
        events: app.events,
        publicUrl: app.env.PUBLIC_URL,
      });
      return redirect(link);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return new Response(`${error.message}\n`, {
        status: error.status,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
  }
  if (intent === "schedule") {
    const user = await requirePermission(args, "paymentSchedule.edit");
    return respond(args, reply, async () => {
      await saveSchedule(db, {
        actor: user,
        reservationId,
        instalments: instalmentsFrom(form),
        events: app.events,
      });
      return { ok: true as const, message: clientPageTexts.scheduleSaved };
    });
  }
  const user = await requirePermission(args, "clientLink.manage");
  return respond(args, reply, async () => {
    if (intent === "revoke-link") {
      await revokeClientLink(db, { actor: user, reservationId, events: app.events });
      return { ok: true as const, message: clientPageTexts.linkRevoked };
    }
    const { path } = await createClientLink(db, { actor: user, reservationId, events: app.events });
    return { ok: true as const, message: clientPageTexts.linkCreated, url: `${app.env.PUBLIC_URL}${path}` };
  });
}
