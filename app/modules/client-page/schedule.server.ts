import { randomInt } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { clientPageSettings, paymentInstalments, reservations } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import type { Balance } from "~/modules/balance/balance";
import { readReservationFacts, reservationBalance } from "~/modules/billing/balance.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { fromPaise, type Paise, toPaise } from "~/modules/money";
import { loadReservation } from "~/modules/reservations/load-reservation.server";
import { isValidDate, todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import {
  DEFAULT_LOCK_DAYS,
  defaultScheduleTemplate,
  type PlannedInstalment,
  planSchedule,
  type ScheduleTemplate,
  scheduleSumMessage,
  scheduleTemplateSchema,
} from "./schedule";
import { clientPageTexts as t } from "./texts";

export interface ClientPageSettings {
  lockDays: number;
  reminderDaysBefore: number;
  schedule: ScheduleTemplate;
  saved: boolean;
}

/** The settings row, or the defaults (7 days' lock, 25 % / 50 % / rest) until an administrator saves. */
export async function readClientPageSettings(db: Db | Tx): Promise<ClientPageSettings> {
  const [row] = await db.select().from(clientPageSettings).where(eq(clientPageSettings.id, 1));
  const parsed = row ? scheduleTemplateSchema.safeParse(row.schedule) : null;
  return {
    lockDays: row?.lockDays ?? DEFAULT_LOCK_DAYS,
    reminderDaysBefore: row?.reminderDaysBefore ?? 3,
    schedule: parsed?.success ? parsed.data : defaultScheduleTemplate,
    saved: Boolean(row),
  };
}

export async function saveClientPageSettings(
  db: Db,
  options: { actor: Actor; lockDays: number; reminderDaysBefore?: number; schedule: ScheduleTemplate },
): Promise<void> {
  authorize(options.actor, "billing.settings.manage");
  const schedule = scheduleTemplateSchema.parse(options.schedule);
  await db.transaction(async (tx) => {
    const before = await readClientPageSettings(tx);
    const values = {
      lockDays: options.lockDays,
      reminderDaysBefore: options.reminderDaysBefore ?? before.reminderDaysBefore,
      schedule,
      updatedAt: new Date(),
      updatedByEmail: options.actor.email,
    };
    await tx
      .insert(clientPageSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: clientPageSettings.id, set: values });
    await writeAudit(tx, {
      actor: options.actor,
      action: "clientPage.settings",
      entity: "clientPageSettings",
      entityId: "1",
      before: { lockDays: before.lockDays, schedule: before.schedule },
      after: { lockDays: options.lockDays, schedule },
    });
  });
}

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A UPI `tr` for one instalment: 'EDP' and 12 random letters and digits (60 bits), unique by index. */
export function newInstalmentReference(): string {
  let ref = "EDP";
  for (let i = 0; i < 12; i++) ref += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return ref;
}

export interface Instalment {
  id: string;
  position: number;
  label: string;
  amount: Paise;
  dueOn: string;
  reference: string;
}

async function readInstalments(db: Db | Tx, reservationId: string): Promise<Instalment[]> {
  const rows = await db
    .select({
      id: paymentInstalments.id,
      position: paymentInstalments.position,
      label: paymentInstalments.label,
      amount: paymentInstalments.amount,
      dueOn: paymentInstalments.dueOn,
      reference: paymentInstalments.reference,
    })
    .from(paymentInstalments)
    .where(eq(paymentInstalments.reservationId, reservationId))
    .orderBy(asc(paymentInstalments.position));
  return rows.map((r) => ({ ...r, amount: toPaise(r.amount) }));
}

/** What a schedule must add up to: everything the reservation is charged (the event and its alcohol). */
export function scheduleTotal(balance: Balance): Paise {
  return balance.event + balance.alcohol;
}

async function balanceOfReservation(db: Db | Tx, reservationId: string) {
  const [row] = await db
    .select({
      status: reservations.status,
      isFOC: reservations.isFOC,
      totalEventAmountExcludingGST: reservations.totalEventAmountExcludingGST,
      gstType: reservations.gstType,
      gstValue: reservations.gstValue,
      totalAmountIncludingGST: reservations.totalAmountIncludingGST,
      totalAmount: reservations.totalAmount,
      totalAlcoholAmount: reservations.totalAlcoholAmount,
      eventDate: reservations.eventDate,
    })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  if (!row) return null;
  return { row, balance: reservationBalance(row, await readReservationFacts(db, reservationId)) };
}

export interface Schedule {
  instalments: Instalment[];
  total: Paise;
  balance: Balance;
  /** The stored instalments no longer add up to the balance (an edit since): the message, for staff. */
  mismatch: string | null;
}

/**
 * A reservation's schedule. A confirmed (or completed) reservation without one gets it from the
 * default template the first time it is read (issue 30 item 6: 'A confirmed reservation gets its
 * schedule from it'), dated from that day; `on conflict do nothing` keeps two first readers from
 * making two.
 */
