import { data, Link } from "react-router";
import { FunctionSheetView, PrintButton } from "~/components/staff/function-sheet-view";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { beoTexts } from "~/modules/reservations/beo";
import { getDaySheets } from "~/modules/reservations/beo.server";
import { formatLongDate, isValidDate } from "~/modules/time";
import type { Route } from "./+types/day-sheet";
import sheetStyles from "./function-sheet.css?url";
import { STAFF_TITLE } from "~/modules/site-content/venue";

export const links = () => [{ rel: "stylesheet", href: sheetStyles }];

export const meta = ({ params }: Route.MetaArgs) => [{ title: `Day sheet: ${params.date} — ${STAFF_TITLE}` }];

/** Issue 32 item 11: every event of a date, each event's function sheet on a page of its own. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "reservation.view");
  const { date } = args.params;
  if (!isValidDate(date)) throw data({ message: "Not found" }, { status: 404 });
  const sheets = await getDaySheets(getApp(args.context).database.db, { actor: user, date });
  return { date, sheets, printedAt: new Date().toISOString() };
}

export default function DaySheet({ loaderData }: Route.ComponentProps) {
  const { date, sheets, printedAt } = loaderData;
  return (
    <main className="mx-auto max-w-[186mm] bg-white p-4 text-black sm:p-6 print:max-w-none print:p-0">
      <nav
        aria-label="Day sheet"
        className="function-sheet-screen-only mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm"
      >
        <Link
          to={`/luxebooking?month=${date.slice(0, 7)}&date=${date}`}
          className="font-semibold text-garden-800 underline"
        >
          ← Back to the calendar
        </Link>
        <PrintButton />
        <span className="text-gray-700">
          {`${formatLongDate(date)}: ${sheets.length} ${sheets.length === 1 ? "event" : "events"}, one A4 page each.`}
        </span>
      </nav>
      {sheets.length === 0 ? (
        <h1 className="text-xl font-semibold">{`${formatLongDate(date)}: ${beoTexts.dayEmpty}`}</h1>
      ) : (
        sheets.map((sheet) => (
          <div key={sheet.id} className="function-sheet-page">
            <FunctionSheetView sheet={sheet} printedAt={printedAt} />
          </div>
        ))
      )}
    </main>
  );
}
