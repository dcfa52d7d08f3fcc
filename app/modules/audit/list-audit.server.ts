import { and, asc, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog, users } from "~/db/schema";
import { csvCell } from "~/modules/csv";
import { authorize } from "~/permissions";
import { formatSortableDateTime, istRangeBounds } from "~/modules/time";
import { type Actor, auditExport } from "./audit.server";
import { AUDIT_PAGE_SIZE, type AuditFilter } from "./audit.schema";
import { type FieldDifference, fieldDifferences, fieldLabel, showValue } from "./differences";

export interface AuditRow {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  /** Field by field, for a change with a before (reservations, roles, statuses). */
  differences: FieldDifference[];
  /** What an entry without a before recorded (a sign-in's e-mail, address and reason). */
  details: { label: string; value: string }[];
}

/** Entries about a reservation: its own changes and its deletion requests' (which carry its id). */
function aboutReservation(id: string): SQL {
  return or(
    and(eq(auditLog.entity, "reservation"), eq(auditLog.entityId, id)),
    sql`${auditLog.after}->>'reservationId' = ${id}`,
    sql`${auditLog.before}->>'reservationId' = ${id}`,
  )!;
}

function conditions(filter: Omit<AuditFilter, "page">): SQL | undefined {
  const { from, to } = istRangeBounds({ start: filter.from, end: filter.to });
  return and(
    filter.user ? eq(auditLog.actorId, filter.user) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    from ? gte(auditLog.at, from) : undefined,
    to ? lt(auditLog.at, to) : undefined,
    filter.reservation ? aboutReservation(filter.reservation) : undefined,
  );
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

interface Entry {
  id: number;
  at: Date;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

function toRow(entry: Entry): AuditRow {
  const hasBefore = entry.before !== null && entry.before !== undefined;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actorEmail: entry.actorEmail,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    differences:
      hasBefore || entry.entity === "reservation" ? fieldDifferences(entry.before, entry.after) : [],
    details:
      hasBefore || entry.entity === "reservation"
        ? []
        : Object.entries(after).map(([field, value]) => ({
            label: fieldLabel(field),
            value: showValue(field, value),
          })),
  };
}

/** The entries `where` picks, newest first (the id breaks ties), from `offset` on. */
async function newestFirst(db: Db, where: SQL | undefined, limit: number, offset = 0): Promise<AuditRow[]> {
  const entries = await db
    .select(columns)
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return entries.map(toRow);
}

/** Newest first, 50 a page (issue 14); `hasMore` when an older page exists. */
export async function listAudit(
  db: Db,
  options: { actor: Actor; filter: AuditFilter },
): Promise<{ rows: AuditRow[]; hasMore: boolean }> {
  authorize(options.actor, "audit.view");
  const { page, ...filter } = options.filter;
  const entries = await newestFirst(
    db,
    conditions(filter),
    AUDIT_PAGE_SIZE + 1,
    (page - 1) * AUDIT_PAGE_SIZE,
  );
  return { rows: entries.slice(0, AUDIT_PAGE_SIZE), hasMore: entries.length > AUDIT_PAGE_SIZE };
}

/** The filter's choices: every account, and every action the log holds. */
export async function auditFilterOptions(db: Db, options: { actor: Actor }) {
  authorize(options.actor, "audit.view");
  const [accounts, actions] = await Promise.all([
    db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.email)),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return { users: accounts, actions: actions.map((a) => a.action) };
}

/** A reservation's History (its detail screen): every entry about it, newest first. */
export async function reservationHistory(
  db: Db,
  options: { actor: Actor; reservationId: string },
): Promise<AuditRow[]> {
  authorize(options.actor, "reservation.history.view");
  return newestFirst(db, aboutReservation(options.reservationId), 200);
}

export const AUDIT_EXPORT_MAX = 50_000;
export const AUDIT_CSV_COLUMNS = ["Time (IST)", "User", "Action", "Entity", "Entity ID", "Changes"] as const;

/**
 * A value in the CSV's Changes cell: as is, or quoted as a JSON string when it holds what could
 * pass for the cell's own structure (a "; ", a "label: ", an arrow, a quote, a line break), so a
 * value typed by anyone reads as one value (issue 28 item 13).
 */
function cellValue(value: string): string {
  return /[;:→"\\\p{Cc}]|^\s|\s$/u.test(value) ? JSON.stringify(value) : value;
}

function changesText(row: AuditRow): string {
  if (row.differences.length > 0)
    return row.differences
      .map((d) => `${d.label}: ${cellValue(d.before)} → ${cellValue(d.after)}`)
      .join("; ");
  return row.details.map((d) => `${d.label}: ${cellValue(d.value)}`).join("; ");
}

/**
 * The filtered log as CSV (every page, newest first, at most 50,000 rows): cells quoted and
 * neutralised against spreadsheet formulas like the customer export, BOM and CRLF for Excel.
 */
export async function exportAuditCsv(
  db: Db,
  options: { actor: Actor; filter: Omit<AuditFilter, "page"> },
): Promise<string> {
  authorize(options.actor, "audit.view");
  const entries = await newestFirst(db, conditions(options.filter), AUDIT_EXPORT_MAX);
  await auditExport(db, {
    actor: options.actor,
    kind: "audit",
    format: "csv",
    filter: { ...options.filter },
    count: entries.length,
  });
  const lines = [
    AUDIT_CSV_COLUMNS.map(csvCell).join(","),
    ...entries.map((row) =>
      [
        formatSortableDateTime(row.at),
        row.actorEmail ?? "",
        row.action,
        row.entity,
        row.entityId ?? "",
        changesText(row),
      ]
        .map(csvCell)
        .join(","),
    ),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
