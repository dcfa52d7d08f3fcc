import { type FormEvent, useEffect, useState } from "react";
import type {} from "altcha/types/react";
import {
  type ContactField,
  type ContactInput,
  type ContactReply,
  contactLimits,
  contactMessages,
  validateContact,
} from "~/modules/contact/contact.schema";

type Status = "idle" | "success" | "error";

const emptyValues: ContactInput = { name: "", email: "", phone: "", subject: "", message: "" };

const inputClass = (invalid: boolean) =>
  `w-full rounded border bg-white px-3 py-2 text-ink focus:outline-none focus:ring-2 ${
    invalid ? "border-red-600 ring-red-600 focus:ring-red-600" : "border-gray-400 focus:ring-brand-500"
  }`;

/**
 * The contact enquiry form (spec 3.2, 4 'Contact form status', 5, 8). A plain form post to
 * /contact works without JavaScript; with it, the form validates in the browser with the same
 * schema as the server, solves the ALTCHA proof of work, and posts to /api/contact.
 */
export function ContactForm({ initial }: { initial?: { reply: ContactReply; values: ContactInput } }) {
  const [values, setValues] = useState<ContactInput>(
    initial && !initial.reply.success ? initial.values : emptyValues,
  );
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>(
    initial ? (initial.reply.success ? "success" : "error") : "idle",
  );
  const [message, setMessage] = useState(initial?.reply.message ?? "");
  const [invalid, setInvalid] = useState<ContactField[]>(initial?.reply.fields ?? []);
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

  const update = (field: ContactField) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function solveCaptcha(form: HTMLFormElement, data: FormData): Promise<void> {
    const widget = form.querySelector("altcha-widget");
    if (!widget || data.get("altcha")) return;
    const payload = (widget.getState() as string) === "verifying" ? await settled(widget) : null;
    const result = payload ? { payload } : await widget.verify();
    if (result?.payload) data.set("altcha", result.payload);
  }

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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    setStatus("idle");
    setMessage("");
    try {
      const check = validateContact(values);
      if (!check.ok) {
        setStatus("error");
        setMessage(check.message);
        setInvalid(check.fields);
        return;
      }
      setInvalid([]);
      const data = new FormData(form);
      await solveCaptcha(form, data);
      const response = await fetch("/api/contact", {
        method: "POST",
        body: data,
        headers: { Accept: "application/json" },
      });
      // Only the service's JSON reply carries a message meant for the visitor. Anything else (a
      // proxy's or gateway's HTML or text error page) is a parse failure (spec 8), never shown.
      const isJson = (response.headers.get("Content-Type") ?? "").includes("application/json");
      if (!isJson) throw new Error(`HTTP ${response.status}: the reply is not JSON`);
      const reply = (await response.json()) as ContactReply;
      if (reply.success) {
        setStatus("success");
        setMessage(reply.message || contactMessages.success);
        setValues(emptyValues);
        (form.querySelector("altcha-widget") as { reset?: () => void } | null)?.reset?.();
      } else {
        console.error("Contact form:", reply.message);
        setStatus("error");
        setMessage(reply.message || contactMessages.serviceFailed);
        setInvalid(reply.fields ?? []);
      }
    } catch (error) {
      console.error("Contact form", error);
      setStatus("error");
      setMessage(contactMessages.unexpected);
    } finally {
      setSending(false);
    }
  }

  const isInvalid = (field: ContactField) => status === "error" && invalid.includes(field);
  const describedBy = (field: ContactField) => (isInvalid(field) ? "contact-feedback" : undefined);

  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange: update(field),
    maxLength: contactLimits[field],
    "aria-invalid": isInvalid(field) || undefined,
    "aria-describedby": describedBy(field),
    className: inputClass(isInvalid(field)),
  });

  return (
    <form
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
        {status === "success" ? (
          <p
            role="status"
            className="rounded border border-green-300 bg-green-50 p-3 font-semibold text-green-900"
          >
            {message}
          </p>
        ) : null}
        {status === "error" && message ? (
          <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 font-semibold text-red-800">
            {message}
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
