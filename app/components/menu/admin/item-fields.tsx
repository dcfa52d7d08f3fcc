import type { CategoryDto, MenuItemDto } from "~/modules/menu/menu-dto.server";
import { formatRupeesInput } from "~/modules/money";
import { inputClass, labelClass } from "./dialog";

/** The add form's and edit dialog's fields (spec 3.6). */
export function ItemFields({
  idPrefix,
  categories,
  item,
  fieldErrors,
}: {
  idPrefix: string;
  categories: CategoryDto[];
  item?: MenuItemDto;
  fieldErrors?: Record<string, string>;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const error = (name: string) =>
    fieldErrors?.[name] ? (
      <p id={id(`${name}-error`)} className="mt-1 text-sm text-red-700">
        {fieldErrors[name]}
      </p>
    ) : null;
  const described = (name: string) => (fieldErrors?.[name] ? id(`${name}-error`) : undefined);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={id("name")} className={labelClass}>
          Name
        </label>
        <input
          id={id("name")}
          name="name"
          required
          maxLength={120}
          defaultValue={item?.name}
          aria-invalid={fieldErrors?.name ? true : undefined}
          aria-describedby={described("name")}
          className={inputClass}
        />
        {error("name")}
      </div>
      <div>
        <label htmlFor={id("category")} className={labelClass}>
          Category
        </label>
        <select
          id={id("category")}
          name="category"
          required
          defaultValue={item?.category ?? ""}
          aria-invalid={fieldErrors?.category ? true : undefined}
          aria-describedby={described("category")}
          className={inputClass}
        >
          <option value="" disabled>
            Select a category
          </option>
          {(["food", "drinks"] as const).map((main) => (
            <optgroup key={main} label={main === "food" ? "Food" : "Drinks"}>
              {categories
                .filter((c) => c.mainCategory === main)
                .map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        {error("category")}
      </div>
      <div>
        <label htmlFor={id("price")} className={labelClass}>
          Price (₹)
        </label>
        <input
          id={id("price")}
          name="price"
          inputMode="decimal"
          defaultValue={item ? formatRupeesInput(item.price) : ""}
          placeholder="0.00"
          aria-invalid={fieldErrors?.price ? true : undefined}
          aria-describedby={described("price")}
          className={inputClass}
        />
        {error("price")}
      </div>
      <div className="flex items-end gap-6 pb-2">
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" name="isVeg" defaultChecked={item?.isVeg ?? false} className="h-4 w-4" />
          Vegetarian
        </label>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            name="isOutOfStock"
            defaultChecked={item?.isOutOfStock ?? false}
            className="h-4 w-4"
          />
          Out of stock
        </label>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={id("description")} className={labelClass}>
          Description
        </label>
        <textarea
          id={id("description")}
          name="description"
          rows={2}
          maxLength={600}
          defaultValue={item?.description}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={id("servedWith")} className={labelClass}>
          Served with
        </label>
        <input
          id={id("servedWith")}
          name="servedWith"
          maxLength={200}
          defaultValue={item?.servedWith ?? ""}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={id("notes")} className={labelClass}>
          Notes
        </label>
        <input
          id={id("notes")}
          name="notes"
          maxLength={300}
          defaultValue={item?.notes ?? ""}
          className={inputClass}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={id("options")} className={labelClass}>
          Options (one per line)
        </label>
        <textarea
          id={id("options")}
          name="options"
          rows={2}
          defaultValue={item?.options.join("\n")}
          className={inputClass}
        />
      </div>
    </div>
  );
}
