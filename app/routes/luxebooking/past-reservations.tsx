import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { listPastReservations } from "~/modules/reservations/list-reservations.server";
import { messages, PAGE_SIZE, shownCount } from "~/modules/reservations/messages";
import type { Route } from "./+types/past-reservations";
import { CardList, ReservationCard } from "~/components/staff/reservation-card";
import { STAFF_TITLE } from "~/modules/site-content/venue";

export const meta = () => [{ title: `Past Reservations — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "reservation.past.view", messages.noPastPermission);
  const show = shownCount(new URL(args.request.url));
  const list = await listPastReservations(getApp(args.context).database.db, { actor: user, limit: show });
  return { list, role: user.role, show };
}

export default function PastReservations({ loaderData }: Route.ComponentProps) {
  const { list, role, show } = loaderData;
  return (
    <section>
      <h1 className="mb-6 font-display text-3xl font-semibold text-garden-900">Past Reservations</h1>
      <CardList
        items={list.items}
        empty={messages.noPastReservations}
        more={list.hasMore ? `?show=${show + PAGE_SIZE}` : null}
        card={(card) => <ReservationCard card={card} staffRole={role} />}
      />
    </section>
  );
}
