import { Dialog } from "radix-ui";
import { useEffect, useMemo, useRef, useState } from "react";
import { data, redirect, useRevalidator, useSearchParams } from "react-router";
import { LanguageSwitcher } from "~/components/menu/language-switcher";
import { MenuItemCard } from "~/components/menu/menu-item-card";
import { AllergenNote } from "~/components/menu/dish-marks";
import { useLiveRevalidation } from "~/components/live/use-live-revalidation";
import { LoadFailed } from "~/components/ui/load-failed";
import { Switch } from "~/components/ui/switch";
import { getApp } from "~/context.server";
import { requestLanguage, switchLanguage } from "~/modules/menu/guest-language.server";
import { categoryLabelWithLanguage, guestText, langWhereDifferent } from "~/modules/menu/languages";
import type { PublicMenu } from "~/modules/menu/load-public-menu.server";
import { loadPublicMenuCached } from "~/modules/menu/public-menu-cache.server";
import {
  DEFAULT_CATEGORY,
  type MainCategory,
  menuMessages,
  PUBLIC_VENUE,
} from "~/modules/menu/menu.constants";
import { firstCategoryOf, visibleItems } from "~/modules/menu/menu-view";
import { vegMarker } from "~/modules/menu/veg-marker";
import { hasVisitorPass } from "~/modules/menu/visitor-pass.server";
import type { Route } from "./+types/menu";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data ? `${data.info.name} — Menu` : "Menu" },
  { name: "description", content: data?.info.description ?? "The Guntoor menu" },
];

export function headers() {
  return { "Cache-Control": "private, no-cache" };
}

// Public, but the spec's visitor form comes first: without an entry from this browser, go there.
export async function loader(args: Route.LoaderArgs) {
  if (!hasVisitorPass(args.request)) throw redirect("/guntoorlogin");
  const app = getApp(args.context);
  // Issue 18: a switcher link (?lang=) remembers the language and comes back without it.
  const switched = switchLanguage(args.request, app.env);
  if (switched) throw switched;
  const menu = await loadPublicMenuCached(app.database.db, { venue: PUBLIC_VENUE, events: app.events });
  // Serving hours are judged at this clock; the cached page is dropped at each boundary (issue 18).
  return data({ ...menu, clock: new Date().toISOString(), guestLanguage: requestLanguage(args.request) });
}

const tabButton = (active: boolean) =>
  `rounded-full px-5 py-2 text-sm font-semibold transition ${active ? "bg-garden-800 text-white" : "bg-white text-garden-900 ring-1 ring-garden-800/30 hover:bg-brand-50"}`;

