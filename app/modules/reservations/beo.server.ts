import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { functionSheets, reservations } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import type { EventBus } from "~/modules/live/events.server";
import { displayPhone, storedPhone } from "~/modules/phone/normalise";
import { authorize } from "~/permissions";
import { todayIST } from "~/modules/time";
import { authorizePast } from "./authorize";
import { type BeoInput, beoTexts, sheetCovers } from "./beo";
import { floorKinds, lineKindLabels } from "~/modules/billing/itemised";
import { readLines, type StoredLine } from "~/modules/billing/lines.server";
import { mealTypeOf } from "./calculations";
import { loadReservation } from "./load-reservation.server";
import { messages } from "./messages";

/**
 * What a function sheet prints (issue 32 item 11): no money, and not the reservation's general
 * notes, which may hold the client's enquiry word for word (issue 16 fills them from it): the
 * kitchen and the floor get the sheet's own notes, the hall set-up notes, the timeline and vendors.
 */
export interface FunctionSheet {
  id: string;
  eventName: string;
  eventDate: string;
  eventStartTime: string;
  eventEndTime: string;
  guestCount: number;
  mealType: "veg" | "non-veg";
  withAlcohol: boolean;
  status: string;
  contactName: string;
  contactPhone: string;
  hallSetupNotes: string;
  covers: ReturnType<typeof sheetCovers>;
  timeline: { time: string; what: string }[];
  vendors: { name: string; phone: string; brings: string }[];
  kitchenNotes: string;
  serviceNotes: string;
  /**
   * Issue 32 items 6 and 11: the reservation's lines that reach the kitchen and the floor (the other
   * meal type's plates, counters, décor, sound, extra hours), without their money.
   */
  floorLines: { kind: string; what: string; description: string; quantity: number }[];
  /** The sheet's own details as the form edits them; null until someone saves them. */
  details: {
    vegCovers: number | null;
    nonVegCovers: number | null;
    guaranteedCovers: number | null;
    updatedByEmail: string | null;
    updatedAt: string;
  } | null;
}

type Row = typeof reservations.$inferSelect;
type SheetRow = typeof functionSheets.$inferSelect;

function toSheet(r: Row, s: SheetRow | null, lines: readonly StoredLine[] = []): FunctionSheet {
  const mealType = mealTypeOf(r);
  const floor = lines.filter((l) => floorKinds.includes(l.kind));
  // The other meal type's plates (a 'Non-veg plates × 120' line) are covers too, unless the sheet
  // says its own veg and non-veg counts.
  const otherPlates = lines.filter((l) => l.kind === "plates").reduce((n, l) => n + l.quantity, 0);
  const covers = sheetCovers({ guestCount: r.guestCount, mealType }, s);
  const split = s && (s.vegCovers !== null || s.nonVegCovers !== null);
  if (!split && otherPlates > 0) {
    if (mealType === "veg") covers.nonVeg += otherPlates;
    else covers.veg += otherPlates;
    covers.expected += otherPlates;
  }
  return {
    id: r.id,
    eventName: r.eventName,
    eventDate: r.eventDate,
    eventStartTime: r.eventStartTime.slice(0, 5),
    eventEndTime: r.eventEndTime.slice(0, 5),
    guestCount: r.guestCount,
    mealType,
    withAlcohol: r.withAlcohol,
    status: r.status,
    contactName: r.clientName,
    contactPhone: displayPhone(r.clientPhone),
    hallSetupNotes: r.hallSetupNotes,
    covers,
    floorLines: floor.map((l) => ({
      kind: l.kind,
      what: lineKindLabels[l.kind],
      description: l.description,
      quantity: l.quantity,
    })),
    timeline: s?.timeline ?? [],
    vendors: (s?.vendors ?? []).map((v) => ({ ...v, phone: v.phone ? displayPhone(v.phone) : "" })),
    kitchenNotes: s?.kitchenNotes ?? "",
    serviceNotes: s?.serviceNotes ?? "",
    details: s
      ? {
          vegCovers: s.vegCovers,
          nonVegCovers: s.nonVegCovers,
          guaranteedCovers: s.guaranteedCovers,
          updatedByEmail: s.updatedByEmail,
          updatedAt: s.updatedAt.toISOString(),
        }
      : null,
  };
}

