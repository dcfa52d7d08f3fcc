import { servingHours } from "~/modules/menu/dish-facts";
import {
  allergenName,
  type GuestLanguage,
  guestText,
  itemExtrasIn,
  itemTextsIn,
  type Localized,
  langWhereDifferent,
  spiceLevelName,
} from "~/modules/menu/languages";
import { placeholderSize } from "~/modules/menu/placeholder";
import type { VegMarker } from "~/modules/menu/veg-marker";
import { formatINR } from "~/modules/money";
import { AllergenNote, ChefsSpecialBadge, SpiceMarks } from "./dish-marks";
import { type CardItem, PLACEHOLDER_SRC } from "./menu-item-card";
import { VegMarkerIcon } from "./veg-marker";

/** The sheet's heading: the dialog on /guntoormenu is named by it (aria-labelledby). */
export const DISH_TITLE_ID = "dish-sheet-title";

/**
 * Issue 29 item 11: everything a guest asks about a dish, in their language: a large photo, the
 * description, the spice level, the allergens and the serving hours, each fact's "not known yet"
 * said as such (issue 29 item 1: not set is never read as 'not spicy' or 'contains none').
 * Server-rendered markup only: the page `/guntoormenu/dish/:id` (without JavaScript) and the
 * fragment the menu's sheet shows (`/guntoormenu/dish/:id/sheet`).
 */
export function DishDetail({
  item,
  marker,
  categoryLabel,
  openingHours,
  language,
  heading,
}: {
  item: CardItem;
  marker: VegMarker;
  categoryLabel: Localized;
  /** The restaurant's opening hours, shown for a dish served whenever it is open. */
  openingHours: Localized | null;
  language: GuestLanguage;
  /** h1 on the page of its own, h2 inside the menu's sheet. */
  heading: "h1" | "h2";
}) {
  const { name, description } = itemTextsIn(item, language);
  const { notes, servedWith } = itemExtrasIn(item, language);
  const t = (key: Parameters<typeof guestText>[1]) => guestText(language, key);
  const lang = (text: Localized) => langWhereDifferent(text.lang, language);
  const Heading = heading;
  const { width, height } = placeholderSize(name.text);
  const avif = item.imageUrl?.endsWith(".webp") ? item.imageUrl.replace(/\.webp$/, ".avif") : null;
  const fact = "text-sm text-gray-800";
  return (
    <article data-dish-detail className="space-y-4" aria-labelledby={DISH_TITLE_ID}>
      <div className="overflow-hidden rounded-xl bg-brand-100">
        {item.imageUrl ? (
          <picture>
            {avif ? <source type="image/avif" srcSet={avif} /> : null}
            <img
              src={item.imageUrl}
              alt={name.text}
              width={1200}
              height={900}
              decoding="async"
              className="aspect-[4/3] w-full object-cover"
            />
          </picture>
        ) : (
          <img
            src={PLACEHOLDER_SRC}
            alt=""
            width={width}
            height={height}
            className="aspect-[4/3] w-full object-cover"
          />
        )}
      </div>
      <div>
        <div className="flex items-start justify-between gap-3">
          <Heading
            id={DISH_TITLE_ID}
            className="flex items-start gap-2 text-2xl font-semibold leading-snug text-garden-900"
          >
            <span className="mt-1.5">
              <VegMarkerIcon marker={marker} language={language} />
            </span>
            <span lang={lang(name)}>{name.text}</span>
          </Heading>
          <p className="shrink-0 text-xl font-semibold text-brand-700">
            {formatINR(item.price, { wholeRupees: true })}
          </p>
        </div>
        <p className="text-xs uppercase tracking-wide text-gray-600" lang={lang(categoryLabel)}>
          {categoryLabel.text}
        </p>
        <div className="flex flex-wrap items-center">
          {item.isChefsSpecial ? <ChefsSpecialBadge language={language} /> : null}
          {item.isOutOfStock ? (
            <p className="mt-1 mr-1 inline-block rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              {t("outOfStock")}
            </p>
          ) : null}
        </div>
      </div>
      {description.text ? (
        <p className="text-gray-800" lang={lang(description)}>
          {description.text}
        </p>
      ) : null}
      {servedWith ? (
        <p className={fact}>
          <span className="font-semibold">{t("servedWith")}</span>{" "}
          <span lang={lang(servedWith)}>{servedWith.text}</span>
        </p>
      ) : null}
      {item.options.length ? (
        <ul
          className="flex flex-wrap gap-1.5"
          aria-label={t("options")}
          lang={langWhereDifferent("en", language)}
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
        <p className="text-sm italic text-gray-700" lang={lang(notes)}>
          {notes.text}
        </p>
      ) : null}
      <dl className="divide-y divide-gray-200 rounded-xl bg-brand-50 px-4 text-sm">
        <div className="py-2.5" data-fact="spice">
          <dt className="font-semibold text-garden-900">{t("spiceTitle")}</dt>
          <dd className={fact}>
            {item.spiceLevel ? (
              <span className="inline-flex flex-wrap items-center gap-2">
                {item.spiceLevel === "none" ? null : (
                  <SpiceMarks level={item.spiceLevel} language={language} />
                )}
                <span>{spiceLevelName(language, item.spiceLevel)}</span>
              </span>
            ) : (
              t("spiceNotSet")
            )}
          </dd>
        </div>
        <div className="py-2.5" data-fact="allergens">
          <dt className="font-semibold text-garden-900">{t("allergensTitle")}</dt>
          <dd className={fact}>
            {item.allergens === null || item.allergens === undefined
              ? t("allergensNotSet")
              : item.allergens.length === 0
                ? t("allergensNone")
                : `${t("contains")} ${item.allergens.map((a) => allergenName(language, a)).join(", ")}`}
          </dd>
        </div>
        <div className="py-2.5" data-fact="hours">
          <dt className="font-semibold text-garden-900">{t("servingTitle")}</dt>
          <dd className={fact}>
            {item.servedFrom && item.servedUntil ? (
              servingHours(item.servedFrom, item.servedUntil)
            ) : (
              <>
                {t("servedWhileOpen")}
                {openingHours?.text ? (
                  <>
                    {" "}
                    (<span lang={lang(openingHours)}>{openingHours.text}</span>)
                  </>
                ) : null}
              </>
            )}
          </dd>
        </div>
      </dl>
      <div className="text-xs text-gray-700">
        <AllergenNote language={language} />
      </div>
    </article>
  );
}
