import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import { findUserByEmail } from "~/modules/auth/users.server";
import { verifyPassword } from "~/modules/auth/password.server";
import { demoAccounts, seedDatabase } from "~/modules/seed/seed-database.server";
import { setUpTestDatabase } from "../support/db";

// Issue 17 item 4: the four demo accounts are created side by side (their argon2 hashes on the
// thread pool at once, each insert its own transaction); every one must be there, sign in with the
// printed password, and a second seed must create none again.
const database = setUpTestDatabase();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "eden-demo-seed-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the demo seed of a new database", { tags: ["db"] }, () => {
  it("creates the four demo accounts once, each signing in with the printed password", async () => {
    const env = parseEnv({
      DATA_DIR: dataDir,
      DEMO_PASSWORD: "demo-pass-seed",
      SEED_DEMO: "1",
      NODE_ENV: "test",
    });
    const logger = pino({ level: "silent" });
    const printed: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => void printed.push(args.join(" "));
    try {
      await seedDatabase({ database, env, logger });
      await seedDatabase({ database, env, logger });
    } finally {
      console.log = log;
    }
    for (const account of demoAccounts) {
      const user = await findUserByEmail(database.db, account.email);
      expect(user?.role).toBe(account.role);
      expect(await verifyPassword(user!.passwordHash, "demo-pass-seed")).toBe(true);
    }
    // Printed by the start that created them only.
    expect(printed.filter((line) => line.includes("Password: demo-pass-seed"))).toHaveLength(1);
  });

  it("puts every demo advance in the payments ledger, so every screen shows one balance (issue 32 item 3)", async () => {
    const rows = await queryRows<{ advance: string; ledger: string }>(
      database.db,
      sql`select r.advance_amount_received::text as advance,
                 coalesce((select sum(p.amount) from payments p where p.reservation_id = r.id), 0)::text as ledger
          from reservations r`,
    );
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.filter((r) => Number(r.advance) > 0).length).toBeGreaterThan(5);
    for (const r of rows) expect(Number(r.ledger)).toBe(Number(r.advance));
  });
});
