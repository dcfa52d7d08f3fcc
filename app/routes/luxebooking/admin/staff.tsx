import { data } from "react-router";
import { StaffAccountCard, type StaffActionResult } from "~/components/staff/staff-account-card";
import { VENUE_TITLE } from "~/components/staff/top-bar";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import { readForm } from "~/modules/http/read-form.server";
import { kickOutbox } from "~/modules/outbox/outbox.server";
import {
  changeStaffRole,
  createResetLink,
  endStaffSessions,
  listStaff,
  setStaffDisabled,
} from "~/modules/staff/manage-staff.server";
import { staffMessages } from "~/modules/staff/messages";
import { twoFactorMessages } from "~/modules/auth/two-factor.messages";
import { resetTwoFactor } from "~/modules/auth/two-factor.server";
import { firstIssue, staffActionSchema } from "~/modules/staff/staff.schema";
import { formatDateTime } from "~/modules/time";
import type { Route } from "./+types/staff";

export const meta = () => [{ title: `Staff — ${VENUE_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "staff.manage", staffMessages.onlyAdmins);
  const list = await listStaff(getApp(args.context).database.db, { actor });
  return {
    staff: list.map((row) => ({
      ...row,
      createdAt: formatDateTime(row.createdAt),
      lastSignInAt: row.lastSignInAt ? formatDateTime(row.lastSignInAt) : null,
      self: row.id === actor.id,
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "staff.manage", staffMessages.onlyAdmins);
  const app = getApp(args.context);
  const form = await readForm(args.request);
  return respond(args, toastReply(staffMessages.failed), async () => {
    const parsed = staffActionSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      return data<StaffActionResult>({ ok: false, error: firstIssue(parsed.error) }, { status: 400 });
    }
    const input = parsed.data;
    const db = app.database.db;
    const base = { actor, userId: input.userId, events: app.events };
    let result: StaffActionResult;
    switch (input.intent) {
      case "disable":
      case "enable":
        await setStaffDisabled(db, { ...base, disabled: input.intent === "disable" });
        result = {
          ok: true,
          message: input.intent === "disable" ? staffMessages.disabled : staffMessages.enabled,
        };
        break;
      case "role":
        await changeStaffRole(db, { ...base, role: input.role });
        result = { ok: true, message: staffMessages.roleChanged };
        break;
      case "end-sessions":
        await endStaffSessions(db, base);
        result = { ok: true, message: staffMessages.sessionsEnded };
        break;
      case "reset-two-factor":
        await resetTwoFactor(db, base);
        result = { ok: true, message: twoFactorMessages.reset };
        break;
      case "reset-link": {
        const link = await createResetLink(db, { actor, userId: input.userId, env: app.env });
        if (link.mailed) kickOutbox();
        const message = link.mailed
          ? `${staffMessages.resetLinkCreated} It will also be e-mailed to ${link.email}.`
          : staffMessages.resetLinkCreated;
        result = { ok: true, message, resetUrl: link.url };
        break;
      }
    }
    app.logger.info(
      { actorId: actor.id, userId: input.userId, intent: input.intent },
      "staff account changed",
    );
    return data(result);
  });
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="mb-2 font-display text-3xl font-semibold text-garden-900">Staff</h1>
      <p className="mb-6 text-sm text-gray-700">Times are shown in India Standard Time.</p>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {loaderData.staff.map((row) => (
          <StaffAccountCard key={row.id} row={row} />
        ))}
      </ul>
    </section>
  );
}
