import { data } from "react-router";
import { PrivacyNotice, type WithdrawOutcome } from "~/components/menu/privacy-notice";
import { readForm } from "~/modules/http/read-form.server";
import { clearVisitorPassCookie, readVisitorPass } from "~/modules/menu/visitor-pass.server";
import type { PageHandle } from "~/components/site/static-page";
import { getApp } from "~/context.server";
import { getRestaurantInfo } from "~/modules/menu/get-restaurant-info.server";
import { getRetentionDays, withdrawVisitorEntry } from "~/modules/menu/guest-data.server";
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
export async function loader(args: Pick<Route.LoaderArgs, "request" | "context">) {
  const app = getApp(args.context);
  const switched = switchLanguage(args.request, app.env);
  if (switched) throw switched;
  const db = app.database.db;
  // Issue 29 item 8: the QR code's table survives the notice ('Back to the menu').
  const table = new URL(args.request.url).searchParams.get("table");
  const [info, retentionDays] = await Promise.all([
    getRestaurantInfo(db, { venue: PUBLIC_VENUE }),
    getRetentionDays(db, { venue: PUBLIC_VENUE }),
  ]);
  return {
    info: { name: info.name, address: info.address, phone: info.phone, email: info.email },
    retentionDays,
    guestLanguage: requestLanguage(args.request),
    table: table && /^[0-9a-f-]{36}$/i.test(table) ? table : null,
    withdrawn: null as WithdrawOutcome,
  };
}

/**
 * Issue 29 item 8: 'Withdraw my consent and delete my entry'. The browser's visitor pass names the
 * entry it was given for; that entry is deleted and the pass cleared. Without a pass nothing is
 * deleted and the guest is asked to see the staff.
 */
export async function action(args: Route.ActionArgs) {
  const app = getApp(args.context);
  const form = await readForm(args.request);
  const page = await loader(args);
  if (form.get("intent") !== "withdraw") return page;
  const pass = readVisitorPass(args.request.headers.get("cookie"));
  const done = pass
    ? await withdrawVisitorEntry(app.database.db, {
        venue: PUBLIC_VENUE,
        entryId: pass.entryId,
        events: app.events,
      })
    : false;
  return data(
    { ...page, withdrawn: (done ? "done" : "none") as WithdrawOutcome },
    { headers: pass ? { "Set-Cookie": clearVisitorPassCookie(app.env), "Cache-Control": "no-store" } : {} },
  );
}

export default function GuntoorPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { guestLanguage, ...notice } = actionData ?? loaderData;
  return <PrivacyNotice {...notice} language={guestLanguage} />;
}
