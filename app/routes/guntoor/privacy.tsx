import { PrivacyNotice } from "~/components/menu/privacy-notice";
import type { PageHandle } from "~/components/site/static-page";
import { getApp } from "~/context.server";
import { getRestaurantInfo } from "~/modules/menu/get-restaurant-info.server";
import { getRetentionDays } from "~/modules/menu/guest-data.server";
import { requestLanguage, switchLanguage } from "~/modules/menu/guest-language.server";
import { guestText } from "~/modules/menu/languages";
import { PUBLIC_VENUE } from "~/modules/menu/menu.constants";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ loaderData: data }) => {
  const language = data?.guestLanguage ?? "en";
  return [
    { title: `${guestText(language, "privacyTitle")} — ${data?.info.name ?? "Guntoor"}` },
    { name: "description", content: guestText(language, "privacyDescription") },
  ];
};

// Text and links only: served without React, like the visitor form (issue 17).
export const handle: PageHandle = { hydrate: false };

/**
 * Issue 18 (DPDP Act 2023): the privacy notice the visitor form links to. Public; in the guest's
 * language (the `menu_lang` cookie, or the switcher's `?lang=`) like the visitor form.
 */
export async function loader(args: Route.LoaderArgs) {
  const app = getApp(args.context);
  const switched = switchLanguage(args.request, app.env);
  if (switched) throw switched;
  const db = app.database.db;
  const [info, retentionDays] = await Promise.all([
    getRestaurantInfo(db, { venue: PUBLIC_VENUE }),
    getRetentionDays(db, { venue: PUBLIC_VENUE }),
  ]);
  return {
    info: { name: info.name, address: info.address, phone: info.phone, email: info.email },
    retentionDays,
    guestLanguage: requestLanguage(args.request),
  };
}

export default function GuntoorPrivacy({ loaderData }: Route.ComponentProps) {
  const { guestLanguage, ...notice } = loaderData;
  return <PrivacyNotice {...notice} language={guestLanguage} />;
}
