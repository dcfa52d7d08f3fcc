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
