import { getFormProps } from "@conform-to/react";
import { type FormEventHandler, memo, useMemo, useRef, useState } from "react";
import { Form, useFetcher, useRevalidator, useSubmit } from "react-router";
import { FormErrors } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { requestJson } from "~/components/http/request-json";
import { Button } from "~/components/ui/button";
import { ColumnHeads } from "~/components/ui/column-heads";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import { Select } from "~/components/ui/input";
import { Panel } from "~/components/ui/panel";
import { Switch } from "~/components/ui/switch";
import { notify, useResultToast } from "~/components/ui/toast";
import type { MenuStats } from "~/modules/menu/get-menu-stats.server";
import { menuItemsCsv, missingTranslationsCsv } from "~/modules/menu/import-items";
import { translationLanguageNames, translationLanguages } from "~/modules/menu/language-codes";
import type { ItemGap } from "~/modules/menu/load-admin-panel.server";
import {
  HIGH_PRICE_PAISE,
  MENU_PHOTO_TYPES,
  menuMessages,
  menuPhotoSchema,
} from "~/modules/menu/menu.schema";
import type { CategoryDto, MenuItemDto } from "~/modules/menu/menu-dto.server";
import { formatINR, parsePaise } from "~/modules/money";
import { BulkImportDialog } from "./bulk-import-dialog";
import { CategoriesSection } from "./categories-section";
import { downloadText } from "./download";
import { ItemFields, useItemForm } from "./item-fields";
import { ItemMarks } from "./item-marks";
import { MoveButtons } from "./move-buttons";
import { useAdminAction } from "./use-admin-action";

/**
 * Issue 29 item 12: a new price above ₹10,000 is sent only once confirmed (the server refuses it
 * otherwise). Wraps the form's submit: an unconfirmed high price opens the question; confirming
 * sends the form again with `confirmHighPrice=on`. `before` is the item's price (edit): an
 * unchanged price is not asked about again.
 */
function useHighPriceConfirm(before?: number) {
  const [asking, setAsking] = useState<{ form: HTMLFormElement; price: number } | null>(null);
  const confirmed = useRef<number | null>(null);
  const intercept =
    (next?: FormEventHandler<HTMLFormElement>): FormEventHandler<HTMLFormElement> =>
    (event) => {
      const form = event.currentTarget;
      const price = parsePaise(String(new FormData(form).get("price") ?? ""));
      const high = price !== null && price > HIGH_PRICE_PAISE && price !== before;
      const flag = form.elements.namedItem("confirmHighPrice") as HTMLInputElement | null;
      if (high && confirmed.current !== price) {
        event.preventDefault();
        setAsking({ form, price });
        return;
      }
      if (flag) flag.value = high ? "on" : "";
      next?.(event);
    };
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => !open && setAsking(null)}
      title="Confirm the price"
      tone="primary"
      message={
        asking
          ? `${formatINR(asking.price, { wholeRupees: true })} is above ₹10,000. Is this the right price?`
          : ""
      }
      confirmLabel={asking ? `Save at ${formatINR(asking.price, { wholeRupees: true })}` : "Save"}
      cancelLabel="Change the price"
      onConfirm={() => {
        if (!asking) return;
        confirmed.current = asking.price;
        asking.form.requestSubmit();
      }}
    />
  );
  return { intercept, dialog, field: <input type="hidden" name="confirmHighPrice" defaultValue="" /> };
}

/** Issue 29 item 12: the Add form's photo, checked as the upload checks it, sent once the item exists. */
function usePhotoChoice() {
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = (file: File | null) => {
    if (!file) {
      setPhoto(null);
      setError(null);
      return;
    }
    const checked = menuPhotoSchema.shape.photo.safeParse(file);
    setPhoto(checked.success ? file : null);
    setError(checked.success ? null : checked.error.issues[0]!.message);
  };
  return { photo, error, choose };
}

