import type { Db } from "~/db/client.server";
import type { Actor } from "~/modules/audit/audit.server";
import { formatINR, type Paise } from "~/modules/money";
import { loadReservation } from "~/modules/reservations/load-reservation.server";
import { formatDateTime, formatPlainDate, todayIST } from "~/modules/time";
import { finalDetailsLock, readFinalDetails } from "./final-details.server";
import { remindersOf } from "./reminders.server";
import { authorize, can } from "~/permissions";
import { acceptancesOf } from "./client-view.server";
import { type ClientLinkState, clientLinkState } from "./links.server";
import { allocatePaid, type InstalmentState } from "./schedule";
import { scheduleOf } from "./schedule.server";

export interface StaffInstalment {
  position: number;
  label: string;
  amount: Paise;
  amountText: string;
  dueOn: string;
  dueText: string;
  paidText: string;
  leftText: string;
  state: InstalmentState;
  reference: string;
}

export interface ClientPagePanel {
  link: (ClientLinkState & { url: string | null }) | null;
  canManageLink: boolean;
  canEditSchedule: boolean;
  acceptances: { number: string; text: string }[];
  schedule: StaffInstalment[];
  scheduleTotal: string;
  scheduleMismatch: string | null;
  finalDetails: string | null;
  lockText: string;
  reminders: { reference: string; text: string }[];
}

/** The detail screen's 'Client page' section: the link (for those who manage it), acceptances, the schedule. */
export async function clientPagePanel(
  db: Db,
  options: { actor: Actor; reservationId: string; publicUrl: string; now?: Date },
): Promise<ClientPagePanel> {
  authorize(options.actor, "reservation.view");
  const canManageLink = can(options.actor.role, "clientLink.manage");
  const r = await loadReservation(db, { id: options.reservationId, actor: options.actor });
  const [link, acceptances, schedule, details, lock, reminders] = await Promise.all([
    canManageLink ? clientLinkState(db, options) : null,
    acceptancesOf(db, options.reservationId),
    scheduleOf(db, { reservationId: options.reservationId, now: options.now }),
    readFinalDetails(db, options.reservationId),
    finalDetailsLock(db, { eventDate: r.eventDate, now: options.now }),
    remindersOf(db, options.reservationId),
  ]);
  const instalments = schedule?.instalments ?? [];
  const progress = allocatePaid(instalments, schedule?.balance.settled ?? 0, todayIST(options.now));
  return {
    link: link ? { ...link, url: link.path ? `${options.publicUrl}${link.path}` : null } : null,
    canManageLink,
    canEditSchedule: can(options.actor.role, "paymentSchedule.edit"),
    acceptances,
    schedule: instalments.map((i, n) => ({
      position: i.position,
      label: i.label,
      amount: i.amount,
      amountText: formatINR(i.amount),
      dueOn: i.dueOn,
      dueText: formatPlainDate(i.dueOn),
      paidText: formatINR(progress[n]!.paid),
      leftText: formatINR(progress[n]!.left),
      state: progress[n]!.state,
      reference: i.reference,
    })),
    scheduleTotal: formatINR(schedule?.total ?? 0),
    scheduleMismatch: schedule?.mismatch ?? null,
    finalDetails: details
      ? `Guaranteed ${details.guaranteedGuests} guests (${details.vegGuests} veg, ${details.nonVegGuests} non-veg; expected ${r.guestCount})${details.notes ? `. Notes: ${details.notes}` : ""}. Confirmed by the client on ${formatDateTime(details.updatedAt)}.`
      : null,
    reminders,
    lockText: lock.locked
      ? lock.message
      : `The client can change them until ${formatPlainDate(lock.lockDate)}.`,
  };
}
