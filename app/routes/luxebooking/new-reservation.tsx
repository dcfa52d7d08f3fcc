import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data } from "react-router";
import { AccessDenied } from "~/components/staff/access-denied";
import { getApp } from "~/context.server";
import { requirePermission, requireUser } from "~/modules/auth/guards.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { useRedirectWhen } from "~/components/ui/timings";
import { messages } from "~/modules/reservations/messages";
import { ReservationError } from "~/modules/reservations/reservation-errors";
import { reservationFormSchema } from "~/modules/reservations/reservations.schema";
import { can } from "~/permissions";
import type { Route } from "./+types/new-reservation";
import { useKeptSuccess } from "~/components/staff/feedback";
import { newReservationDefaults, ReservationForm } from "~/components/staff/reservation-form";
import { Message } from "~/components/ui/message";
import { notify, useResultToast } from "~/components/ui/toast";
import { readForm } from "~/modules/http/read-form.server";

export const meta = () => [{ title: "New Reservation — Luxe Hall Reservations" }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const allowed = can(user.role, "reservation.create");
  return data({ allowed, isAdmin: user.role === "admin" }, { status: allowed ? 200 : 403 });
}

export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "reservation.create", messages.noAddPermission);
  const formData = await readForm(args.request);
  const submission = parseWithZod(formData, { schema: reservationFormSchema });
  if (submission.status !== "success") return data({ submission: submission.reply() }, { status: 400 });
  const app = getApp(args.context);
  try {
    const { id } = await createReservation(app.database.db, { actor: user, input: submission.value });
    await app.events.publish("reservations", "created", id);
    return data({ ok: true as const, message: messages.created, id });
  } catch (error) {
    if (error instanceof ReservationError) {
      return data(
        { submission: submission.reply({ formErrors: [messages.createFailed + error.message] }) },
        { status: error.status },
      );
    }
    app.logger.error({ err: error }, "create reservation failed");
    const reason = "Something went wrong. Please try again.";
    return data(
      { submission: submission.reply({ formErrors: [messages.createFailed + reason] }) },
      { status: 500 },
    );
  }
}

export default function NewReservation({ loaderData, actionData }: Route.ComponentProps) {
  const denied = !loaderData.allowed;
  useEffect(() => {
    if (denied) notify.error(messages.noAddPermission);
  }, [denied]);
  useRedirectWhen(denied, "/luxebooking");
  const success = useKeptSuccess(actionData && "ok" in actionData ? actionData : undefined);
  useResultToast(success, { redirectTo: "/luxebooking" });

  if (denied) return <AccessDenied message={messages.noAddPermission} />;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-6 font-display text-3xl font-semibold text-garden-900">New Reservation</h1>
      {success ? (
        <Message tone="success" className="mb-4">
          {success.message}
        </Message>
      ) : null}
      <ReservationForm
        mode="new"
        defaultValue={newReservationDefaults}
        lastResult={actionData && "submission" in actionData ? actionData.submission : undefined}
        isAdmin={loaderData.isAdmin}
        saved={Boolean(success)}
      />
    </div>
  );
}
