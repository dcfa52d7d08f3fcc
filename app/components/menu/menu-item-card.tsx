import { useEffect, useRef, useState } from "react";
import { formatINR, type Paise } from "~/modules/money";
import {
  type GuestLanguage,
  guestText,
  type Localized,
  langWhereDifferent,
  itemExtrasIn,
  itemTextsIn,
  type TranslatedItem,
} from "~/modules/menu/languages";
import type { MenuItemText } from "~/modules/menu/menu-item-text";
import { placeholderSize } from "~/modules/menu/placeholder";
import type { VegMarker } from "~/modules/menu/veg-marker";
import { VegMarkerIcon } from "./veg-marker";
import { AllergenList, type DishFacts, DishMarks, notServedNow } from "./dish-marks";

export const PLACEHOLDER_SRC = "/menu/placeholder.svg";

export interface CardItem extends MenuItemText, TranslatedItem, DishFacts {
  id: string;
  price: Paise;
  isOutOfStock: boolean;
  imageUrl: string | null;
}

/** Uploaded photos are stored as WebP with an AVIF twin of the same name. */
function avifOf(url: string): string | null {
  return url.endsWith(".webp") ? url.replace(/\.webp$/, ".avif") : null;
}

/** Photos that failed on this page: a card drawn again (another tab, a search) goes straight to the placeholder. */
const failedPhotos = new Set<string>();

function ItemImage({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const ref = useRef<HTMLImageElement>(null);
  const { width, height } = placeholderSize(name);
  const [failed, setFailed] = useState(() => imageUrl !== null && failedPhotos.has(imageUrl));
  const fail = () => {
    if (imageUrl) failedPhotos.add(imageUrl);
    setFailed(true);
  };
  // A photo that failed before hydration never fires onError in React: check once mounted.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) fail();
  });
  if (!imageUrl || failed) {
    // Spec 2.4: a missing or broken photo shows the placeholder. A plain <img> with no <source>
    // beside it: inside <picture> a failed AVIF source would win over any fallback src.
    return (
      <img
        src={PLACEHOLDER_SRC}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover"
      />
    );
  }
  const img = (
    <img
      ref={ref}
      src={imageUrl}
      alt={name}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={fail}
      className="h-full w-full object-cover"
    />
  );
  const avif = avifOf(imageUrl);
  return avif ? (
    <picture>
      <source type="image/avif" srcSet={avif} />
      {img}
    </picture>
  ) : (
    img
  );
}

export function MenuItemCard({
  item,
  marker,
  categoryLabel,
  now = null,
  language = "en",
  detailHref,
}: {
  item: CardItem;
  marker: VegMarker;
  categoryLabel?: string | Localized;
  /** The page's clock (issue 18: serving hours); null shows every item as served. */
  now?: Date | null;
  /** Issue 18: the page's language; the owner's English where no translation was given. */
  language?: GuestLanguage;
  /**
   * Issue 29 item 11: the dish's details. The name links there and its link covers the card, so
   * tapping anywhere on the card opens them (the menu's script shows them in a sheet).
   */
  detailHref?: string;
}) {
  const unavailable = item.isOutOfStock || notServedNow(item, now);
  const { name, description } = itemTextsIn(item, language);
  const label = typeof categoryLabel === "string" ? { text: categoryLabel, lang: language } : categoryLabel;
  // Notes and 'served with' in the guest's language where given (issue 29); options stay English.
  const english = langWhereDifferent("en", language);
  const { notes, servedWith } = itemExtrasIn(item, language);
  return (
    <article
      // Issue 29 item 14: an unavailable card is greyed by its ground and photo, never by opacity
      // (which took its text below 4.5:1).
      className={`relative flex gap-3 rounded-xl p-3 shadow-sm ring-1 ring-black/5 has-[a[data-dish]:focus-visible]:ring-2 has-[a[data-dish]:focus-visible]:ring-garden-800 ${unavailable ? "bg-gray-100" : "bg-white"}`}
      data-unavailable={unavailable ? "" : undefined}
      aria-label={name.text}
      data-testid="menu-item"
    >
      <div
        className={`h-24 w-24 shrink-0 overflow-hidden rounded-lg bg-brand-100 sm:h-28 sm:w-28 ${unavailable ? "grayscale" : ""}`}
      >
        <ItemImage name={name.text} imageUrl={item.imageUrl} />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="flex items-start gap-2 font-semibold leading-snug text-garden-900">
            <span className="mt-0.5">
              <VegMarkerIcon marker={marker} language={language} />
            </span>
            {detailHref ? (
              <a
                href={detailHref}
                data-dish
                className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
                lang={langWhereDifferent(name.lang, language)}
              >
                {name.text}
              </a>
            ) : (
              <span lang={langWhereDifferent(name.lang, language)}>{name.text}</span>
            )}
          </h3>
          <p className="shrink-0 font-semibold text-brand-700">
            {formatINR(item.price, { wholeRupees: true })}
          </p>
        </div>
        {label ? (
          <p
            className="text-xs uppercase tracking-wide text-gray-600"
            lang={langWhereDifferent(label.lang, language)}
            data-card-category
          >
            {label.text}
          </p>
        ) : null}
        {item.isOutOfStock ? (
          <p className="mt-1 inline-block rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
            {guestText(language, "outOfStock")}
          </p>
        ) : null}
        <DishMarks item={item} now={now} language={language} />
        {description.text ? (
          <p className="mt-1 text-sm text-gray-700" lang={langWhereDifferent(description.lang, language)}>
            {description.text}
          </p>
        ) : null}
        {servedWith ? (
          <p className="mt-1 text-sm text-gray-700">
            <span className="font-semibold">{guestText(language, "servedWith")}</span>{" "}
            <span lang={langWhereDifferent(servedWith.lang, language)}>{servedWith.text}</span>
          </p>
        ) : null}
        {item.options.length ? (
          <ul
            className="mt-1.5 flex flex-wrap gap-1.5"
            aria-label={guestText(language, "options")}
            lang={english}
          >
            {item.options.map((o) => (
              <li
                key={o}
                className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-900 ring-1 ring-brand-100"
              >
                {o}
              </li>
            ))}
          </ul>
        ) : null}
        {notes ? (
          <p className="mt-1 text-xs italic text-gray-600" lang={langWhereDifferent(notes.lang, language)}>
            {notes.text}
          </p>
        ) : null}
        {item.allergens ? <AllergenList allergens={item.allergens} language={language} /> : null}
      </div>
    </article>
  );
}