function AddItemForm({ categories, onDone }: { categories: CategoryDto[]; onDone: () => void }) {
  const photoChoice = usePhotoChoice();
  const revalidator = useRevalidator();
  const [uploading, setUploading] = useState(false);
  const { fetcher, lastResult, busy } = useAdminAction("create-item", (result) => {
    const photo = photoChoice.photo;
    if (photo && result.itemId) {
      // The item exists: its photo goes through the edit dialog's upload (re-encoded by sharp). Its
      // answer is toasted as soon as it comes (a fetcher's waits for the screen's data to be read
      // again), and the screen's data is read again after it, with the photo.
      const added = result.message.replace(/ was added\.$/, "");
      const data = new FormData();
      data.set("itemId", result.itemId);
      data.set("photo", photo);
      setUploading(true);
      requestJson<{ ok: true; imageUrl: string | null }>("/api/v1/menu/photos", { form: data })
        .then(
          (reply) =>
            reply.ok
              ? notify.success("Photo saved.")
              : notify.error(
                  `${added} was added, but its photo was not saved: ${reply.message} Add it from Edit.`,
                ),
          () =>
            notify.error(
              `${added} was added, but its photo was not saved: the connection failed. Add it from Edit.`,
            ),
        )
        .finally(() => {
          setUploading(false);
          void revalidator.revalidate();
          // Closed once the photo's answer came, saved or not (the item is saved either way).
          onDone();
        });
    } else onDone();
  });
  const [form, fields] = useItemForm({ id: "add", lastResult });
  const price = useHighPriceConfirm();
  const formProps = getFormProps(form);
  const working = busy || uploading;
  return (
    <Panel id="add-item-title" look="menuAdmin" title="Add New Item" gap="mb-4">
      <fetcher.Form
        method="post"
        {...formProps}
        onSubmit={price.intercept((event) => {
          // A photo the upload would refuse stops the whole form, before anything is saved.
          if (photoChoice.error) {
            event.preventDefault();
            return;
          }
          formProps.onSubmit(event);
        })}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="create-item" />
        {price.field}
        <ItemFields fields={fields} categories={categories} />
        <div>
          <label htmlFor="add-photo" className="mb-1 block text-sm font-medium">
            Photo (JPEG, PNG or WebP, up to 5 MB)
          </label>
          {/* Not sent with the item's fields: uploaded to the item once it is added. */}
          <input
            id="add-photo"
            type="file"
            accept={MENU_PHOTO_TYPES.join(",")}
            aria-invalid={photoChoice.error ? true : undefined}
            aria-describedby={photoChoice.error ? "add-photo-error" : undefined}
            onChange={(event) => photoChoice.choose(event.currentTarget.files?.[0] ?? null)}
            className="block w-full text-sm"
          />
          {photoChoice.error ? (
            <p id="add-photo-error" className="mt-1 text-sm text-red-800">
              {photoChoice.error}
            </p>
          ) : null}
          {uploading ? <p className="mt-1 text-sm text-gray-700">Uploading…</p> : null}
        </div>
        <div className="flex gap-3">
          <Button type="submit" size="md" busy={working}>
            {working ? "Saving..." : "Save Item"}
          </Button>
          <Button variant="secondary" size="md" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </fetcher.Form>
      {price.dialog}
    </Panel>
  );
}

