import { useId, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Textarea } from "~/components/ui/input";
import { formatDateTime } from "~/modules/time";
import { HOLD_REASON_MAX, holdOverrideTexts } from "~/modules/reservations/hold-override";
import type { ReservationDetail } from "~/modules/reservations/reservation-dto.server";

/** Issue 32 item 7: 'Release hold' on a pending reservation, asking first, with an optional reason. */
export function ReleaseHoldDialog({
  fetcher,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any fetcher's data shape
  fetcher: FetcherWithComponents<any>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="warning" busy={fetcher.state !== "idle"}>
          {holdOverrideTexts.releaseButton}
        </Button>
      }
      message={holdOverrideTexts.releaseConfirm}
      tone="warning"
      onConfirm={() => fetcher.submit({ intent: "release-hold", reason }, { method: "post" })}
    >
      <label htmlFor={reasonId} className="mt-4 mb-1 block text-sm font-medium">
        Reason (optional)
      </label>
      <Textarea
        id={reasonId}
        name="reason"
        rows={3}
        maxLength={HOLD_REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </ConfirmDialog>
  );
}

/** The released client's reservation says why (issue 32 item 7). */
export function HoldReleasedNotice({ release }: { release: NonNullable<ReservationDetail["holdRelease"]> }) {
  return (
    <div
      role="note"
      className="rounded-md border border-orange-300 bg-orange-50 p-3 text-sm text-orange-950"
      data-testid="hold-released"
    >
      <p className="font-semibold">
        {holdOverrideTexts.released} on {formatDateTime(release.at)}
        {release.byEmail ? ` by ${release.byEmail}` : ""}
        {release.confirmedInsteadId ? ": another booking was confirmed over it." : "."}
      </p>
      {release.reason ? <p className="mt-1">Reason: {release.reason}</p> : null}
      {release.confirmedInsteadId ? (
        <p className="mt-1">
          <a
            href={`/luxebooking/reservation/${release.confirmedInsteadId}`}
            className="font-semibold underline"
          >
            The booking confirmed instead
          </a>
        </p>
      ) : null}
    </div>
  );
}
