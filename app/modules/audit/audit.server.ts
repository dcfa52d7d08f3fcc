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
