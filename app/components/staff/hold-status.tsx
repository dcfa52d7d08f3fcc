import { optionLabel } from "~/modules/reservations/holds";
import type { HoldInfo } from "~/modules/reservations/reservation-dto.server";
import { formatDateTime } from "~/modules/time";

/** Issue 16: a pending reservation's place in its slot ('2nd option'). */
export function OptionBadge({ hold }: { hold: HoldInfo }) {
  if (hold.optionRank === null) return null;
  return (
    <span className="whitespace-nowrap rounded-full bg-orange-50 px-2.5 py-0.5 text-xs font-semibold text-orange-950 ring-1 ring-orange-300">
      {optionLabel(hold.optionRank)}
    </span>
  );
}

/** The hold's end and, once another booking has the slot, the warning that it is taken. */
export function HoldDetails({ hold }: { hold: HoldInfo }) {
  if (hold.optionRank === null) return null;
  return (
    <>
      {hold.holdUntil ? (
        <p className="text-xs text-gray-700">Held until {formatDateTime(hold.holdUntil)}</p>
      ) : null}
      {hold.slotConfirmedFor ? (
        <p className="text-xs font-semibold text-red-900">{`Slot confirmed for "${hold.slotConfirmedFor}"`}</p>
      ) : null}
    </>
  );
}
