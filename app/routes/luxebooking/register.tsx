import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { useRedirectWhen } from "~/components/ui/timings";
import { AccessDenied } from "~/components/staff/access-denied";
import { VENUE_TITLE } from "~/components/staff/top-bar";
import { getApp } from "~/context.server";
import { messages, PASSWORD_MAX, PASSWORD_MIN, registerSchema } from "~/modules/auth/auth.schema";
import { getUser, requirePermission } from "~/modules/auth/guards.server";
import { registerUser } from "~/modules/auth/users.server";
import { DomainError, unexpectedFailure } from "~/modules/errors";
import { respond, toastReply } from "~/modules/http/respond.server";
import { can, roleLabels, roles } from "~/permissions";
import type { Route } from "./+types/register";
import { readForm } from "~/modules/http/read-form.server";

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
    const parsed = registerSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new DomainError(400, parsed.error.issues[0]!.message);
    const created = await registerUser(app.database.db, {
      email: parsed.data.email,
      password: parsed.data.password,
      role: parsed.data.role,
      actor,
    });
    app.logger.info({ actorId: actor.id, userId: created.id, role: created.role }, "user registered");
    return { ok: true as const, message: messages.registered };
  });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  const busy = navigation.state === "submitting";
  const success = actionData?.ok === true;

  useRedirectWhen(success, "/luxebooking");

  if (!loaderData.allowed) return <AccessDenied message={messages.onlyAdminsRegister} />;

  const error = clientError ?? (actionData && !actionData.ok ? actionData.error : null);
  return (
    <div className="mx-auto max-w-md rounded-xl bg-white p-8 shadow-sm ring-1 ring-black/5">
      <h1 className="mb-6 text-2xl font-semibold">Create New User</h1>
      {error ? (
        <p role="alert" className="mb-4 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {success ? (
        <p
          role="status"
          className="mb-4 rounded border border-green-200 bg-green-50 p-3 text-sm text-green-800"
        >
          {actionData.message}
        </p>
      ) : null}
      <Form
        method="post"
        className="space-y-4"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          if (form.get("password") !== form.get("confirmPassword")) {
            event.preventDefault();
            setClientError(messages.passwordsDoNotMatch);
          } else {
            setClientError(null);
          }
        }}
      >
        <div>
          <label htmlFor="email" className="mb-1 block text-sm font-medium">
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            className="w-full rounded border border-gray-400 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="password" className="mb-1 block text-sm font-medium">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            autoComplete="new-password"
            className="w-full rounded border border-gray-400 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="confirmPassword" className="mb-1 block text-sm font-medium">
            Confirm Password
          </label>
          <input
            id="confirmPassword"
            name="confirmPassword"
            type="password"
            required
            maxLength={PASSWORD_MAX}
            autoComplete="new-password"
            className="w-full rounded border border-gray-400 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="role" className="mb-1 block text-sm font-medium">
            Role
          </label>
          <select
            id="role"
            name="role"
            defaultValue="manager"
            required
            className="w-full rounded border border-gray-400 px-3 py-2"
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          disabled={busy || success}
          className="w-full rounded bg-garden-800 px-4 py-2 font-semibold text-white hover:bg-garden-700 disabled:opacity-70"
        >
          {busy ? "Registering..." : "Register"}
        </button>
      </Form>
    </div>
  );
}
