import { Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { VENUE_TITLE } from "~/components/staff/top-bar";
import { Button } from "~/components/ui/button";
import { TwoFactorCodeField } from "~/components/staff/two-factor-enrolment";
import { Message } from "~/components/ui/message";
import { getApp } from "~/context.server";
import { knownDeviceCookie } from "~/modules/auth/device-cookie.server";
import { getSessionUser, safeRedirect, secondFactorPath } from "~/modules/auth/guards.server";
import { readSessionToken, sessionCookie } from "~/modules/auth/session.server";
import { twoFactorMessages } from "~/modules/auth/two-factor.messages";
import { verifySecondFactor } from "~/modules/auth/two-factor.server";
import { DomainError, unexpectedFailure } from "~/modules/errors";
import { respond, toastReply } from "~/modules/http/respond.server";
import { readForm } from "~/modules/http/read-form.server";
import type { Route } from "./+types/two-factor";
import { parseOrRefuse } from "~/modules/http/parse-or-refuse";

export const meta = () => [{ title: `Two-factor sign-in — ${VENUE_TITLE}` }];

const codeSchema = z.object({
  code: z.string({ error: twoFactorMessages.enterCode }).trim().min(1, twoFactorMessages.enterCode).max(32),
  redirectTo: z.string().optional(),
});

export async function loader(args: Route.LoaderArgs) {
  const user = await getSessionUser(args);
  const redirectTo = safeRedirect(new URL(args.request.url).searchParams.get("redirectTo"));
  if (!user) throw redirect("/luxebooking/login");
  if (user.stage === "full") throw redirect(redirectTo);
  if (user.stage === "enrol") throw redirect(secondFactorPath("enrol", args.request));
  return { redirectTo };
}

export async function action(args: Route.ActionArgs) {
  const app = getApp(args.context);
  const form = await readForm(args.request);
  return respond(args, toastReply(unexpectedFailure), async () => {
    const user = await getSessionUser(args);
    const token = readSessionToken(args.request, app.env);
    if (!user || !token || user.stage !== "totp") throw new DomainError(401, twoFactorMessages.signInAgain);
    const parsed = parseOrRefuse(codeSchema, Object.fromEntries(form));
    const result = await verifySecondFactor(app.database.db, {
      sessionToken: token,
      user,
      code: parsed.code,
      ip: app.clientIp,
      userAgent: args.request.headers.get("user-agent"),
      env: app.env,
      events: app.events,
    });
    app.logger.info({ userId: user.id }, "second factor accepted");
    const headers = new Headers({ "Set-Cookie": sessionCookie(app.env, result.token) });
    // Signed in: this browser is a known device for the account (issue 28 item 6).
    headers.append("Set-Cookie", knownDeviceCookie(args.request, app.env, user.email));
    return redirect(safeRedirect(parsed.redirectTo), { headers });
  });
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="mx-auto mt-8 max-w-md rounded-xl bg-white p-8 shadow-sm ring-1 ring-black/5">
      <p className="font-display text-xl text-brand-700">{VENUE_TITLE}</p>
      <h1 className="mb-4 text-2xl font-semibold">Two-factor sign-in</h1>
      {actionData && !actionData.ok ? (
        <Message tone="error" size="sm" className="mb-4">
          {actionData.error}
        </Message>
      ) : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TwoFactorCodeField
          id="code"
          maxLength={32}
          hint="Lost your phone? Enter one of your recovery codes instead."
        />
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? "Checking..." : "Verify"}
        </Button>
      </Form>
    </div>
  );
}
