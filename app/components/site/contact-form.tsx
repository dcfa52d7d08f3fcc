import { type ReactNode, useRef } from "react";
import {
  type ContactField,
  type ContactInput,
  type ContactReply,
  contactLimits,
  contactMessages,
  PHONE_HINT,
} from "~/modules/contact/contact.schema";
import { contactLook } from "./contact-look";
import contactScript from "./contact.enhance.ts?enhance";
import { EnhanceScript } from "./enhance-script";
import { useEnhancement } from "./use-enhancement";

/** What the /contact action answers: the reply, and what was typed (kept after a refusal). */
export interface ContactResult {
  reply: ContactReply;
  values: ContactInput | null;
}

/** A field under its label; `mark` adds the required field's "*" (the input itself says required). */
function LabelledField({
  field,
  label,
  mark = false,
  children,
}: {
  field: ContactField;
  label: string;
  mark?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`contact-${field}`} className="mb-1 block font-semibold">
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
 * The contact enquiry form (spec 3.2, 4 'Contact form status', 5, 8). A plain form that posts to
 * the /contact route's action, which answers the page with `result`. contact-enhance.ts then
 * checks the same schema in the browser first, solves the ALTCHA proof of work (the widget is
 * loaded when the form is first focused or scrolled into view) and sends it without leaving the page.
 */
export function ContactForm({ result }: { result?: ContactResult }) {
  const formRef = useRef<HTMLFormElement>(null);

  useEnhancement(formRef, () =>
    Promise.all([import("./contact-enhance"), import("./contact-checks")]).then(
      ([m, checks]) =>
        (form: HTMLFormElement) =>
          m.enhanceContactForm(form, checks.loadContactChecks),
    ),
  );

  const reply = result?.reply ?? null;
  const typed = result && !result.reply.success ? result.values : null;
  const invalid = reply && !reply.success ? (reply.fields ?? []) : [];

  const fieldProps = (field: ContactField, hint?: string) => {
    const isInvalid = invalid.includes(field);
    const describedBy = [isInvalid ? "contact-feedback" : null, hint ?? null].filter(Boolean).join(" ");
    return {
      id: `contact-${field}`,
      name: field,
      defaultValue: typed?.[field] ?? "",
      // The phone's limit counts digits: separators are taken out before the rule (issue 32 item 2).
      maxLength: field === "phone" ? 24 : contactLimits[field],
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
      action="/contact"
      noValidate
      className="space-y-5"
      aria-label="Contact form"
      data-contact-form
      data-unexpected={contactMessages.unexpected}
      data-service-failed={contactMessages.serviceFailed}
      data-success={contactMessages.success}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledField field="name" label="Name" mark>
          <input {...fieldProps("name")} type="text" autoComplete="name" required />
        </LabelledField>
        <LabelledField field="email" label="Email" mark>
          <input {...fieldProps("email")} type="email" autoComplete="email" required />
        </LabelledField>
        <LabelledField field="phone" label="Phone" mark>
          <input
            {...fieldProps("phone", "contact-phone-hint")}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
          />
          <p id="contact-phone-hint" className={contactLook.hint}>
            {PHONE_HINT}
          </p>
        </LabelledField>
        <LabelledField field="subject" label="Subject">
          <input {...fieldProps("subject")} type="text" />
        </LabelledField>
      </div>
      <LabelledField field="message" label="Message" mark>
        <textarea {...fieldProps("message")} rows={4} required />
      </LabelledField>
      <div className="eden-hp" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
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
      <div id="contact-feedback" aria-live="polite" data-feedback>
        {reply?.success ? (
          <p role="status" className={contactLook.success}>
            {reply.message || contactMessages.success}
          </p>
        ) : null}
        {reply && !reply.success ? (
          <p role="alert" className={contactLook.failure}>
            {reply.message || contactMessages.serviceFailed}
          </p>
        ) : null}
      </div>
      <button type="submit" data-sending-text={contactMessages.sending} className={contactLook.button}>
        {contactMessages.send}
      </button>
      <EnhanceScript src={contactScript} />
    </form>
  );
}
