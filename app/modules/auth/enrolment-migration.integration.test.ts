import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { applyMigrations, migrationFolders } from "~/db/migrate.server";
import { openBlankDatabase } from "../../../tests/support/db";

// @module-tag db

// drizzle/00-core/0007_discard_unbound_enrolments.sql (issue 28 item 2): pending enrolments made
// before they belonged to a session are discarded; second factors turned on are kept.
const LAST = "0007_discard_unbound_enrolments";
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "eden-core-migrate-"));
  for (const f of migrationFolders()) cpSync(f.folder, path.join(dir, f.name), { recursive: true });
  // Every migration but the one under test.
  const core = path.join(dir, "00-core");
  rmSync(path.join(core, `${LAST}.sql`));
  const journalFile = path.join(core, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag !== LAST);
  writeFileSync(journalFile, JSON.stringify(journal));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe(`the migration ${LAST}`, () => {
  it("deletes pending enrolments and keeps enabled second factors", async () => {
    const database = await openBlankDatabase();
    try {
      await applyMigrations(database, dir);
      await database.db.execute(sql`
        insert into users (id, email, password_hash, role) values
          ('00000000-0000-4000-8000-000000000001', 'pending@x.in', 'h', 'manager'),
          ('00000000-0000-4000-8000-000000000002', 'on@x.in', 'h', 'admin')`);
      await database.db.execute(sql`
        insert into totp_credentials (user_id, secret, enabled_at, last_used_step) values
          ('00000000-0000-4000-8000-000000000001', 'PENDINGSECRET', null, null),
          ('00000000-0000-4000-8000-000000000002', 'ENABLEDSECRET', now(), 42)`);
      await applyMigrations(database);
      const rows = await queryRows<{ user_id: string; secret: string; last_used_step: string }>(
        database.db,
        sql`select user_id, secret, last_used_step::text from totp_credentials order by user_id`,
      );
      expect(rows).toEqual([
        { user_id: "00000000-0000-4000-8000-000000000002", secret: "ENABLEDSECRET", last_used_step: "42" },
      ]);
    } finally {
      await database.close();
    }
  });
});
