import { useEffect, useRef, useState } from "react";
import { Form, useFetcher, useSubmit } from "react-router";
import { toast } from "sonner";
import type { AdminActionResult } from "~/modules/menu/admin-actions";
import type { CategoryDto, MenuItemDto } from "~/modules/menu/menu-dto.server";
import { MAX_PHOTO_BYTES, menuMessages } from "~/modules/menu/menu.schema";
import { formatINR } from "~/modules/money";
import { BulkImportDialog } from "./bulk-import-dialog";
import { CategoriesSection } from "./categories-section";
import { AdminDialog, buttonClass, inputClass } from "./dialog";
import { ItemFields } from "./item-fields";
import { useActionToast } from "./use-action-toast";

function AddItemForm({ categories, onDone }: { categories: CategoryDto[]; onDone: () => void }) {
  const fetcher = useFetcher<AdminActionResult>({ key: "create-item" });
  const formRef = useRef<HTMLFormElement>(null);
  useActionToast(fetcher, () => {
    formRef.current?.reset();
    onDone();
  });
  const fieldErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  return (
    <section
      aria-labelledby="add-item-title"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-black/5"
    >
      <h2 id="add-item-title" className="mb-4 text-lg font-semibold text-garden-900">
        Add New Item
      </h2>
      <fetcher.Form method="post" ref={formRef} className="space-y-4">
        <input type="hidden" name="intent" value="create-item" />
        <ItemFields idPrefix="add" categories={categories} fieldErrors={fieldErrors} />
        <div className="flex gap-3">
          <button type="submit" className={buttonClass("primary")} disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Saving..." : "Save Item"}
          </button>
          <button type="button" className={buttonClass("secondary")} onClick={onDone}>
            Cancel
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}

function PhotoUpload({ item }: { item: MenuItemDto }) {
  const fetcher = useFetcher<{ ok: boolean; error?: string; imageUrl?: string | null }>();
  const [error, setError] = useState<string | null>(null);
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) toast.success("Photo saved.");
    else toast.error(result.error ?? menuMessages.photoType);
  }, [fetcher.state, fetcher.data]);
  const serverError = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  return (
    <div className="mt-5 border-t border-gray-200 pt-4">
      <label htmlFor={`photo-${item.id}`} className="mb-1 block text-sm font-semibold text-gray-800">
        Photo (JPEG, PNG or WebP, up to 5 MB)
      </label>
      <div className="flex items-center gap-3">
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" width={56} height={56} className="h-14 w-14 rounded object-cover" />
        ) : null}
        <input
          id={`photo-${item.id}`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="text-sm"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (!file) return;
            if (file.size > MAX_PHOTO_BYTES) {
              setError(menuMessages.photoSize);
              event.currentTarget.value = "";
              return;
            }
            setError(null);
            const form = new FormData();
            form.set("itemId", item.id);
            form.set("photo", file);
            fetcher.submit(form, {
              method: "post",
              action: "/api/v1/menu/photos",
              encType: "multipart/form-data",
            });
          }}
        />
      </div>
      {fetcher.state !== "idle" ? <p className="mt-1 text-sm text-gray-700">Uploading…</p> : null}
      {error || serverError ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error ?? serverError}
        </p>
      ) : null}
    </div>
  );
}

function EditItemDialog({
  item,
  categories,
  onClose,
}: {
  item: MenuItemDto;
  categories: CategoryDto[];
  onClose: () => void;
}) {
  const fetcher = useFetcher<AdminActionResult>({ key: `update-${item.id}` });
  useActionToast(fetcher, onClose);
  const fieldErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  return (
    <AdminDialog open onOpenChange={(open) => !open && onClose()} title="Edit Item" wide>
      <fetcher.Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="update-item" />
        <input type="hidden" name="id" value={item.id} />
        <ItemFields idPrefix="edit" categories={categories} item={item} fieldErrors={fieldErrors} />
        <div className="flex justify-end gap-3">
          <button type="button" className={buttonClass("secondary")} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonClass("primary")} disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Updating..." : "Update Item"}
          </button>
        </div>
      </fetcher.Form>
      <PhotoUpload item={item} />
    </AdminDialog>
  );
}

function DeleteItemDialog({ item, onClose }: { item: MenuItemDto; onClose: () => void }) {
  const fetcher = useFetcher<AdminActionResult>({ key: `delete-${item.id}` });
  useActionToast(fetcher, onClose);
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={menuMessages.confirmDeletionTitle}
      description={menuMessages.confirmDeletion(item.name)}
    >
      <fetcher.Form method="post" className="flex justify-end gap-3">
        <input type="hidden" name="intent" value="delete-item" />
        <input type="hidden" name="id" value={item.id} />
        <button type="button" className={buttonClass("secondary")} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={buttonClass("danger")} disabled={fetcher.state !== "idle"}>
          Delete
        </button>
      </fetcher.Form>
    </AdminDialog>
  );
}

