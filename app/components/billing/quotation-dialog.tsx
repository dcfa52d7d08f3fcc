import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { FormErrors } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useResultToast } from "~/components/ui/toast";
import {
  QUOTATION_MAX_VALID_DAYS,
  quotationSchema,
  quotationValidity,
} from "~/modules/billing/billing.schema";
import { formatPlainDate, todayIST } from "~/modules/time";

type Reply =
  | { submission: SubmissionResult<string[]> }
  | { ok: true; message: string; id: string; submission: SubmissionResult<string[]> };

function QuotationForm({
  reservationId,
  eventDate,
  onDone,
}: {
  reservationId: string;
  eventDate: string;
  onDone: () => void;
}) {
  const fetcher = useFetcher<Reply>({ key: `quotation-${reservationId}` });
  const reply = fetcher.data;
  useResultToast(reply && "ok" in reply ? reply : undefined, { onSuccess: onDone });
  const today = todayIST();
  const { earliest, latest, fallback } = quotationValidity(today, eventDate);
  const [form, fields] = useStaffForm(quotationSchema, {
    id: "quotation-form",
    lastResult: reply?.submission,
    defaultValue: { validUntil: fallback },
  });
  const bound =
    latest === eventDate
      ? `not after the event (${formatPlainDate(eventDate)})`
      : `at most ${QUOTATION_MAX_VALID_DAYS} days ahead`;
  return (
    <fetcher.Form
      method="post"
      action={`/luxebooking/reservation/${reservationId}/documents`}
      {...getFormProps(form)}
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value="quotation" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        meta={fields.validUntil}
        label="Valid until"
        type="date"
        min={earliest}
        max={latest}
        description={`From today, ${bound}. Printed on the quotation.`}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={fetcher.state !== "idle"}>
          Issue quotation
        </Button>
      </div>
    </fetcher.Form>
  );
}

/**
 * 'Issue quotation' (issue 15 item 4): a dialog asking until when the quotation is valid (by default
 * 15 days, or the event's date if sooner); a refused date is shown on the field.
 */
export function QuotationDialog({ reservationId, eventDate }: { reservationId: string; eventDate: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        Issue quotation
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Issue quotation">
        {open ? (
          <QuotationForm reservationId={reservationId} eventDate={eventDate} onDone={() => setOpen(false)} />
        ) : null}
      </Dialog>
    </>
  );
}
