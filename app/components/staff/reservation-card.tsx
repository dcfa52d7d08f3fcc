import { Fragment } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { HoldDetails, OptionBadge } from "./hold-status";
import { formatINR } from "~/modules/money";
import type { ReservationCard as Card } from "~/modules/reservations/reservation-dto.server";
import { statusLabels, type ReservationStatus } from "~/modules/reservations/statuses";
import { formatLongDate, formatTimeRange } from "~/modules/time";
import { can } from "~/permissions";

const statusStyles: Record<string, string> = {
  confirmed: "bg-red-100 text-red-900",
  pending: "bg-orange-100 text-orange-950",
  cancelled: "bg-gray-200 text-gray-900",
  completed: "bg-green-100 text-green-900",
  "soft-deleted": "bg-gray-800 text-white",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyles[status] ?? ""}`}>
      {statusLabels[status as ReservationStatus] ?? status}
    </span>
  );
}

/** Spec 2.6 reservation card. Non-admins get only View on past reservations. */
export function ReservationCard({
  card,
  staffRole: role,
  extra,
}: {
  card: Card;
  /** The signed-in person's role (not an ARIA role). */
  staffRole: string;
  extra?: React.ReactNode;
}) {
  const canEdit =
    can(role, "reservation.edit") && !card.softDeleted && (!card.isPast || can(role, "reservation.past.act"));
  return (
    <article
      className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/10"
      aria-labelledby={`card-${card.id}`}
      data-testid="reservation-card"
    >
      {card.softDeleted ? (
        <p className="bg-gray-900 px-4 py-1.5 text-center text-xs font-bold tracking-widest text-white">
          SOFT-DELETED
        </p>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={`card-${card.id}`} className="text-lg leading-tight font-semibold">
            {card.eventName}
          </h3>
          {card.softDeleted ? null : <StatusBadge status={card.status} />}
          <OptionBadge hold={card} />
        </div>
        <p className="text-sm font-medium text-garden-800">{formatLongDate(card.eventDate)}</p>
        <p className="text-sm text-gray-700">{formatTimeRange(card.eventStartTime, card.eventEndTime)}</p>
        <HoldDetails hold={card} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-gray-600">Client</dt>
          <dd>{card.clientName}</dd>
          <dt className="text-gray-600">Email</dt>
          <dd className="break-all">{card.clientEmail}</dd>
          <dt className="text-gray-600">Phone</dt>
          <dd>{card.clientPhone}</dd>
          <dt className="text-gray-600">Guests</dt>
          <dd>{card.guestCount}</dd>
          <dt className="text-gray-600">Amount</dt>
          <dd className="font-semibold">{formatINR(card.amountPaise)}</dd>
          {card.softDeletedByEmail ? (
            <>
              <dt className="text-gray-600">Deleted by</dt>
              <dd className="break-all">{card.softDeletedByEmail}</dd>
            </>
          ) : null}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <a href={`/luxebooking/reservation/${card.id}`} data-nav="" className={buttonClass({ size: "xs" })}>
            {card.softDeleted ? "View Details" : "View"}
            <span className="sr-only"> {card.eventName}</span>
          </a>
          {canEdit ? (
            <a
              href={`/luxebooking/edit-reservation/${card.id}`}
              data-nav=""
              className={buttonClass({ variant: "outline", size: "xs" })}
            >
              Edit<span className="sr-only"> {card.eventName}</span>
            </a>
          ) : null}
          {extra}
        </div>
      </div>
    </article>
  );
}

/**
 * A list screen's cards: the empty text when there are none, else the grid; the paging link
 * when there are more (`more` is its address).
 */
export function CardList<T extends { id: string }>({
  items,
  empty,
  more,
  card,
}: {
  items: readonly T[];
  empty: string;
  more?: string | null;
  card: (item: T) => React.ReactNode;
}) {
  return (
    <>
      {items.length === 0 ? (
        <EmptyState text={empty} />
      ) : (
        <CardGrid>
          {items.map((item) => (
            <Fragment key={item.id}>{card(item)}</Fragment>
          ))}
        </CardGrid>
      )}
      {more ? <ShowMoreLink to={more} /> : null}
    </>
  );
}

export function CardGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

/** The paging link under every card list (lists grow by PAGE_SIZE cards). */
export function ShowMoreLink({ to }: { to: string }) {
  return (
    <div className="mt-4 text-center">
      <Link to={to} preventScrollReset className="font-semibold text-garden-800 underline">
        Show more reservations
      </Link>
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <p className="rounded-xl border border-dashed border-gray-400 bg-white p-6 text-center text-gray-700">
      {text}
    </p>
  );
}
