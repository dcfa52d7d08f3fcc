import { data, redirect } from "react-router";
import type { PageHandle } from "~/components/site/static-page";
import { getApp } from "~/context.server";
import { readForm } from "~/modules/http/read-form.server";
import { answerScriptsWithJson } from "~/modules/http/script-json.server";
import { requestLanguage } from "~/modules/menu/guest-language.server";
import { readVisitorPass } from "~/modules/menu/visitor-pass.server";
import { isServiceKind, serviceAnswer, serviceText } from "~/modules/tables/service-texts";
import { requestTableService } from "~/modules/tables/table-service.server";
import type { Route } from "./+types/table-service";

export const meta: Route.MetaFunction = () => [
  { title: "Table service" },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "no-store" };
}

// Text and a link: served without React (decision 0009).
export const handle: PageHandle = { hydrate: false };

/** Opened on its own (the answer page reloaded): only the way back to the menu. */
export function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  return { guestLanguage: language, back: serviceText(language, "back") };
}

/**
 * POST /guntoormenu/service (issue 31 items 7 and 9): 'Call waiter' / 'Ask for the bill' from the
 * menu of a guest at a table. The table is the one of the visitor entry the signed pass names (the
 * QR code it came from), never anything the form says. Answers the page without JavaScript, JSON
 * to the menu's script.
 */
export async function action({ request, context }: Pick<Route.ActionArgs, "request" | "context">) {
  const app = getApp(context);
  const language = requestLanguage(request);
  const pass = readVisitorPass(request.headers.get("cookie"));
  if (!pass) throw redirect("/guntoorlogin");
  let kind: unknown;
  try {
    kind = (await readForm(request)).get("kind");
  } catch {
    // An unreadable body or a control character: no known kind, answered below with the page's text.
    kind = null;
  }
  const back = serviceText(language, "back");
  if (!isServiceKind(kind))
    return data({ ok: false, message: serviceText(language, "failed"), back }, { status: 400 });
  try {
    const { outcome } = await requestTableService(app.database.db, {
      entryId: pass.entryId,
      kind,
      events: app.events,
    });
    const status = outcome === "sent" ? 201 : outcome === "tooMany" ? 429 : outcome === "noTable" ? 400 : 200;
    const ok = outcome === "sent" || outcome === "already";
    return data({ ok, message: serviceAnswer(language, kind, outcome), back }, { status });
  } catch (error) {
    app.logger.error({ err: error }, "table service request failed");
    return data({ ok: false, message: serviceText(language, "failed"), back }, { status: 500 });
  }
}

export const middleware: Route.MiddlewareFunction[] = [answerScriptsWithJson(action)];

export default function TableServiceAnswer({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-50 p-6">
      <div className="w-full max-w-md rounded-2xl bg-white p-7 text-center shadow-sm ring-1 ring-black/5">
        {actionData ? (
          <p role="status" className="text-xl font-semibold text-garden-900">
            {actionData.message}
          </p>
        ) : null}
        <p className="mt-6">
          <a
            href="/guntoormenu"
            className="inline-block rounded-full bg-garden-800 px-6 py-3 font-semibold text-white"
          >
            {loaderData.back}
          </a>
        </p>
      </div>
    </main>
  );
}
