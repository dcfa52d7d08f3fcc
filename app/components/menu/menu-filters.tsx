import type { ReactNode } from "react";
import { allergens } from "~/modules/menu/dish-facts";
import { allergenName, type GuestLanguage, guestText } from "~/modules/menu/languages";
import { type MenuQuery, queryNames } from "~/modules/menu/menu-query";

/**
 * An on/off switch that is a real checkbox of the menu's GET form (issue 17: it works without
 * JavaScript), drawn like the app's Switch: the track green when on, the thumb moved across.
 */
export function MenuSwitch({
  name,
  checked,
  children,
}: {
  name: string;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex shrink-0 cursor-pointer items-center gap-2 rounded-full px-2 py-1 text-sm font-semibold text-garden-900">
      <input
        type="checkbox"
        role="switch"
        name={name}
        value="1"
        defaultChecked={checked}
        aria-checked={checked}
        className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-gray-400 transition checked:bg-green-700 before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:before:translate-x-5"
      />
      {children}
    </label>
  );
}

/** Sends the form without JavaScript; hidden until a filter differs from the page's (app.css). */
export function ApplyButton({ language = "en" }: { language?: GuestLanguage }) {
  return (
    <button
      type="submit"
      data-apply
      className="items-center rounded-full bg-garden-800 px-4 py-1.5 text-sm font-semibold text-white"
    >
      {guestText(language, "apply")}
    </button>
  );
}

/** Issue 18: 'Not spicy' and 'Without …' an allergen, for every card (food and drinks). */
export function DishFilters({ query, language = "en" }: { query: MenuQuery; language?: GuestLanguage }) {
  const chosen = query.without.length;
  const without = guestText(language, "withoutFilter");
  return (
    <div className="flex flex-wrap items-center gap-2">
      <MenuSwitch name={queryNames.notSpicy} checked={query.notSpicy}>
        {guestText(language, "notSpicy")}
      </MenuSwitch>
      {/* Issue 29 item 14: on a phone the list spans the bar (its positioned ancestor), so it fits 390 px. */}
      <details className="group sm:relative" data-without>
        <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-garden-900 ring-1 ring-garden-800/30 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          {without}
          <span
            data-without-count
            hidden={chosen === 0}
            className="rounded-full bg-garden-800 px-1.5 text-xs text-white"
          >
            {chosen}
          </span>
          <svg
            width="12"
            height="12"
            viewBox="0 0 12 12"
            aria-hidden="true"
            className="transition group-open:rotate-180"
          >
            <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
        </summary>
        <fieldset className="absolute inset-x-4 z-20 mt-2 rounded-xl bg-white p-4 shadow-lg ring-1 ring-black/10 sm:inset-x-auto sm:left-0 sm:w-72">
          <legend className="sr-only">{without}</legend>
          <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2 sm:gap-x-4">
            {allergens.map((allergen) => (
              <li key={allergen}>
                <label className="flex cursor-pointer items-start gap-2 py-1 text-sm text-gray-800">
                  <input
                    type="checkbox"
                    name={queryNames.without}
                    value={allergen}
                    defaultChecked={query.without.includes(allergen)}
                    className="mt-0.5 h-4 w-4 shrink-0 accent-garden-800"
                  />
                  {allergenName(language, allergen)}
                </label>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex justify-end">
            <ApplyButton language={language} />
          </div>
        </fieldset>
      </details>
      <ApplyButton language={language} />
    </div>
  );
}
