import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSubmit } from "react-router";
import type {} from "altcha/types/react";
import {
  type ContactField,
  type ContactInput,
  type ContactReply,
  contactLimits,
  contactMessages,
  validateContact,
} from "~/modules/contact/contact.schema";

/** What the /contact action answers: the reply, and what was typed (kept after a refusal). */
export interface ContactResult {
  reply: ContactReply;
  values: ContactInput | null;
}

const inputClass = (invalid: boolean) =>
  `w-full rounded border bg-white px-3 py-2 text-ink focus:outline-none focus:ring-2 ${
    invalid ? "border-red-600 ring-red-600 focus:ring-red-600" : "border-gray-400 focus:ring-brand-500"
  }`;

/**
 * The payload of the proof of work the widget already started on focus. Calling verify() again
 * would abort that run, which then puts up 'Verification failed' beside a send that works.
 */
function settled(widget: HTMLElement): Promise<string | null> {
  return new Promise((resolve) => {
    const onChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      if (state === "verifying") return;
      widget.removeEventListener("statechange", onChange);
      resolve(state === "verified" ? (payload ?? null) : null);
    };
    widget.addEventListener("statechange", onChange);
  });
}

async function solveCaptcha(form: HTMLFormElement, data: FormData): Promise<void> {
  const widget = form.querySelector("altcha-widget");
  if (!widget || data.get("altcha")) return;
  const payload = (widget.getState() as string) === "verifying" ? await settled(widget) : null;
  const result = payload ? { payload } : await widget.verify();
  if (result?.payload) data.set("altcha", result.payload);
}

/**
 * The contact enquiry form (spec 3.2, 4 'Contact form status', 5, 8). It posts to the /contact
 * route's action, as a plain form without JavaScript; with it, the form first checks the same
 * schema as the server and solves the ALTCHA proof of work. `result` is the action's answer.
 */
export function ContactForm({ result }: { result?: ContactResult }) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  // The browser's own refusal, shown instead of the last answer until the next post.
  const [refusal, setRefusal] = useState<ContactReply | null>(null);
  const [captchaReady, setCaptchaReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import("altcha").then(
      () => !cancelled && setCaptchaReady(true),
      (error) => console.error("The spam check could not load", error),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  // A success clears every field (spec 4), and the spam check starts afresh.
  useEffect(() => {
    if (!result?.reply.success) return;
    formRef.current?.reset();
    (formRef.current?.querySelector("altcha-widget") as { reset?: () => void } | null)?.reset?.();
  }, [result]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setSending(true);
    setRefusal(null);
    try {
      const check = validateContact(Object.fromEntries(data));
      if (!check.ok) {
        setRefusal({ success: false, message: check.message, fields: check.fields });
        return;
      }
      await solveCaptcha(form, data);
      await submit(data, { method: "post", action: "/contact", encType: "multipart/form-data" });
    } catch (error) {
      console.error("Contact form", error);
      setRefusal({ success: false, message: contactMessages.unexpected });
    } finally {
      setSending(false);
    }
  }

  const reply = sending ? null : (refusal ?? result?.reply ?? null);
  const typed = result && !result.reply.success ? result.values : null;
  const invalid = reply && !reply.success ? (reply.fields ?? []) : [];

  const fieldProps = (field: ContactField) => {
    const isInvalid = invalid.includes(field);
    return {
      id: `contact-${field}`,
      name: field,
      defaultValue: typed?.[field] ?? "",
      maxLength: contactLimits[field],
      "aria-invalid": isInvalid || undefined,
      "aria-describedby": isInvalid ? "contact-feedback" : undefined,
      className: inputClass(isInvalid),
    };
  };

  return (
    <form
      ref={formRef}
      method="post"
      action="/contact"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label="Contact form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className="mb-1 block font-semibold">
            Name <span aria-hidden="true">*</span>
          </label>
          <input {...fieldProps("name")} type="text" autoComplete="name" required />
        </div>
        <div>
          <label htmlFor="contact-email" className="mb-1 block font-semibold">
            Email <span aria-hidden="true">*</span>
          </label>
          <input {...fieldProps("email")} type="email" autoComplete="email" required />
        </div>
        <div>
          <label htmlFor="contact-phone" className="mb-1 block font-semibold">
            Phone <span aria-hidden="true">*</span>
          </label>
          <input {...fieldProps("phone")} type="tel" autoComplete="tel" inputMode="tel" required />
        </div>
        <div>
          <label htmlFor="contact-subject" className="mb-1 block font-semibold">
            Subject
          </label>
          <input {...fieldProps("subject")} type="text" />
        </div>
      </div>
      <div>
        <label htmlFor="contact-message" className="mb-1 block font-semibold">
          Message <span aria-hidden="true">*</span>
        </label>
        <textarea {...fieldProps("message")} rows={4} required />
      </div>
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
      {captchaReady ? <altcha-widget challenge="/api/captcha" name="altcha" auto="onfocus" /> : null}
      <p className="text-sm text-gray-700">Fields marked * are required.</p>
      <div id="contact-feedback" aria-live="polite">
        {reply?.success ? (
          <p
            role="status"
            className="rounded border border-green-300 bg-green-50 p-3 font-semibold text-green-900"
          >
            {reply.message || contactMessages.success}
          </p>
        ) : null}
        {reply && !reply.success ? (
          <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 font-semibold text-red-800">
            {reply.message || contactMessages.serviceFailed}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="w-full rounded bg-garden-800 px-6 py-3 font-semibold text-white hover:bg-garden-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {sending ? contactMessages.sending : contactMessages.send}
      </button>
    </form>
  );
}
