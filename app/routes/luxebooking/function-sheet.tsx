import { Link } from "react-router";
import { FunctionSheetView, PrintButton } from "~/components/staff/function-sheet-view";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { getFunctionSheet } from "~/modules/reservations/beo.server";
import { messages } from "~/modules/reservations/messages";
import { can } from "~/permissions";
import { readFinalDetails } from "~/modules/client-page/final-details.server";
import type { Route } from "./+types/function-sheet";
import sheetStyles from "./function-sheet.css?url";
import { STAFF_TITLE } from "~/modules/site-content/venue";
import { loadOrRefuse } from "~/modules/http/load-or-refuse.server";

export const links = () => [{ rel: "stylesheet", href: sheetStyles }];

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Function sheet: ${loaderData?.sheet?.eventName ?? "Reservation"} — ${STAFF_TITLE}` },
];

/**
 * Issue 16: one A4 page for the kitchen and operations (no money on it), printed from the browser
 * with print CSS. Issue 32 item 11: a working banquet event order (covers, timeline, vendors, the
 * kitchen's and floor's notes), printable from a phone, without the client's enquiry text.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "reservation.view");
  return loadOrRefuse(
    async () => {
      const { db } = getApp(args.context).database;
      const sheet = await getFunctionSheet(db, { actor: user, id: args.params.id });
      const client = await readFinalDetails(db, sheet.id);
      return {
        sheet,
        client,
        printedAt: new Date().toISOString(),
        canEdit: can(user.role, "reservation.edit"),
      };
    },
    { notFound: messages.notFound },
  );
}

export default function FunctionSheetPage({ loaderData }: Route.ComponentProps) {
  const { sheet: s, printedAt, canEdit, client } = loaderData;
  return (
    <main className="mx-auto max-w-[186mm] bg-white p-4 text-black sm:p-6 print:max-w-none print:p-0">
      <nav
        aria-label="Function sheet"
        className="function-sheet-screen-only mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm"
      >
        <Link to={`/luxebooking/reservation/${s.id}`} className="font-semibold text-garden-800 underline">
          ← Back to the reservation
        </Link>
        {canEdit ? (
          <Link
            to={`/luxebooking/reservation/${s.id}/function-sheet/edit`}
            className="font-semibold text-garden-800 underline"
          >
            Edit details
          </Link>
        ) : null}
        <Link
          to={`/luxebooking/day-sheet/${s.eventDate}`}
          className="font-semibold text-garden-800 underline"
        >
          Day sheet
        </Link>
        <PrintButton />
        <span className="text-gray-700">Prints on one A4 page.</span>
      </nav>
      <FunctionSheetView sheet={s} printedAt={printedAt} client={client} />
    </main>
  );
}
