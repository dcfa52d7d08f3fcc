import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { GUESTS, seatingWarning } from "~/modules/reservations/amount-bounds";
import { calculateTotals } from "~/modules/reservations/calculations";
import { DEFAULT_GST_PERCENTAGE } from "~/modules/reservations/messages";
import { formatINR, isAmount } from "~/modules/money";
import {
  formStatuses,
  LIMITS,
  type ReservationFormInput,
  reservationFormSchema,
  statusLabels,
} from "~/modules/reservations/reservations.schema";
import { formatPlainDate } from "~/modules/time";
import { buttonClass } from "./confirm-action";
import { Spinner } from "./spinner";

export type FormResult =
  | { submission: SubmissionResult<string[]> }
  | { ok: true; message: string; id: string };

const inputClass =
  "w-full rounded-md border border-gray-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700 disabled:bg-gray-100 disabled:text-gray-600";

function Field({
  label,
  id,
  errors,
  children,
  hint,
  warning,
}: {
  label: string;
  id: string;
  errors?: string[];
  children: React.ReactNode;
  hint?: string;
  /** Said while typing, never refused: a live region, so it is announced when it appears. */
  warning?: string | null;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-gray-700">{hint}</p> : null}
      {warning !== undefined ? (
        <p
          id={`${id}-warning`}
          aria-live="polite"
          className="mt-1 text-sm font-medium text-amber-900 empty:mt-0"
        >
          {warning}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/10 sm:p-6">
      <legend className="float-left mb-4 w-full text-lg font-semibold text-garden-900">{title}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

interface Overlaps {
  confirmed: { message: string }[];
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
}: {
  date?: string;
  start?: string;
  end?: string;
  excludeId?: string;
  saved: boolean;
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
    fetch(`/api/v1/reservations/overlaps?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Overlaps>) : null))
      .then(
        (overlaps) => {
          if (overlaps) setData(overlaps);
        },
        // Aborted by a newer check, or offline: the offline banner says so; keep the last answer.
        () => {},
      );
    return () => controller.abort();
  }, [date, start, end, excludeId, saved, saving, live]);
  if (!data || (!data.confirmed.length && !data.pending.length)) return null;
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

function guestsOf(values: Record<string, unknown>): number {
  return values.guestCount === undefined || values.guestCount === "" ? 0 : Number(values.guestCount);
}

function preview(values: Record<string, unknown>) {
  const amounts = [
    "perPersonAmount",
    "gstValue",
    "advanceAmountReceived",
    "alcoholMRP",
    "alcoholPercentageCharges",
  ];
  const ok = (k: string) => {
    const v = values[k];
    return v === undefined || v === "" || (typeof v === "string" && isAmount(v));
  };
  const guests = guestsOf(values);
  if (!amounts.every(ok) || !Number.isInteger(guests) || guests < 0 || guests > GUESTS.max) return null;
  const text = (k: string) => (typeof values[k] === "string" ? (values[k] as string) : undefined);
  return calculateTotals({
    guestCount: guests,
    perPersonAmount: text("perPersonAmount"),
    gstType: values.gstType === "amount" ? "amount" : "percentage",
    gstValue: text("gstValue"),
    advanceAmountReceived: text("advanceAmountReceived"),
    isFOC: values.isFOC === "on",
    withAlcohol: values.withAlcohol === "on",
    alcoholMRP: text("alcoholMRP"),
    alcoholPercentageCharges: text("alcoholPercentageCharges"),
  });
}

/** The new and edit forms (spec 2.6): seven sections, one Zod schema on both sides. */
export function ReservationForm({
  mode,
  defaultValue,
  lastResult,
  isAdmin,
  reservationId,
  saved,
}: {
  mode: "new" | "edit";
  defaultValue: Partial<Record<keyof ReservationFormInput, string>>;
  lastResult: SubmissionResult<string[]> | undefined;
  isAdmin: boolean;
  reservationId?: string;
  /** Saved: the page shows the success and moves on; the form takes no more input or checks. */
  saved?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reservationFormSchema }),
  });
  const values = (form.value ?? defaultValue) as Record<string, unknown>;
  // From what was submitted when the server sends the form back (no JavaScript): the alcohol
  // inputs, and any error on them, stay visible.
  const [isFOC, setFOC] = useState(values.isFOC === "on");
  const [withAlcohol, setAlcohol] = useState(values.withAlcohol === "on");
  const totals = preview({
    ...values,
    isFOC: isFOC ? "on" : undefined,
    withAlcohol: withAlcohol ? "on" : undefined,
  });
  const guestsWarning = seatingWarning(guestsOf(values));
  const statuses = mode === "edit" && isAdmin ? [...formStatuses, "soft-deleted" as const] : formStatuses;

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {form.errors?.length ? (
        <p
          role="alert"
          id={form.errorId}
          className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900"
        >
          {form.errors[0]}
        </p>
      ) : null}
      {mode === "edit" ? (
        <input {...getInputProps(fields.version, { type: "hidden" })} key={fields.version.key} />
      ) : null}

      <Section title="Event Details">
        <div className="sm:col-span-2">
          <Field label="Event Name" id={fields.eventName.id} errors={fields.eventName.errors}>
            <input
              {...getInputProps(fields.eventName, { type: "text" })}
              key={fields.eventName.key}
              maxLength={LIMITS.eventName}
              className={inputClass}
            />
          </Field>
        </div>
        <Field label="Event Date" id={fields.eventDate.id} errors={fields.eventDate.errors}>
          <input
            {...getInputProps(fields.eventDate, { type: "date" })}
            key={fields.eventDate.key}
            className={inputClass}
          />
        </Field>
        <Field
          label="Guest Count"
          id={fields.guestCount.id}
          errors={fields.guestCount.errors}
          warning={guestsWarning}
        >
          <input
            {...getInputProps(fields.guestCount, { type: "number" })}
            key={fields.guestCount.key}
            min={1}
            max={GUESTS.max}
            step={1}
            inputMode="numeric"
            className={inputClass}
          />
        </Field>
        <Field label="Start Time" id={fields.eventStartTime.id} errors={fields.eventStartTime.errors}>
          <input
            {...getInputProps(fields.eventStartTime, { type: "time" })}
            key={fields.eventStartTime.key}
            className={inputClass}
          />
        </Field>
        <Field
          label="End Time"
          id={fields.eventEndTime.id}
          errors={fields.eventEndTime.errors}
          hint="An end time earlier than the start runs past midnight."
        >
          <input
            {...getInputProps(fields.eventEndTime, { type: "time" })}
            key={fields.eventEndTime.key}
            className={inputClass}
          />
        </Field>
        <OverlapWarning
          date={values.eventDate as string | undefined}
          start={values.eventStartTime as string | undefined}
          end={values.eventEndTime as string | undefined}
          excludeId={reservationId}
          saved={Boolean(saved)}
        />
      </Section>

      <Section title="Client Information">
        <Field label="Client Name" id={fields.clientName.id} errors={fields.clientName.errors}>
          <input
            {...getInputProps(fields.clientName, { type: "text" })}
            key={fields.clientName.key}
            maxLength={LIMITS.clientName}
            autoComplete="off"
            className={inputClass}
          />
        </Field>
        <Field label="Client Email" id={fields.clientEmail.id} errors={fields.clientEmail.errors}>
          <input
            {...getInputProps(fields.clientEmail, { type: "email" })}
            key={fields.clientEmail.key}
            maxLength={LIMITS.clientEmail}
            autoComplete="off"
            className={inputClass}
          />
        </Field>
        <Field label="Client Phone" id={fields.clientPhone.id} errors={fields.clientPhone.errors}>
          <input
            {...getInputProps(fields.clientPhone, { type: "tel" })}
            key={fields.clientPhone.key}
            maxLength={LIMITS.clientPhone}
            autoComplete="off"
            className={inputClass}
          />
        </Field>
      </Section>

      <Section title="Meal Type">
        <div
          role="radiogroup"
          aria-labelledby="meal-type-label"
          aria-describedby={fields.mealType.errors ? `${fields.mealType.id}-error` : undefined}
          className="sm:col-span-2"
        >
          <p id="meal-type-label" className="mb-2 text-sm font-medium">
            Meal Type
          </p>
          <div className="flex gap-6">
            {(
              [
                ["veg", "Veg"],
                ["non-veg", "Non-Veg"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={fields.mealType.name}
                  value={value}
                  defaultChecked={defaultValue.mealType === value}
                  aria-invalid={fields.mealType.errors ? true : undefined}
                  className="size-4 accent-garden-800"
                />
                {label}
              </label>
            ))}
          </div>
          {fields.mealType.errors?.length ? (
            <p id={`${fields.mealType.id}-error`} className="mt-1 text-sm text-red-800">
              {fields.mealType.errors[0]}
            </p>
          ) : null}
        </div>
      </Section>

      <Section title="Payment Information">
        <label className="flex items-center gap-2 sm:col-span-2">
          <input
            {...getInputProps(fields.isFOC, { type: "checkbox" })}
            key={fields.isFOC.key}
            onChange={(e) => setFOC(e.currentTarget.checked)}
            className="size-4 accent-garden-800"
          />
          Non-Chargeable (NC)
        </label>
        <Field
          label="Per Person Amount (₹)"
          id={fields.perPersonAmount.id}
          errors={isFOC ? undefined : fields.perPersonAmount.errors}
        >
          <input
            {...getInputProps(fields.perPersonAmount, { type: "number" })}
            key={fields.perPersonAmount.key}
            min={0}
            step={0.01}
            inputMode="decimal"
            disabled={isFOC}
            className={inputClass}
          />
        </Field>
        <Field label="GST Type" id={fields.gstType.id} errors={fields.gstType.errors}>
          <select {...getSelectProps(fields.gstType)} key={fields.gstType.key} className={inputClass}>
            <option value="percentage">Percentage (%)</option>
            <option value="amount">Flat amount (₹)</option>
          </select>
        </Field>
        <Field label="GST Value" id={fields.gstValue.id} errors={isFOC ? undefined : fields.gstValue.errors}>
          <input
            {...getInputProps(fields.gstValue, { type: "number" })}
            key={fields.gstValue.key}
            min={0}
            step={0.01}
            inputMode="decimal"
            disabled={isFOC}
            className={inputClass}
          />
        </Field>
        <Field
          label="Advance Amount Received (₹)"
          id={fields.advanceAmountReceived.id}
          errors={isFOC ? undefined : fields.advanceAmountReceived.errors}
        >
          <input
            {...getInputProps(fields.advanceAmountReceived, { type: "number" })}
            key={fields.advanceAmountReceived.key}
            min={0}
            step={0.01}
            inputMode="decimal"
            disabled={isFOC}
            className={inputClass}
          />
        </Field>
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
      </Section>

      <Section title="Alcohol Charges (optional)">
        <label className="flex items-center gap-2 sm:col-span-2">
          <input
            {...getInputProps(fields.withAlcohol, { type: "checkbox" })}
            key={fields.withAlcohol.key}
            onChange={(e) => setAlcohol(e.currentTarget.checked)}
            className="size-4 accent-garden-800"
          />
          With Alcohol
        </label>
        {withAlcohol ? (
          <>
            <Field label="Alcohol MRP (₹)" id={fields.alcoholMRP.id} errors={fields.alcoholMRP.errors}>
              <input
                {...getInputProps(fields.alcoholMRP, { type: "number" })}
                key={fields.alcoholMRP.key}
                min={0}
                step={0.01}
                inputMode="decimal"
                className={inputClass}
              />
            </Field>
            <Field
              label="Alcohol Charges (%)"
              id={fields.alcoholPercentageCharges.id}
              errors={fields.alcoholPercentageCharges.errors}
            >
              <input
                {...getInputProps(fields.alcoholPercentageCharges, { type: "number" })}
                key={fields.alcoholPercentageCharges.key}
                min={0}
                step={0.01}
                inputMode="decimal"
                className={inputClass}
              />
            </Field>
            {totals ? (
              <p className="text-sm sm:col-span-2">
                Total Alcohol Amount: <strong>{formatINR(totals.totalAlcoholAmount)}</strong>
              </p>
            ) : null}
          </>
        ) : null}
      </Section>

      <Section title="Status">
        <Field label="Status" id={fields.status.id} errors={fields.status.errors}>
          <select {...getSelectProps(fields.status)} key={fields.status.key} className={inputClass}>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </select>
        </Field>
      </Section>

      <Section title="Additional Information">
        <div className="sm:col-span-2">
          <Field label="Notes" id={fields.notes.id} errors={fields.notes.errors}>
            <textarea
              {...getTextareaProps(fields.notes)}
              key={fields.notes.key}
              rows={4}
              maxLength={LIMITS.notes}
              className={inputClass}
            />
          </Field>
        </div>
      </Section>

      <div className="flex justify-end">
        <button type="submit" disabled={busy || saved} className={`${buttonClass()} px-6 py-3 text-base`}>
          {busy ? (
            <>
              <Spinner className="mr-2 size-4" />
              Saving...
            </>
          ) : mode === "new" ? (
            "Create Reservation"
          ) : (
            "Update Reservation"
          )}
        </button>
      </div>
    </Form>
  );
}

export const newReservationDefaults: Partial<Record<keyof ReservationFormInput, string>> = {
  gstType: "percentage",
  gstValue: DEFAULT_GST_PERCENTAGE,
  status: "confirmed",
  guestCount: "",
};
