import { data, Link, useFetcher } from "react-router";
import { z } from "zod";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import type { SessionUser } from "~/modules/auth/session.server";
import { reservationHistory } from "~/modules/audit/list-audit.server";
import { DomainError } from "~/modules/errors";
import { respond, toastReply } from "~/modules/http/respond.server";
import { deleteReservation } from "~/modules/reservations/delete-reservation.server";
import { getDeletionRequestState } from "~/modules/reservations/deletion-request-state.server";
import { getReservation } from "~/modules/reservations/list-reservations.server";
import { getHoldInfo } from "~/modules/reservations/hold-info.server";
import { listClientMessages } from "~/modules/reservations/send-whatsapp.server";
import { emailUsable, messageKindsFor } from "~/modules/reservations/client-messages";
import { emailConfigured } from "~/modules/reservations/send-client-email.server";
import { whatsappNumber } from "~/modules/phone/whatsapp";
import { telHref } from "~/modules/phone/normalise";
import { ClientMessagesPanel } from "~/components/staff/client-messages-panel";
import { holdTexts } from "~/modules/reservations/holds";
import { holdOverrideTexts } from "~/modules/reservations/hold-override";
import { HoldDetails, OptionBadge } from "~/components/staff/hold-status";
import { seatingWarning } from "~/modules/reservations/amount-bounds";
import { confirmTexts, messages } from "~/modules/reservations/messages";
import { formatINR, toPaise } from "~/modules/money";
import { requestDeletion } from "~/modules/reservations/request-deletion.server";
import { restoreReservation } from "~/modules/reservations/restore-reservation.server";
import { softDeleteReservation } from "~/modules/reservations/soft-delete-reservation.server";
import { formatDateTime, formatDateTimePadded, formatLongDate, formatTimeRange } from "~/modules/time";
import { can, deleteKind } from "~/permissions";
import type { Route } from "./+types/reservation";
import { type ActionResult, ResultMessage } from "~/components/staff/feedback";
import { StatusBadge } from "~/components/staff/reservation-card";
import { DeletionRequestedBadge, DeletionRequestNotice } from "~/components/staff/deletion-request-status";
import { RequestDeletionDialog } from "~/components/staff/request-deletion-dialog";
import { HoldReleasedNotice, ReleaseHoldDialog } from "~/components/staff/release-hold-dialog";
import { releaseHold } from "~/modules/reservations/release-hold.server";
import { buttonClass } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-dialog";
import { useResultToast } from "~/components/ui/toast";
import { ReservationHistory } from "~/components/staff/reservation-history";
import { readForm } from "~/modules/http/read-form.server";
import { loadReservationBilling } from "~/modules/billing/reservation-billing.server";
import { PaymentsSection } from "~/components/billing/payments-section";
import { ClientBillingPanel } from "~/components/billing/client-billing-panel";
import { DocumentsSection } from "~/components/billing/documents-section";
import { LinesSection } from "~/components/billing/lines-section";
import { mailConfigured } from "~/modules/billing/send-document.server";
import { Panel } from "~/components/ui/panel";
import { STAFF_TITLE } from "~/modules/site-content/venue";
import { ClientPagePanel } from "~/components/staff/client-page-panel";
import { clientPagePanel } from "~/modules/client-page/staff-panel.server";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.reservation?.eventName ?? "Reservation"} — ${STAFF_TITLE}` },
];

export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "reservation.view");
  const app = getApp(args.context);
  const { db } = app.database;
  try {
    const [reservation, deletion, hold, messagesSent, billing, history, clientPage] = await Promise.all([
      getReservation(db, { actor: user, id: args.params.id }),
      getDeletionRequestState(db, { actor: user, reservationId: args.params.id }),
      getHoldInfo(db, { actor: user, id: args.params.id }),
      listClientMessages(db, { actor: user, id: args.params.id }),
      loadReservationBilling(db, { actor: user, id: args.params.id, mailEnabled: mailConfigured(app.env) }),
      historyFor(app, user, args.params.id),
      clientPagePanel(db, { actor: user, reservationId: args.params.id, publicUrl: app.env.PUBLIC_URL }),
    ]);
    return {
      reservation,
      deletion,
      hold,
      messagesSent,
      whatsappUsable: whatsappNumber(reservation.clientPhone) !== null,
      emailUsable: emailUsable(reservation.clientEmail),
      emailSetUp: emailConfigured(app.env),
      messageKinds: messageKindsFor({
        status: reservation.status,
        holdEnded: Boolean(reservation.holdExpiredAt || reservation.holdRelease),
      }),
      billing,
      role: user.role,
      error: null,
      history,
      clientPage,
    };
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) {
      const deletion = await getDeletionRequestState(db, { actor: user, reservationId: args.params.id });
      return data(
        {
          reservation: null,
          deletion,
          billing: null,
          role: user.role,
          error: messages.notFound,
          history: null,
        },
        { status: 404 },
      );
    }
    app.logger.error({ err: error }, "load reservation failed");
    return data(
      {
        reservation: null,
        deletion: null,
        billing: null,
        role: user.role,
        error: messages.loadFailed,
        history: null,
      },
      { status: 500 },
    );
  }
}

/** Issue 14: the History section, for the roles that may read it (admin and operations). */
async function historyFor(app: ReturnType<typeof getApp>, user: SessionUser, reservationId: string) {
  if (!can(user.role, "reservation.history.view")) return null;
  const rows = await reservationHistory(app.database.db, { actor: user, reservationId });
  return rows.map((row) => ({ ...row, at: formatDateTimePadded(row.at) }));
}

const intentSchema = z.object({
  intent: z.enum(["delete", "soft-delete", "request-delete", "restore", "release-hold"]),
  // Only a deletion request and a hold's release read it; the use case checks its length.
  reason: z.string().optional(),
});

export async function action(args: Route.ActionArgs) {
  const user = await requirePermission(args, "reservation.view");
  const parsed = intentSchema.safeParse(Object.fromEntries(await readForm(args.request)));
  if (!parsed.success) return data<ActionResult>({ ok: false, error: "Unknown action." }, { status: 400 });
  const app = getApp(args.context);
  const options = { actor: user, id: args.params.id, reason: parsed.data.reason, events: app.events };
  const { db } = app.database;
  const [run, success, failure] = (
    {
      delete: [deleteReservation, messages.permanentlyDeleted, messages.permanentDeleteFailed],
      "soft-delete": [softDeleteReservation, messages.softDeleted, messages.deleteFailed],
      "request-delete": [requestDeletion, messages.requested, messages.requestFailed],
      restore: [restoreReservation, messages.restored, messages.restoreFailed],
      "release-hold": [releaseHold, holdOverrideTexts.releaseDone, holdOverrideTexts.releaseFailed],
    } as const
  )[parsed.data.intent];
  return respond(args, toastReply(failure), async () => {
    await run(db, options);
    return data<ActionResult>({ ok: true, message: success });
  });
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-gray-700">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </>
  );
}

export default function ReservationDetail({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.data;
  // Restore stays on the page (spec 4), and so does a hold's release (issue 32 item 7); every other
  // success goes back to the dashboard after 1.5 s.
  const restoring =
    result?.ok && (result.message === messages.restored || result.message === holdOverrideTexts.releaseDone);
  useResultToast(result, { redirectTo: restoring ? undefined : "/luxebooking" });
  const { reservation: r, role } = loaderData;

  if (!r) {
    // After our own delete the live reload finds nothing: show the success, not 'not found'.
    if (result?.ok) {
      return (
        <div className="mx-auto max-w-lg">
          <ResultMessage result={result} />
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-lg rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-black/10">
        <h1 role="alert" className="mb-2 text-2xl font-semibold">
          {loaderData.error}
        </h1>
        <DeletionRequestNotice state={loaderData.deletion} />
        <Link to="/luxebooking" className="font-semibold text-garden-800 underline">
          Return to Dashboard
        </Link>
      </div>
    );
  }

  const softDeleted = r.status === "soft-deleted";
  const actsOnPast = !r.isPast || can(role, "reservation.past.act");
  const kind = deleteKind(role);
  const t = r.totals;
  const balance = loaderData.billing?.balance;
  const done = Boolean(result?.ok) && !restoring;

  return (
    <article className="mx-auto max-w-3xl space-y-4">
      {softDeleted ? (
        <p className="rounded-md bg-gray-900 px-4 py-2 text-center text-sm font-bold tracking-widest text-white">
          SOFT-DELETED
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold text-garden-900">{r.eventName}</h1>
          <div className="mt-1 flex flex-wrap gap-2">
            <StatusBadge status={r.status} />
            {loaderData.deletion?.pending ? <DeletionRequestedBadge /> : null}
            {loaderData.hold ? <OptionBadge hold={loaderData.hold} /> : null}
          </div>
          {loaderData.hold ? <HoldDetails hold={loaderData.hold} /> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {!softDeleted && !done ? (
            <Link
              to={`/luxebooking/reservation/${r.id}/function-sheet`}
              className={buttonClass({ variant: "outline" })}
            >
              Print function sheet
            </Link>
          ) : null}
          {!softDeleted && actsOnPast && can(role, "reservation.edit") && !done ? (
            <Link to={`/luxebooking/edit-reservation/${r.id}`} className={buttonClass()}>
              Edit
            </Link>
          ) : null}
          {softDeleted && can(role, "reservation.restore") ? (
            <ConfirmAction
              fetcher={fetcher}
              message={confirmTexts.restore}
              fields={{ intent: "restore" }}
              tone="secondary"
            >
              Restore
            </ConfirmAction>
          ) : null}
          {!done && actsOnPast && kind === "permanent" ? (
            <ConfirmAction
              fetcher={fetcher}
              message={confirmTexts.permanentDelete}
              fields={{ intent: "delete" }}
            >
              Delete
            </ConfirmAction>
          ) : null}
          {!done && actsOnPast && !softDeleted && kind === "soft" ? (
            <ConfirmAction
              fetcher={fetcher}
              message={confirmTexts.softDelete}
              fields={{ intent: "soft-delete" }}
            >
              Delete
            </ConfirmAction>
          ) : null}
          {!done && actsOnPast && !softDeleted && kind === "request" ? (
            <RequestDeletionDialog fetcher={fetcher} />
          ) : null}
          {!done && actsOnPast && r.status === "pending" && can(role, "reservation.edit") ? (
            <ReleaseHoldDialog fetcher={fetcher} />
          ) : null}
        </div>
      </div>
      <ResultMessage result={result} />
      <DeletionRequestNotice state={loaderData.deletion} />
      {r.holdRelease ? <HoldReleasedNotice release={r.holdRelease} /> : null}

      <Panel id="event-title" look="reservation" title="Event Details">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <Row label="Date">{formatLongDate(r.eventDate)}</Row>
          <Row label="Time">{formatTimeRange(r.eventStartTime, r.eventEndTime)}</Row>
          <Row label="Guests">
            {r.guestCount}
            {seatingWarning(r.guestCount) ? (
              <span className="ml-2 text-sm font-medium text-amber-900">{seatingWarning(r.guestCount)}</span>
            ) : null}
          </Row>
          <Row label="Meal Type">{r.mealType === "veg" ? "Veg" : "Non-Veg"}</Row>
          <Row label="Alcohol">{r.withAlcohol ? "Yes" : "No"}</Row>
        </dl>
      </Panel>

      <Panel id="client-title" look="reservation" title="Client Information">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <Row label="Name">{r.clientName}</Row>
          <Row label="Email">
            <a href={`mailto:${r.clientEmail}`} className="break-all underline">
              {r.clientEmail}
            </a>
          </Row>
          <Row label="Phone">
            <a href={telHref(r.clientPhone)} className="underline">
              {r.clientPhone}
            </a>
          </Row>
        </dl>
      </Panel>

      {loaderData.billing ? (
        <ClientBillingPanel
          reservationId={r.id}
          clientName={r.clientName}
          client={loaderData.billing.client}
          taxLine={loaderData.billing.taxLine}
          canEdit={loaderData.billing.canIssueDocuments && !softDeleted}
        />
      ) : null}

      {!softDeleted ? (
        <ClientMessagesPanel
          reservationId={r.id}
          whatsappUsable={loaderData.whatsappUsable ?? false}
          emailUsable={loaderData.emailUsable ?? false}
          emailSetUp={loaderData.emailSetUp ?? false}
          kinds={loaderData.messageKinds ?? []}
          sent={loaderData.messagesSent ?? []}
        />
      ) : null}

      <Panel id="payment-title" look="reservation" title="Payment Information">
        {r.isFOC ? <p className="mb-2 font-semibold text-garden-800">Non-Chargeable (NC)</p> : null}
        <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2" data-testid="payment-breakdown">
          <Row label="Per Person Amount">{formatINR(t.perPersonAmount)}</Row>
          <Row label="Total (excluding GST)">{formatINR(t.totalEventAmountExcludingGST)}</Row>
          <Row label={r.gstType === "percentage" ? `GST (${r.gstValue}%)` : "GST (flat amount)"}>
            {formatINR(t.gstCalculatedAmount)}
          </Row>
          <Row label="Total (including GST)">{formatINR(t.totalAmountIncludingGST)}</Row>
          {/* Issue 27 item 16: the one balance, as the Payments section, Dues and the export show it. */}
          <Row label="Advance Amount Received">{balance ? formatINR(balance.received) : "—"}</Row>
          <Row label="Remaining Amount Due">{balance ? formatINR(balance.remainingDue) : "—"}</Row>
          {r.withAlcohol ? (
            <>
              <Row label="Alcohol MRP">{formatINR(toPaise(r.alcoholMRP))}</Row>
              <Row label="Alcohol Charges">{r.alcoholPercentageCharges}%</Row>
              <Row label="Total Alcohol Amount">{formatINR(t.totalAlcoholAmount)}</Row>
            </>
          ) : null}
        </dl>
      </Panel>

      {loaderData.billing ? (
        <LinesSection
          reservationId={r.id}
          lines={loaderData.billing.lines}
          packages={loaderData.billing.packages}
          taxLines={loaderData.billing.taxLines}
          canEdit={loaderData.billing.canEditLines}
          canManagePackages={loaderData.billing.canManagePackages}
        />
      ) : null}
      {loaderData.billing ? (
        <PaymentsSection
          reservationId={r.id}
          ledger={loaderData.billing.ledger}
          balance={loaderData.billing.balance}
          withAlcohol={r.withAlcohol}
          canRecord={loaderData.billing.canRecordPayments && (!r.isFOC || r.withAlcohol)}
        />
      ) : null}
      {loaderData.clientPage && !softDeleted ? (
        <ClientPagePanel reservationId={r.id} panel={loaderData.clientPage} />
      ) : null}
      {loaderData.billing ? (
        <DocumentsSection
          reservationId={r.id}
          eventDate={r.eventDate}
          documents={loaderData.billing.documents}
          ledger={loaderData.billing.ledger}
          isFOC={r.isFOC}
          actions={loaderData.billing.actions}
          settingsComplete={loaderData.billing.settingsComplete}
          canIssueDocuments={loaderData.billing.canIssueDocuments}
          canIssueQuotations={loaderData.billing.canIssueQuotations}
          mailEnabled={loaderData.billing.mailEnabled}
        />
      ) : null}

      <Panel id="notes-title" look="reservation" title="Additional Information">
        <p className="whitespace-pre-wrap">{r.notes || "No notes."}</p>
        {r.hallSetupNotes ? (
          <p className="mt-3 whitespace-pre-wrap">
            <span className="font-semibold">Hall set-up: </span>
            {r.hallSetupNotes}
          </p>
        ) : null}
        {r.enquiryId && can(role, "enquiry.view") ? (
          <p className="mt-3 text-sm">
            <Link
              to={`/luxebooking/enquiries/${r.enquiryId}`}
              className="font-semibold text-garden-800 underline"
            >
              From an enquiry
            </Link>
          </p>
        ) : null}
        <ul className="mt-4 space-y-1 text-sm text-gray-700" aria-label="History">
          <li>
            Created{r.createdByEmail ? ` by ${r.createdByEmail}` : ""} on {formatDateTime(r.createdAt)}
          </li>
          {r.updatedAt ? (
            <li>
              Last updated{r.updatedByEmail ? ` by ${r.updatedByEmail}` : ""} on {formatDateTime(r.updatedAt)}
            </li>
          ) : null}
          {r.holdExpiredAt ? (
            <li>
              {holdTexts.expired}: cancelled by the system on {formatDateTime(r.holdExpiredAt)}
            </li>
          ) : null}
          {softDeleted && r.softDeletedAt ? (
            <li>
              Soft-deleted{r.softDeletedByEmail ? ` by ${r.softDeletedByEmail}` : ""} on{" "}
              {formatDateTime(r.softDeletedAt)}
            </li>
          ) : null}
        </ul>
      </Panel>
      {loaderData.history ? <ReservationHistory rows={loaderData.history} /> : null}
      <Link to="/luxebooking" className="inline-block font-semibold text-garden-800 underline">
        Back to Dashboard
      </Link>
    </article>
  );
}
