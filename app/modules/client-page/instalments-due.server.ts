import { and, asc, inArray, lte, ne } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { paymentInstalments, reservations } from "~/db/schema";
import type { Actor } from "~/modules/audit/audit.server";
import { noFacts, readBalanceFacts, reservationBalance } from "~/modules/billing/balance.server";
import { type Paise, toPaise } from "~/modules/money";
import { addDays, todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { remindersByInstalment } from "./reminders.server";
import { allocatePaid, type InstalmentState } from "./schedule";

export interface InstalmentDue {
  reservationId: string;
  eventName: string;
  clientName: string;
  label: string;
  position: number;
  dueOn: string;
  /** The instalment's UPI reference (`tr`). */
  reference: string;
  left: Paise;
  state: InstalmentState;
}

/** A row of Dues: an instalment due, with each reminder already sent for it and its time. */
export interface InstalmentDueRow extends InstalmentDue {
  reminders: string[];
}

/**
 * Issue 30 item 8: Dues' instalments: every unpaid instalment due within the next 30 days or
 * already overdue, by due date, each with the reminders sent for it (e-mail and WhatsApp, with their
 * times); what is paid of each comes from the one balance's money settled,
 * filled in instalment order (as on the client's page).
 */
export async function listInstalmentsDue(
  db: Db,
  options: { actor: Actor; now?: Date },
): Promise<InstalmentDueRow[]> {
  authorize(options.actor, "billing.accounts.view");
  const due = await unpaidInstalments(db, {
    today: todayIST(options.now),
    until: addDays(todayIST(options.now), 30),
  });
  const sent = await remindersByInstalment(
    db,
    due.map((d) => d.reference),
  );
  return due.map((d) => ({ ...d, reminders: sent.get(d.reference) ?? [] }));
}

/**
 * Every unpaid instalment (what is left of it above ₹0) of a confirmed or completed reservation,
 * due on or before `until` (none: any date). No permission check: callers check theirs.
 */
export async function unpaidInstalments(
  db: Db | Tx,
  options: { today: string; until?: string },
): Promise<InstalmentDue[]> {
  const { today, until } = options;
  const soon = await db
    .selectDistinct({ id: paymentInstalments.reservationId })
    .from(paymentInstalments)
    .where(until ? lte(paymentInstalments.dueOn, until) : undefined);
  const ids = soon.map((s) => s.id);
  if (ids.length === 0) return [];
  const [rows, booked, facts] = await Promise.all([
    db
      .select()
      .from(paymentInstalments)
      .where(inArray(paymentInstalments.reservationId, ids))
      .orderBy(asc(paymentInstalments.reservationId), asc(paymentInstalments.position)),
    db
      .select({
        id: reservations.id,
        eventName: reservations.eventName,
        clientName: reservations.clientName,
        status: reservations.status,
        isFOC: reservations.isFOC,
        totalEventAmountExcludingGST: reservations.totalEventAmountExcludingGST,
        gstType: reservations.gstType,
        gstValue: reservations.gstValue,
        totalAmountIncludingGST: reservations.totalAmountIncludingGST,
        totalAmount: reservations.totalAmount,
        totalAlcoholAmount: reservations.totalAlcoholAmount,
      })
      .from(reservations)
      .where(and(inArray(reservations.id, ids), ne(reservations.status, "soft-deleted"))),
    readBalanceFacts(db, ids),
  ]);
  const out: InstalmentDue[] = [];
  for (const r of booked) {
    if (r.status !== "confirmed" && r.status !== "completed") continue;
    const mine = rows
      .filter((i) => i.reservationId === r.id)
      .map((i) => ({ ...i, amount: toPaise(i.amount) }));
    const settled = reservationBalance(r, facts.get(r.id) ?? noFacts).settled;
    allocatePaid(mine, settled, today).forEach((p, n) => {
      const i = mine[n]!;
      if (p.left > 0 && (!until || i.dueOn <= until))
        out.push({
          reservationId: r.id,
          eventName: r.eventName,
          clientName: r.clientName,
          label: i.label,
          position: i.position,
          dueOn: i.dueOn,
          reference: i.reference,
          left: p.left,
          state: p.state,
        });
    });
  }
  return out.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.eventName.localeCompare(b.eventName));
}
