import { toIstDateTimeInput } from "~/modules/reservations/holds";
import { useState } from "react";
import { data, Link } from "react-router";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { DomainError } from "~/modules/errors";
import { reservationFormAction } from "~/modules/reservations/reservation-form-action.server";
import { getReservation } from "~/modules/reservations/list-reservations.server";
import { messages } from "~/modules/reservations/messages";
import { updateReservation } from "~/modules/reservations/update-reservation.server";
import { can } from "~/permissions";
import type { Route } from "./+types/edit-reservation";
import { useKeptSuccess } from "~/components/staff/feedback";
import { ReservationForm } from "~/components/staff/reservation-form";
import { Message } from "~/components/ui/message";
import { useResultToast } from "~/components/ui/toast";
import { readBillingForForm } from "~/modules/billing/client-billing.server";
import { STAFF_TITLE } from "~/modules/site-content/venue";

export const meta = () => [{ title: `Edit Reservation — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "reservation.edit", messages.noEditPermission);
  const app = getApp(args.context);
  try {
    const detail = await getReservation(app.database.db, { actor: user, id: args.params.id });
    if (detail.isPast && !can(user.role, "reservation.past.act")) {
      return data({ error: messages.pastOnlyAdmin, reservation: null, isAdmin: false }, { status: 403 });
    }
    const d = detail;
    const billing = await readBillingForForm(app.database.db, d.id);
    const defaultValue = {
      eventName: d.eventName,
      eventDate: d.eventDate,
      eventStartTime: d.eventStartTime,
      eventEndTime: d.eventEndTime,
      clientName: d.clientName,
      clientEmail: d.clientEmail,
      clientPhone: d.clientPhone,
      guestCount: String(d.guestCount),
      mealType: d.mealType,
      isFOC: d.isFOC ? "on" : "",
      perPersonAmount: d.perPersonAmount,
      gstType: d.gstType,
      gstValue: d.gstValue,
      advanceAmountReceived: d.advanceAmountReceived,
      withAlcohol: d.withAlcohol ? "on" : "",
      alcoholMRP: d.alcoholMRP,
      alcoholPercentageCharges: d.alcoholPercentageCharges,
      status: d.status,
      notes: d.notes,
      hallSetupNotes: d.hallSetupNotes,
      version: String(d.version),
      ...billing.details,
      taxLineId: billing.taxLineId,
      holdUntil: d.holdUntil ? toIstDateTimeInput(d.holdUntil) : "",
    };
    return {
      error: null,
      reservation: {
        id: d.id,
        eventName: d.eventName,
        defaultValue,
        hasPayments: billing.hasPayments,
        facts: billing.facts,
        taxLines: billing.taxLines,
      },
      isAdmin: can(user.role, "reservation.status.softDeleted"),
      canOverrideHold: can(user.role, "reservation.hold.override"),
    };
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) {
      return data({ error: messages.notFound, reservation: null, isAdmin: false }, { status: 404 });
    }
    app.logger.error({ err: error }, "load reservation for edit failed");
    return data({ error: messages.loadFailed, reservation: null, isAdmin: false }, { status: 500 });
  }
}

export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "reservation.edit", messages.noEditPermission);
  const app = getApp(args.context);
  return reservationFormAction(
    args,
    // 'Reservation not found' stands alone (spec 8); other reasons follow 'Failed to update reservation: '.
    ({ status, message }) => (status === 404 ? message : messages.updateFailed + message),
    async (input) => {
      const { id } = await updateReservation(app.database.db, {
        actor: user,
        id: args.params.id,
        input,
        events: app.events,
      });
      return data({ ok: true as const, message: messages.updated, id });
    },
  );
}

export default function EditReservation({ loaderData, actionData }: Route.ComponentProps) {
  const success = useKeptSuccess(actionData && "ok" in actionData ? actionData : undefined);
  // Issue 32 item 13: after the spec's success message and 1.5 s, the person lands on the booking.
  useResultToast(success, { redirectTo: success ? `/luxebooking/reservation/${success.id}` : undefined });
  const { reservation } = loaderData;
  // Live reloads bring the latest version; the form keeps the one it was opened with, so a save
  // would be refused as stale. Say so as soon as it happens rather than at the save.
  const [openedVersion] = useState(reservation?.defaultValue.version);
  const changedElsewhere = Boolean(
    reservation && !success && reservation.defaultValue.version !== openedVersion,
  );
  if (!reservation) {
    return (
      <div
        role="alert"
        className="mx-auto max-w-lg rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-black/10"
      >
        <h1 className="mb-2 text-2xl font-semibold">{loaderData.error}</h1>
        <Link to="/luxebooking" className="font-semibold text-garden-800 underline">
          Return to Dashboard
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-1 font-display text-3xl font-semibold text-garden-900">Edit Reservation</h1>
      <p className="mb-6 text-gray-700">{reservation.eventName}</p>
      {success ? (
        <Message tone="success" className="mb-4">
          {success.message}
        </Message>
      ) : null}
      {changedElsewhere ? (
        <Message tone="warning" className="mb-4">
          {messages.changedWhileEditing}{" "}
          <a href={`/luxebooking/edit-reservation/${reservation.id}`} className="font-semibold underline">
            Reload
          </a>
        </Message>
      ) : null}
      <ReservationForm
        key={reservation.id}
        mode="edit"
        defaultValue={reservation.defaultValue}
        lastResult={actionData && "submission" in actionData ? actionData.submission : undefined}
        isAdmin={loaderData.isAdmin}
        reservationId={reservation.id}
        saved={Boolean(success)}
        hasPayments={reservation.hasPayments}
        facts={reservation.facts}
        taxLines={reservation.taxLines}
        canOverrideHold={"canOverrideHold" in loaderData && loaderData.canOverrideHold}
      />
    </div>
  );
}