function StockSwitch({ item }: { item: MenuItemDto }) {
  const fetcher = useFetcher<AdminActionResult>({ key: `stock-${item.id}` });
  useActionToast(fetcher);
  const pending = fetcher.formData ? fetcher.formData.get("isOutOfStock") === "true" : null;
  const outOfStock = pending ?? item.isOutOfStock;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="set-stock" />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="isOutOfStock" value={String(!outOfStock)} />
      <button
        type="submit"
        role="switch"
        aria-checked={!outOfStock}
        aria-label={`${item.name} in stock`}
        className="flex items-center gap-2 text-xs font-semibold whitespace-nowrap"
      >
        <span
          aria-hidden="true"
          className={`relative h-5 w-9 rounded-full transition ${outOfStock ? "bg-gray-400" : "bg-green-700"}`}
        >
          <span
            className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all ${outOfStock ? "left-0.5" : "left-4.5"}`}
          />
        </span>
        <span className={outOfStock ? "text-red-800" : "text-green-800"}>
          {outOfStock ? "Out of stock" : "In stock"}
        </span>
      </button>
    </fetcher.Form>
  );
}

/** On phones the table scrolls sideways while Edit and Delete stay in view at the right edge. */
const stickyEnd = "sticky right-0 shadow-[-6px_0_6px_-6px_rgba(0,0,0,0.25)] md:static md:shadow-none";

export function ItemsTab({
  items,
  categories,
  category,
}: {
  items: MenuItemDto[];
  categories: CategoryDto[];
  category: string | null;
}) {
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<MenuItemDto | null>(null);
  const [deleting, setDeleting] = useState<MenuItemDto | null>(null);
  const submit = useSubmit();
  const labels = new Map(categories.map((c) => [c.key, c]));
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-3">
        <Form method="get" className="min-w-52 flex-1 sm:flex-none">
          <input type="hidden" name="tab" value="items" />
          <label htmlFor="category-filter" className="mb-1 block text-sm font-semibold text-gray-800">
            Category
          </label>
          <select
            id="category-filter"
            name="category"
            defaultValue={category ?? ""}
            key={category ?? ""}
            onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
            className={inputClass}
          >
            <option value="">All Categories</option>
            {categories.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className={buttonClass("secondary")}>
              Show
            </button>
          </noscript>
        </Form>
        <button type="button" className={buttonClass("primary")} onClick={() => setAdding((a) => !a)}>
          Add New Item
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={() => setImporting(true)}>
          Bulk Import
        </button>
        <p className="ml-auto text-sm font-semibold text-gray-800" data-testid="total-items">
          Total Items: {items.length}
        </p>
      </div>

      {adding ? <AddItemForm categories={categories} onDone={() => setAdding(false)} /> : null}

      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-black/5">
        <table className="w-full min-w-[720px] text-left text-sm">
          <thead className="bg-brand-50 text-gray-800 whitespace-nowrap">
            <tr>
              <th scope="col" className="px-4 py-3">
                Name
              </th>
              <th scope="col" className="px-4 py-3">
                Category
              </th>
              <th scope="col" className="px-4 py-3">
                Price
              </th>
              <th scope="col" className="px-4 py-3">
                Type
              </th>
              <th scope="col" className="px-4 py-3">
                Stock
              </th>
              <th scope="col" className={`${stickyEnd} bg-brand-50 px-4 py-3`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const cat = labels.get(item.category);
              return (
                <tr key={item.id} className="border-t border-gray-100 align-top">
                  {/* A long unbroken name or description wraps inside its column (issue 12). */}
                  <td className="min-w-48 px-4 py-3 wrap-anywhere">
                    <p className="font-semibold text-garden-900">{item.name}</p>
                    {item.description ? (
                      <p className="line-clamp-2 max-w-sm text-gray-700 md:line-clamp-none">
                        {item.description}
                      </p>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">{cat?.label ?? item.category}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatINR(item.price, { wholeRupees: true })}
                  </td>
                  <td className="px-4 py-3">
                    {cat?.mainCategory === "drinks" ? (
                      <span className="text-gray-600">Drink</span>
                    ) : (
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${item.isVeg ? "bg-green-100 text-green-900" : "bg-orange-100 text-orange-950"}`}
                      >
                        {item.isVeg ? "Veg" : "Non-Veg"}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <StockSwitch item={item} />
                  </td>
                  <td className={`${stickyEnd} bg-white px-2 py-3 whitespace-nowrap md:px-4`}>
                    <button
                      type="button"
                      className={buttonClass("ghost")}
                      onClick={() => setEditing(item)}
                      aria-label={`Edit ${item.name}`}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className={`${buttonClass("ghost")} text-red-800`}
                      onClick={() => setDeleting(item)}
                      aria-label={`Delete ${item.name}`}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              );
            })}
            {items.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-4 py-8 text-center text-gray-700">
                  No items in this category yet.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>

      <CategoriesSection categories={categories} />

      {editing ? (
        <EditItemDialog
          key={editing.id}
          item={items.find((i) => i.id === editing.id) ?? editing}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? <DeleteItemDialog item={deleting} onClose={() => setDeleting(null)} /> : null}
      <BulkImportDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}
