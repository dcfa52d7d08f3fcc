import type { Db, Tx } from "~/db/client.server";
import { auditLog } from "~/db/schema";

export interface Actor {
  id: string;
  email: string;
  role: string;
}

export interface AuditEntry {
  actor: Pick<Actor, "id" | "email"> | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Text typed by someone not signed in (a sign-in's e-mail, its address), as the audit trail keeps
 * it: one line, its control characters, quotes and backslashes escaped as in JSON (a line feed is
 * "\\n"), so it can neither break the trail's lines nor pass for a field of its own (issue 28 item 13).
 */
export function auditText(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

/** Call inside the transaction of the change it records, so both land or neither. */
export async function writeAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The bulk exports of personal data, each audited when it is made (issue 28 item 15). */
export type ExportKind = "customerEntries" | "guestData" | "reservations" | "audit" | "gst";

/**
 * Records a bulk export of personal data: who (the actor) and when (the row's time), which export
 * and format, the filter it was made with and how many rows it held. Written before the file is
 * answered: an export whose record fails is not given out.
 */
export async function auditExport(
  db: Db | Tx,
  entry: {
    actor: Pick<Actor, "id" | "email">;
    kind: ExportKind;
    format: "csv" | "xlsx" | "json";
    filter: Record<string, unknown>;
    count: number;
  },
): Promise<void> {
  // Absent filters are left out, so the trail shows what narrowed the export.
  const filter = Object.fromEntries(
    Object.entries(entry.filter).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  );
  await writeAudit(db, {
    actor: entry.actor,
    action: `${entry.kind}.export`,
    entity: "export",
    after: { format: entry.format, filter, count: entry.count },
  });
}
