import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";

/**
 * Empties audit_log between the tests of one file. The table refuses updates and deletes
 * (drizzle/00-core/0005_audit_append_only.sql), so its row trigger is switched off for this, in
 * this test database only.
 */
export async function clearAuditLog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await tx.execute(sql`delete from audit_log`);
    await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
  });
}
