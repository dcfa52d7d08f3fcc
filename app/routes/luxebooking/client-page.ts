import { getApp } from "~/context.server";
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
 * accounts, admin). Each use case checks the permission again.
 */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  const intent = form.get("intent");
  const app = getApp(args.context);
  const { db } = app.database;
  const reservationId = args.params.id;
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
