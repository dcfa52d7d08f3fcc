import {
  type Allergen,
  dishMessages,
  isServedAt,
  type SpiceLevel,
  servingHours,
  spiceMarks,
} from "~/modules/menu/dish-facts";
import { allergenName, type GuestLanguage, guestText, spiceLevelName } from "~/modules/menu/languages";

// Issue 18: marks on a menu card, server-rendered markup only (no state, no effects).

export function ChefsSpecialBadge({ language = "en" }: { language?: GuestLanguage }) {
  return (
    <p className="mt-1 mr-1 inline-block rounded bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
      {language === "en" ? dishMessages.chefsSpecial : guestText(language, "chefsSpecial")}
    </p>
  );
}

function Chilli() {
  return (
    <svg width="12" height="14" viewBox="0 0 12 14" aria-hidden="true" className="inline-block">
      <path
        d="M7 1c0 1.5-1 2-1 2 3 0 5 2.5 3.5 6S4 13.5 1.5 13c2.5-1.5 3-4 3-6S5.5 3 6 3 6 1.5 7 1z"
        fill="#b42318"
      />
    </svg>
  );
}

/** Chilli marks for the eye, the level's name for screen readers. */
export function SpiceMarks({ level, language = "en" }: { level: SpiceLevel; language?: GuestLanguage }) {
  const name = spiceLevelName(language, level);
  // Issue 29: 'Not spicy' is a fact the owner set, said in words (no chilli to count).
  if (level === "none") return <p className="mt-1 mr-1 text-xs font-semibold text-green-900">{name}</p>;
  return (
    <p className="mt-1 mr-1 inline-flex items-center gap-0.5" title={name}>
      {Array.from({ length: spiceMarks[level] }, (_, i) => (
        <Chilli key={i} />
      ))}
      <span className="sr-only">{guestText(language, "spiceLevel", { level: name })}</span>
    </p>
  );
}

export function AllergenList({
  allergens,
  language = "en",
}: {
  allergens: readonly Allergen[];
  language?: GuestLanguage;
}) {
  if (!allergens.length) return null;
  return (
    <p className="mt-1 text-xs text-gray-700">
      <span className="font-semibold">{guestText(language, "contains")}</span>{" "}
      {allergens.map((a) => allergenName(language, a)).join(", ")}
    </p>
  );
}

/** 'Served 7–11 am', shown like 'Out of stock' while the item is not being served. */
export function ServingState({
  servedFrom,
  servedUntil,
  language = "en",
}: {
  servedFrom: string;
  servedUntil: string;
  language?: GuestLanguage;
}) {
  return (
    <p className="mt-1 inline-block rounded bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-800">
      {guestText(language, "servedHours", { hours: servingHours(servedFrom, servedUntil) })}
    </p>
  );
}

export interface DishFacts {
  spiceLevel?: SpiceLevel | null;
  /** Issue 29: null or left out is not set; [] contains none. */
  allergens?: readonly Allergen[] | null;
  isChefsSpecial?: boolean;
  servedFrom?: string | null;
  servedUntil?: string | null;
}

/** Not served at `now` (outside its serving hours): greyed and not available, like out of stock. */
export function notServedNow(item: DishFacts, now: Date | null): boolean {
  return (
    now !== null &&
    !isServedAt({ servedFrom: item.servedFrom ?? null, servedUntil: item.servedUntil ?? null }, now)
  );
}

/** The marks under a card's title: badge, chillies and the serving hours when not served now. */
export function DishMarks({
  item,
  now,
  language = "en",
}: {
  item: DishFacts;
  now: Date | null;
  language?: GuestLanguage;
}) {
  const outside = notServedNow(item, now);
  if (!item.isChefsSpecial && !item.spiceLevel && !outside) return null;
  return (
    <div className="flex flex-wrap items-center">
      {item.isChefsSpecial ? <ChefsSpecialBadge language={language} /> : null}
      {item.spiceLevel ? <SpiceMarks level={item.spiceLevel} language={language} /> : null}
      {outside && item.servedFrom && item.servedUntil ? (
        <ServingState servedFrom={item.servedFrom} servedUntil={item.servedUntil} language={language} />
      ) : null}
    </div>
  );
}

export function AllergenNote({ language = "en" }: { language?: GuestLanguage }) {
  return <p>{language === "en" ? dishMessages.allergenNote : guestText(language, "allergenNote")}</p>;
}
