// Issue 31 item 2: the booking form in the browser (part of the /contact page's script, so the ALTCHA
// widget is one module shared with the enquiry form). Without it the form posts and the page answers.

const loadWidget = () => import("altcha");
/** The longest a booking waits for the proof of work (a phone needs a few seconds). */
const SOLVE_LIMIT_MS = 30_000;

interface Slot {
  time: string;
  label: string;
  available: boolean;
}

/** Today's date in India, whatever the device's zone (a page cached since yesterday says yesterday). */
const todayInIndia = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/**
 * The slots of the chosen date, size and seating as the guest chooses them (full times are shown
 * and disabled, times outside that seating's hours removed), and the proof of work before the
 * form posts. A failed fetch leaves the form as the server rendered it: the server checks anyway.
 * Returns what undoes it.
 */
export function enhanceBookingForm(form: HTMLFormElement): () => void {
  const field = <T extends Element>(name: string) => form.querySelector<T>(`[name="${name}"]`)!;
  const date = field<HTMLInputElement>("date");
  const party = field<HTMLSelectElement>("party");
  const time = field<HTMLSelectElement>("time");
  const status = form.querySelector<HTMLElement>("[data-slots-status]")!;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]:not([name])")!;
  const texts = form.dataset;
  const bookText = button.textContent ?? "";
  const proof = field<HTMLInputElement>("altcha");

  let asked = 0;
  const refresh = async () => {
    const n = ++asked;
    const area = form.querySelector<HTMLInputElement>("input[name=area]:checked")?.value;
    if (Number(party.value) > 12) {
      status.textContent = texts.tooMany ?? "";
      return;
    }
    if (!date.value || !area) return;
    const query = new URLSearchParams({ date: date.value, party: party.value, area });
    try {
      const response = await fetch(`${texts.slots}?${query}`, { headers: { Accept: "application/json" } });
      const body = (await response.json()) as { slots: Slot[]; message?: string };
      if (n !== asked) return;
      if (!response.ok) {
        status.textContent = body.message ?? "";
        return;
      }
      const chosen = time.value;
      const placeholder = time.options[0]!;
      time.replaceChildren(
        placeholder,
        ...body.slots.map((slot) => {
          const option = new Option(slot.available ? slot.label : `${slot.label} (full)`, slot.time);
          option.disabled = !slot.available;
          return option;
        }),
      );
      time.value = body.slots.some((s) => s.time === chosen && s.available) ? chosen : "";
      const free = body.slots.filter((s) => s.available).length;
      status.textContent =
        free === 0
          ? "No table is free that day for this party. Please choose another date or seating."
          : `${free} ${free === 1 ? "time is" : "times are"} free for ${party.value}.`;
    } catch (error) {
      console.error("Free times", error);
    }
  };

  let widget: Promise<void> | undefined;
  const prepare = () => {
    // The first use: today's date in India, the free times of what the form already holds, and the
    // spam check (nothing runs while the page loads).
    if (!widget) {
      const today = todayInIndia();
      if (date.min < today) date.min = today;
      if (date.value < today) date.value = today;
      void refresh();
    }
    widget ??= loadWidget().then(
      () => {
        const slot = form.querySelector("[data-captcha]");
        if (!slot || slot.firstChild) return;
        const element = document.createElement("altcha-widget");
        element.setAttribute("challenge", "/api/captcha");
        // Its own field is not the one posted: the payload goes to the form's `altcha` field as
        // soon as the widget says it is verified (whoever started the check).
        element.setAttribute("name", "altcha-widget");
        element.setAttribute("auto", "onfocus");
        element.addEventListener("statechange", (event) => {
          const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>)
            .detail;
          proof.value = state === "verified" ? (payload ?? "") : "";
        });
        slot.append(element);
      },
      (error) => console.error("The spam check could not load", error),
    );
  };

  /**
   * Waits for the proof of work: the one the widget started on focus, or one started here. Never
   * longer than SOLVE_LIMIT_MS: the booking is then posted without it, as without JavaScript.
   */
  const solve = async () => {
    await widget;
    const element = form.querySelector("altcha-widget");
    if (!element || proof.value) return;
    const settled = new Promise<void>((resolve) => {
      const onChange = (event: Event) => {
        const { state } = (event as CustomEvent<{ state: string }>).detail;
        if (state === "verifying" || state === "unverified") return;
        element.removeEventListener("statechange", onChange);
        resolve();
      };
      element.addEventListener("statechange", onChange);
    });
    if ((element.getState() as string) !== "verifying") void element.verify().catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      settled,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, SOLVE_LIMIT_MS))),
    ]);
    clearTimeout(timer);
  };

  let passing = false;
  const onSubmit = async (event: SubmitEvent) => {
    if (passing) return;
    event.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    button.textContent = button.dataset.sendingText ?? bookText;
    prepare();
    try {
      await solve();
    } catch (error) {
      // Posted without the proof: the server takes it as a booking without JavaScript.
      console.error("Spam check", error);
    }
    // A task of its own: when the proof was ready already, this runs in the microtasks of the
    // first submit event, while the browser still fires it, and a submit requested then is
    // dropped without a word (HTML's "firing submission events" flag).
    await new Promise((resolve) => setTimeout(resolve, 0));
    passing = true;
    button.disabled = false;
    form.requestSubmit(event.submitter instanceof HTMLButtonElement ? event.submitter : null);
    passing = false;
  };

  const onChange = (event: Event) => {
    const name = (event.target as HTMLInputElement).name;
    if (name === "date" || name === "party" || name === "area") void refresh();
  };
  form.addEventListener("change", onChange);
  form.addEventListener("focusin", prepare);
  form.addEventListener("submit", onSubmit);
  return () => {
    form.removeEventListener("change", onChange);
    form.removeEventListener("focusin", prepare);
    form.removeEventListener("submit", onSubmit);
  };
}
