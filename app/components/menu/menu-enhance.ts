import { dataAgeFrom, startLiveClient } from "~/components/live/live-client";
import { enhanceDishSheet } from "./dish-sheet-enhance";
import { allergens } from "~/modules/menu/dish-facts";
import type { MainCategory } from "~/modules/menu/menu.schema";
import { applyMenuQuery, type CardFacts, type MenuQuery, queryNames } from "~/modules/menu/menu-query";
import type { VegMarker } from "~/modules/menu/veg-marker";

interface Card {
  el: HTMLElement;
  index: number;
  facts: CardFacts;
}

function factsOf(el: HTMLElement): CardFacts {
  const { category = "", main, veg, spice, allergens: list, search = "" } = el.dataset;
  return {
    category,
    mainCategory: main === "drinks" ? "drinks" : "food",
    marker: (veg ?? null) as VegMarker,
    spice: spice === "none" || spice === "spicy" ? spice : "unset",
    // No attribute: the owner has not set the allergens; an empty one: contains none.
    allergens: list === undefined ? null : list.split(" ").filter(Boolean),
    search,
  };
}

/** The cards under `parent` (the page's list, or the whole menu's fragment), in menu order. */
function cardsOf(parent: ParentNode): Card[] {
  return ([...parent.children] as HTMLElement[])
    .filter((el) => el.hasAttribute("data-card"))
    .map((el) => ({ el, index: Number(el.dataset.card), facts: factsOf(el) }))
    .sort((a, b) => a.index - b.index);
}

/** Cards parsed at a time before the page's main thread is given back (a phone's short tasks). */
const SLICE = 16;
/** menu-cards.server.tsx's CARD_BREAK (kept apart: that module is the server's). */
const CARD_BREAK = "<!--card-->";

/**
 * A fragment of the menu's cards as elements of this document, parsed a slice at a time with a
 * yield between slices, so parsing the whole menu is never one long task (issue 29: every card
 * carries its words in four languages).
 */
async function parseCards(html: string): Promise<Card[]> {
  const parts = html.split(CARD_BREAK);
  const cards: Card[] = [];
  for (let at = 0; at < parts.length; at += SLICE) {
    if (at) await new Promise((resolve) => setTimeout(resolve, 0));
    const template = document.createElement("template");
    template.innerHTML = parts.slice(at, at + SLICE).join("");
    cards.push(...cardsOf(template.content).map((card) => ({ ...card, el: document.adoptNode(card.el) })));
  }
  return cards.sort((a, b) => a.index - b.index);
}

