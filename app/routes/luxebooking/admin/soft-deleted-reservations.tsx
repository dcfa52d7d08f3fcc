import { data, useFetcher } from "react-router";
import { z } from "zod";
import { getApp } from "~/context.server";
import { requirePermission } from "~/modules/auth/guards.server";
import { respond, toastReply } from "~/modules/http/respond.server";
import { deleteReservation } from "~/modules/reservations/delete-reservation.server";
import { listSoftDeletedReservations } from "~/modules/reservations/list-reservations.server";
import { confirmTexts, messages, PAGE_SIZE, shownCount } from "~/modules/reservations/messages";
import type { ReservationCard as Card } from "~/modules/reservations/reservation-dto.server";
import { restoreReservation } from "~/modules/reservations/restore-reservation.server";
import { type ActionResult, ResultMessage } from "~/components/staff/feedback";
import { CardList, ReservationCard } from "~/components/staff/reservation-card";
import { ConfirmAction } from "~/components/ui/confirm-dialog";
import { useResultToast } from "~/components/ui/toast";
import type { Route } from "./+types/soft-deleted-reservations";
import { readForm } from "~/modules/http/read-form.server";
import { STAFF_TITLE } from "~/modules/site-content/venue";

export const meta = () => [{ title: `Soft Deleted Reservations — ${STAFF_TITLE}` }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "reservation.softDeleted.view", messages.onlyAdminsSoftDeleted);
  const show = shownCount(new URL(args.request.url));
  const list = await listSoftDeletedReservations(getApp(args.context).database.db, {
    actor: user,
    limit: show,
  });
  return { list, role: user.role, show };
}

const intentSchema = z.object({ intent: z.enum(["restore", "delete"]), id: z.uuid() });

export async function action(args: Route.ActionArgs) {
  const actor = await requirePermission(args, "reservation.softDeleted.view", messages.onlyAdminsSoftDeleted);
  const parsed = intentSchema.safeParse(Object.fromEntries(await readForm(args.request)));
  if (!parsed.success) return data<ActionResult>({ ok: false, error: messages.notFound }, { status: 400 });
  const { intent, id } = parsed.data;
  const app = getApp(args.context);
  const restore = intent === "restore";
  const failure = restore ? messages.restoreFailed : messages.permanentDeleteFailed;
  return respond(args, toastReply(failure), async () => {
    const options = { actor, id, events: app.events };
    await (restore ? restoreReservation : deleteReservation)(app.database.db, options);
    return data<ActionResult>({
      ok: true,
      message: restore ? messages.restoredToList : messages.permanentlyDeleted,
    });
  });
}

function SoftDeletedCard({ card, role }: { card: Card; role: string }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  return (
    <div>
      <ReservationCard
        card={card}
        staffRole={role}
        extra={
          <>
            <ConfirmAction
              fetcher={fetcher}
              message={confirmTexts.restore}
              fields={{ intent: "restore", id: card.id }}
              tone="secondary"
            >
              Restore
            </ConfirmAction>
            <ConfirmAction
              fetcher={fetcher}
              message={confirmTexts.permanentDelete}
              fields={{ intent: "delete", id: card.id }}
            >
              Delete Permanently
            </ConfirmAction>
          </>
        }
      />
      {fetcher.data && !fetcher.data.ok ? (
        <div className="mt-2">
          <ResultMessage result={fetcher.data} />
        </div>
      ) : null}
    </div>
  );
}

export default function SoftDeletedReservations({ loaderData }: Route.ComponentProps) {
  const { list, role, show } = loaderData;
  return (
    <section>
      <h1 className="mb-6 font-display text-3xl font-semibold text-garden-900">Soft Deleted Reservations</h1>
      <CardList
        items={list.items}
        empty={messages.noSoftDeleted}
        more={list.hasMore ? `?show=${show + PAGE_SIZE}` : null}
        card={(card) => <SoftDeletedCard card={card} role={role} />}
      />
    </section>
  );
}
