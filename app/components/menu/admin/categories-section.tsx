import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { ErrorList } from "~/components/forms/error-list";
import { Field, SelectField } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import type { CategoryDto } from "~/modules/menu/menu-dto.server";
import { categorySchema, menuMessages } from "~/modules/menu/menu.schema";
import { RemoveRowButton } from "./remove-row-button";
import { useAdminAction } from "./use-admin-action";
import { ColumnHeads } from "~/components/ui/column-heads";
import { MoveButtons } from "./move-buttons";
import { CategoryLanguages } from "./category-languages";

const sections = [
  { value: "food", label: "Food" },
  { value: "drinks", label: "Drinks" },
];

function CategoryRow({ category, first, last }: { category: CategoryDto; first: boolean; last: boolean }) {
  const save = useAdminAction(`category-save-${category.key}`);
  const remove = useAdminAction(`category-delete-${category.key}`);
  // The row's inputs sit in its cells and belong to this form by their form attribute.
  const [form, fields] = useStaffForm(categorySchema, {
    id: `category-${category.key}`,
    lastResult: save.lastResult,
    defaultValue: category,
  });
  return (
    <tr className="border-t border-gray-100">
      <td className="px-3 py-2 font-mono text-xs">{category.key}</td>
      <td className="px-3 py-2">
        <save.fetcher.Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="update-category" />
          <input type="hidden" name={fields.key.name} value={category.key} />
        </save.fetcher.Form>
        <Input
          {...getInputProps(fields.label, { type: "text" })}
          key={fields.label.key}
          aria-label={`Label of ${category.key}`}
        />
        <ErrorList id={fields.label.errorId} errors={fields.label.errors} />
        <CategoryLanguages fields={fields} category={category} />
      </td>
      <td className="px-3 py-2">
        <Select
          {...getSelectProps(fields.mainCategory)}
          key={fields.mainCategory.key}
          aria-label={`Section of ${category.key}`}
        >
          {sections.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Select>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        <MoveButtons
          intent="move-category"
          target={{ key: category.key }}
          name={category.label}
          first={first}
          last={last}
        />
        <Button type="submit" form={form.id} variant="ghost" size="md" disabled={save.busy}>
          Update
        </Button>
        {/* The same confirmation as deleting an item (spec 2.5). */}
        <RemoveRowButton
          action={remove}
          fields={{ intent: "delete-category", key: category.key }}
          label="Delete"
          ariaLabel={`Delete category ${category.label}`}
          title={menuMessages.confirmDeletionTitle}
          message={menuMessages.confirmDeletion(category.label)}
          role="dialog"
        />
      </td>
    </tr>
  );
}

/** Categories by key (spec 7.5): add, update label and section, delete when empty. */
export function CategoriesSection({ categories }: { categories: CategoryDto[] }) {
  const add = useAdminAction("category-add", () => form.reset());
  const [form, fields] = useStaffForm(categorySchema, {
    id: "new-category",
    lastResult: add.lastResult,
    defaultValue: { mainCategory: "food" },
  });
  return (
    <details className="rounded-xl bg-white shadow-sm ring-1 ring-black/5">
      <summary className="cursor-pointer px-5 py-4 text-lg font-semibold text-garden-900">
        Manage Categories ({categories.length})
      </summary>
      <div className="space-y-4 px-5 pb-5">
        <add.fetcher.Form
          method="post"
          {...getFormProps(form)}
          className="grid gap-3 sm:grid-cols-4 sm:items-end"
        >
          <input type="hidden" name="intent" value="create-category" />
          <Field meta={fields.key} label="Key" placeholder="e.g. chefSpecials" />
          <Field meta={fields.label} label="Label" />
          <SelectField meta={fields.mainCategory} label="Section" options={sections} />
          <Button type="submit" size="md" busy={add.busy}>
            Add Category
          </Button>
        </add.fetcher.Form>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead>
              <tr className="text-gray-800">
                <ColumnHeads labels={["Key", "Label", "Section", "Actions"]} className="px-3 py-2" />
              </tr>
            </thead>
            <tbody>
              {categories.map((c, i) => (
                <CategoryRow
                  key={`${c.key}-${c.label}-${c.mainCategory}`}
                  category={c}
                  first={categories[i - 1]?.mainCategory !== c.mainCategory}
                  last={categories[i + 1]?.mainCategory !== c.mainCategory}
                />
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </details>
  );
}
