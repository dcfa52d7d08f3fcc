import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { applyMigrations, migrationFolders } from "~/db/migrate.server";
import { openBlankDatabase } from "../../../tests/support/db";

// @module-tag db (a data migration: the PostgreSQL run repeats this file, see docs/testing.md)

/** Every module's migrations, with drizzle/40-billing stopped before `upTo` (its tag's index). */
function foldersBefore(dir: string, upTo: number) {
  for (const f of migrationFolders()) {
    const to = path.join(dir, f.name);
    cpSync(f.folder, to, { recursive: true });
    if (f.name !== "40-billing") continue;
    const journalFile = path.join(to, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
      entries: { idx: number; tag: string }[];
    };
    for (const e of journal.entries.filter((e) => e.idx >= upTo)) rmSync(path.join(to, `${e.tag}.sql`));
    journal.entries = journal.entries.filter((e) => e.idx < upTo);
    writeFileSync(journalFile, JSON.stringify(journal));
  }
}

describe("the one-balance migration (drizzle/40-billing/0003_one_balance.sql)", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "eden-balance-migrate-"));
    foldersBefore(dir, 3);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gives unledgered advances a payment, charges spec 5's GST as documents do, and stores the one balance", async () => {
    const old = await openBlankDatabase();
    try {
      await applyMigrations(old, dir);
      const row = (name: string, values: string) => sql.raw(`('${name}', ${values})`);
      await old.db.execute(sql`
        insert into reservations (event_name, event_date, event_start_time, event_end_time, client_name,
          client_email, client_phone, guest_count, status, per_person_amount, gst_type, gst_value,
          advance_amount_received, total_event_amount_excluding_gst, gst_calculated_amount,
          total_amount_including_gst, remaining_amount_due, created_at)
        values ${sql.join(
          [
            // The demo seed's advance, never put in the ledger.
            row(
              "Seeded",
              `'2026-12-01', '18:00', '22:00', 'A', 'a@x.in', '9845012345', 10, 'confirmed', '1000', 'percentage', '18', '5000', '10000', '1800', '11800', '6800', '2026-11-01T06:00:00Z'`,
            ),
            // ₹1,000.03 at 18 %: the whole rate once gave ₹180.01; half rounded and doubled gives ₹180.00.
            row(
              "Odd paisa",
              `'2026-12-02', '18:00', '22:00', 'B', 'b@x.in', '9845012345', 1, 'pending', '1000.03', 'percentage', '18', '0', '1000.03', '180.01', '1180.04', '1180.04', now()`,
            ),
            // A cancelled booking with its advance in the ledger: spec 5 said ₹6,800 remaining.
            row(
              "Cancelled",
              `'2026-12-03', '18:00', '22:00', 'C', 'c@x.in', '9845012345', 10, 'cancelled', '1000', 'percentage', '18', '5000', '10000', '1800', '11800', '6800', now()`,
            ),
            // Overpaid: spec 5 said −₹1,000.
            row(
              "Overpaid",
              `'2026-12-04', '18:00', '22:00', 'D', 'd@x.in', '9845012345', 10, 'confirmed', '1000', 'percentage', '18', '12800', '10000', '1800', '11800', '-1000', now()`,
            ),
          ],
          sql`, `,
        )}`);
      await old.db.execute(sql`
        insert into payments (reservation_id, kind, amount, paid_on)
        select id, 'payment', advance_amount_received, '2026-11-20' from reservations
        where event_name in ('Cancelled', 'Overpaid')`);
      await applyMigrations(old);
      const after = await queryRows<Record<string, string>>(
        old.db,
        sql`select event_name, gst_calculated_amount::text as gst, total_amount_including_gst::text as total,
                   advance_amount_received::text as advance, remaining_amount_due::text as remaining
            from reservations order by event_date`,
      );
      expect(after).toEqual([
        { event_name: "Seeded", gst: "1800.00", total: "11800.00", advance: "5000.00", remaining: "6800.00" },
        { event_name: "Odd paisa", gst: "180.00", total: "1180.03", advance: "0.00", remaining: "1180.03" },
        { event_name: "Cancelled", gst: "1800.00", total: "11800.00", advance: "5000.00", remaining: "0.00" },
        { event_name: "Overpaid", gst: "1800.00", total: "11800.00", advance: "12800.00", remaining: "0.00" },
      ]);
      const entries = await queryRows<{ event_name: string; amount: string; paid_on: string }>(
        old.db,
        sql`select r.event_name, p.amount::text, p.paid_on::text from payments p
            join reservations r on r.id = p.reservation_id order by r.event_date`,
      );
      // 1 November 06:00 UTC is 11:30 in India, the same day.
      expect(entries).toEqual([
        { event_name: "Seeded", amount: "5000.00", paid_on: "2026-11-01" },
        { event_name: "Cancelled", amount: "5000.00", paid_on: "2026-11-20" },
        { event_name: "Overpaid", amount: "12800.00", paid_on: "2026-11-20" },
      ]);
    } finally {
      await old.close();
    }
  });
});