/** One reservation's function sheet (every staff role reads it, as the sheet). */
export async function getFunctionSheet(
  db: Db,
  options: { actor: Actor; id: string },
): Promise<FunctionSheet> {
  authorize(options.actor, "reservation.view");
  const r = await loadReservation(db, { id: options.id, actor: options.actor });
  const [s] = await db.select().from(functionSheets).where(eq(functionSheets.reservationId, r.id));
  return toSheet(r, s ?? null, await readLines(db, r.id));
}

/**
 * Issue 32 item 11: the day sheet: every event of a date that will happen (confirmed, pending,
 * completed), by start time, each on its own printed page. Cancelled and soft-deleted ones are not
 * events of the day.
 */
export async function getDaySheets(
  db: Db,
  options: { actor: Actor; date: string },
): Promise<FunctionSheet[]> {
  authorize(options.actor, "reservation.view");
  const rows = await db
    .select({ r: reservations, s: functionSheets })
    .from(reservations)
    .leftJoin(functionSheets, eq(functionSheets.reservationId, reservations.id))
    .where(
      and(
        eq(reservations.eventDate, options.date),
        ne(reservations.status, "soft-deleted"),
        ne(reservations.status, "cancelled"),
      ),
    )
    .orderBy(asc(reservations.eventStartTime), asc(reservations.id));
  const lines = await Promise.all(rows.map(({ r }) => readLines(db, r.id)));
  return rows.map(({ r, s }, i) => toSheet(r, s, lines[i]));
}

/**
 * Saves the sheet's details (those who may edit the reservation: admin, operations), audited with
 * before and after; the last save wins (the sheet has no money and one person fills it).
 */
export async function saveFunctionSheet(
  db: Db,
  options: { actor: Actor; id: string; input: BeoInput; events: EventBus; now?: Date },
): Promise<void> {
  const { actor, input, now = new Date() } = options;
  authorize(actor, "reservation.edit", beoTexts.denied);
  const values = {
    vegCovers: input.vegCovers,
    nonVegCovers: input.nonVegCovers,
    guaranteedCovers: input.guaranteedCovers,
    timeline: input.timeline.map(({ time, what }) => ({ time, what })),
    vendors: input.vendors.map(({ name, phone, brings }) => ({
      name,
      phone: phone ? storedPhone(phone) : "",
      brings,
    })),
    kitchenNotes: input.kitchenNotes,
    serviceNotes: input.serviceNotes,
    updatedByEmail: actor.email,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    const r = await loadReservation(tx, { id: options.id, actor, lock: true });
    authorizePast(actor, r.eventDate, todayIST(now), messages.pastOnlyAdmin);
    const [before] = await tx.select().from(functionSheets).where(eq(functionSheets.reservationId, r.id));
    await tx
      .insert(functionSheets)
      .values({ reservationId: r.id, ...values })
      .onConflictDoUpdate({ target: functionSheets.reservationId, set: values });
    const { updatedAt: _u, updatedByEmail: _e, ...after } = values;
    await writeAudit(tx, {
      actor,
      action: "reservation.function-sheet",
      entity: "reservation",
      entityId: r.id,
      before: before
        ? {
            vegCovers: before.vegCovers,
            nonVegCovers: before.nonVegCovers,
            guaranteedCovers: before.guaranteedCovers,
            timeline: before.timeline,
            vendors: before.vendors,
            kitchenNotes: before.kitchenNotes,
            serviceNotes: before.serviceNotes,
          }
        : null,
      after,
    });
  });
  await options.events.publish("reservations", "updated", options.id);
}
