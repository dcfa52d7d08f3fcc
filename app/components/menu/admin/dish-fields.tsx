import { getCollectionProps } from "@conform-to/react";
import { ErrorList } from "~/components/forms/error-list";
import { CheckboxField, Field, RadioGroupField, SelectField, TextareaField } from "~/components/forms/field";
import { allergenLabels, allergens, NOT_SET, spiceLabels, spiceLevels } from "~/modules/menu/dish-facts";
import {
  type TranslationLanguage,
  translationLanguageNames,
  translationLanguages,
} from "~/modules/menu/language-codes";
import type { useItemForm } from "./item-fields";

type ItemFieldsMeta = ReturnType<typeof useItemForm>[1];

/** Issue 18: spice level, allergens, Chef's Special and serving hours of the item form. */
export function DishFactsFields({ fields }: { fields: ItemFieldsMeta }) {
  const boxes = getCollectionProps(fields.allergens, { type: "checkbox", options: [...allergens] });
  return (
    <>
      <SelectField
        meta={fields.spiceLevel}
        label="Spice level"
        // Issue 29 item 1: the empty choice is not set, apart from 'Not spicy'.
        options={[
          { value: "", label: NOT_SET },
          ...spiceLevels.map((l) => ({ value: l, label: spiceLabels[l] })),
        ]}
      />
      <div className="flex items-end pb-2 text-sm font-semibold">
        <CheckboxField meta={fields.isChefsSpecial} label="Chef's Special" />
      </div>
      <RadioGroupField
        meta={fields.allergenState}
        label="Allergens"
        className="sm:col-span-2"
        options={[
          { value: "unset", label: NOT_SET },
          { value: "none", label: "Contains none" },
          { value: "some", label: "Contains the ticked ones" },
        ]}
      />
      <fieldset className="sm:col-span-2" aria-describedby={fields.allergens.errorId}>
        <legend className="mb-1 text-sm font-semibold">Allergens it contains</legend>
        <div className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          {boxes.map((props) => (
            <label key={props.key} className="flex items-center gap-2">
              <input {...props} className="size-4 accent-garden-800" />
              {allergenLabels[props.value as keyof typeof allergenLabels]}
            </label>
          ))}
        </div>
        <ErrorList id={fields.allergens.errorId} errors={fields.allergens.errors} />
      </fieldset>
      <Field
        meta={fields.servedFrom}
        type="time"
        label="Served from (India time)"
        description="Leave both empty when served all day."
      />
      <Field meta={fields.servedUntil} type="time" label="Served until" />
    </>
  );
}

/**
 * Issue 18 and 29: names, descriptions, notes and 'served with' in Kannada, Telugu and Hindi
 * (empty: the English shows), each language with its 'Needs review' tick (on for the seeded drafts).
 */
export function TranslationFields({ fields }: { fields: ItemFieldsMeta }) {
  return (
    <details className="rounded-lg border border-gray-200 p-3 sm:col-span-2">
      <summary className="cursor-pointer text-sm font-semibold">Kannada, Telugu and Hindi</summary>
      <input type="hidden" name="reviewFlags" value="1" />
      <div className="mt-3 space-y-4">
        {translationLanguages.map((language) => {
          const suffix = suffixes[language];
          const name = translationLanguageNames[language];
          return (
            <fieldset key={language} className="grid gap-3 rounded-lg bg-gray-50 p-3 sm:grid-cols-2">
              <legend className="px-1 text-sm font-semibold">{name}</legend>
              <Field meta={fields[`name${suffix}`]} label={`Name in ${name}`} lang={language} />
              <ReviewTick name={fields.needsReview.name} language={language} checked={fields.needsReview} />
              <TextareaField
                meta={fields[`description${suffix}`]}
                label={`Description in ${name}`}
                rows={2}
                className="sm:col-span-2"
                lang={language}
              />
              <Field meta={fields[`servedWith${suffix}`]} label={`Served with, in ${name}`} lang={language} />
              <Field meta={fields[`notes${suffix}`]} label={`Notes in ${name}`} lang={language} />
            </fieldset>
          );
        })}
      </div>
    </details>
  );
}

const suffixes = { te: "Te", kn: "Kn", hi: "Hi" } as const;

/** One language's 'Needs review' tick (a value of the form's `needsReview` list). */
export function ReviewTick({
  name,
  language,
  checked,
}: {
  name: string;
  language: TranslationLanguage;
  checked: { initialValue?: unknown };
}) {
  const initial = checked.initialValue;
  const on = Array.isArray(initial) ? initial.includes(language) : initial === language;
  return (
    <label className="flex items-end gap-2 pb-2 text-sm font-semibold">
      <input
        type="checkbox"
        name={name}
        value={language}
        defaultChecked={on}
        className="size-4 accent-garden-800"
      />
      {translationLanguageNames[language]} needs review
    </label>
  );
}