export default function GuntoorMenu({ loaderData }: Route.ComponentProps) {
  const { info, categories, itemsJson, clock, guestLanguage: language } = loaderData;
  const t = (key: Parameters<typeof guestText>[1]) => guestText(language, key);
  // The owner's texts without a translation (the restaurant's details, untranslated labels).
  const english = langWhereDifferent("en", language);
  const labelOf = (c: (typeof categories)[number]) => categoryLabelWithLanguage(c, language);
  const items = useMemo(() => JSON.parse(itemsJson) as PublicMenu["items"], [itemsJson]);
  useLiveRevalidation("menu");
  // ?category= opens a category (the links shown without JavaScript use it).
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("category");
  const initialCategory =
    requested && categories.some((c) => c.key === requested)
      ? requested
      : categories.some((c) => c.key === DEFAULT_CATEGORY)
        ? DEFAULT_CATEGORY
        : (categories[0]?.key ?? null);
  const [category, setCategory] = useState<string | null>(initialCategory);
  const [term, setTerm] = useState("");
  const [vegOnly, setVegOnly] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);

  const current = categories.find((c) => c.key === category) ?? null;
  const main: MainCategory = current?.mainCategory ?? "food";
  const tabCategories = categories.filter((c) => c.mainCategory === main);
  const mains = useMemo(() => new Map(categories.map((c) => [c.key, c])), [categories]);
  // Veg Only is a food filter (spec 2.4): on the Drinks tab it is neither shown nor applied.
  const vegFilter = vegOnly && main === "food";
  const shown = visibleItems({ items, categories, term, vegOnly: vegFilter, category });
  const searching = term.trim().length > 0;

  const barRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chosenFromSheet = useRef(false);
  const [reveal, setReveal] = useState(0);
  // After choosing a category, the guest starts at its heading, not at the old list's scroll
  // position (which can be past the end of the new list), and not under the sticky bar.
  useEffect(() => {
    if (!reveal) return;
    const frame = requestAnimationFrame(() => {
      const heading = headingRef.current;
      const bar = barRef.current;
      if (!heading) return;
      const barBottom = bar ? bar.getBoundingClientRect().bottom : 0;
      const top = heading.getBoundingClientRect().top;
      if (top < barBottom || top > window.innerHeight / 2) {
        window.scrollTo({ top: window.scrollY + top - barBottom - 12 });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [reveal]);

  const chooseMain = (next: MainCategory) => {
    setCategory(firstCategoryOf(categories, next));
    setTerm("");
    setReveal((n) => n + 1);
  };
  const chooseCategory = (key: string, fromSheet = false) => {
    setCategory(key);
    setTerm("");
    setSheetOpen(false);
    chosenFromSheet.current = fromSheet;
    setReveal((n) => n + 1);
  };

  return (
    // Long unbroken words (a dish name, a search term) wrap instead of widening the page.
    <div className="min-h-screen bg-brand-50 wrap-anywhere">
      <header className="bg-garden-900 px-4 pt-5 pb-6 text-center text-white">
        <LanguageSwitcher language={language} className="mb-5" />
        <h1 className="font-display text-4xl font-semibold text-brand-100" lang={english}>
          {info.name}
        </h1>
        {info.description ? (
          <p className="mx-auto mt-2 max-w-2xl text-white/90" lang={english}>
            {info.description}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-white/80" lang={english}>
          {[info.cuisine, info.openingTime].filter(Boolean).join(" · ")}
        </p>
      </header>

      {/* Search, Veg Only and the tabs need JavaScript: without it the category links below replace them. */}
      <div
        ref={barRef}
        className="sticky top-0 z-10 border-b border-black/5 bg-white/95 shadow-sm backdrop-blur noscript:hidden"
      >
        <div className="mx-auto max-w-5xl space-y-3 px-4 py-3">
          <div className="flex items-center gap-3">
            <div className="relative flex-1">
              <label htmlFor="menu-search" className="sr-only">
                {t("searchMenu")}
              </label>
              <input
                id="menu-search"
                type="search"
                value={term}
                onChange={(e) => setTerm(e.target.value)}
                placeholder={t("searchPlaceholder")}
                autoComplete="off"
                className="w-full rounded-full border border-gray-400 bg-white py-2 pr-10 pl-4 text-base [&::-webkit-search-cancel-button]:hidden"
              />
              {term ? (
                <button
                  type="button"
                  onClick={() => setTerm("")}
                  aria-label={t("clearSearch")}
                  className="absolute top-1/2 right-2 flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
                >
                  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                    <path
                      d="M2 2l10 10M12 2 2 12"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              ) : null}
            </div>
            {main === "food" ? (
              <Switch
                checked={vegOnly}
                onCheckedChange={setVegOnly}
                className="rounded-full px-2 py-1 text-sm font-semibold text-garden-900"
              >
                {t("vegOnly")}
              </Switch>
            ) : null}
          </div>

          <div className="flex items-center justify-between gap-3">
            <div role="tablist" aria-label={t("menuSections")} className="flex gap-2">
              {(["food", "drinks"] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  role="tab"
                  aria-selected={!searching && main === m}
                  onClick={() => chooseMain(m)}
                  className={tabButton(!searching && main === m)}
                >
                  {t(m)}
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => setSheetOpen(true)}
              aria-haspopup="dialog"
              className="flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-900 ring-1 ring-brand-500/40 md:hidden"
            >
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <path
                  d="M2 4h12M2 8h12M2 12h12"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              {t("categories")}
            </button>
          </div>

          <nav aria-label={t("categories")} className="hidden md:block">
            <ul className="flex flex-wrap gap-2">
              {tabCategories.map((c) => (
                <li key={c.key}>
                  <button
                    type="button"
                    aria-pressed={!searching && c.key === category}
                    onClick={() => chooseCategory(c.key)}
                    className={`rounded-lg px-3 py-1.5 text-sm font-medium ${!searching && c.key === category ? "bg-brand-600 text-white" : "text-garden-900 hover:bg-brand-50"}`}
                    lang={langWhereDifferent(labelOf(c).lang, language)}
                  >
                    {labelOf(c).text}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>

      <noscript>
        <nav aria-label={t("allCategories")} className="mx-auto max-w-5xl px-4 pt-4">
          <ul className="flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.key}>
                <a
                  href={`?category=${encodeURIComponent(c.key)}`}
                  aria-current={c.key === category ? "page" : undefined}
                  className="inline-block rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-garden-900 ring-1 ring-black/10"
                  lang={langWhereDifferent(labelOf(c).lang, language)}
                >
                  {labelOf(c).text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </noscript>

      <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-20 bg-black/40" />
          <Dialog.Content
            className="fixed inset-x-0 bottom-0 z-30 max-h-[75vh] overflow-y-auto rounded-t-2xl bg-white p-5 pb-8 shadow-xl"
            onCloseAutoFocus={(event) => {
              // A category was chosen: the reader goes on at its heading, not back at the button.
              if (!chosenFromSheet.current) return;
              chosenFromSheet.current = false;
              event.preventDefault();
              headingRef.current?.focus({ preventScroll: true });
            }}
          >
            <div className="mx-auto mb-3 h-1.5 w-12 rounded-full bg-gray-300" aria-hidden="true" />
            <Dialog.Title className="mb-1 font-display text-2xl font-semibold text-garden-900">
              {t("categories")}
            </Dialog.Title>
            <Dialog.Description className="mb-3 text-sm text-gray-700">{t(main)}</Dialog.Description>
            <ul className="space-y-1">
              {tabCategories.map((c) => (
                <li key={c.key}>
                  <button
                    type="button"
                    aria-pressed={c.key === category}
                    onClick={() => chooseCategory(c.key, true)}
                    className={`w-full rounded-lg px-4 py-3 text-left font-medium ${c.key === category ? "bg-brand-600 text-white" : "text-garden-900 hover:bg-brand-50"}`}
                    lang={langWhereDifferent(labelOf(c).lang, language)}
                  >
                    {labelOf(c).text}
                  </button>
                </li>
              ))}
            </ul>
            <Dialog.Close className="mt-4 w-full rounded-lg bg-gray-100 px-4 py-3 font-semibold text-gray-800">
              {t("close")}
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <main className="mx-auto max-w-5xl px-4 py-6">
        <div
          role="tabpanel"
          aria-label={searching ? t("searchResults") : current ? labelOf(current).text : t("menu")}
        >
          {searching ? (
            <h2 className="mb-4 text-lg font-semibold text-garden-900" aria-live="polite">
              {shown.length === 1
                ? guestText(language, "itemFound", { term: term.trim() })
                : guestText(language, "itemsFound", { count: shown.length, term: term.trim() })}
            </h2>
          ) : (
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="mb-4 font-display text-3xl font-semibold text-garden-900 focus:outline-none"
              lang={current ? langWhereDifferent(labelOf(current).lang, language) : undefined}
            >
              {current ? labelOf(current).text : null}
            </h2>
          )}
          {shown.length === 0 ? (
            <p className="rounded-xl bg-white p-8 text-center text-gray-700 ring-1 ring-black/5">
              {searching
                ? guestText(language, "noItemsMatching", { term: term.trim() })
                : t("noItemsInCategory")}
            </p>
          ) : (
            <div className="grid gap-3 md:grid-cols-2">
              {shown.map((item) => {
                const cat = mains.get(item.category);
                return (
                  <MenuItemCard
                    key={item.id}
                    item={item}
                    marker={vegMarker(item, cat?.mainCategory ?? "food")}
                    categoryLabel={searching && cat ? labelOf(cat) : undefined}
                    now={new Date(clock)}
                    language={language}
                  />
                );
              })}
            </div>
          )}
        </div>
      </main>

      <footer className="mx-auto max-w-5xl space-y-1 px-4 pb-10 text-center text-sm text-gray-700">
        <p>{t("footerPrices")}</p>
        <p>{t("footerValuables")}</p>
        <AllergenNote language={language} />
        <p className="pt-3 text-gray-600" lang={english}>
          {[info.address, info.phone].filter(Boolean).join(" · ")}
        </p>
      </footer>
    </div>
  );
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-50 p-6">
      <LoadFailed
        message={menuMessages.menuLoadFailed}
        onRetry={() => revalidator.revalidate()}
        busy={revalidator.state !== "idle"}
      />
    </main>
  );
}
