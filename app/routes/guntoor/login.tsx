import { type InputHTMLAttributes, useRef } from "react";
import { data } from "react-router";
import visitorScript from "~/components/menu/visitor.enhance.ts?enhance";
import { visitorLook } from "~/components/menu/visitor-look";
import { EnhanceScript } from "~/components/site/enhance-script";
import { useEnhancement } from "~/components/site/use-enhancement";
import type { PageHandle } from "~/components/site/static-page";
import { LoadFailed } from "~/components/ui/load-failed";
import { REDIRECT_DELAY_MS } from "~/components/ui/timings";
import { getApp } from "~/context.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import { answerScriptsWithJson } from "~/modules/http/script-json.server";
import {
  addCustomerEntry,
  VisitorLimitError,
  visitorSenderKey,
} from "~/modules/menu/add-customer-entry.server";
import { visitorDevice, withCookie } from "~/modules/menu/visitor-device.server";
import { findLiveTable } from "~/modules/menu/manage-tables.server";
import { getRetentionDays } from "~/modules/menu/guest-data.server";
import { TableField } from "~/components/menu/table-field";
import { LanguageSwitcher } from "~/components/menu/language-switcher";
import { usePageLanguage } from "~/components/menu/page-language";
import { requestLanguage, switchLanguage } from "~/modules/menu/guest-language.server";
import {
  type GuestLanguage,
  guestMessage,
  guestText,
  guestTexts,
  infoTextIn,
  langWhereDifferent,
} from "~/modules/menu/languages";
import { scriptFace, WelcomeHeading } from "~/components/menu/script-text";
import { PrivacyNoticeLine } from "~/components/menu/privacy-notice-line";
import { getRestaurantInfo } from "~/modules/menu/get-restaurant-info.server";
import { menuMessages, PUBLIC_VENUE } from "~/modules/menu/menu.constants";
import { visitorEntrySchema } from "~/modules/menu/visitor-entry.schema";
import { visitorPassCookie } from "~/modules/menu/visitor-pass.server";
import type { Route } from "./+types/login";
import { readForm } from "~/modules/http/read-form.server";
import { tableCookie } from "~/modules/tables/table-cookie";
import { parseOrRefuse } from "~/modules/http/parse-or-refuse";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `Welcome — ${data?.name.text ?? "Guntoor"} menu` },
  { name: "description", content: "Share your name, phone and party size to view the Guntoor menu." },
];

// Served without React (issue 17): the form's checks and post are its own small script.
export const handle: PageHandle = { hydrate: false };

// Public: visitors are not staff; the form is the spec's entry point to the menu.
export async function loader(args: Route.LoaderArgs) {
  const app = getApp(args.context);
  // Issue 18: a switcher link (?lang=) remembers the language and comes back without it.
  const switched = switchLanguage(args.request, app.env);
  if (switched) throw switched;
  const db = app.database.db;
  const tableId = new URL(args.request.url).searchParams.get("table");
  const [info, table, retentionDays] = await Promise.all([
    getRestaurantInfo(db, { venue: PUBLIC_VENUE }),
    findLiveTable(db, PUBLIC_VENUE, tableId),
    getRetentionDays(db, { venue: PUBLIC_VENUE }),
  ]);
  const guestLanguage = requestLanguage(args.request);
  return {
    // Issue 29 item 3: the restaurant's name in the guest's language where the owner gave it.
    name: infoTextIn(info, "name", guestLanguage),
    tableId: table?.id ?? null,
    retentionDays,
    guestLanguage,
  };
}

type EntryValues = { customerName: string; phoneNumber: string; numGuests: string; tableCode?: string };

