import { getFormProps } from "@conform-to/react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Field, SelectField } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { AccessDenied } from "~/components/staff/access-denied";
import { NewPasswordFields } from "~/components/staff/new-password-fields";
import { VENUE_TITLE } from "~/components/staff/top-bar";
import { Button } from "~/components/ui/button";
import { Message } from "~/components/ui/message";
import { useRedirectWhen } from "~/components/ui/timings";
import { getApp } from "~/context.server";
import { messages, registerSchema } from "~/modules/auth/auth.schema";
import { getUser, requirePermission } from "~/modules/auth/guards.server";
import { registerUser } from "~/modules/auth/users.server";
import { unexpectedFailure } from "~/modules/errors";
import { respond, toastReply } from "~/modules/http/respond.server";
import { can, roleLabels, roles } from "~/permissions";
import type { Route } from "./+types/register";
import { readForm } from "~/modules/http/read-form.server";
import { parseOrRefuse } from "~/modules/http/parse-or-refuse";

export const meta = () => [{ title: `Create New User — ${VENUE_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const user = await getUser(args);
  const pathname = new URL(args.request.url).pathname.replace(/\/$/, "");
  // /luxebooking/register is a signed-out route (spec 2.6): signed-in users go to the dashboard.
  if (user && pathname === "/luxebooking/register") throw redirect("/luxebooking");
  const allowed = can(user?.role, "user.register");
  return data({ allowed }, { status: allowed ? 200 : 403 });
}

export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "user.register", messages.onlyAdminsRegister);
  const app = getApp(args.context);
  const form = await readForm(args.request);
  const failed = toastReply(unexpectedFailure, {
    // Spec 5: 'Passwords do not match' stands alone; other reasons follow 'Failed to create an account: '.
    text: ({ message }) =>
      message === messages.passwordsDoNotMatch ? message : messages.registerFailed + message,
  });
  return respond(args, failed, async () => {
    const parsed = parseOrRefuse(registerSchema, Object.fromEntries(form));
    const created = await registerUser(app.database.db, {
      email: parsed.email,
      password: parsed.password,
      role: parsed.role,
      actor,
    });
    app.logger.info({ actorId: actor.id, userId: created.id, role: created.role }, "user registered");
    return { ok: true as const, message: messages.registered };
  });
}

const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const success = actionData?.ok === true;
  // Spec 5: 'Passwords do not match' is the form's message, above it like the server's.
  const [form, fields] = useStaffForm(registerSchema, { id: "register", defaultValue: { role: "manager" } });

  useRedirectWhen(success, "/luxebooking");

  if (!loaderData.allowed) return <AccessDenied message={messages.onlyAdminsRegister} />;

  const error = form.errors?.[0] ?? (actionData && !actionData.ok ? actionData.error : null);
  return (
    <div className="mx-auto max-w-md rounded-xl bg-white p-8 shadow-sm ring-1 ring-black/5">
      <h1 className="mb-6 text-2xl font-semibold">Create New User</h1>
      {error ? (
        <Message tone="error" size="sm" id={form.errorId} className="mb-4">
          {error}
        </Message>
      ) : null}
      {success ? (
        <Message tone="success" size="sm" className="mb-4">
          {actionData.message}
        </Message>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <Field meta={fields.email} label="Email" type="email" autoComplete="off" />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          email={fields.email.value}
          labels={{ password: "Password", confirm: "Confirm Password" }}
        />
        <SelectField meta={fields.role} label="Role" options={roleOptions} />
        <Button type="submit" size="lg" disabled={busy || success} className="w-full">
          {busy ? "Registering..." : "Register"}
        </Button>
      </Form>
    </div>
  );
}
