import { useEffect } from "react";
import { data, Link } from "react-router";
import { AccessDenied } from "~/components/staff/access-denied";
import { getApp } from "~/context.server";
import { requirePermission, requireUser } from "~/modules/auth/guards.server";
import { reservationFormAction } from "~/modules/reservations/reservation-form-action.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { newReservationPrefill } from "~/modules/reservations/new-reservation-prefill.server";
import { listReservationsInRange } from "~/modules/reservations/list-reservations-in-range.server";
import { toDayBookings } from "~/components/staff/day-bookings";
import { useRedirectWhen } from "~/components/ui/timings";
import { messages } from "~/modules/reservations/messages";
import { listTaxLines } from "~/modules/billing/tax-lines.server";
import { can } from "~/permissions";
import type { Route } from "./+types/new-reservation";
import { useKeptSuccess } from "~/components/staff/feedback";
import { newReservationDefaults, ReservationForm } from "~/components/staff/reservation-form";
import { Message } from "~/components/ui/message";
import { notify, useResultToast } from "~/components/ui/toast";
import { STAFF_TITLE } from "~/modules/site-content/venue";

export const meta = () => [{ title: `New Reservation — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const allowed = can(user.role, "reservation.create");
  const isAdmin = can(user.role, "reservation.status.softDeleted");
  const prefill = allowed
    ? await newReservationPrefill(getApp(args.context).database.db, {
        actor: user,
        url: new URL(args.request.url),
      })
    : { values: {}, enquiry: null };
  const date = prefill.values.eventDate;
  const dayBookings = date
    ? toDayBookings(
        date,
        await listReservationsInRange(getApp(args.context).database.db, {
          actor: user,
          range: { from: date, to: date },
        }),
      )
    : null;
  const taxLines = allowed ? await listTaxLines(getApp(args.context).database.db) : [];
  const canOverrideHold = can(user.role, "reservation.hold.override");
  return data(
    { allowed, isAdmin, prefill, dayBookings, taxLines, canOverrideHold },
    { status: allowed ? 200 : 403 },
  );
}

export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "reservation.create", messages.noAddPermission);
  const app = getApp(args.context);
  return reservationFormAction(
    args,
    (refusal) => messages.createFailed + refusal.message,
    async (input) => {
      const { id } = await createReservation(app.database.db, { actor: user, input, events: app.events });
      return data({ ok: true as const, message: messages.created, id });
    },
  );
}

export default function NewReservation({ loaderData, actionData }: Route.ComponentProps) {
  const denied = !loaderData.allowed;
  useEffect(() => {
    if (denied) notify.error(messages.noAddPermission);
  }, [denied]);
  useRedirectWhen(denied, "/luxebooking");
  const success = useKeptSuccess(actionData && "ok" in actionData ? actionData : undefined);
  // Issue 32 item 13: after the spec's success message and 1.5 s, the person lands on the booking.
  useResultToast(success, { redirectTo: success ? `/luxebooking/reservation/${success.id}` : undefined });

  if (denied) return <AccessDenied message={messages.noAddPermission} />;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-6 font-display text-3xl font-semibold text-garden-900">New Reservation</h1>
      {success ? (
        <Message tone="success" className="mb-4">
          {success.message}
        </Message>
      ) : null}
      {loaderData.prefill.enquiry ? (
        <p className="mb-4 text-sm text-gray-700">
          From the enquiry of{" "}
          <Link to={`/luxebooking/enquiries/${loaderData.prefill.enquiry.id}`} className="underline">
            {loaderData.prefill.enquiry.name}
          </Link>
        </p>
      ) : null}
      <ReservationForm
        mode="new"
        defaultValue={{
          ...newReservationDefaults,
          taxLineId: loaderData.taxLines.find((l) => l.isDefault)?.id ?? "",
          ...loaderData.prefill.values,
        }}
        taxLines={loaderData.taxLines}
        lastResult={actionData && "submission" in actionData ? actionData.submission : undefined}
        isAdmin={loaderData.isAdmin}
        saved={Boolean(success)}
        dayBookings={loaderData.dayBookings}
        canOverrideHold={loaderData.canOverrideHold}
      />
    </div>
  );
}
