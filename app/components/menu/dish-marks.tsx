import {
  type Allergen,
  allergenLabels,
  dishMessages,
  isServedAt,
  type SpiceLevel,
  servingLabel,
  spiceLabels,
  spiceMarks,
} from "~/modules/menu/dish-facts";

// Issue 18: marks on a menu card, server-rendered markup only (no state, no effects).

export function ChefsSpecialBadge() {
  return (
    <p className="mt-1 mr-1 inline-block rounded bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
      {dishMessages.chefsSpecial}
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
export function SpiceMarks({ level }: { level: SpiceLevel }) {
  return (
    <p className="mt-1 mr-1 inline-flex items-center gap-0.5" title={spiceLabels[level]}>
      {Array.from({ length: spiceMarks[level] }, (_, i) => (
        <Chilli key={i} />
      ))}
      <span className="sr-only">{`Spice level: ${spiceLabels[level]}`}</span>
    </p>
  );
}

export function AllergenList({ allergens }: { allergens: readonly Allergen[] }) {
  if (!allergens.length) return null;
  return (
    <p className="mt-1 text-xs text-gray-700">
      <span className="font-semibold">Contains:</span> {allergens.map((a) => allergenLabels[a]).join(", ")}
    </p>
  );
}

/** 'Served 7–11 am', shown like 'Out of stock' while the item is not being served. */
export function ServingState({ servedFrom, servedUntil }: { servedFrom: string; servedUntil: string }) {
  return (
    <p className="mt-1 inline-block rounded bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-800">
      {servingLabel(servedFrom, servedUntil)}
    </p>
  );
}

export interface DishFacts {
  spiceLevel?: SpiceLevel | null;
  allergens?: readonly Allergen[];
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
export function DishMarks({ item, now }: { item: DishFacts; now: Date | null }) {
  const outside = notServedNow(item, now);
  if (!item.isChefsSpecial && !item.spiceLevel && !outside) return null;
  return (
    <div className="flex flex-wrap items-center">
      {item.isChefsSpecial ? <ChefsSpecialBadge /> : null}
      {item.spiceLevel ? <SpiceMarks level={item.spiceLevel} /> : null}
      {outside && item.servedFrom && item.servedUntil ? (
        <ServingState servedFrom={item.servedFrom} servedUntil={item.servedUntil} />
      ) : null}
    </div>
  );
}

export function AllergenNote() {
  return <p>{dishMessages.allergenNote}</p>;
}