/** The form's post, without JavaScript or from the page's script (as JSON, by the middleware below). */
export async function action(args: Pick<Route.ActionArgs, "request" | "context">) {
  const app = getApp(args.context);
  const form = await readForm(args.request);
  // The messages in the guest's language (issue 18); the spec's English ones word for word.
  const language = requestLanguage(args.request);
  const values: EntryValues = {
    customerName: String(form.get("customerName") ?? ""),
    phoneNumber: String(form.get("phoneNumber") ?? ""),
    numGuests: String(form.get("numGuests") ?? ""),
  };
  const tableCode = String(form.get("tableCode") ?? "").slice(0, 20);
  if (tableCode) values.tableCode = tableCode;
  // A refused entry gives back what the guest typed, so the form (also without JavaScript) keeps
  // it; after a failure (not a refusal) the form offers Try Again.
  // Issue 29 item 7: the browser's id for its own limit, given on its first post.
  const device = visitorDevice(args.request, app.env);
  const failed = toastReply(guestMessage(language, menuMessages.entryFailed), {
    text: ({ message }) => guestMessage(language, message),
    // The network's ceiling, or a code that did not work: the form asks for the table code.
    extra: ({ status, field }) => ({
      values,
      retry: status === 500,
      ...(field === "tableCode" ? { needsCode: true } : {}),
    }),
  });
  const answer = await respond(args, failed, async () => {
    const parsed = parseOrRefuse(visitorEntrySchema, values);
    const entry = await addCustomerEntry(app.database.db, {
      venue: PUBLIC_VENUE,
      input: parsed,
      senderIp: app.clientIp,
      deviceId: device.id,
      tableCode: tableCode || null,
      // Issue 18: the form's hidden field, or the page's own ?table= when the form posts to it.
      tableId: String(form.get("table") ?? "") || new URL(args.request.url).searchParams.get("table"),
    }).catch((error: unknown) => {
      // The address's hash, not the address: no guest data in the logs (issue 18).
      if (error instanceof VisitorLimitError)
        app.logger.warn(
          { sender: visitorSenderKey(app.clientIp).slice(0, 16), limit: error.limit },
          "visitor entry refused by a limit",
        );
      throw error;
    });
    return data(
      { ok: true as const, message: guestMessage(language, menuMessages.entrySaved) },
      {
        headers: [
          ["Set-Cookie", visitorPassCookie(app.env, entry.id)],
          // Issue 31: the menu shows 'Call waiter' / 'Ask for the bill' to a guest at a table.
          ["Set-Cookie", tableCookie(app.env.PUBLIC_URL, entry.tableId !== null)],
        ],
      },
    );
  });
  return device.cookie ? withCookie(answer, device.cookie) : answer;
}

export const middleware: Route.MiddlewareFunction[] = [answerScriptsWithJson(action)];

