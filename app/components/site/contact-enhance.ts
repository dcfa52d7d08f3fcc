import { contactLook } from "./contact-look";

/** A form's answer (spec 7.1's shape) with the fields to flag. */
interface Reply {
  success: boolean;
  message: string;
  fields?: string[];
}

/** A form's checks in the browser, the server's own: the first failure and the fields to flag. */
export type Validate = (
  raw: Record<string, unknown>,
) => { ok: true } | { ok: false; message: string; fields: string[] };

// Loaded when the form is first focused or scrolled into view (issue 17: the page ships a few KB
// until then): the form's checks, shared with the server (each page passes its own loader, so a
// page's scripts reach only its form's schema), and the ALTCHA widget.
const loadWidget = () => import("altcha");

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

function isReply(value: unknown): value is { reply: Reply } {
  const reply = (value as { reply?: Reply } | null)?.reply;
  return typeof reply?.success === "boolean" && typeof reply.message === "string";
}

/**
 * The contact form in the browser (spec 4, 5, 8): spec 5's checks in order with the server's own
 * schema, the spam check, then the post to /contact (answered as JSON to this script) while the
 * button reads 'Sending...'; the answer shows in the form, a success clears it. If the schema
 * cannot be loaded the form is posted as a plain form and the server checks it. Returns what
 * undoes it.
 */
export function enhanceContactForm(
  form: HTMLFormElement,
  /** The form's checks, loaded on first use (issue 32 item 10: the hall enquiry form has its own). */
  loadSchema: () => Promise<Validate>,
): () => void {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
  const feedback = form.querySelector<HTMLElement>("[data-feedback]")!;
  const sendText = button.textContent ?? "";
  const texts = form.dataset;
  let schema: Promise<Validate> | undefined;
  let widget: Promise<unknown> | undefined;

  const prepare = () => {
    schema ??= loadSchema();
    widget ??= loadWidget().then(
      () => {
        const slot = form.querySelector("[data-captcha]");
        if (!slot || slot.firstChild) return;
        const element = document.createElement("altcha-widget");
        element.setAttribute("challenge", "/api/captcha");
        element.setAttribute("name", "altcha");
        element.setAttribute("auto", "onfocus");
        slot.append(element);
      },
      (error) => console.error("The spam check could not load", error),
    );
  };
  // Scrolled into view by the visitor: a form already on screen when the page opens waits for
  // its first focus, so the page's first load stays small.
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    seen.disconnect();
    prepare();
  });
  const onScroll = () => seen.observe(form);
  window.addEventListener("scroll", onScroll, { once: true, passive: true });

  const show = (reply: Reply | null) => {
    for (const field of form.querySelectorAll("input[name], textarea[name], select[name]")) {
      const invalid = reply?.success === false && reply.fields?.includes(field.getAttribute("name") ?? "");
      // A field's hint (the phone's format) stays described whatever the answer.
      const hint = field.getAttribute("data-hint");
      const describedBy = [invalid ? feedback.id : null, hint].filter(Boolean).join(" ");
      if (invalid) field.setAttribute("aria-invalid", "true");
      else field.removeAttribute("aria-invalid");
      if (describedBy) field.setAttribute("aria-describedby", describedBy);
      else field.removeAttribute("aria-describedby");
    }
    if (!reply) {
      feedback.replaceChildren();
      return;
    }
    const message = document.createElement("p");
    message.setAttribute("role", reply.success ? "status" : "alert");
    message.className = reply.success ? contactLook.success : contactLook.failure;
    message.textContent = reply.message || (reply.success ? texts.success : texts.serviceFailed) || "";
    feedback.replaceChildren(message);
  };

  const setSending = (sending: boolean) => {
    button.disabled = sending;
    button.textContent = sending ? (button.dataset.sendingText ?? sendText) : sendText;
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (button.disabled) return;
    const data = new FormData(form);
    setSending(true);
    show(null);
    prepare();
    let validate: Validate;
    try {
      validate = await schema!;
    } catch (error) {
      console.error("Contact form", error);
      form.submit();
      return;
    }
    try {
      const check = validate(Object.fromEntries(data));
      if (!check.ok) {
        show({ success: false, message: check.message, fields: check.fields });
        return;
      }
      await widget;
      await solveCaptcha(form, data);
      const response = await fetch(form.action, {
        method: "POST",
        body: data,
        headers: { Accept: "application/json" },
      });
      const result: unknown = await response.json();
      if (!isReply(result)) throw new Error(`Unexpected answer (${response.status})`);
      if (!result.reply.success) console.error("Contact form:", result.reply.message);
      show(result.reply);
      if (result.reply.success) {
        form.reset();
        (form.querySelector("altcha-widget") as { reset?: () => void } | null)?.reset?.();
      }
    } catch (error) {
      console.error("Contact form", error);
      show({ success: false, message: texts.unexpected ?? "" });
    } finally {
      setSending(false);
    }
  };

  form.addEventListener("focusin", prepare);
  form.addEventListener("submit", onSubmit);
  return () => {
    seen.disconnect();
    window.removeEventListener("scroll", onScroll);
    form.removeEventListener("focusin", prepare);
    form.removeEventListener("submit", onSubmit);
  };
}
