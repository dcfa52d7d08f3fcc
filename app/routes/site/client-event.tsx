import { data } from "react-router";
import { ClientEventPage } from "~/components/client-page/client-event-page";
import type { PageHandle } from "~/components/site/static-page";
import { getApp } from "~/context.server";
import { DomainError } from "~/modules/errors";
import { readForm } from "~/modules/http/read-form.server";
import { acceptQuotation, clientPageView } from "~/modules/client-page/client-view.server";
import { qrPath } from "~/modules/client-page/qr.server";
import { finalDetailsTexts, saveFinalDetails } from "~/modules/client-page/final-details.server";
import { clientNotFound, limitClientRequest } from "~/modules/client-page/guard.server";
import { clientPageTexts } from "~/modules/client-page/texts";
import type { Route } from "./+types/client-event";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.view.event.name} — Eden` : "Your event — Eden" },
  // Names nothing private: a link preview (a WhatsApp chat) may show it.
  {
    name: "description",
    content: "Your event at the hall: the quotation, the payment schedule, final details and documents.",
  },
  // A private link: never listed by search engines.
  { name: "robots", content: "noindex, nofollow" },
];

// A private page: never stored by the browser or a shared cache.
export function headers() {
  return { "Cache-Control": "no-store" };
}

// Server-rendered text, links and plain forms: served without React (decision 0009).
export const handle: PageHandle = { hydrate: false };

/** Issue 30 item 2: the client's own page behind its private link. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getApp(context);
  limitClientRequest(app.clientIp);
  const found = await clientPageView(app.database.db, { token: params.token });
  if (!found) clientNotFound();
  const qrs = Object.fromEntries(
    found.view.schedule.filter((i) => i.upiUri).map((i) => [i.position, qrPath(i.upiUri!)]),
  );
  return { view: found.view, token: params.token, qrs };
}

/** 'Accept quotation' (issue 30 item 3), posted as a plain HTML form. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const app = getApp(context);
  limitClientRequest(app.clientIp);
  const form = await readForm(request);
  if (form.get("intent") === "final-details") {
    try {
      await saveFinalDetails(app.database.db, {
        token: params.token,
        input: {
          guaranteed: String(form.get("guaranteed") ?? ""),
          veg: String(form.get("veg") ?? ""),
          nonVeg: String(form.get("nonVeg") ?? ""),
          notes: String(form.get("notes") ?? ""),
        },
        events: app.events,
      });
      return {
        ok: true as const,
        form: "final-details" as const,
        message: finalDetailsTexts.saved,
        name: "",
      };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.status === 404) clientNotFound();
      return data(
        { ok: false as const, form: "final-details" as const, message: error.message, name: "" },
        { status: error.status },
      );
    }
  }
  try {
    const accepted = await acceptQuotation(app.database.db, {
      token: params.token,
      documentId: String(form.get("documentId") ?? ""),
      name: String(form.get("name") ?? ""),
      ticked: form.get("accept") === "on",
      address: app.clientIp,
      browser: request.headers.get("user-agent") ?? "",
      events: app.events,
    });
    return { ok: true as const, message: clientPageTexts.acceptedThanks, name: accepted.name };
  } catch (error) {
    if (error instanceof DomainError) {
      if (error.status === 404 && error.message === clientPageTexts.notFound) clientNotFound();
      return data(
        { ok: false as const, message: error.message, name: String(form.get("name") ?? "") },
        { status: error.status },
      );
    }
    app.logger.error({ err: error }, "accepting a quotation failed");
    return data({ ok: false as const, message: clientPageTexts.failed, name: "" }, { status: 500 });
  }
}

export default function ClientEvent({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ClientEventPage
      view={loaderData.view}
      token={loaderData.token}
      qrs={loaderData.qrs}
      result={actionData ?? null}
    />
  );
}
