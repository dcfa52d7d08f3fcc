/**
 * Issue 29 item 11: tapping a card of /guntoormenu opens the dish's details in the page's sheet
 * (a modal `<dialog>`: focus moves into it and back to the card, Escape and the Close button close
 * it, it is named by the dish's heading) instead of leaving the menu. The details are the server's
 * markup (`<card link>/sheet`, the same as the dish's own page, where the link goes without this
 * script), fetched when the guest touches the card and kept until the menu changes.
 */
export function enhanceDishSheet(root: HTMLElement): { forget: () => void; stop: () => void } {
  const sheet = root.querySelector<HTMLDialogElement>("dialog[data-dish-sheet]");
  const body = sheet?.querySelector<HTMLElement>("[data-dish-body]");
  if (!sheet || !body) return { forget: () => {}, stop: () => {} };
  const titleId = sheet.getAttribute("aria-labelledby") ?? "";
  const fragments = new Map<string, Promise<string>>();
  const fragment = (href: string) => {
    let known = fragments.get(href);
    if (!known) {
      known = fetch(`${href}/sheet`, { headers: { Accept: "text/html" } }).then(async (response) => {
        // A pass that ran out sends the guest to the visitor form: the link's own navigation goes there.
        if (!response.ok || response.redirected) throw new Error(`The dish answered ${response.status}`);
        return response.text();
      });
      // A failed fetch is tried again at the next tap.
      known.catch(() => fragments.delete(href));
      fragments.set(href, known);
    }
    return known;
  };
  const linkOf = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-dish]");
    return link && root.contains(link) ? link : null;
  };
  let opened = 0;
  const open = (link: HTMLAnchorElement) => {
    const href = link.getAttribute("href") ?? "";
    const asked = ++opened;
    // At once: the dish's name and the loading words, until its details are here.
    const heading = document.createElement("h2");
    heading.id = titleId;
    heading.className = "pr-24 text-2xl font-semibold text-garden-900";
    heading.textContent = link.textContent;
    const lang = link.getAttribute("lang");
    if (lang) heading.setAttribute("lang", lang);
    const loading = document.createElement("p");
    loading.setAttribute("role", "status");
    loading.className = "mt-3 text-gray-700";
    loading.textContent = sheet.dataset.loading ?? "";
    body.replaceChildren(heading, loading);
    body.setAttribute("aria-busy", "true");
    if (!sheet.open) sheet.showModal();
    fragment(href).then(
      (html) => {
        if (asked !== opened || !sheet.open) return;
        const template = document.createElement("template");
        template.innerHTML = html;
        body.replaceChildren(document.adoptNode(template.content));
        body.removeAttribute("aria-busy");
        sheet.scrollTop = 0;
      },
      () => {
        // Offline or refused: the link's own page (or the browser's own error) instead.
        if (asked === opened) location.assign(href);
      },
    );
  };
  const onClick = (event: MouseEvent) => {
    const link = linkOf(event);
    // A new tab or window (a modifier or the middle button) keeps the link's own page.
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    open(link);
  };
  // Asked for as the finger lands (a tap's click comes ~100 ms later), so it is often here first.
  const onPointerDown = (event: PointerEvent) => {
    const link = linkOf(event);
    if (link) fragment(link.getAttribute("href") ?? "").catch(() => {});
  };
  // A tap on the backdrop (outside the sheet's box) closes it, as on the categories' sheet.
  const onSheetClick = (event: MouseEvent) => {
    if (event.target !== sheet) return;
    const box = sheet.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) sheet.close();
  };
  const listening = new AbortController();
  const { signal } = listening;
  root.addEventListener("click", onClick, { signal });
  root.addEventListener("pointerdown", onPointerDown, { signal, passive: true });
  sheet.addEventListener("click", onSheetClick, { signal });
  sheet.addEventListener("close", () => opened++, { signal });
  return {
    forget: () => fragments.clear(),
    stop: () => listening.abort(),
  };
}
