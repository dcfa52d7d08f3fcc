import { useState } from "react";
import { useFetcher } from "react-router";
import type { AdminActionResult } from "~/modules/menu/admin-actions";
import type { CategoryDto } from "~/modules/menu/menu-dto.server";
import { menuMessages } from "~/modules/menu/menu.constants";
import { AdminDialog, buttonClass, inputClass } from "./dialog";
import { useActionToast } from "./use-action-toast";

function CategoryRow({ category }: { category: CategoryDto }) {
  const save = useFetcher<AdminActionResult>({ key: `category-save-${category.key}` });
  const remove = useFetcher<AdminActionResult>({ key: `category-delete-${category.key}` });
  const [confirming, setConfirming] = useState(false);
  useActionToast(save);
  useActionToast(remove);
  const formId = `category-${category.key}`;
  return (
    <tr className="border-t border-gray-100">
      <td className="px-3 py-2 font-mono text-xs">{category.key}</td>
      <td className="px-3 py-2">
        <save.Form method="post" id={formId}>
          <input type="hidden" name="intent" value="update-category" />
          <input type="hidden" name="key" value={category.key} />
        </save.Form>
        <input
          form={formId}
          name="label"
          defaultValue={category.label}
          required
          maxLength={80}
          aria-label={`Label of ${category.key}`}
          className={inputClass}
        />
      </td>
      <td className="px-3 py-2">
        <select
          form={formId}
          name="mainCategory"
          defaultValue={category.mainCategory}
          aria-label={`Section of ${category.key}`}
          className={inputClass}
        >
          <option value="food">Food</option>
          <option value="drinks">Drinks</option>
        </select>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        <button type="submit" form={formId} className={buttonClass("ghost")} disabled={save.state !== "idle"}>
          Update
        </button>
        <button
          type="button"
          className={`${buttonClass("ghost")} text-red-800`}
          aria-label={`Delete category ${category.label}`}
          disabled={remove.state !== "idle"}
          onClick={() => setConfirming(true)}
        >
          Delete
        </button>
        {/* The same confirmation as deleting an item (spec 2.5). */}
        <AdminDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={menuMessages.confirmDeletionTitle}
          description={menuMessages.confirmDeletion(category.label)}
        >
          <remove.Form method="post" className="flex justify-end gap-3" onSubmit={() => setConfirming(false)}>
            <input type="hidden" name="intent" value="delete-category" />
            <input type="hidden" name="key" value={category.key} />
            <button type="button" className={buttonClass("secondary")} onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button type="submit" className={buttonClass("danger")} disabled={remove.state !== "idle"}>
              Delete
            </button>
          </remove.Form>
        </AdminDialog>
      </td>
    </tr>
  );
}

/** Categories by key (spec 7.5): add, update label and section, delete when empty. */
export function CategoriesSection({ categories }: { categories: CategoryDto[] }) {
  const add = useFetcher<AdminActionResult>({ key: "category-add" });
  useActionToast(add, () => {
    const form = document.getElementById("add-category-form") as HTMLFormElement | null;
    form?.reset();
  });
  const fieldErrors = add.data && !add.data.ok ? add.data.fieldErrors : undefined;
  return (
    <details className="rounded-xl bg-white shadow-sm ring-1 ring-black/5">
      <summary className="cursor-pointer px-5 py-4 text-lg font-semibold text-garden-900">
        Manage Categories ({categories.length})
      </summary>
      <div className="space-y-4 px-5 pb-5">
        <add.Form method="post" id="add-category-form" className="grid gap-3 sm:grid-cols-4 sm:items-end">
          <input type="hidden" name="intent" value="create-category" />
          <div>
            <label htmlFor="new-category-key" className="mb-1 block text-sm font-semibold">
              Key
            </label>
            <input
              id="new-category-key"
              name="key"
              required
              maxLength={60}
              placeholder="e.g. chefSpecials"
              className={inputClass}
            />
            {fieldErrors?.key ? <p className="mt-1 text-sm text-red-700">{fieldErrors.key}</p> : null}
          </div>
          <div>
            <label htmlFor="new-category-label" className="mb-1 block text-sm font-semibold">
              Label
            </label>
            <input id="new-category-label" name="label" required maxLength={80} className={inputClass} />
            {fieldErrors?.label ? <p className="mt-1 text-sm text-red-700">{fieldErrors.label}</p> : null}
          </div>
          <div>
            <label htmlFor="new-category-main" className="mb-1 block text-sm font-semibold">
              Section
            </label>
            <select id="new-category-main" name="mainCategory" className={inputClass}>
              <option value="food">Food</option>
              <option value="drinks">Drinks</option>
            </select>
          </div>
          <button type="submit" className={buttonClass("primary")} disabled={add.state !== "idle"}>
            Add Category
          </button>
        </add.Form>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead>
              <tr className="text-gray-800">
                <th scope="col" className="px-3 py-2">
                  Key
                </th>
                <th scope="col" className="px-3 py-2">
                  Label
                </th>
                <th scope="col" className="px-3 py-2">
                  Section
                </th>
                <th scope="col" className="px-3 py-2">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {categories.map((c) => (
                <CategoryRow key={`${c.key}-${c.label}-${c.mainCategory}`} category={c} />
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </details>
  );
}
