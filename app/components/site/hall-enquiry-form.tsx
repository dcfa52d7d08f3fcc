import { type ReactNode, useRef } from "react";
import {
  eventTypes,
  GUESTS_MAX,
  type HallEnquiryField,
  type HallEnquiryRaw,
  type HallEnquiryReply,
  hallEnquiryLimits,
  hallEnquiryTexts,
  timesOfDay,
} from "~/modules/contact/hall-enquiry.schema";
import { contactLook } from "./contact-look";
import { useEnhancement } from "./use-enhancement";

/** What the /luxe action answers: the reply, and what was typed (kept after a refusal). */
export interface HallEnquiryFormResult {
  reply: HallEnquiryReply;
  values: HallEnquiryRaw | null;
}

function Labelled({
  field,
  label,
  mark = false,
  children,
}: {
  field: HallEnquiryField;
  label: string;
  mark?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`hall-${field}`} className="mb-1 block font-semibold">
        {mark ? (
          <>
            {`${label} `}
            <span aria-hidden="true">*</span>
          </>
        ) : (
          label
        )}
      </label>
      {children}
    </div>
  );
}

/**
 * Issue 32 item 10: the hall enquiry form on /luxe, a plain form posting to the page's action (it
 * works without JavaScript); luxe.enhance.ts adds the checks in the browser, the ALTCHA proof of
 * work and the send in place, with the contact form's own script. The page stays without React.
 */
export function HallEnquiryForm({ result }: { result?: HallEnquiryFormResult }) {
  const formRef = useRef<HTMLFormElement>(null);
  // Inside the running app (a client-side navigation) the page's script does not run: the form is
  // enhanced the same way from here.
  useEnhancement(formRef, () => import("./hall-enquiry-enhance").then((m) => m.enhanceHallEnquiryForm));
  const reply = result?.reply ?? null;
  const typed = result && !result.reply.success ? result.values : null;
  const invalid = reply && !reply.success ? (reply.fields ?? []) : [];
  const props = (field: HallEnquiryField, hint?: string) => {
    const isInvalid = invalid.includes(field);
    const describedBy = [isInvalid ? "hall-feedback" : null, hint ?? null].filter(Boolean).join(" ");
    return {
      id: `hall-${field}`,
      name: field,
      defaultValue: typed?.[field] ?? "",
      "aria-invalid": isInvalid || undefined,
      "aria-describedby": describedBy || undefined,
      "data-hint": hint,
      className: contactLook.input,
    };
  };
  return (
    <form
      ref={formRef}
      method="post"
      action="/luxe"
      noValidate
      className="space-y-5"
      aria-label="Hall enquiry form"
      data-hall-enquiry-form
      data-unexpected={hallEnquiryTexts.unexpected}
      data-service-failed={hallEnquiryTexts.serviceFailed}
      data-success={hallEnquiryTexts.success}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Labelled field="name" label="Name" mark>
          <input
            {...props("name")}
            type="text"
            autoComplete="name"
            maxLength={hallEnquiryLimits.name}
            required
          />
        </Labelled>
        <Labelled field="phone" label="Phone" mark>
          <input
            {...props("phone", "hall-phone-hint")}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={24}
            required
          />
          <p id="hall-phone-hint" className={contactLook.hint}>
            {hallEnquiryTexts.phoneHint}
          </p>
        </Labelled>
        <Labelled field="email" label="Email (optional)">
          <input {...props("email")} type="email" autoComplete="email" maxLength={hallEnquiryLimits.email} />
        </Labelled>
        <Labelled field="eventType" label="Event" mark>
          <select {...props("eventType")} required>
            <option value="">Choose…</option>
            {eventTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled field="eventDate" label="Date" mark>
          <input {...props("eventDate")} type="date" required />
        </Labelled>
        <Labelled field="guests" label="Guests" mark>
          <input {...props("guests")} type="number" inputMode="numeric" min={1} max={GUESTS_MAX} required />
        </Labelled>
        <Labelled field="timeOfDay" label="Time of day" mark>
          <select {...props("timeOfDay")} required>
            <option value="">Choose…</option>
            {timesOfDay.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Labelled>
      </div>
      <Labelled field="message" label="Message">
        <textarea {...props("message")} rows={4} maxLength={hallEnquiryLimits.message} />
      </Labelled>
      <div className="eden-hp" aria-hidden="true">
        <label htmlFor="hall-website">Leave this field empty</label>
        <input
          id="hall-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {/* Room for the ALTCHA widget, inserted once the form is used or seen: nothing below it moves. */}
      <div data-captcha className="min-h-[4.5rem]" />
      <p className="text-sm text-gray-700">Fields marked * are required.</p>
      <div id="hall-feedback" aria-live="polite" data-feedback>
        {reply?.success ? (
          <p role="status" className={contactLook.success}>
            {reply.message || hallEnquiryTexts.success}
          </p>
        ) : null}
        {reply && !reply.success ? (
          <p role="alert" className={contactLook.failure}>
            {reply.message || hallEnquiryTexts.serviceFailed}
          </p>
        ) : null}
      </div>
      <button type="submit" data-sending-text={hallEnquiryTexts.sending} className={contactLook.button}>
        {hallEnquiryTexts.send}
      </button>
    </form>
  );
}
