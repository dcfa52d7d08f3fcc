import { useFetcher } from "react-router";
import type { AdminActionResult } from "~/modules/menu/admin-actions";
import type { RestaurantInfoDto } from "~/modules/menu/get-restaurant-info.server";
import { buttonClass, inputClass, labelClass } from "./dialog";
import { useActionToast } from "./use-action-toast";

const fields = [
  ["name", "Name", 100],
  ["description", "Description", 600],
  ["address", "Address", 300],
  ["phone", "Phone", 40],
  ["email", "Email", 254],
  ["openingTime", "Opening Hours", 100],
  ["cuisine", "Cuisine Type", 100],
] as const;

export function RestaurantTab({ info }: { info: RestaurantInfoDto }) {
  const fetcher = useFetcher<AdminActionResult>({ key: "save-info" });
  useActionToast(fetcher);
  const fieldErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <fetcher.Form
        method="post"
        noValidate
        className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-black/5"
      >
        <input type="hidden" name="intent" value="save-info" />
        {fields.map(([name, label, max]) => (
          <div key={name}>
            <label htmlFor={`info-${name}`} className={labelClass}>
              {label}
            </label>
            {name === "description" ? (
              <textarea
                id={`info-${name}`}
                name={name}
                rows={3}
                maxLength={max}
                defaultValue={info[name]}
                className={inputClass}
              />
            ) : (
              <input
                id={`info-${name}`}
                name={name}
                type={name === "email" ? "email" : "text"}
                maxLength={max}
                required={name === "name"}
                defaultValue={info[name]}
                aria-invalid={fieldErrors?.[name] ? true : undefined}
                className={inputClass}
              />
            )}
            {fieldErrors?.[name] ? <p className="mt-1 text-sm text-red-700">{fieldErrors[name]}</p> : null}
          </div>
        ))}
        <button type="submit" className={buttonClass("primary")} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving..." : "Save Restaurant Info"}
        </button>
      </fetcher.Form>
      <section
        className="h-fit space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-black/5"
        aria-labelledby="qr-title"
      >
        <h2 id="qr-title" className="text-lg font-semibold text-garden-900">
          Table QR poster
        </h2>
        <p className="text-sm text-gray-700">
          A printable card whose QR code opens the visitor form (/guntoorlogin) on guests' phones.
        </p>
        <div className="flex flex-wrap gap-3">
          <a href="/api/v1/menu/qr-poster.svg" download className={buttonClass("secondary")}>
            Download SVG
          </a>
          <a href="/api/v1/menu/qr-poster.png" download className={buttonClass("secondary")}>
            Download PNG
          </a>
        </div>
      </section>
    </div>
  );
}
