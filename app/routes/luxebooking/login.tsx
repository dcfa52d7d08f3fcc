import { getFormProps } from "@conform-to/react";
import { Form, redirect, useNavigation } from "react-router";
import { Field } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { VENUE_TITLE } from "~/components/staff/top-bar";
import { Button } from "~/components/ui/button";
import { Message } from "~/components/ui/message";
import { getApp } from "~/context.server";
import { signInSchema } from "~/modules/auth/auth.schema";
import { isKnownDevice, knownDeviceCookie } from "~/modules/auth/device-cookie.server";
import { getUser, safeRedirect, secondFactorPath } from "~/modules/auth/guards.server";
import { twoFactorMessages } from "~/modules/auth/two-factor.messages";
import { isLoopbackUrl } from "~/modules/seed/seed-database.server";
import { DomainError, unexpectedFailure } from "~/modules/errors";
import { respond, toastReply } from "~/modules/http/respond.server";
import { sessionCookie } from "~/modules/auth/session.server";
import { signIn } from "~/modules/auth/sign-in.server";
import type { Route } from "./+types/login";
import { readForm } from "~/modules/http/read-form.server";
import { parseOrRefuse } from "~/modules/http/parse-or-refuse";

export const meta = () => [{ title: `Sign In — ${VENUE_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  if (await getUser(args)) throw redirect("/luxebooking");
  const redirectTo = new URL(args.request.url).searchParams.get("redirectTo");
  return {
    redirectTo: safeRedirect(redirectTo),
    localTrial: isLoopbackUrl(getApp(args.context).env.PUBLIC_URL),
  };
}

export async function action(args: Route.ActionArgs) {
  const app = getApp(args.context);
  const form = await readForm(args.request);
  return respond(args, toastReply(unexpectedFailure), async () => {
    const parsed = parseOrRefuse(signInSchema, Object.fromEntries(form));
    const result = await signIn(app.database.db, {
      email: parsed.email,
      password: parsed.password,
      ip: app.clientIp,
      userAgent: args.request.headers.get("user-agent"),
      env: app.env,
      knownDevice: isKnownDevice(args.request, app.env, parsed.email),
    });
    if (!result.ok) {
      app.logger.warn(
        { email: parsed.email.toLowerCase(), ip: app.clientIp, status: result.status },
        "sign-in failed",
      );
      throw new DomainError(result.status, result.message);
    }
    app.logger.info({ userId: result.user.id, stage: result.stage }, "signed in");
    const target = safeRedirect(parsed.redirectTo);
    const next =
      result.stage === "full"
        ? target
        : `${secondFactorPath(result.stage)}?redirectTo=${encodeURIComponent(target)}`;
    const headers = new Headers({ "Set-Cookie": sessionCookie(app.env, result.token) });
    // Signed in: this browser is a known device for the account (issue 28 item 6). With a second
    // factor to come, the code step sets it once that is passed.
    if (result.stage === "full") {
      headers.append("Set-Cookie", knownDeviceCookie(args.request, app.env, result.user.email));
    }
    return redirect(next, { headers });
  });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/luxebooking/login";
  const [form, fields] = useStaffForm(signInSchema, { id: "sign-in" });
  return (
    <div className="mx-auto mt-8 max-w-md rounded-xl bg-white p-8 shadow-sm ring-1 ring-black/5">
      <p className="font-display text-xl text-brand-700">{VENUE_TITLE}</p>
      <h1 className="mb-6 text-2xl font-semibold">Sign In</h1>
      {actionData?.error ? (
        <Message tone="error" size="sm" className="mb-4">
          {actionData.error}
        </Message>
      ) : null}
      <Form method="post" action="/luxebooking/login" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field meta={fields.email} label="Email" type="email" autoComplete="username" />
        <Field meta={fields.password} label="Password" type="password" autoComplete="current-password" />
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-700">
        Don't have an account? Contact your administrator.
      </p>
      {loaderData.localTrial ? (
        <p className="mt-4 rounded-md bg-brand-50 p-3 text-xs text-gray-800">
          {twoFactorMessages.demoExempt}
        </p>
      ) : null}
    </div>
  );
}
