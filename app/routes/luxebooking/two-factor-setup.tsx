import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import { z } from "zod";
import {
  RecoveryCodes,
  TwoFactorEnrolment,
  useKeptRecoveryCodes,
} from "~/components/staff/two-factor-enrolment";
import { VENUE_TITLE } from "~/components/staff/top-bar";
import { Message } from "~/components/ui/message";
import { getApp } from "~/context.server";
import { messages } from "~/modules/auth/auth.schema";
import { getSessionUser, safeRedirect, secondFactorPath } from "~/modules/auth/guards.server";
import { readSessionToken } from "~/modules/auth/session.server";
import { twoFactorMessages } from "~/modules/auth/two-factor.messages";
import { confirmEnrolment, hasTwoFactor, startEnrolment } from "~/modules/auth/two-factor.server";
import { unexpectedFailure } from "~/modules/errors";
import { respond, toastReply } from "~/modules/http/respond.server";
import { readForm } from "~/modules/http/read-form.server";
import type { Route } from "./+types/two-factor-setup";
import { parseOrRefuse } from "~/modules/http/parse-or-refuse";

export const meta = () => [{ title: `Set up two-factor sign-in — ${VENUE_TITLE}` }];

/** Signed in, or an admin between the password and a required enrolment; not at the code step. */
async function enrollingUser(args: Route.LoaderArgs | Route.ActionArgs) {
  const user = await getSessionUser(args);
  if (!user) {
    if (args.request.method !== "GET") throw data({ message: messages.notAuthenticated }, { status: 401 });
    throw redirect("/luxebooking/login");
  }
  if (user.stage === "totp") throw redirect(secondFactorPath("totp", args.request));
  return user;
}

/**
 * Every visit starts a new enrolment (issue 28 item 2: a new secret, bound to this session). Read
 * again after the confirming code too: two-factor sign-in is then on and no new one is started.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await enrollingUser(args);
  const app = getApp(args.context);
  const db = app.database.db;
  const redirectTo = safeRedirect(new URL(args.request.url).searchParams.get("redirectTo"));
  if (await hasTwoFactor(db, user.id))
    return { enrolment: null, redirectTo, required: false, email: user.email };
  const token = readSessionToken(args.request, app.env);
  if (!token) throw redirect("/luxebooking/login");
  const enrolment = await startEnrolment(db, { actor: user, sessionToken: token });
  return { enrolment, redirectTo, required: user.stage === "enrol", email: user.email };
}

/**
 * Once shown, the page's enrolment stays: its own confirmation (a wrong code or password keeps the
 * QR code just scanned) and the live updates' reloads of the screen's data do not start another.
 * Opening the page again (a link to it, a reload) does.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

const confirmSchema = z.object({
  password: z
    .string({ error: twoFactorMessages.enterPassword })
    .min(1, twoFactorMessages.enterPassword)
    .max(1024),
  code: z.string({ error: twoFactorMessages.enterCode }).trim().min(1, twoFactorMessages.enterCode).max(32),
});

export async function action(args: Route.ActionArgs) {
  const user = await enrollingUser(args);
  const app = getApp(args.context);
  const token = readSessionToken(args.request, app.env);
  const form = await readForm(args.request);
  return respond(args, toastReply(unexpectedFailure), async () => {
    const parsed = parseOrRefuse(confirmSchema, Object.fromEntries(form));
    const { recoveryCodes } = await confirmEnrolment(app.database.db, {
      actor: user,
      code: parsed.code,
      password: parsed.password,
      sessionToken: token ?? "",
      events: app.events,
      ip: app.clientIp,
    });
    return { ok: true as const, recoveryCodes };
  });
}

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  // Kept once shown (issue 32 item 1): turning two-factor sign-in on ends this session's live
  // stream, whose reconnection reloads the page's data, and that reload clears the action's answer;
  // the codes stay until the person says they have saved them.
  const codes = useKeptRecoveryCodes(actionData?.ok ? actionData.recoveryCodes : null);
  return (
    <div className="mx-auto mt-8 max-w-md rounded-xl bg-white p-8 shadow-sm ring-1 ring-black/5">
      <p className="font-display text-xl text-brand-700">{VENUE_TITLE}</p>
      <h1 className="mb-4 text-2xl font-semibold">Set up two-factor sign-in</h1>
      {codes ? (
        <RecoveryCodes
          codes={codes}
          intro={twoFactorMessages.turnedOn}
          email={loaderData.email}
          continueTo={loaderData.redirectTo}
        />
      ) : loaderData.enrolment === null ? (
        <Message tone="success">{twoFactorMessages.alreadyOn}</Message>
      ) : (
        <>
          {loaderData.required ? (
            <Message tone="warning" size="sm" className="mb-4">
              {twoFactorMessages.enrolRequired}
            </Message>
          ) : null}
          <TwoFactorEnrolment
            qrSvg={loaderData.enrolment.qrSvg}
            secret={loaderData.enrolment.secret}
            error={actionData && !actionData.ok ? actionData.error : null}
          />
        </>
      )}
    </div>
  );
}
