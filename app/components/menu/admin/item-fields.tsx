import type { SubmissionResult } from "@conform-to/react";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import type { CategoryDto, MenuItemDto } from "~/modules/menu/menu-dto.server";
import { mainCategories, menuItemSchema } from "~/modules/menu/menu.schema";
import { formatRupeesInput } from "~/modules/money";
import { DishFactsFields, TranslationFields } from "./dish-fields";

const sectionLabels = { food: "Food", drinks: "Drinks" } as const;

/** The add form's and edit dialog's form (spec 3.6), checked with the action's schema. */
export function useItemForm({
  id,
  item,
  lastResult,
}: {
  id: "add" | "edit";
  item?: MenuItemDto;
  lastResult?: SubmissionResult<string[]>;
}) {
  return useStaffForm(menuItemSchema, {
    id,
    lastResult,
    defaultValue: item
      ? {
          name: item.name,
          category: item.category,
          price: formatRupeesInput(item.price),
          isVeg: item.isVeg ? "on" : undefined,
          isOutOfStock: item.isOutOfStock ? "on" : undefined,
          description: item.description,
          servedWith: item.servedWith ?? "",
          notes: item.notes ?? "",
          options: item.options.join("\n"),
          nameTe: item.nameTe ?? "",
          descriptionTe: item.descriptionTe ?? "",
          nameKn: item.nameKn ?? "",
          descriptionKn: item.descriptionKn ?? "",
          nameHi: item.nameHi ?? "",
          descriptionHi: item.descriptionHi ?? "",
          notesTe: item.notesTe ?? "",
          notesKn: item.notesKn ?? "",
          notesHi: item.notesHi ?? "",
          servedWithTe: item.servedWithTe ?? "",
          servedWithKn: item.servedWithKn ?? "",
          servedWithHi: item.servedWithHi ?? "",
          needsReview: item.needsReview,
          spiceLevel: item.spiceLevel ?? "",
          allergenState: item.allergens === null ? "unset" : item.allergens.length ? "some" : "none",
          allergens: item.allergens ?? [],
          isChefsSpecial: item.isChefsSpecial ? "on" : undefined,
          servedFrom: item.servedFrom ?? "",
          servedUntil: item.servedUntil ?? "",
        }
      : // Issue 29 item 1: a new dish's allergens start not set, never as 'contains none'.
        { allergenState: "unset" },
  });
}

/** The item form's fields (spec 3.6). */
export function ItemFields({
  fields,
  categories,
}: {
  fields: ReturnType<typeof useItemForm>[1];
  categories: CategoryDto[];
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field meta={fields.name} label="Name" />
      <SelectField
        meta={fields.category}
        label="Category"
        placeholder="Select a category"
        options={mainCategories.map((main) => ({
          label: sectionLabels[main],
          options: categories
            .filter((c) => c.mainCategory === main)
            .map((c) => ({ value: c.key, label: c.label })),
        }))}
      />
      <Field meta={fields.price} label="Price (₹)" inputMode="decimal" placeholder="0.00" />
      <div className="flex items-end gap-6 pb-2 text-sm font-semibold">
        <CheckboxField meta={fields.isVeg} label="Vegetarian" />
        <CheckboxField meta={fields.isOutOfStock} label="Out of stock" />
      </div>
      <TextareaField meta={fields.description} label="Description" rows={2} className="sm:col-span-2" />
      <Field meta={fields.servedWith} label="Served with" />
      <Field meta={fields.notes} label="Notes" />
      <TextareaField
        meta={fields.options}
        label="Options (one per line)"
        rows={2}
        className="sm:col-span-2"
      />
      <DishFactsFields fields={fields} />
      <TranslationFields fields={fields} />
    </div>
  );
}
