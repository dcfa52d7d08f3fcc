import { Link } from "react-router";
import type { ExpiredHold } from "~/modules/reservations/expired-holds-since-visit.server";
import { holdTexts } from "~/modules/reservations/holds";
import { formatDateTime, formatLongDate } from "~/modules/time";

/** Issue 16: 'Holds expired since your last visit' at the top of every dashboard, while any. */
export function ExpiredHoldsNotice({ holds }: { holds: ExpiredHold[] }) {
  if (holds.length === 0) return null;
  return (
    <section
      aria-labelledby="expired-holds-title"
      className="mb-6 rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="expired-holds-title" className="font-semibold">
        {holdTexts.expiredSinceVisit}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {holds.map((h) => (
          <li key={h.id}>
            <Link to={`/luxebooking/reservation/${h.id}`} className="font-semibold underline">
              {h.eventName}
            </Link>{" "}
            ({formatLongDate(h.eventDate)}): cancelled by the system on {formatDateTime(h.holdExpiredAt)}
          </li>
        ))}
      </ul>
    </section>
  );
}