/** An item's photo, sent as soon as it is chosen (checked first with the upload's schema). */
function PhotoUpload({ item }: { item: MenuItemDto }) {
  const fetcher = useFetcher<{ ok: true; imageUrl: string | null } | { ok: false; error: string }>();
  const result = useMemo(
    () => (fetcher.data?.ok ? { ok: true as const, message: "Photo saved." } : fetcher.data),
    [fetcher.data],
  );
  useResultToast(result);
  const [form, fields] = useStaffForm(menuPhotoSchema, {
    id: `photo-${item.id}`,
    shouldValidate: "onSubmit",
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      fetcher.submit(formData, {
        method: "post",
        action: "/api/v1/menu/photos",
        encType: "multipart/form-data",
      });
    },
  });
  return (
    <form {...getFormProps(form)} className="mt-5 flex items-end gap-3 border-t border-gray-200 pt-4">
      <input type="hidden" name={fields.itemId.name} value={item.id} />
      {item.imageUrl ? (
        <img src={item.imageUrl} alt="" width={56} height={56} className="h-14 w-14 rounded object-cover" />
      ) : null}
      <div className="flex-1">
        <Field
          meta={fields.photo}
          type="file"
          label="Photo (JPEG, PNG or WebP, up to 5 MB)"
          accept={MENU_PHOTO_TYPES.join(",")}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        />
        {fetcher.state !== "idle" ? <p className="mt-1 text-sm text-gray-700">Uploading…</p> : null}
        <FormErrors
          id={form.errorId}
          errors={fetcher.data && !fetcher.data.ok ? [fetcher.data.error] : undefined}
          size="sm"
          className="mt-2"
        />
      </div>
    </form>
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
  const { fetcher, lastResult, busy } = useAdminAction(`update-${item.id}`, onClose);
  const [form, fields] = useItemForm({ id: "edit", item, lastResult });
  const price = useHighPriceConfirm(item.price);
  const formProps = getFormProps(form);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Edit Item" wide>
      <fetcher.Form
        method="post"
        {...formProps}
        onSubmit={price.intercept(formProps.onSubmit)}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="update-item" />
        <input type="hidden" name="id" value={item.id} />
        {price.field}
        <ItemFields fields={fields} categories={categories} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" size="md" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="md" busy={busy}>
            {busy ? "Updating..." : "Update Item"}
          </Button>
        </div>
      </fetcher.Form>
      <PhotoUpload item={item} />
      {price.dialog}
    </Dialog>
  );
}

function StockSwitch({ item }: { item: MenuItemDto }) {
  const { fetcher } = useAdminAction(`stock-${item.id}`);
  const pending = fetcher.formData ? fetcher.formData.get("isOutOfStock") === "true" : null;
  const outOfStock = pending ?? item.isOutOfStock;
  return (
    // The form's fields carry the new state; the switch is its submit button (no hidden checkbox).
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="set-stock" />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="isOutOfStock" value={String(!outOfStock)} />
      <Switch
        type="submit"
        size="sm"
        checked={!outOfStock}
        aria-label={`${item.name} in stock`}
        className="text-xs font-semibold whitespace-nowrap"
      >
        <span className={outOfStock ? "text-red-800" : "text-green-800"}>
          {outOfStock ? "Out of stock" : "In stock"}
        </span>
      </Switch>
    </fetcher.Form>
  );
}

/** On phones the table scrolls sideways while Edit and Delete stay in view at the right edge. */
const stickyEnd = "sticky right-0 shadow-[-6px_0_6px_-6px_rgba(0,0,0,0.25)] md:static md:shadow-none";

/**
 * One item's row. Memoised: opening a form or a dialog, or another row's action, re-renders none
 * of the other rows (a 144-item menu is ~5,000 elements; each re-render of them all cost ~0.1 s
 * of a desktop's main thread, more on a phone). `onEdit` and `onDelete` are state setters, stable.
 */
