import { RETRY_LABEL, visitorLook } from "./visitor-look";

// The action's own schema, loaded on the form's first focus: Zod stays off the guest's first load.
const loadSchema = () => import("~/modules/menu/visitor-entry.schema");

type Reply =
  | { ok: true; message: string }
  | { ok: false; error: string; retry?: boolean; needsCode?: boolean; values?: { tableCode?: string } };

function isReply(value: unknown): value is Reply {
  const reply = value as { ok?: unknown; message?: unknown; error?: unknown } | null;
  return reply?.ok === true ? typeof reply.message === "string" : typeof reply?.error === "string";
}

/**
 * The visitor form in the browser (spec 2.3, 5, 8): the action's schema first (its messages
 * without a round trip), then the post to /guntoorlogin (answered as JSON to this script) while the
 * button reads 'Submitting...'; on success the spec's text, and the menu after 1.5 s. A failure
 * keeps what was typed and offers Try Again; without the schema the server checks alone.
 */
export function enhanceVisitorForm(form: HTMLFormElement): () => void {
  const feedback = document.querySelector<HTMLElement>("[data-visitor-feedback]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
  const {
    submitting = "",
    entryError = "",
    tableCode: codeLabel = "",
    redirectTo = "/",
    redirectMs = "1500",
    retry: retryLabel = RETRY_LABEL,
  } = form.dataset;
  // Issue 18: the schema's English messages in the page's language, as the server rendered them.
  const messages = JSON.parse(form.dataset.messages ?? "{}") as Record<string, string>;
  const label = button.textContent ?? "";
  let schema: ReturnType<typeof loadSchema> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const prepare = () => {
    schema ??= loadSchema();
    schema.catch(() => {});
  };

  // Issue 29 item 7: the table code's field, as the server draws it (login.tsx's TableCodeField).
  const codeField = (value: string) => {
    const wrap = document.createElement("div");
    wrap.className = visitorLook.codeBox;
    const labelEl = document.createElement("label");
    labelEl.htmlFor = "tableCode";
    labelEl.className = "mb-1 block font-semibold";
    labelEl.textContent = codeLabel;
    const input = document.createElement("input");
    Object.assign(input, { id: "tableCode", name: "tableCode", value, maxLength: 20, spellcheck: false });
    input.setAttribute("form", form.id);
    input.setAttribute("autocomplete", "off");
    input.setAttribute("autocapitalize", "characters");
    input.className = visitorLook.codeInput;
    wrap.append(labelEl, input);
    return wrap;
  };

  const show = (reply: Reply | null) => {
    if (!feedback) return;
    if (!reply) {
      feedback.replaceChildren();
      return;
    }
    const box = document.createElement(reply.ok ? "p" : "div");
    box.setAttribute("role", reply.ok ? "status" : "alert");
    box.className = reply.ok ? visitorLook.status : visitorLook.alert;
    if (reply.ok) {
      box.textContent = reply.message;
    } else {
      const text = document.createElement("p");
      text.textContent = reply.error;
      box.append(text);
      if (reply.needsCode) box.append(codeField(reply.values?.tableCode ?? ""));
      if (reply.retry) {
        // Sends the form again with what is still typed in it.
        const retry = document.createElement("button");
        retry.type = "submit";
        retry.setAttribute("form", form.id);
        retry.className = visitorLook.retry;
        retry.textContent = retryLabel;
        box.append(retry);
      }
    }
    feedback.replaceChildren(box);
    box.querySelector<HTMLInputElement>("#tableCode")?.focus();
  };

  const setBusy = (busy: boolean, done = false) => {
    button.disabled = busy || done;
    button.textContent = busy ? submitting : label;
    for (const retry of feedback?.querySelectorAll("button") ?? []) retry.disabled = busy;
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (button.disabled) return;
    prepare();
    const data = new FormData(form);
    const parsed = await schema!.then(
      ({ visitorEntrySchema }) => visitorEntrySchema.safeParse(Object.fromEntries(data)),
      () => null,
    );
    if (parsed && !parsed.success) {
      const message = parsed.error.issues[0]!.message;
      show({ ok: false, error: messages[message] ?? message });
      return;
    }
    setBusy(true);
    let ok = false;
    try {
      const response = await fetch(form.action, {
        method: "POST",
        body: new URLSearchParams(data as unknown as Record<string, string>),
        headers: { Accept: "application/json" },
      });
      const reply: unknown = await response.json();
      if (!isReply(reply)) throw new Error(`Unexpected answer (${response.status})`);
      show(reply);
      ok = reply.ok;
      if (ok) timer = setTimeout(() => window.location.assign(redirectTo), Number(redirectMs));
    } catch (error) {
      console.error("Visitor form", error);
      show({ ok: false, error: entryError, retry: true });
    } finally {
      setBusy(false, ok);
    }
  };

  form.addEventListener("focusin", prepare);
  form.addEventListener("submit", onSubmit);
  return () => {
    clearTimeout(timer);
    form.removeEventListener("focusin", prepare);
    form.removeEventListener("submit", onSubmit);
  };
}
