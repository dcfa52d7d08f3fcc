import { useEffect, useRef, useState } from "react";
import { data, Form, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { LoadFailed } from "~/components/ui/load-failed";
import { REDIRECT_DELAY_MS, useRedirectWhen } from "~/components/ui/timings";
import { getApp } from "~/context.server";
import { DomainError } from "~/modules/errors";
import { respond, toastReply } from "~/modules/http/respond.server";
import { addCustomerEntry, visitorSenderKey } from "~/modules/menu/add-customer-entry.server";
import { findLiveTable } from "~/modules/menu/manage-tables.server";
import { TableField } from "~/components/menu/table-field";
import { PrivacyNoticeLine } from "~/components/menu/privacy-notice-line";
import { getRetentionDays } from "~/modules/menu/guest-data.server";
import { getRestaurantInfo } from "~/modules/menu/get-restaurant-info.server";
import { menuMessages, PUBLIC_VENUE } from "~/modules/menu/menu.constants";
import { visitorEntrySchema } from "~/modules/menu/visitor-entry.schema";
import { visitorPassCookie } from "~/modules/menu/visitor-pass.server";
import type { Route } from "./+types/login";
import { readForm } from "~/modules/http/read-form.server";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `Welcome — ${data?.name ?? "Guntoor"} menu` },
  { name: "description", content: "Share your name, phone and party size to view the Guntoor menu." },
];

// Public: visitors are not staff; the form is the spec's entry point to the menu.
export async function loader(args: Route.LoaderArgs) {
  const db = getApp(args.context).database.db;
  const tableId = new URL(args.request.url).searchParams.get("table");
  const [info, table, retentionDays] = await Promise.all([
    getRestaurantInfo(db, { venue: PUBLIC_VENUE }),
    findLiveTable(db, PUBLIC_VENUE, tableId),
    getRetentionDays(db, { venue: PUBLIC_VENUE }),
  ]);
  return { name: info.name, tableId: table?.id ?? null, retentionDays };
}

type EntryValues = { customerName: string; phoneNumber: string; numGuests: string };

export async function action(args: Route.ActionArgs) {
  const app = getApp(args.context);
  const form = await readForm(args.request);
  const values: EntryValues = {
    customerName: String(form.get("customerName") ?? ""),
    phoneNumber: String(form.get("phoneNumber") ?? ""),
    numGuests: String(form.get("numGuests") ?? ""),
  };
  // A refused entry gives back what the guest typed, so the form (also without JavaScript) keeps
  // it; after a failure (not a refusal) the form offers Try Again.
  const failed = toastReply(menuMessages.entryFailed, {
    extra: ({ status }) => ({ values, retry: status === 500 }),
  });
  return respond(args, failed, async () => {
    const parsed = visitorEntrySchema.safeParse(values);
    if (!parsed.success) throw new DomainError(400, parsed.error.issues[0]!.message);
    const entry = await addCustomerEntry(app.database.db, {
      venue: PUBLIC_VENUE,
      input: parsed.data,
      senderIp: app.clientIp,
      // The form's hidden field, or the page's own ?table= when the form posts to it.
      tableId: String(form.get("table") ?? "") || new URL(args.request.url).searchParams.get("table"),
    }).catch((error: unknown) => {
      if (error instanceof DomainError && error.status === 429)
        // The address's hash, not the address: no guest data in the logs (issue 18).
        app.logger.warn(
          { sender: visitorSenderKey(app.clientIp).slice(0, 16) },
          "visitor entry refused: too many from this address",
        );
      throw error;
    });
    return data(
      { ok: true as const, message: menuMessages.entrySaved },
      { headers: { "Set-Cookie": visitorPassCookie(app.env, entry.id) } },
    );
  });
}

/** The loader gives only the restaurant's name: a visitor entry does not change it. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

/**
 * Spec 8: an exception while saving (the network or the server gone) shows 'An error occurred.
 * Please try again.' Caught here rather than in the error boundary, so the form and what the
 * guest typed stay on screen for Try Again.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { ok: false as const, error: menuMessages.entryError, values: null, retry: true };
  }
}

/**
 * The action's schema in the browser, loaded once the page is up so that Zod stays off the
 * guest's first load; until it arrives the server checks alone, with the same messages.
 */