const ItemRow = memo<ItemRowProps>(function ItemRow({
  item,
  category,
  order,
  onEdit,
  onDelete,
}: ItemRowProps) {
  return (
    <tr className="border-t border-gray-100 align-top">
      {order ? (
        <td className="px-2 py-2 whitespace-nowrap">
          <MoveButtons
            intent="move-item"
            target={{ id: item.id }}
            name={item.name}
            first={order.first}
            last={order.last}
          />
        </td>
      ) : null}
      {/* A long unbroken name or description wraps inside its column (issue 12). */}
      <td className="min-w-48 px-4 py-3 wrap-anywhere">
        <p className="font-semibold text-garden-900">{item.name}</p>
        {item.description ? (
          <p className="line-clamp-2 max-w-sm text-gray-700 md:line-clamp-none">{item.description}</p>
        ) : null}
        <ItemMarks item={item} />
      </td>
      <td className="px-4 py-3">{category?.label ?? item.category}</td>
      <td className="px-4 py-3 whitespace-nowrap">{formatINR(item.price, { wholeRupees: true })}</td>
      <td className="px-4 py-3">
        {category?.mainCategory === "drinks" ? (
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
        <Button variant="ghost" size="md" onClick={() => onEdit(item)} aria-label={`Edit ${item.name}`}>
          Edit
        </Button>
        <Button
          variant="ghost"
          size="md"
          className="text-red-800"
          onClick={() => onDelete(item)}
          aria-label={`Delete ${item.name}`}
        >
          Delete
        </Button>
      </td>
    </tr>
  );
}, sameRow);

type ItemRowProps = {
  item: MenuItemDto;
  category: CategoryDto | undefined;
  order: { first: boolean; last: boolean } | null;
  onEdit: (item: MenuItemDto) => void;
  onDelete: (item: MenuItemDto) => void;
};

/**
 * Equal props draw the same row. A reload after any action brings every item as a new object, so
 * items and categories are compared by their fields (a list, such as allergens, by its entries).
 */
function sameRow(a: ItemRowProps, b: ItemRowProps) {
  return (
    sameFields(a.item, b.item) &&
    sameFields(a.category, b.category) &&
    a.order?.first === b.order?.first &&
    a.order?.last === b.order?.last &&
    a.onEdit === b.onEdit &&
    a.onDelete === b.onDelete
  );
}

function sameFields<T extends object>(a: T | undefined, b: T | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof T)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => {
      const x = a[key];
      const y = b[key];
      return Array.isArray(x) && Array.isArray(y)
        ? x.length === y.length && x.every((v, n) => v === y[n])
        : x === y;
    })
  );
}

/** Issue 29 items 1–2: how much of the menu has its safety facts, and a filter for the rest. */
function FactsCoverage({
  stats,
  category,
  lacks,
}: {
  stats: Pick<MenuStats, "totalItems" | "withAllergens" | "withSpice"> &
    Partial<Pick<MenuStats, "translations">>;
  category: string | null;
  lacks: ItemGap | null;
}) {
  const submit = useSubmit();
  const dishes = (n: number) => `${n} ${n === 1 ? "dish has" : "dishes have"}`;
  const of = (n: number) =>
    `${n} of ${stats.totalItems} ${stats.totalItems === 1 ? "dish has" : "dishes have"}`;
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-2 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-black/5">
      <div className="space-y-0.5" data-testid="facts-coverage">
        <p className="font-semibold text-garden-900">
          {stats.totalItems ? of(stats.withAllergens) : dishes(0)} allergen information
        </p>
        <p className="text-gray-800">{stats.totalItems ? of(stats.withSpice) : dishes(0)} a spice level</p>
        {/* Issue 29 item 4: each language's coverage, Kannada first. */}
        {stats.translations
          ? translationLanguages.map((l) => (
              <p key={l} className="text-gray-800" data-testid={`coverage-${l}`}>
                {translationLanguageNames[l]}: {stats.translations![l].complete} of {stats.totalItems}{" "}
                translated
                {stats.translations![l].needsReview
                  ? `, ${stats.translations![l].needsReview} to review`
                  : ""}
              </p>
            ))
          : null}
      </div>
      <Form method="get" className="min-w-60">
        <input type="hidden" name="tab" value="items" />
        {category ? <input type="hidden" name="category" value={category} /> : null}
        <label htmlFor="lacks-filter" className="mb-1 block font-semibold text-gray-800">
          Show
        </label>
        <Select
          id="lacks-filter"
          name="lacks"
          defaultValue={lacks ?? ""}
          key={lacks ?? ""}
          onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
        >
          <option value="">Every dish</option>
          <option value="allergens">Dishes that lack allergen information</option>
          <option value="spice">Dishes that lack a spice level</option>
        </Select>
        <noscript>
          <Button type="submit" variant="secondary" size="md">
            Show
          </Button>
        </noscript>
      </Form>
    </div>
  );
}

