import { getFormProps } from "@conform-to/react";
import { Field, TextareaField } from "~/components/forms/field";
import { useStaffForm } from "~/components/forms/use-staff-form";
import { Button, buttonClass } from "~/components/ui/button";
import type { RestaurantInfoDto } from "~/modules/menu/get-restaurant-info.server";
import { restaurantInfoSchema } from "~/modules/menu/menu.schema";
import { useAdminAction } from "./use-admin-action";
import { Panel } from "~/components/ui/panel";
import { translationLanguageNames, translationLanguages } from "~/modules/menu/language-codes";
import { ReviewTick } from "./dish-fields";

const suffixes = { te: "Te", kn: "Kn", hi: "Hi" } as const;

const labels = {
  name: "Name",
  description: "Description",
  address: "Address",
  phone: "Phone",
  email: "Email",
  openingTime: "Opening Hours",
  cuisine: "Cuisine Type",
} as const;

export function RestaurantTab({ info }: { info: RestaurantInfoDto }) {
  const { fetcher, lastResult, busy } = useAdminAction("save-info");
  const [form, fields] = useStaffForm(restaurantInfoSchema, {
    id: "info",
    lastResult,
    defaultValue: Object.fromEntries(Object.entries(info).map(([key, value]) => [key, value ?? ""])),
  });
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-black/5"
      >
        <input type="hidden" name="intent" value="save-info" />
        {(Object.keys(labels) as (keyof typeof labels)[]).map((name) =>
          name === "description" ? (
            <TextareaField key={name} meta={fields[name]} label={labels[name]} rows={3} />
          ) : (
            <Field
              key={name}
              meta={fields[name]}
              label={labels[name]}
              type={name === "email" ? "email" : "text"}
            />
          ),
        )}
        {/* Issue 29 item 3: what a guest reads, in Kannada, Telugu and Hindi. */}
        <input type="hidden" name="reviewFlags" value="1" />
        {translationLanguages.map((language) => {
          const suffix = suffixes[language];
          const languageName = translationLanguageNames[language];
          return (
            <fieldset key={language} className="grid gap-3 rounded-lg bg-gray-50 p-3 sm:grid-cols-2">
              <legend className="px-1 text-sm font-semibold">{languageName}</legend>
              <Field meta={fields[`name${suffix}`]} label={`Name in ${languageName}`} lang={language} />
              <ReviewTick name={fields.needsReview.name} language={language} checked={fields.needsReview} />
              <TextareaField
                meta={fields[`description${suffix}`]}
                label={`Description in ${languageName}`}
                rows={2}
                className="sm:col-span-2"
                lang={language}
              />
              <Field
                meta={fields[`openingTime${suffix}`]}
                label={`Opening Hours in ${languageName}`}
                lang={language}
              />
              <Field
                meta={fields[`cuisine${suffix}`]}
                label={`Cuisine Type in ${languageName}`}
                lang={language}
              />
            </fieldset>
          );
        })}
        <Button type="submit" size="md" busy={busy}>
          {busy ? "Saving..." : "Save Restaurant Info"}
        </Button>
      </fetcher.Form>
      <Panel id="qr-title" look="menuAdmin" title="Table QR poster" gap="" className="h-fit space-y-3">
        <p className="text-sm text-gray-700">
          A printable card whose QR code opens the visitor form (/guntoorlogin) on guests' phones.
        </p>
        <div className="flex flex-wrap gap-3">
          <a
            href="/api/v1/menu/qr-poster.svg"
            download
            className={buttonClass({ variant: "secondary", size: "md" })}
          >
            Download SVG
          </a>
          <a
            href="/api/v1/menu/qr-poster.png"
            download
            className={buttonClass({ variant: "secondary", size: "md" })}
          >
            Download PNG
          </a>
        </div>
      </Panel>
    </div>
  );
}