/** The largest amount an instalment's column holds, in paise. */
export const INSTALMENT_MAX_PAISE = 9_999_999_999_99;

export async function scheduleOf(
  db: Db,
  options: { reservationId: string; now?: Date },
): Promise<Schedule | null> {
  const found = await balanceOfReservation(db, options.reservationId);
  if (!found) return null;
  const { row, balance } = found;
  const total = scheduleTotal(balance);
  let instalments = await readInstalments(db, options.reservationId);
  if (instalments.length === 0 && (row.status === "confirmed" || row.status === "completed") && total > 0) {
    const settings = await readClientPageSettings(db);
    const today = todayIST(options.now);
    const planned = planSchedule(settings.schedule, {
      total,
      confirmedOn: today < row.eventDate ? today : row.eventDate,
      eventDate: row.eventDate,
    });
    // An instalment holds at most ₹99,99,99,999.99 (its column, numeric(12,2)): a booking beyond it
    // (only ever a mistyped amount) gets no schedule rather than a screen that fails to open.
    if (planned.every((p) => p.amount <= INSTALMENT_MAX_PAISE)) {
      await insertPlanned(db, options.reservationId, planned, null);
      instalments = await readInstalments(db, options.reservationId);
    }
  }
  if (instalments.length === 0) return { instalments, total, balance, mismatch: null };
  return {
    instalments,
    total,
    balance,
    mismatch: scheduleSumMessage(
      instalments.map((i) => i.amount),
      total,
    ),
  };
}

async function insertPlanned(
  db: Db | Tx,
  reservationId: string,
  planned: PlannedInstalment[],
  by: string | null,
) {
  if (planned.length === 0) return;
  await db
    .insert(paymentInstalments)
    .values(
      planned.map((p) => ({
        reservationId,
        position: p.position,
        label: p.label,
        amount: fromPaise(p.amount),
        dueOn: p.dueOn,
        reference: newInstalmentReference(),
        updatedByEmail: by,
      })),
    )
    .onConflictDoNothing({ target: [paymentInstalments.reservationId, paymentInstalments.position] });
}

export interface InstalmentInput {
  label: string;
  amount: Paise | null;
  dueOn: string;
}

/**
 * Manager and accounts change a schedule (issue 30 item 6): at least one instalment, each named,
 * above ₹0 and dated; together exactly the balance, else the message says by how much they are
 * not. Instalments kept in place keep their UPI reference (a QR the client saved still pays the
 * same instalment); new ones get a new reference.
 */
export async function saveSchedule(
  db: Db,
  options: { actor: Actor; reservationId: string; instalments: InstalmentInput[]; events?: EventBus },
): Promise<void> {
  authorize(options.actor, "paymentSchedule.edit");
  const rows = options.instalments;
  if (rows.length === 0) throw new DomainError(400, t.scheduleEmpty);
  for (const r of rows) {
    const label = r.label.trim();
    if (!label || label.length > 60) throw new DomainError(400, t.scheduleLabel);
    if (r.amount === null || r.amount <= 0) throw new DomainError(400, t.scheduleAmount);
    if (!isValidDate(r.dueOn)) throw new DomainError(400, t.scheduleDate);
  }
  await db.transaction(async (tx) => {
    const r = await loadReservation(tx, { id: options.reservationId, actor: options.actor, lock: true });
    if (r.status !== "confirmed" && r.status !== "completed") throw new DomainError(409, t.scheduleLocked);
    const found = await balanceOfReservation(tx, r.id);
    const total = scheduleTotal(found!.balance);
    const mismatch = scheduleSumMessage(
      rows.map((x) => x.amount!),
      total,
    );
    if (mismatch) throw new DomainError(400, mismatch);
    const before = await readInstalments(tx, r.id);
    await tx.delete(paymentInstalments).where(eq(paymentInstalments.reservationId, r.id));
    await tx.insert(paymentInstalments).values(
      rows.map((x, i) => ({
        reservationId: r.id,
        position: i + 1,
        label: x.label.trim(),
        amount: fromPaise(x.amount!),
        dueOn: x.dueOn,
        reference: before[i]?.reference ?? newInstalmentReference(),
        updatedAt: new Date(),
        updatedByEmail: options.actor.email,
      })),
    );
    await writeAudit(tx, {
      actor: options.actor,
      action: "paymentSchedule.update",
      entity: "paymentSchedule",
      entityId: r.id,
      before: {
        reservationId: r.id,
        instalments: before.map(({ label, amount, dueOn }) => ({ label, amount, dueOn })),
      },
      after: {
        reservationId: r.id,
        instalments: rows.map((x) => ({ label: x.label.trim(), amount: x.amount, dueOn: x.dueOn })),
      },
    });
  });
  void options.events?.publish("reservations", "payment-schedule", options.reservationId);
}