export function ItemsTab({
  items,
  categories,
  category,
  lacks = null,
  stats,
}: {
  items: MenuItemDto[];
  categories: CategoryDto[];
  category: string | null;
  lacks?: ItemGap | null;
  stats?: Pick<MenuStats, "totalItems" | "withAllergens" | "withSpice"> &
    Partial<Pick<MenuStats, "translations">>;
}) {
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<MenuItemDto | null>(null);
  const [deleting, setDeleting] = useState<MenuItemDto | null>(null);
  const submit = useSubmit();
  const { fetcher: remove } = useAdminAction("delete-item");
  const labels = new Map(categories.map((c) => [c.key, c]));
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-3">
        <Form method="get" className="min-w-52 flex-1 sm:flex-none">
          <input type="hidden" name="tab" value="items" />
          {lacks ? <input type="hidden" name="lacks" value={lacks} /> : null}
          <label htmlFor="category-filter" className="mb-1 block text-sm font-semibold text-gray-800">
            Category
          </label>
          <Select
            id="category-filter"
            name="category"
            defaultValue={category ?? ""}
            key={category ?? ""}
            onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
          >
            <option value="">All Categories</option>
            {categories.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </Select>
          <noscript>
            <Button type="submit" variant="secondary" size="md">
              Show
            </Button>
          </noscript>
        </Form>
        <Button size="md" onClick={() => setAdding((a) => !a)}>
          Add New Item
        </Button>
        <Button variant="secondary" size="md" onClick={() => setImporting(true)}>
          Bulk Import
        </Button>
        <Button
          variant="secondary"
          size="md"
          onClick={() => downloadText("menu-items.csv", menuItemsCsv(items), "text/csv;charset=utf-8")}
        >
          Export Items (CSV)
        </Button>
        <Button
          variant="secondary"
          size="md"
          onClick={() =>
            downloadText(
              "menu-missing-translations.csv",
              missingTranslationsCsv(items),
              "text/csv;charset=utf-8",
            )
          }
        >
          Export Missing Translations (CSV)
        </Button>
        <p className="ml-auto text-sm font-semibold text-gray-800" data-testid="total-items">
          Total Items: {items.length}
        </p>
      </div>

      {stats ? <FactsCoverage stats={stats} category={category} lacks={lacks} /> : null}

      {adding ? <AddItemForm categories={categories} onDone={() => setAdding(false)} /> : null}

      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-black/5">
        <table className="w-full min-w-[720px] text-left text-sm">
          <thead className="bg-brand-50 text-gray-800 whitespace-nowrap">
            <tr>
              <ColumnHeads
                labels={
                  category
                    ? ["Order", "Name", "Category", "Price", "Type", "Stock"]
                    : ["Name", "Category", "Price", "Type", "Stock"]
                }
                className="px-4 py-3"
              />
              <th scope="col" className={`${stickyEnd} bg-brand-50 px-4 py-3`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <ItemRow
                key={item.id}
                item={item}
                category={labels.get(item.category)}
                // Moves stay within a category and within its Chef's Specials or the rest.
                order={
                  category
                    ? {
                        first: index === 0 || items[index - 1]!.isChefsSpecial !== item.isChefsSpecial,
                        last:
                          index === items.length - 1 ||
                          items[index + 1]!.isChefsSpecial !== item.isChefsSpecial,
                      }
                    : null
                }
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            ))}
            {items.length === 0 ? (
              <tr>
                <td colSpan={category ? 7 : 6} className="px-4 py-8 text-center text-gray-700">
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
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={menuMessages.confirmDeletionTitle}
        message={deleting ? menuMessages.confirmDeletion(deleting.name) : ""}
        confirmLabel="Delete"
        role="dialog"
        onConfirm={() =>
          deleting && remove.submit({ intent: "delete-item", id: deleting.id }, { method: "post" })
        }
      />
      <BulkImportDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}
