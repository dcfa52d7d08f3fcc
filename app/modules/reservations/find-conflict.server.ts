import { sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { formatPlainDate, formatTime } from "~/modules/time";

export interface Slot {
  eventDate: string;
  eventStartTime: string;
  eventEndTime: string;
}

export interface OverlappingReservation {
  id: string;
  eventName: string;
  eventDate: string;
  eventStartTime: string;
  eventEndTime: string;
  status: string;
}

/**
 * Reservations of the hall whose time overlaps the slot, using the same reservation_slot()
 * expression as the exclusion constraint (so the constraint's GiST index answers it).
 */
export async function findOverlapping(
  db: Db | Tx,
  options: { slot: Slot; statuses: readonly ("confirmed" | "pending")[]; excludeId?: string | null },
): Promise<OverlappingReservation[]> {
  const { slot } = options;
  const statuses = sql.join(
    options.statuses.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select id, event_name, event_date::text as event_date, event_start_time::text as event_start_time,
           event_end_time::text as event_end_time, status
    from reservations
    where hall = 'luxe'
      and status in (${statuses})
      and id <> coalesce(${options.excludeId ?? null}::uuid, '00000000-0000-0000-0000-000000000000'::uuid)
      and reservation_slot(event_date, event_start_time, event_end_time)
          && reservation_slot(${slot.eventDate}::date, ${slot.eventStartTime}::time, ${slot.eventEndTime}::time)
    order by event_date, event_start_time
    limit 20`);
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  return rows.map((r) => ({
    id: r.id!,
    eventName: r.event_name!,
    eventDate: r.event_date!,
    eventStartTime: formatTime(r.event_start_time!),
    eventEndTime: formatTime(r.event_end_time!),
    status: r.status!,
  }));
}

/** Issue 3's refusal, naming the other event. */
export function conflictMessage(other: OverlappingReservation): string {
  return `The hall is already booked for "${other.eventName}" from ${other.eventStartTime} to ${other.eventEndTime} on ${formatPlainDate(other.eventDate)}.`;
}

/**
 * Issue 32 item 9: confirmed reservations of the hall starting or ending less than `minutes` from
 * the slot (the slot widened by that much on each side, through the exclusion constraint's index).
 * Overlapping ones are found too; the double-booking check comes first and names those.
 */
export async function findTooClose(
  db: Db | Tx,
  options: { slot: Slot; minutes: number; excludeId?: string | null },
): Promise<{ id: string; eventName: string }[]> {
  const { slot, minutes } = options;
  if (minutes <= 0) return [];
  const result = await db.execute(sql`
    with s as (
      select reservation_slot(${slot.eventDate}::date, ${slot.eventStartTime}::time, ${slot.eventEndTime}::time) as r
    )
    select id, event_name
    from reservations, s
    where hall = 'luxe'
      and status = 'confirmed'
      and id <> coalesce(${options.excludeId ?? null}::uuid, '00000000-0000-0000-0000-000000000000'::uuid)
      and reservation_slot(event_date, event_start_time, event_end_time)
          && tsrange(lower(s.r) - make_interval(mins => ${minutes}::int), upper(s.r) + make_interval(mins => ${minutes}::int), '[)')
    order by event_date, event_start_time
    limit 5`);
  const rows = (result as unknown as { rows: { id: string; event_name: string }[] }).rows;
  return rows.map((r) => ({ id: r.id, eventName: r.event_name }));
}

/** A pending reservation that holds the slot as its 1st option (issue 32 item 7). */
export interface FirstOptionHold {
  id: string;
  eventName: string;
  clientName: string;
  holdUntil: Date;
}

/**
 * Issue 32 item 7: other clients' unexpired 1st-option holds overlapping the slot. A pending
 * reservation is the 1st option of its slot when no pending one overlapping it was asked for
 * earlier and no confirmed booking overlaps it (a confirmed booking comes before every option: the
 * 2nd option is promoted only when the slot is free). The same rule ranks the options on screen
 * (reservation-dto.server.ts, slotColumns).
 */
export async function findFirstOptionHolds(
  db: Db | Tx,
  options: { slot: Slot; excludeId?: string | null; now: Date },
): Promise<FirstOptionHold[]> {
  const { slot } = options;
  const exclude = sql`coalesce(${options.excludeId ?? null}::uuid, '00000000-0000-0000-0000-000000000000'::uuid)`;
  const near = (alias: string) =>
    sql.raw(
      `${alias}.hall = p.hall and ${alias}.event_date between p.event_date - 1 and p.event_date + 1` +
        ` and reservation_slot(${alias}.event_date, ${alias}.event_start_time, ${alias}.event_end_time)` +
        ` && reservation_slot(p.event_date, p.event_start_time, p.event_end_time)`,
    );
  const result = await db.execute(sql`
    select p.id, p.event_name, p.client_name, p.hold_until
    from reservations p
    where p.hall = 'luxe'
      and p.status = 'pending'
      and p.id <> ${exclude}
      and p.hold_until > ${options.now.toISOString()}::timestamptz
      and reservation_slot(p.event_date, p.event_start_time, p.event_end_time)
          && reservation_slot(${slot.eventDate}::date, ${slot.eventStartTime}::time, ${slot.eventEndTime}::time)
      and not exists (select 1 from reservations o where o.status = 'pending' and ${near("o")}
                      and (o.created_at, o.id) < (p.created_at, p.id))
      and not exists (select 1 from reservations c where c.status = 'confirmed' and ${near("c")})
    order by p.hold_until, p.created_at, p.id
    limit 5`);
  const rows = (
    result as unknown as {
      rows: { id: string; event_name: string; client_name: string; hold_until: string | Date }[];
    }
  ).rows;
  return rows.map((r) => ({
    id: r.id,
    eventName: r.event_name,
    clientName: r.client_name,
    holdUntil: new Date(r.hold_until),
  }));
}
