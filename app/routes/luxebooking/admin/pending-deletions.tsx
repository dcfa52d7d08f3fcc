import { data, Link, useFetcher } from "react-router";
import { z } from "zod";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import { listPendingDeletionRequests } from "~/modules/reservations/list-reservations.server";
import { approveConfirm, messages } from "~/modules/reservations/messages";
import { processDeletionRequest } from "~/modules/reservations/process-deletion-request.server";
import { formatDateTime, formatLongDate } from "~/modules/time";
import { type ActionResult, ResultMessage } from "~/components/staff/feedback";
import { CardList } from "~/components/staff/reservation-card";
import { Button, buttonClass } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-dialog";
import { Spinner } from "~/components/ui/spinner";
import { useResultToast } from "~/components/ui/toast";
import type { Route } from "./+types/pending-deletions";
import { readForm } from "~/modules/http/read-form.server";
import { STAFF_TITLE } from "~/modules/site-content/venue";

const DENIAL = "Only administrators and operations staff can review deletion requests.";

export const meta = () => [{ title: `Pending Deletions — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "deletionRequest.view", DENIAL);
  return { requests: await listPendingDeletionRequests(getApp(args.context).database.db, { actor: user }) };
}

const decisionSchema = z.object({ decision: z.enum(["approve", "reject"]), requestId: z.uuid() });

export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "deletionRequest.process", DENIAL);
  const parsed = decisionSchema.safeParse(Object.fromEntries(await readForm(args.request)));
  if (!parsed.success) return data<ActionResult>({ ok: false, error: "Unknown action." }, { status: 400 });
  const { decision, requestId } = parsed.data;
  const app = getApp(args.context);
  const approve = decision === "approve";
  return respond(args, toastReply(approve ? messages.approveFailed : messages.rejectFailed), async () => {
    await processDeletionRequest(app.database.db, { actor, requestId, decision, events: app.events });
    return data<ActionResult>({ ok: true, message: approve ? messages.approved : messages.rejected });
  });
}

function RequestCard({ request }: { request: Awaited<ReturnType<typeof loader>>["requests"][number] }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <article
      className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10"
      aria-labelledby={`req-${request.id}`}
      data-testid="deletion-request"
    >
      <h2 id={`req-${request.id}`} className="text-lg font-semibold">
        {request.eventName}
      </h2>
      <p className="text-sm font-medium text-garden-800">
        {request.eventDate ? formatLongDate(request.eventDate) : ""}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-gray-600">Client</dt>
        <dd>{request.clientName}</dd>
        <dt className="text-gray-600">Guests</dt>
        <dd>{request.guestCount}</dd>
        <dt className="text-gray-600">Requested by</dt>
        <dd className="break-all">{request.requestedByEmail}</dd>
        <dt className="text-gray-600">Requested on</dt>
        <dd>{formatDateTime(request.requestedAt)}</dd>
        <dt className="text-gray-600">Reason</dt>
        <dd className="whitespace-pre-wrap">{request.reason || "No reason given"}</dd>
      </dl>
      <div className="mt-2 flex flex-wrap gap-2">
        <Link
          to={`/luxebooking/reservation/${request.reservationId}`}
          className={buttonClass({ variant: "secondary" })}
          aria-label={`View ${request.eventName}`}
        >
          View
        </Link>
        <ConfirmAction
          fetcher={fetcher}
          message={approveConfirm(request.eventName)}
          fields={{ decision: "approve", requestId: request.id }}
        >
          Approve
        </ConfirmAction>
        <fetcher.Form method="post">
          <input type="hidden" name="requestId" value={request.id} />
          <Button
            type="submit"
            name="decision"
            value="reject"
            disabled={busy}
            variant="secondary"
            aria-label={`Reject deletion of ${request.eventName}`}
          >
            Reject
          </Button>
        </fetcher.Form>
        {busy ? <Spinner className="size-5 self-center text-garden-800" /> : null}
      </div>
      {fetcher.data && !fetcher.data.ok ? <ResultMessage result={fetcher.data} /> : null}
    </article>
  );
}

export default function PendingDeletions({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="mb-6 font-display text-3xl font-semibold text-garden-900">Pending Deletions</h1>
      <CardList
        items={loaderData.requests}
        empty={messages.noPendingDeletions}
        card={(r) => <RequestCard request={r} />}
      />
    </section>
  );
}
