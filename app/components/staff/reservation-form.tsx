import { DEFAULT_HOLD_HOURS } from "~/modules/reservations/holds";
import { HOLD_REFUSAL_START, holdOverrideTexts } from "~/modules/reservations/hold-override";
import { FormSection } from "~/components/forms/form-section";
import { DayBookings, type DayBookingsInitial } from "./day-bookings";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { seatingWarning } from "~/modules/reservations/amount-bounds";
import type { BalanceFacts } from "~/modules/balance/balance";
import { guestsOf, previewTotals } from "./reservation-preview";
import { DEFAULT_GST_PERCENTAGE } from "~/modules/reservations/messages";
import { formatINR } from "~/modules/money";
import {
  formStatuses,
  type ReservationFormInput,
  reservationFormSchema,
  statusLabels,
} from "~/modules/reservations/reservations.schema";
import { formatPlainDate } from "~/modules/time";
import { FormErrors } from "~/components/forms/error-list";
import { CheckboxField, Field, RadioGroupField, SelectField, TextareaField } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toast";
import { ClientBillingFields } from "~/components/billing/client-billing-fields";
import { TaxLineField } from "~/components/billing/tax-line-field";
import type { TaxLine } from "~/modules/billing/tax-lines";
import { requestJson } from "~/components/http/request-json";

export type FormResult =
  | { submission: SubmissionResult<string[]> }
  | { ok: true; message: string; id: string };

interface Overlaps {
  confirmed: { message: string }[];
  /** Issue 32 item 7: other clients' 1st-option holds a confirmation would be refused for. */
  held?: { id: string; message: string }[];
  /** Issue 32 item 9: too close to another confirmed event. */
  tooClose?: string | null;
  pending: {
    id: string;
    eventName: string;
    eventStartTime: string;
    eventEndTime: string;
    eventDate: string;
  }[];
}

/**
 * Warns while typing: a confirmed clash (the server will refuse it) and pending holds at that time.
 * A plain request rather than a router fetcher: the router re-runs a fetcher's last request after
 * every action, which after the save found the reservation just created and warned about itself.
 * This checks again only when the date or times change or after a live update (another user's
 * change); not while a save is under way, and never once the form is saved.
 */