export default function GuntoorLogin({ loaderData, actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEnhancement(formRef, () =>
    import("~/components/menu/visitor-enhance").then((m) => m.enhanceVisitorForm),
  );

  const language = loaderData.guestLanguage;
  const t = (key: Parameters<typeof guestText>[1]) => guestText(language, key);
  const success = actionData?.ok === true;
  const failed = actionData && !actionData.ok ? actionData : null;
  const typed = failed?.values ?? null;
  return (
    // Issue 29 item 14: the site's layout is the page's one <main>.
    <div className="flex min-h-[80vh] items-center justify-center bg-brand-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-7 shadow-sm ring-1 ring-black/5">
        <LanguageSwitcher language={language} className="mb-5" />
        <p
          className={`${scriptFace(loaderData.name.lang)} text-lg text-brand-700`}
          lang={langWhereDifferent(loaderData.name.lang, language)}
        >
          {loaderData.name.text}
        </p>
        <WelcomeHeading name={loaderData.name} language={language} />
        <p className="mb-6 text-gray-700">{t("welcomePrompt")}</p>
        <div data-visitor-feedback>
          {failed ? (
            <div role="alert" className={visitorLook.alert}>
              <p>{failed.error}</p>
              {failed.needsCode ? (
                // Issue 29 item 7: the network's ceiling; a table code from staff lets the guest in.
                <TableCodeField label={t("tableCode")} value={typed?.tableCode ?? ""} />
              ) : null}
              {failed.retry ? (
                // Sends the form again with what is still typed in it.
                <button type="submit" form="visitor-form" className={visitorLook.retry}>
                  {t("tryAgain")}
                </button>
              ) : null}
            </div>
          ) : null}
          {success ? (
            <p role="status" className={visitorLook.status}>
              {actionData.message}
            </p>
          ) : null}
        </div>
        {success ? (
          // Without JavaScript the same redirect, by the browser (the form posts as a plain page).
          <noscript>
            <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=/guntoormenu`} />
          </noscript>
        ) : null}
        <form
          ref={formRef}
          id="visitor-form"
          method="post"
          action="/guntoorlogin"
          className="space-y-4"
          noValidate
          data-visitor-form
          data-submitting={t("submitting")}
          data-entry-error={t("entryError")}
          data-retry={t("tryAgain")}
          data-table-code={t("tableCode")}
          data-messages={language === "en" ? undefined : JSON.stringify(schemaMessages(language))}
          data-redirect-to="/guntoormenu"
          data-redirect-ms={REDIRECT_DELAY_MS}
        >
          <TableField tableId={loaderData.tableId} />
          <VisitorField
            id="customerName"
            label={t("yourName")}
            type="text"
            autoComplete="name"
            maxLength={100}
            defaultValue={typed?.customerName}
          />
          <VisitorField
            id="phoneNumber"
            label={t("phoneNumber")}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
            defaultValue={typed?.phoneNumber}
          />
          <VisitorField
            id="numGuests"
            label={t("numberOfGuests")}
            type="number"
            min={1}
            max={500}
            step={1}
            defaultValue={typed?.numGuests ?? 1}
          />
          <button
            type="submit"
            aria-describedby="visitor-consent"
            disabled={success}
            className="w-full rounded-lg bg-garden-800 px-4 py-3 font-semibold text-white hover:bg-garden-700 disabled:opacity-70"
          >
            {t("viewMenu")}
          </button>
          <EnhanceScript src={visitorScript} />
        </form>
        <PrivacyNoticeLine
          retentionDays={loaderData.retentionDays}
          language={language}
          table={loaderData.tableId}
        />
      </div>
    </div>
  );
}

/** Issue 29 item 7: the table code's field, shown in the alert when the network's ceiling refused. */
function TableCodeField({ label, value }: { label: string; value: string }) {
  return (
    <div className={visitorLook.codeBox}>
      <label htmlFor="tableCode" className="mb-1 block font-semibold">
        {label}
      </label>
      <input
        id="tableCode"
        name="tableCode"
        form="visitor-form"
        defaultValue={value}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        className={visitorLook.codeInput}
      />
    </div>
  );
}

/** One of the visitor form's three required inputs (its name is its id) under its label. */
function VisitorField({
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={input.id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input
        {...input}
        name={input.id}
        required
        className="w-full rounded-lg border border-gray-400 bg-white px-3 py-2.5 text-base"
      />
    </div>
  );
}

/** The English messages of the form's schema and their translation, for the page's script. */
function schemaMessages(language: GuestLanguage): Record<string, string> {
  const keys = ["fillAllFields", "nameTooLong", "phoneInvalid", "guestsRange"] as const;
  return Object.fromEntries(keys.map((key) => [guestTexts.en[key], guestText(language, key)]));
}

/** Spec 8: an exception while saving (network or server failure) shows this, never a blank page. */
export function ErrorBoundary() {
  // Issue 18: in the guest's language.
  const language = usePageLanguage();
  return (
    // Issue 29 item 14: the site's layout is the page's one <main>.
    <div className="flex min-h-[80vh] items-center justify-center bg-brand-50 px-4 py-10">
      <LoadFailed
        message={guestText(language, "entryError")}
        retryLabel={guestText(language, "tryAgain")}
        retryHref="/guntoorlogin"
        className="w-full"
      />
    </div>
  );
}
