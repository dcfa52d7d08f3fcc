import { and, asc, eq, gte, isNull, or } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { tableBookingAreas, tableBookingBlocks, tableBookingSettings } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { type Area, type Block, type BookingSettings, DEFAULT_SETTINGS, isArea } from "./booking-rules";
import { tableTexts } from "./table-texts";
import type { AreaInput, BlockInput, RulesInput } from "./settings.schema";

/** The booking rules: the saved row and areas, the defaults for what was never saved. */
export async function getBookingSettings(db: Db | Tx): Promise<BookingSettings> {
  const [[row], areaRows] = await Promise.all([
    db.select().from(tableBookingSettings).where(eq(tableBookingSettings.id, 1)),
    db.select().from(tableBookingAreas),
  ]);
  const areas = { ...DEFAULT_SETTINGS.areas };
  for (const a of areaRows) {
    if (isArea(a.area))
      areas[a.area] = {
        area: a.area,
        covers: a.covers,
        opens: a.opens,
        closes: a.closes,
        bookable: a.bookable,
      };
  }
  return {
    slotMinutes: row?.slotMinutes ?? DEFAULT_SETTINGS.slotMinutes,
    bookingMinutes: row?.bookingMinutes ?? DEFAULT_SETTINGS.bookingMinutes,
    windowDays: row?.windowDays ?? DEFAULT_SETTINGS.windowDays,
    whatsapp: row?.whatsapp ?? DEFAULT_SETTINGS.whatsapp,
    areas,
  };
}

/** One area's covers (the capacity the locked counter is checked against), read in the booking's transaction. */
export async function areaCovers(tx: Tx, area: Area): Promise<number> {
  const [row] = await tx
    .select({ covers: tableBookingAreas.covers })
    .from(tableBookingAreas)
    .where(eq(tableBookingAreas.area, area));
  return row?.covers ?? DEFAULT_SETTINGS.areas[area].covers;
}

export async function saveBookingRules(
  db: Db,
  options: { actor: Actor; input: RulesInput; events: EventBus },
): Promise<void> {
  authorize(options.actor, "tableBooking.settings", tableTexts.settingsDenied);
  const { input } = options;
  await db.transaction(async (tx) => {
    const before = await getBookingSettings(tx);
    const values = {
      slotMinutes: input.slotMinutes,
      bookingMinutes: input.bookingMinutes,
      windowDays: input.windowDays,
      whatsapp: input.whatsapp,
      updatedAt: new Date(),
      updatedByEmail: options.actor.email,
    };
    await tx
      .insert(tableBookingSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: tableBookingSettings.id, set: values });
    await writeAudit(tx, {
      actor: options.actor,
      action: "tableBooking.settings",
      entity: "tableBookingSettings",
      entityId: "1",
      before: {
        slotMinutes: before.slotMinutes,
        bookingMinutes: before.bookingMinutes,
        windowDays: before.windowDays,
        whatsapp: before.whatsapp,
      },
      after: input,
    });
  });
  await options.events.publish("tables", "settings.saved");
}

export async function saveArea(
  db: Db,
  options: { actor: Actor; input: AreaInput; events: EventBus },
): Promise<void> {
  authorize(options.actor, "tableBooking.settings", tableTexts.settingsDenied);
  const { input } = options;
  await db.transaction(async (tx) => {
    const before = (await getBookingSettings(tx)).areas[input.area];
    const values = {
      covers: input.covers,
      opens: input.opens,
      closes: input.closes,
      bookable: input.bookable,
      updatedAt: new Date(),
    };
    await tx
      .insert(tableBookingAreas)
      .values({ area: input.area, ...values })
      .onConflictDoUpdate({ target: tableBookingAreas.area, set: values });
    await writeAudit(tx, {
      actor: options.actor,
      action: "tableBooking.area",
      entity: "tableBookingArea",
      entityId: input.area,
      before,
      after: input,
    });
  });
  await options.events.publish("tables", "settings.saved", input.area);
}

export interface BlockDto {
  id: string;
  area: Area | null;
  day: string;
  fromTime: string | null;
  untilTime: string | null;
  reason: string;
}

/** Blocks from today on (the settings screen's list). */
export async function listBlocks(db: Db, options: { actor: Actor; now?: Date }): Promise<BlockDto[]> {
  authorize(options.actor, "tableBooking.settings", tableTexts.settingsDenied);
  const rows = await db
    .select({
      id: tableBookingBlocks.id,
      area: tableBookingBlocks.area,
      day: tableBookingBlocks.day,
      fromTime: tableBookingBlocks.fromTime,
      untilTime: tableBookingBlocks.untilTime,
      reason: tableBookingBlocks.reason,
    })
    .from(tableBookingBlocks)
    .where(gte(tableBookingBlocks.day, todayIST(options.now)))
    .orderBy(asc(tableBookingBlocks.day), asc(tableBookingBlocks.fromTime));
  return rows.map((r) => ({ ...r, area: isArea(r.area) ? r.area : null }));
}

/** The blocks of one day that concern an area (guests' availability: never their reasons). */
export async function blocksOn(db: Db | Tx, day: string, area?: Area): Promise<Block[]> {
  const rows = await db
    .select({
      area: tableBookingBlocks.area,
      fromTime: tableBookingBlocks.fromTime,
      untilTime: tableBookingBlocks.untilTime,
    })
    .from(tableBookingBlocks)
    .where(
      and(
        eq(tableBookingBlocks.day, day),
        area ? or(isNull(tableBookingBlocks.area), eq(tableBookingBlocks.area, area)) : undefined,
      ),
    );
  return rows.map((r) => ({ ...r, area: isArea(r.area) ? r.area : null }));
}

export async function addBlock(
  db: Db,
  options: { actor: Actor; input: BlockInput; events: EventBus; now?: Date },
): Promise<string> {
  authorize(options.actor, "tableBooking.settings", tableTexts.settingsDenied);
  const { input } = options;
  if (input.day < todayIST(options.now)) throw new DomainError(400, tableTexts.blockPast, "day");
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tableBookingBlocks)
      .values({
        area: input.area,
        day: input.day,
        fromTime: input.fromTime,
        untilTime: input.untilTime,
        reason: input.reason,
        createdByEmail: options.actor.email,
      })
      .returning({ id: tableBookingBlocks.id });
    await writeAudit(tx, {
      actor: options.actor,
      action: "tableBooking.block.create",
      entity: "tableBookingBlock",
      entityId: row!.id,
      after: input,
    });
    return row!.id;
  });
  await options.events.publish("tables", "block.created", id);
  return id;
}

export async function removeBlock(
  db: Db,
  options: { actor: Actor; id: string; events: EventBus },
): Promise<boolean> {
  authorize(options.actor, "tableBooking.settings", tableTexts.settingsDenied);
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(tableBookingBlocks)
      .where(eq(tableBookingBlocks.id, options.id))
      .returning();
    if (!row) return false;
    await writeAudit(tx, {
      actor: options.actor,
      action: "tableBooking.block.delete",
      entity: "tableBookingBlock",
      entityId: row.id,
      before: {
        area: row.area,
        day: row.day,
        fromTime: row.fromTime,
        untilTime: row.untilTime,
        reason: row.reason,
      },
    });
    return true;
  });
  if (removed) await options.events.publish("tables", "block.deleted", options.id);
  return removed;
}