function OverlapWarning({
  date,
  start,
  end,
  excludeId,
  saved,
  onHeld,
}: {
  date?: string;
  start?: string;
  end?: string;
  excludeId?: string;
  saved: boolean;
  /** Told whether a 1st-option hold stands in the way (the form then offers the override). */
  onHeld?: (held: boolean) => void;
}) {
  const [data, setData] = useState<Overlaps | null>(null);
  const live = useRevalidator().state;
  // While the form is being saved the new reservation may already be in the database before the
  // page knows it is saved (its live event can arrive first): no check until the save has settled.
  const saving = useNavigation().state !== "idle";
  useEffect(() => {
    if (saved || saving || live !== "idle" || !date || !start || !end) return;
    const query = new URLSearchParams({ date, start, end });
    if (excludeId) query.set("exclude", excludeId);
    const controller = new AbortController();
    requestJson<Overlaps>(`/api/v1/reservations/overlaps?${query}`, { signal: controller.signal }).then(
      (reply) => {
        if (!reply.ok) return;
        const overlaps = reply.body;
        setData(overlaps);
        onHeld?.(Boolean(overlaps.held?.length));
      },
      // Aborted by a newer check, or offline: the offline banner says so; keep the last answer.
      () => {},
    );
    return () => controller.abort();
  }, [date, start, end, excludeId, saved, saving, live, onHeld]);
  if (!data || (!data.confirmed.length && !data.pending.length && !data.tooClose)) return null;
  return (
    <div
      role="status"
      className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2"
    >
      {data.confirmed.map((c) => (
        <p key={c.message} className="font-semibold">
          {c.message}
        </p>
      ))}
      {data.tooClose ? <p className="font-semibold">{data.tooClose}</p> : null}
      {data.held?.map((h) => (
        <p key={h.id} className="font-semibold" data-testid="held-warning">
          {h.message}
        </p>
      ))}
      {data.pending.length ? (
        <>
          <p className="font-semibold">Pending reservations at this time:</p>
          <ul className="list-disc pl-5">
            {data.pending.map((p) => (
              <li key={p.id}>
                "{p.eventName}" from {p.eventStartTime} to {p.eventEndTime} on {formatPlainDate(p.eventDate)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

const amountInput = { type: "number", inputMode: "decimal" } as const;

/** The new and edit forms (spec 2.6): seven sections, one Zod schema on both sides. */
export function ReservationForm({
  mode,
  defaultValue,
  lastResult,
  isAdmin,
  reservationId,
  saved,
  hasPayments,
  facts = null,
  taxLines = [],
  dayBookings,
  canOverrideHold = false,
}: {
  /** Issue 32 item 7: may confirm over another client's 1st-option hold with a reason (admin, operations). */
  canOverrideHold?: boolean;
  mode: "new" | "edit";
  /** The chosen day's bookings beside the times (issue 16); undefined leaves them out. */
  dayBookings?: DayBookingsInitial | null;
  defaultValue: Partial<Record<keyof ReservationFormInput, string>>;
  lastResult: SubmissionResult<string[]> | undefined;
  isAdmin: boolean;
  reservationId?: string;
  /** Saved: the page shows the success and moves on; the form takes no more input or checks. */
  saved?: boolean;
  /** The reservation has payments: the ledger decides its advance (issue 15 item 3). */
  hasPayments?: boolean;
  /** The reservation's documents and ledger: the preview shows the remaining due a save stores. */
  facts?: BalanceFacts | null;
  /** The hall's tax lines (issue 27 item 1): which one the package is billed under, next to GST. */
  taxLines?: TaxLine[];
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useStaffForm(reservationFormSchema, { lastResult, defaultValue });
  const values = (form.value ?? defaultValue) as Record<string, unknown>;
  // Followed as they are ticked; and from what was submitted when the server sends the form back
  // (no JavaScript), so the alcohol inputs, and any error on them, stay visible.
  const isFOC = values.isFOC === "on";
  const withAlcohol = values.withAlcohol === "on";
  const totals = previewTotals(values, { facts, hasPayments: Boolean(hasPayments), taxLines });
  const statuses = mode === "edit" && isAdmin ? [...formStatuses, "soft-deleted" as const] : formStatuses;
  const chargeable = { ...amountInput, disabled: isFOC, hideErrors: isFOC };
  const [heldNow, setHeldNow] = useState(false);
  // Issue 32 item 13: the server's refusal of a save in a toast too, once per answer.
  const toasted = useRef<typeof lastResult>(undefined);
  useEffect(() => {
    if (!lastResult || toasted.current === lastResult) return;
    toasted.current = lastResult;
    const refusal = lastResult.error?.[""]?.[0];
    if (refusal) notify.error(refusal);
  }, [lastResult]);
  // The override is offered once a hold stands in the way: the check while typing says so, or the
  // server refused the save for it (without JavaScript too), or it was ticked before.
  const refusedForHold = (form.errors ?? []).some((e) => e.includes(HOLD_REFUSAL_START));
  const offerOverride =
    canOverrideHold &&
    values.status === "confirmed" &&
    (heldNow || refusedForHold || values.holdOverride === "on" || Boolean(fields.holdOverrideReason.errors));

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <FormErrors id={form.errorId} errors={form.errors} />
      {mode === "edit" ? (
        <input {...getInputProps(fields.version, { type: "hidden" })} key={fields.version.key} />
      ) : null}
      {mode === "new" && defaultValue.enquiryId ? (
        <input {...getInputProps(fields.enquiryId, { type: "hidden" })} key={fields.enquiryId.key} />
      ) : null}

      <FormSection title="Event Details">
        <Field meta={fields.eventName} label="Event Name" className="sm:col-span-2" />
        <Field meta={fields.eventDate} label="Event Date" type="date" />
        <Field
          meta={fields.guestCount}
          label="Guest Count"
          type="number"
          inputMode="numeric"
          warning={seatingWarning(guestsOf(values))}
        />
        <Field meta={fields.eventStartTime} label="Start Time" type="time" />
        <Field
          meta={fields.eventEndTime}
          label="End Time"
          type="time"
          description="An end time earlier than the start runs past midnight."
        />
        {dayBookings !== undefined ? (
          <DayBookings date={values.eventDate as string | undefined} initial={dayBookings} />
        ) : null}
        <OverlapWarning
          date={values.eventDate as string | undefined}
          start={values.eventStartTime as string | undefined}
          end={values.eventEndTime as string | undefined}
          excludeId={reservationId}
          saved={Boolean(saved)}
          onHeld={setHeldNow}
        />
      </FormSection>

      <FormSection title="Client Information">
        <Field meta={fields.clientName} label="Client Name" autoComplete="off" />
        <Field meta={fields.clientEmail} label="Client Email" type="email" autoComplete="off" />
        <Field meta={fields.clientPhone} label="Client Phone" type="tel" autoComplete="off" />
        <ClientBillingFields fields={fields} />
      </FormSection>

      <FormSection title="Meal Type">
        <RadioGroupField
          meta={fields.mealType}
          label="Meal Type"
          options={mealTypes}
          className="sm:col-span-2"
        />
      </FormSection>

      <FormSection title="Payment Information">
        <CheckboxField meta={fields.isFOC} label="Non-Chargeable (NC)" className="sm:col-span-2" />
        <Field meta={fields.perPersonAmount} label="Per Person Amount (₹)" {...chargeable} />
        <SelectField meta={fields.gstType} label="GST Type" options={gstTypes} />
        <Field meta={fields.gstValue} label="GST Value" {...chargeable} />
        <TaxLineField
          meta={fields.taxLineId}
          lines={taxLines}
          gst={{ type: values.gstType, value: values.gstValue }}
        />
        <Field
          meta={fields.advanceAmountReceived}
          label="Advance Amount Received (₹)"
          {...chargeable}
          readOnly={hasPayments}
          description={
            hasPayments && reservationId ? (
              <Link
                to={`/luxebooking/reservation/${reservationId}#payments`}
                className="font-semibold underline"
              >
                Record a payment
              </Link>
            ) : undefined
          }
        />
        {totals ? (
          <dl
            className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md bg-brand-50 p-3 text-sm sm:col-span-2"
            aria-label="Calculated amounts"
            data-testid="form-totals"
          >
            <dt>Total (excluding GST)</dt>
            <dd className="text-right">{formatINR(totals.totalEventAmountExcludingGST)}</dd>
            <dt>GST</dt>
            <dd className="text-right">{formatINR(totals.gstCalculatedAmount)}</dd>
            <dt className="font-semibold">Total (including GST)</dt>
            <dd className="text-right font-semibold">{formatINR(totals.totalAmountIncludingGST)}</dd>
            <dt>Remaining Amount Due</dt>
            <dd className="text-right">{formatINR(totals.remainingAmountDue)}</dd>
          </dl>
        ) : null}
      </FormSection>

      <FormSection title="Alcohol Charges (optional)">
        <CheckboxField meta={fields.withAlcohol} label="With Alcohol" className="sm:col-span-2" />
        {withAlcohol ? (
          <>
            <Field meta={fields.alcoholMRP} label="Alcohol MRP (₹)" {...amountInput} />
            <Field meta={fields.alcoholPercentageCharges} label="Alcohol Charges (%)" {...amountInput} />
            {totals ? (
              <p className="text-sm sm:col-span-2">
                Total Alcohol Amount: <strong>{formatINR(totals.totalAlcoholAmount)}</strong>
              </p>
            ) : null}
          </>
        ) : null}
      </FormSection>

      <FormSection title="Status">
        <SelectField
          meta={fields.status}
          label="Status"
          options={statuses.map((s) => ({ value: s, label: statusLabels[s] }))}
        />
        {values.status === "pending" ? (
          <Field
            meta={fields.holdUntil}
            label="Hold until"
            type="datetime-local"
            description={`India time. Left empty: ${DEFAULT_HOLD_HOURS} hours from now, or the event's start if sooner. The hold then ends and the reservation is cancelled.`}
          />
        ) : null}
        {offerOverride ? (
          <div
            className="space-y-3 rounded-md border border-orange-300 bg-orange-50 p-3 sm:col-span-2"
            data-testid="hold-override"
          >
            <CheckboxField meta={fields.holdOverride} label={holdOverrideTexts.overrideLabel} />
            <TextareaField
              meta={fields.holdOverrideReason}
              label={holdOverrideTexts.overrideReasonLabel}
              rows={2}
              description="Recorded in both reservations' history; the released reservation shows it."
            />
          </div>
        ) : null}
      </FormSection>

      <FormSection title="Additional Information">
        <TextareaField meta={fields.notes} label="Notes" rows={4} className="sm:col-span-2" />
        <TextareaField
          meta={fields.hallSetupNotes}
          label="Hall Set-up Notes (optional)"
          rows={3}
          className="sm:col-span-2"
          description="Printed on the function sheet: tables, stage, décor."
        />
      </FormSection>

      <div className="flex flex-col items-end gap-2">
        {/* Issue 32 item 13: a refusal (a concurrent edit, a double booking) also where the person is,
            beside Save; the toast announces it, so this copy is not a second alert. */}
        {form.errors?.length && !busy ? (
          <p className="max-w-xl text-right text-sm font-semibold text-red-800" data-testid="save-refusal">
            {form.errors[0]}
          </p>
        ) : null}
        <Button type="submit" size="xl" busy={busy} disabled={saved}>
          {busy ? "Saving..." : mode === "new" ? "Create Reservation" : "Update Reservation"}
        </Button>
      </div>
    </Form>
  );
}

const mealTypes = [
  { value: "veg", label: "Veg" },
  { value: "non-veg", label: "Non-Veg" },
] as const;

const gstTypes = [
  { value: "percentage", label: "Percentage (%)" },
  { value: "amount", label: "Flat amount (₹)" },
] as const;

export const newReservationDefaults: Partial<Record<keyof ReservationFormInput, string>> = {
  gstType: "percentage",
  gstValue: DEFAULT_GST_PERCENTAGE,
  status: "confirmed",
  guestCount: "",
};
