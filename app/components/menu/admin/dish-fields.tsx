import { getCollectionProps } from "@conform-to/react";
import { ErrorList } from "~/components/forms/error-list";
import { CheckboxField, Field, RadioGroupField, SelectField, TextareaField } from "~/components/forms/field";
import { allergenLabels, allergens, NOT_SET, spiceLabels, spiceLevels } from "~/modules/menu/dish-facts";
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

const languages = [
  ["Te", "Telugu"],
  ["Kn", "Kannada"],
  ["Hi", "Hindi"],
] as const;

/** Issue 18: optional names and descriptions in Telugu, Kannada and Hindi (else the English shows). */
export function TranslationFields({ fields }: { fields: ItemFieldsMeta }) {
  return (
    <details className="rounded-lg border border-gray-200 p-3 sm:col-span-2">
      <summary className="cursor-pointer text-sm font-semibold">
        Names in Telugu, Kannada and Hindi (optional)
      </summary>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {languages.map(([suffix, language]) => (
          <div key={suffix} className="contents">
            <Field meta={fields[`name${suffix}`]} label={`Name in ${language}`} />
            <TextareaField
              meta={fields[`description${suffix}`]}
              label={`Description in ${language}`}
              rows={2}
            />
          </div>
        ))}
      </div>
    </details>
  );
}
