// Issue 31 item 2: the booking form in the browser (part of the /contact page's script, so the ALTCHA
// widget is one module shared with the enquiry form). Without it the form posts and the page answers.

const loadWidget = () => import("altcha");

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
  const today = todayInIndia();
  if (date.min < today) date.min = today;
  if (date.value < today) date.value = today;

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
    // The first use: the free times of what the form already holds, and the spam check.
    if (!widget) void refresh();
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

  /** Waits for the widget's proof of work (the one it started on focus, or a new one). */
  const solve = async () => {
    await widget;
    const element = form.querySelector("altcha-widget");
    if (!element) return;
    const payload = form.querySelector<HTMLInputElement>('input[name="altcha"]');
    if (payload?.value) return;
    if ((element.getState() as string) === "verifying") {
      await new Promise<void>((resolve) => {
        const onChange = (event: Event) => {
          if ((event as CustomEvent<{ state: string }>).detail.state === "verifying") return;
          element.removeEventListener("statechange", onChange);
          resolve();
        };
        element.addEventListener("statechange", onChange);
      });
    } else {
      await element.verify();
    }
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
