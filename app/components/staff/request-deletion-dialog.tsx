import { useId, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Textarea } from "~/components/ui/input";
import { confirmTexts } from "~/modules/reservations/messages";
import { DELETION_REASON_MAX } from "~/modules/reservations/reservations.schema";

/** Spec 6's Request Delete confirm, with issue 16's optional reason (the server checks it again). */
export function RequestDeletionDialog({
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
          Request Delete
        </Button>
      }
      message={confirmTexts.requestDelete}
      tone="warning"
      onConfirm={() => fetcher.submit({ intent: "request-delete", reason }, { method: "post" })}
    >
      <label htmlFor={reasonId} className="mt-4 mb-1 block text-sm font-medium">
        Reason (optional)
      </label>
      <Textarea
        id={reasonId}
        name="reason"
        rows={3}
        maxLength={DELETION_REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </ConfirmDialog>
  );
}