function useVisitorEntrySchema() {
  const schema = useRef<typeof visitorEntrySchema | null>(null);
  useEffect(() => {
    import("~/modules/menu/visitor-entry.schema").then(
      (module) => {
        schema.current = module.visitorEntrySchema;
      },
      () => {},
    );
  }, []);
  return schema;
}

export default function GuntoorLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  const schema = useVisitorEntrySchema();
  const busy = navigation.state === "submitting";
  const success = actionData?.ok === true;

  useRedirectWhen(success, "/guntoormenu");

  const failed = actionData && !actionData.ok ? actionData : null;
  const error = clientError ?? failed?.error ?? null;
  const typed = failed?.values ?? null;
  const field = "w-full rounded-lg border border-gray-400 bg-white px-3 py-2.5 text-base";
  return (
    <main className="flex min-h-[80vh] items-center justify-center bg-brand-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-7 shadow-sm ring-1 ring-black/5">
        <p className="font-display text-lg text-brand-700">{loaderData.name}</p>
        <h1 className="mb-2 font-display text-3xl font-semibold text-garden-900">
          Welcome to {loaderData.name}
        </h1>
        <p className="mb-6 text-gray-700">Please provide your details to view the menu.</p>
        {error ? (
          <div
            role="alert"
            className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <p>{error}</p>
            {!clientError && failed?.retry ? (
              // Sends the form again with what is still typed in it.
              <button
                type="submit"
                form="visitor-form"
                disabled={busy}
                className="rounded-lg bg-garden-800 px-4 py-2 font-semibold text-white hover:bg-garden-700 disabled:opacity-70"
              >
                Try Again
              </button>
            ) : null}
          </div>
        ) : null}
        {success ? (
          <p
            role="status"
            className="mb-4 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800"
          >
            {actionData.message}
          </p>
        ) : null}
        {success ? (
          // Without JavaScript the same redirect, by the browser (the form posts as a plain page).
          <noscript>
            <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=/guntoormenu`} />
          </noscript>
        ) : null}
        <Form
          id="visitor-form"
          method="post"
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            // The action's schema, checked here first: its messages without a round trip.
            const check = schema.current?.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
            if (!check || check.success) {
              setClientError(null);
            } else {
              event.preventDefault();
              setClientError(check.error.issues[0]!.message);
            }
          }}
        >
          <TableField tableId={loaderData.tableId} />
          <div>
            <label htmlFor="customerName" className="mb-1 block text-sm font-semibold">
              Your Name
            </label>
            <input
              id="customerName"
              name="customerName"
              type="text"
              autoComplete="name"
              maxLength={100}
              defaultValue={typed?.customerName}
              required
              className={field}
            />
          </div>
          <div>
            <label htmlFor="phoneNumber" className="mb-1 block text-sm font-semibold">
              Phone Number
            </label>
            <input
              id="phoneNumber"
              name="phoneNumber"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={20}
              defaultValue={typed?.phoneNumber}
              required
              className={field}
            />
          </div>
          <div>
            <label htmlFor="numGuests" className="mb-1 block text-sm font-semibold">
              Number of Guests
            </label>
            <input
              id="numGuests"
              name="numGuests"
              type="number"
              min={1}
              max={500}
              step={1}
              defaultValue={typed?.numGuests ?? 1}
              required
              className={field}
            />
          </div>
          <button
            type="submit"
            disabled={busy || success}
            className="w-full rounded-lg bg-garden-800 px-4 py-3 font-semibold text-white hover:bg-garden-700 disabled:opacity-70"
          >
            {busy ? "Submitting..." : "View Menu"}
          </button>
        </Form>
        <PrivacyNoticeLine retentionDays={loaderData.retentionDays} />
      </div>
    </main>
  );
}

/** Spec 8: an exception while saving (network or server failure) shows this, never a blank page. */
export function ErrorBoundary() {
  return (
    <main className="flex min-h-[80vh] items-center justify-center bg-brand-50 px-4 py-10">
      <LoadFailed message={menuMessages.entryError} retryHref="/guntoorlogin" className="w-full" />
    </main>
  );
}
