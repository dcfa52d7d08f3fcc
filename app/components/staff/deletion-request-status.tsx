import type { DeletionRequestState } from "~/modules/reservations/deletion-request-state.server";
import { formatDateTime } from "~/modules/time";
import { Message } from "~/components/ui/message";

/** Issue 16: the badge every role sees on a reservation with a pending deletion request. */
export function DeletionRequestedBadge() {
  return (
    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
      Deletion requested
    </span>
  );
}

/** Who asked and why, under the badge; or, for the requester, how their request ended. */
export function DeletionRequestNotice({ state }: { state: DeletionRequestState | null }) {
  if (state?.pending) {
    const { requestedByEmail, requestedAt, reason } = state.pending;
    return (
      <Message tone="warning" size="sm">
        <DeletionRequestedBadge /> by {requestedByEmail} on {formatDateTime(requestedAt)}
        {reason ? <span className="mt-1 block whitespace-pre-wrap">Reason: {reason}</span> : null}
      </Message>
    );
  }
  if (!state?.outcome) return null;
  const { status, processedBy, processedAt, eventName } = state.outcome;
  const when = processedAt ? ` on ${formatDateTime(processedAt)}` : "";
  return status === "approved" ? (
    <Message tone="success" size="sm">
      Your deletion request was approved by {processedBy}
      {when}: "{eventName}" was permanently deleted.
    </Message>
  ) : (
    <Message tone="warning" size="sm">
      Your deletion request was rejected by {processedBy}
      {when}. The reservation stays.
    </Message>
  );
}
