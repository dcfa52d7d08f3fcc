import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { NewPasswordFields } from "~/components/staff/new-password-fields";
import { VENUE_TITLE } from "~/components/staff/top-bar";
import { Button } from "~/components/ui/button";
import { Message } from "~/components/ui/message";
import { getApp } from "~/context.server";
import { findResetLink, resetPasswordWithLink } from "~/modules/auth/passwords.server";
import { formReply, respond } from "~/modules/http/respond.server";
import { readForm } from "~/modules/http/read-form.server";
import { staffMessages } from "~/modules/staff/messages";
import { resetPasswordSchema } from "~/modules/staff/staff.schema";
import type { Route } from "./+types/reset-password";

export const meta = () => [
  { title: `Set a new password — ${VENUE_TITLE}` },
  // The token is in the path: keep it out of other sites' logs.
  { name: "referrer", content: "no-referrer" },
];

export async function loader(args: Route.LoaderArgs) {
  const link = await findResetLink(getApp(args.context).database.db, { token: args.params.token });
  return data({ email: link?.email ?? null }, { status: link ? 200 : 410 });
}

export async function action(args: Route.ActionArgs) {
  const app = getApp(args.context);
  const submission = parseWithZod(await readForm(args.request), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return data({ submission: submission.reply(), done: false }, { status: 400 });
  }
  return respond(args, formReply(submission, { failure: staffMessages.failed }), async () => {
    await resetPasswordWithLink(app.database.db, {
      token: args.params.token,
      password: submission.value.password,
      events: app.events,
      ip: app.clientIp,
    });
    app.logger.info("password reset through a link");
    return { submission: submission.reply({ resetForm: true }), done: true };
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useStaffForm(resetPasswordSchema, {
    id: "reset-password",
    lastResult: actionData?.submission ?? null,
  });
  const done = actionData && "done" in actionData && actionData.done;
  return (
    <div className="mx-auto mt-8 max-w-md rounded-xl bg-white p-8 shadow-sm ring-1 ring-black/5">
      <p className="font-display text-xl text-brand-700">{VENUE_TITLE}</p>
      <h1 className="mb-6 text-2xl font-semibold">Set a new password</h1>
      {done ? (
        <>
          <Message tone="success">{staffMessages.passwordReset}</Message>
          <Link to="/luxebooking/login" className="mt-4 inline-block font-semibold text-garden-800 underline">
            Sign In
          </Link>
        </>
      ) : loaderData.email === null ? (
        <Message tone="error">{staffMessages.resetLinkInvalid}</Message>
      ) : (
        <>
          <p className="mb-4 break-all text-gray-800">For {loaderData.email}</p>
          {form.errors?.length ? (
            <Message tone="error" size="sm" id={form.errorId} className="mb-4">
              {form.errors[0]}
            </Message>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <input
              type="text"
              name="username"
              value={loaderData.email}
              autoComplete="username"
              readOnly
              hidden
            />
            <NewPasswordFields
              password={fields.password}
              confirmPassword={fields.confirmPassword}
              email={loaderData.email}
            />
            <Button type="submit" size="lg" className="w-full" busy={navigation.state === "submitting"}>
              Set password
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