/** The guest was sent to the visitor form (the pass ran out): go there. */
function followedAway(response: Response): boolean {
  if (response.redirected && new URL(response.url).pathname !== location.pathname) {
    location.assign(response.url);
    return true;
  }
  return false;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The Guntoor menu in the browser (issue 17; spec 2.4), over the page the server rendered for the
 * query: search in every language, Veg Only, 'Not spicy' and 'Without …' (issue 18) and the tabs
 * apply at once to the cards already in the page; the phone's sheet is the page's `<dialog>`;
 * a "menu" event (stock, order, specials, serving hours) loads the page again and puts its cards,
 * categories, header and footer in place, keeping what the guest chose. Without this script the
 * same markup works as links and a GET form.
 */
export function enhanceMenu(root: HTMLElement): () => void {
  const $ = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const form = $<HTMLFormElement>("form[data-menu-form]")!;
  const search = $<HTMLInputElement>("#menu-search")!;
  const clear = $<HTMLButtonElement>("[data-clear]")!;
  const grid = $("[data-cards]")!;
  const panel = $("[data-panel]")!;
  const found = $("[data-found]")!;
  const heading = $("[data-heading]")!;
  const empty = $("[data-empty]")!;
  const bar = $("[data-bar]");
  const sheet = $<HTMLDialogElement>("dialog[data-sheet]");
  const categoryField = form.elements.namedItem(queryNames.category) as HTMLInputElement | null;
  const texts = root.dataset;
  const checkbox = (name: string, value = "1") =>
    form.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);

  // The page holds only its query's cards; the whole menu's come from `data-cards-src` once the
  // page is idle, or at the guest's first category or search, whichever is first.
  let cards = cardsOf(grid);
  let complete = false;
  let failed = false;
  let loading: Promise<void> | null = null;
  const fetchCards = async (init: RequestInit = {}) => {
    const response = await fetch(texts.cardsSrc ?? "", { ...init, headers: { Accept: "text/html" } });
    if (followedAway(response)) return null;
    if (!response.ok) throw new Error(`The menu's cards answered ${response.status}`);
    return await parseCards(await response.text());
  };
  /** The fetched cards, keeping the elements already shown where unchanged (no image loads again). */
  const takeCards = (fresh: Card[]) => {
    const shownNow = new Map(cards.map((c) => [c.el.outerHTML, c.el]));
    cards = fresh.map((card) => ({ ...card, el: shownNow.get(card.el.outerHTML) ?? card.el }));
    complete = true;
    failed = false;
  };
  const loadAll = () => {
    loading ??= fetchCards()
      .then((fresh) => {
        if (!fresh) return;
        takeCards(fresh);
        render();
      })
      .catch((error: unknown) => {
        // Without them, categories and search go to the server as they do without the script.
        console.error("Menu cards", error);
        failed = true;
        loading = null;
        throw error;
      });
    return loading;
  };
  const state: MenuQuery = {
    category: categoryField?.value || null,
    term: search.value,
    vegOnly: checkbox(queryNames.vegOnly)?.checked ?? false,
    notSpicy: checkbox(queryNames.notSpicy)?.checked ?? false,
    without: allergens.filter((a) => checkbox(queryNames.without, a)?.checked),
  };

  /** The categories in the page's order, with their tab. */
  const categories = () =>
    [...root.querySelectorAll<HTMLElement>('[data-part="nav"] [data-category]')].map((a) => ({
      key: a.dataset.category!,
      label: a.textContent ?? "",
      // An untranslated label inside another language's page is marked lang="en" (issue 18).
      lang: a.getAttribute("lang"),
      main: (a.closest<HTMLElement>("[data-for-main]")?.dataset.forMain ?? "food") as MainCategory,
    }));

  const render = () => {
    const all = categories();
    const current = all.find((c) => c.key === state.category);
    const main = current?.main ?? "food";
    const term = state.term.trim();
    const searching = term.length > 0;
    const result = applyMenuQuery(cards, (c) => c.facts, state, main);
    const shown = result.shown.map((c) => c.el);
    for (const [fact, count] of [
      ["spice", result.missing.spice],
      ["allergens", result.missing.allergens],
    ] as const) {
      const line = $(`[data-missing-${fact}]`);
      if (!line) continue;
      const many = fact === "spice" ? texts.missingSpiceMany : texts.missingAllergensMany;
      const one = fact === "spice" ? texts.missingSpiceOne : texts.missingAllergensOne;
      const text = count === 0 ? "" : count === 1 ? (one ?? "") : fill(many ?? "", { n: String(count) });
      if (line.textContent !== text) line.textContent = text;
      line.hidden = count === 0;
    }
    if (shown.length !== grid.children.length || shown.some((el, i) => grid.children[i] !== el)) {
      grid.replaceChildren(...shown);
    }
    grid.hidden = shown.length === 0;
    empty.hidden = shown.length > 0;
    empty.textContent = searching ? fill(texts.noneMatching ?? "", { term }) : (texts.noneInCategory ?? "");
    found.hidden = !searching;
    found.textContent = searching
      ? fill((shown.length === 1 ? texts.foundOne : texts.foundMany) ?? "", {
          n: String(shown.length),
          term,
        })
      : "";
    heading.hidden = searching;
    heading.textContent = current?.label ?? "";
    if (current?.lang) heading.setAttribute("lang", current.lang);
    else heading.removeAttribute("lang");
    panel.setAttribute(
      "aria-label",
      searching ? (texts.resultsLabel ?? "") : (current?.label ?? texts.menuLabel ?? ""),
    );
    root.toggleAttribute("data-searching", searching);
    for (const tab of root.querySelectorAll<HTMLElement>('[role="tab"][data-main]')) {
      tab.setAttribute("aria-selected", String(!searching && tab.dataset.main === main));
      tab.tabIndex = tab.dataset.main === main ? 0 : -1;
    }
    for (const link of root.querySelectorAll<HTMLElement>('[data-part="nav"] [data-category]'))
      link.setAttribute("aria-pressed", String(!searching && link.dataset.category === state.category));
    for (const link of root.querySelectorAll<HTMLElement>('[data-part="sheet"] [data-category]'))
      link.setAttribute("aria-pressed", String(link.dataset.category === state.category));
    for (const el of root.querySelectorAll<HTMLElement>("[data-for-main]"))
      el.hidden = el.dataset.forMain !== main;
    for (const input of form.querySelectorAll<HTMLInputElement>('input[role="switch"]'))
      input.setAttribute("aria-checked", String(input.checked));
    const count = $("[data-without-count]");
    if (count) {
      count.textContent = String(state.without.length);
      count.hidden = state.without.length === 0;
    }
    clear.hidden = !state.term;
    if (categoryField) categoryField.value = state.category ?? "";
  };

  // After choosing a category, the guest starts at its heading, not at the old list's scroll
  // position (which can be past the end of the new list), and not under the sticky bar.
  let frame = 0;
  const reveal = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const barBottom = bar ? bar.getBoundingClientRect().bottom : 0;
      const top = heading.getBoundingClientRect().top;
      if (top < barBottom || top > window.innerHeight / 2) {
        window.scrollTo({ top: window.scrollY + top - barBottom - 12 });
      }
    });
  };

  const choose = (category: string | null, fromSheet: boolean) => {
    state.category = category;
    state.term = "";
    search.value = "";
    render();
    if (fromSheet && sheet?.open) {
      sheet.close();
      // The reader goes on at the chosen category's heading, not back at the button.
      heading.focus({ preventScroll: true });
    }
    reveal();
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const link = target.closest<HTMLElement>("button[data-category], a[data-main]");
    // The cards could not be fetched: the button or link asks the server, as without the script.
    if (link && root.contains(link) && !(failed && !complete)) {
      event.preventDefault();
      const pick = () => {
        if (link.dataset.category) choose(link.dataset.category, Boolean(link.closest("dialog")));
        else choose(categories().find((c) => c.main === link.dataset.main)?.key ?? null, false);
      };
      if (complete) pick();
      else loadAll().then(pick, () => link.click());
      return;
    }
    if (target.closest("[data-clear]")) {
      event.preventDefault();
      search.value = "";
      state.term = "";
      render();
      search.focus();
      return;
    }
    // Browsers without invoker commands open the sheet here.
    if (
      target.closest("[data-open-sheet]") &&
      sheet &&
      !sheet.open &&
      !("command" in HTMLButtonElement.prototype)
    ) {
      sheet.showModal();
    }
  };

  const onInput = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (input === search) state.term = search.value;
    else if (input.name === queryNames.vegOnly) state.vegOnly = input.checked;
    else if (input.name === queryNames.notSpicy) state.notSpicy = input.checked;
    else if (input.name === queryNames.without)
      state.without = allergens.filter((a) => checkbox(queryNames.without, a)?.checked);
    else return;
    render();
    // The cards in the page until the whole menu's arrive; render() runs again then.
    if (!complete) loadAll().catch(() => {});
  };

  // Everything already applies as it changes; Enter only closes a phone's keyboard. If the
  // menu's cards could not be fetched, the form goes to the server as without the script; if
  // they are still on their way, it goes there once they fail (as the category buttons do).
  const onSubmit = (event: SubmitEvent) => {
    if (failed && !complete) return;
    event.preventDefault();
    search.blur();
    if (!complete) loadAll().catch(() => form.submit());
  };

  const onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // The tabs are links without the script: they answer the Space bar as tabs do.
    if (event.key === " " && target.matches('a[role="tab"]')) {
      event.preventDefault();
      target.click();
    }
    // Issue 29 item 14: the arrow keys, Home and End move between Food and Drinks and open it.
    if (target.matches('a[role="tab"]') && ["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) {
      const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"][data-main]')];
      const at = tabs.indexOf(target);
      const next =
        event.key === "Home"
          ? 0
          : event.key === "End"
            ? tabs.length - 1
            : (at + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length;
      event.preventDefault();
      tabs[next]?.focus();
      tabs[next]?.click();
    }
    if (event.key === "Escape") {
      const open = target.closest("details[open]");
      if (open instanceof HTMLDetailsElement) {
        open.open = false;
        open.querySelector("summary")?.focus();
      }
    }
  };

  // The 'Without …' list closes when the guest taps elsewhere, as a menu does.
  const onDocumentClick = (event: MouseEvent) => {
    for (const details of root.querySelectorAll<HTMLDetailsElement>("details[data-without][open]"))
      if (!details.contains(event.target as Node)) details.open = false;
  };

  // Spec 2.4: a photo that fails shows the placeholder. A plain <img>: inside <picture> a failed
  // AVIF source would win over any fallback.
  const placeholder = texts.placeholder;
  const toPlaceholder = (img: HTMLImageElement) => {
    if (!placeholder || img.getAttribute("src") === placeholder) return;
    const fallback = document.createElement("img");
    fallback.src = placeholder;
    fallback.alt = "";
    for (const name of ["width", "height", "loading", "decoding", "class"]) {
      const value = img.getAttribute(name);
      if (value !== null) fallback.setAttribute(name, value);
    }
    (img.parentElement?.tagName === "PICTURE" ? img.parentElement : img).replaceWith(fallback);
  };
  const onError = (event: Event) => {
    const img = event.target;
    if (img instanceof HTMLImageElement && root.contains(img)) toPlaceholder(img);
  };

  // A "menu" event: the page again (from the server's page cache), its parts put in place.
  const main = $("[data-main-area]");
  let failedBox: HTMLElement | null = null;
  const showFailed = (error?: unknown) => {
    if (error) console.error("Menu reload", error);
    panel.hidden = true;
    if (!failedBox) {
      const template = $<HTMLTemplateElement>("template[data-load-failed]");
      failedBox = (template?.content.firstElementChild ?? template?.firstElementChild)?.cloneNode(
        true,
      ) as HTMLElement | null;
      failedBox?.querySelector("button")?.addEventListener("click", (event) => {
        const button = event.currentTarget as HTMLButtonElement;
        button.disabled = true;
        refresh()
          .catch(showFailed)
          .finally(() => {
            button.disabled = false;
          });
      });
    }
    if (failedBox && main && !failedBox.isConnected) main.append(failedBox);
  };
  const refresh = async () => {
    const [response, freshCards] = await Promise.all([
      fetch(location.pathname, { headers: { Accept: "text/html" }, cache: "no-store" }),
      fetchCards({ cache: "no-store" }),
    ]);
    if (followedAway(response) || !freshCards) return;
    if (!response.ok) throw new Error(`The menu answered ${response.status}`);
    const fresh = new DOMParser()
      .parseFromString(await response.text(), "text/html")
      .querySelector<HTMLElement>("[data-menu]");
    if (!fresh) throw new Error("The answer holds no menu");
    for (const part of root.querySelectorAll<HTMLElement>("[data-part]")) {
      const next = fresh.querySelector(`[data-part="${part.dataset.part}"]`);
      if (next) part.replaceWith(document.adoptNode(next));
    }
    takeCards(freshCards);
    // A dish's details may have changed with the menu.
    dishSheet.forget();
    if (!categories().some((c) => c.key === state.category)) {
      const opening = fresh.querySelector<HTMLInputElement>(`input[name="${queryNames.category}"]`);
      state.category = opening?.value || null;
    }
    render();
    failedBox?.remove();
    panel.hidden = false;
  };
  // The menu came with this document (requested at its navigation's start), or was fetched just now
  // by the running app: the stream's first connection says how old it is, so a change in between
  // is sent at once (startLiveClient's `dataAge`).
  const dataAge = dataAgeFrom((navigation) => new URL(navigation.name).pathname === location.pathname);
  const stopLive = root.dataset.live
    ? startLiveClient({
        url: root.dataset.live,
        event: "menu",
        reload: () => refresh().catch(showFailed),
        dataAge,
      })
    : () => {};

  // Issue 29 item 11: a card opens its dish's details in the page's sheet.
  const dishSheet = enhanceDishSheet(root);

  // One signal removes every listener below when the page leaves (the running app's navigation).
  const listening = new AbortController();
  const { signal } = listening;
  root.addEventListener("click", onClick, { signal });
  root.addEventListener("keydown", onKey, { signal });
  form.addEventListener("input", onInput, { signal });
  form.addEventListener("submit", onSubmit, { signal });
  document.addEventListener("click", onDocumentClick, { signal });
  root.addEventListener("error", onError, { capture: true, signal });
  for (const img of root.querySelectorAll<HTMLImageElement>("[data-cards] img"))
    if (img.complete && img.naturalWidth === 0) toPlaceholder(img);
  form.setAttribute("data-enhanced", "");
  render();
  root.setAttribute("data-enhanced", "");
  const idle = "requestIdleCallback" in window;
  const soon = idle ? requestIdleCallback(() => loadAll().catch(() => {}), { timeout: 2000 }) : 0;
  const later = idle ? 0 : window.setTimeout(() => loadAll().catch(() => {}), 200);

  return () => {
    stopLive();
    dishSheet.stop();
    cancelAnimationFrame(frame);
    if (idle) cancelIdleCallback(soon);
    clearTimeout(later);
    listening.abort();
  };
}
