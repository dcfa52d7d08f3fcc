import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { ChangePasswordForm } from "~/components/staff/change-password-form";
import { OwnSessions } from "~/components/staff/own-sessions";
import { TwoFactorStatus } from "~/components/staff/two-factor-status";
import { twoFactorMessages } from "~/modules/auth/two-factor.messages";
import {
  hasTwoFactor,
  mustEnrol,
  regenerateRecoveryCodes,
  turnOffTwoFactor,
  unusedRecoveryCodes,
} from "~/modules/auth/two-factor.server";
import { VENUE_TITLE } from "~/components/staff/top-bar";
import { getApp } from "~/context.server";
import { messages } from "~/modules/auth/auth.schema";
import { requirePermission } from "~/modules/auth/guards.server";
import { endOtherOwnSessions, endOwnSession, listOwnSessions } from "~/modules/auth/own-sessions.server";
import { changeOwnPassword } from "~/modules/auth/passwords.server";
import { readSessionToken } from "~/modules/auth/session.server";
import { formReply, respond, toastReply } from "~/modules/http/respond.server";
import { readForm } from "~/modules/http/read-form.server";
import { staffMessages } from "~/modules/staff/messages";
import { changePasswordSchema, firstIssue, sessionActionSchema } from "~/modules/staff/staff.schema";
import { formatDateTime } from "~/modules/time";
import type { Route } from "./+types/account";

export const meta = () => [{ title: `My account — ${VENUE_TITLE}` }];

function sessionToken(args: Route.LoaderArgs | Route.ActionArgs): string {
  const token = readSessionToken(args.request, getApp(args.context).env);
  if (!token) throw data({ message: messages.notAuthenticated }, { status: 401 });
  return token;
}

export async function loader(args: Route.LoaderArgs) {
  const actor = await requirePermission(args, "account.manage");
  const sessions = await listOwnSessions(getApp(args.context).database.db, {
    actor,
    sessionToken: sessionToken(args),
  });
  const db = getApp(args.context).database.db;
  const twoFactor = await hasTwoFactor(db, actor.id);
  return {
    email: actor.email,
    twoFactor,
    recoveryCodesLeft: twoFactor ? await unusedRecoveryCodes(db, { actor }) : 0,
    twoFactorRequired: mustEnrol(actor, getApp(args.context).env),
    sessions: sessions.map((s) => ({ ...s, lastSeenAt: formatDateTime(s.lastSeenAt) })),
  };
}

export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "account.manage");
  const app = getApp(args.context);
  const token = sessionToken(args);
  const form = await readForm(args.request);
  if (form.get("intent") === "change-password") {
    const submission = parseWithZod(form, { schema: changePasswordSchema });
    if (submission.status !== "success") {
      return data({ submission: submission.reply(), done: null }, { status: 400 });
    }
    return respond(args, formReply(submission, { failure: staffMessages.failed }), async () => {
      await changeOwnPassword(app.database.db, {
        actor,
        sessionToken: token,
        currentPassword: submission.value.currentPassword,
        password: submission.value.password,
        events: app.events,
        ip: app.clientIp,
      });
      return { submission: submission.reply({ resetForm: true }), done: staffMessages.passwordChanged };
    });
  }
  return respond(args, toastReply(staffMessages.failed), async () => {
    const parsed = sessionActionSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success)
      return data({ ok: false as const, error: firstIssue(parsed.error) }, { status: 400 });
    if (parsed.data.intent === "recovery-codes") {
      const { recoveryCodes } = await regenerateRecoveryCodes(app.database.db, {
        actor,
        password: parsed.data.password,
        ip: app.clientIp,
      });
      return { ok: true as const, message: twoFactorMessages.newRecoveryCodes, recoveryCodes };
    }
    if (parsed.data.intent === "two-factor-off") {
      await turnOffTwoFactor(app.database.db, { actor, password: parsed.data.password, env: app.env });
      return { ok: true as const, message: twoFactorMessages.turnedOff };
    }
    if (parsed.data.intent === "end-session") {
      await endOwnSession(app.database.db, { actor, sessionId: parsed.data.sessionId, events: app.events });
      return { ok: true as const, message: staffMessages.sessionSignedOut };
    }
    await endOtherOwnSessions(app.database.db, { actor, sessionToken: token, events: app.events });
    return { ok: true as const, message: staffMessages.otherSessionsSignedOut };
  });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const password = actionData && "submission" in actionData ? actionData : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="font-display text-3xl font-semibold text-garden-900">My account</h1>
        <p className="mt-1 break-all text-gray-800">{loaderData.email}</p>
      </div>
      <ChangePasswordForm
        email={loaderData.email}
        lastResult={password?.submission ?? null}
        done={password && "done" in password && typeof password.done === "string" ? password.done : null}
      />
      <TwoFactorStatus
        enabled={loaderData.twoFactor}
        required={loaderData.twoFactorRequired}
        recoveryCodesLeft={loaderData.recoveryCodesLeft}
        email={loaderData.email}
      />
      <OwnSessions sessions={loaderData.sessions} />
    </div>
  );
}
