// @module-tag db (database behaviour: the PostgreSQL run repeats this file, see docs/testing.md)
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { applyMigrations, migrationFolders } from "~/db/migrate.server";
import { auditLog, clientBillingDetails, payments, reservations } from "~/db/schema";
import { DomainError } from "~/modules/errors";
import { EventBus, type LiveEvent } from "~/modules/live/events.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { updateReservation } from "~/modules/reservations/update-reservation.server";
import { createTestDatabase, openBlankDatabase } from "../../../tests/support/db";
import { readClientBilling } from "./client-billing.server";
import { readLedger, recordPayment, recordRefund } from "./ledger.server";

const db = await createTestDatabase();
afterAll(() => db.close());
const events = new EventBus();
const published: LiveEvent[] = [];
events.subscribe((e) => published.push(e));
const now = new Date("2026-11-23T10:00:00Z");

beforeEach(async () => {
  await db.db.delete(payments);
  await db.db.delete(reservations);
  published.length = 0;
});

const create = (overrides = {}) =>
  createReservation(db.db, {
    actor: actors.admin,
    events,
    now,
    input: input({ eventDate: "2026-12-12", ...overrides }),
  });

const stored = async (id: string) => {
  const [row] = await db.db.select().from(reservations).where(eq(reservations.id, id));
  return row!;
};

const payment = (overrides = {}) => ({
  amount: 50_000_00,
  paidOn: "2026-11-23",
  mode: "upi" as const,
  reference: "UTR123",
  note: "",
  ...overrides,
});

describe("payments ledger", () => {
  it("the form's advance on a new reservation becomes its first payment", async () => {
    const { id } = await create({ advanceAmountReceived: "100000" });
    const ledger = await readLedger(db.db, id);
    expect(ledger).toMatchObject([{ kind: "payment", amount: 100_000_00, mode: null, paidOn: "2026-11-23" }]);
    expect((await stored(id)).advanceAmountReceived).toBe("100000.00");
  });

  it("advance received = payments − refunds, and remaining due follows spec 5 from it", async () => {
    const { id } = await create({ advanceAmountReceived: "0" });
    // 250 × 1,200 = 3,00,000 + 18 % = 3,54,000
    await recordPayment(db.db, { actor: actors.accounts, reservationId: id, input: payment(), events, now });
    await recordPayment(db.db, {
      actor: actors.admin,
      reservationId: id,
      input: payment({ amount: 25_000_50, mode: "cash" }),
      events,
      now,
    });
    await recordRefund(db.db, {
      actor: actors.accounts,
      reservationId: id,
      input: {
        amount: 10_000_00,
        paidOn: "2026-11-23",
        mode: "bank-transfer",
        reference: "",
        reason: "Menu change",
      },
      events,
      now,
    });
    const row = await stored(id);
    expect(row.advanceAmountReceived).toBe("65000.50");
    expect(row.remainingAmountDue).toBe("288999.50");
    expect(row.version).toBe(1);
    expect(published.map((e) => e.type)).toEqual(
      expect.arrayContaining(["payment.recorded", "payment.refunded"]),
    );
    const audits = await db.db.select().from(auditLog).where(eq(auditLog.entity, "payment"));
    expect(audits.map((a) => [a.action, a.actorEmail])).toEqual(
      expect.arrayContaining([
        ["payment.record", "accounts@demo.test"],
        ["payment.refund", "accounts@demo.test"],
      ]),
    );
  });

  it("once there are payments the form's advance is read-only: an edit keeps the ledger's", async () => {
    const { id } = await create({ advanceAmountReceived: "1000" });
    await recordPayment(db.db, { actor: actors.accounts, reservationId: id, input: payment(), events, now });
    await updateReservation(db.db, {
      actor: actors.admin,
      id,
      events,
      now,
      input: input({ eventDate: "2026-12-12", advanceAmountReceived: "7", guestCount: 100 }),
    });
    const row = await stored(id);
    expect(row.advanceAmountReceived).toBe("51000.00");
    // 100 × 1,200 × 1.18 = 1,41,600
    expect(row.remainingAmountDue).toBe("90600.00");
    expect(await readLedger(db.db, id)).toHaveLength(2);
  });

  it("refuses a refund above what was received, and nothing changes", async () => {
    const { id } = await create({ advanceAmountReceived: "500" });
    const refund = recordRefund(db.db, {
      actor: actors.accounts,
      reservationId: id,
      input: { amount: 500_01, paidOn: "2026-11-23", mode: "cash", reference: "", reason: "x" },
      events,
      now,
    });
    await expect(refund).rejects.toMatchObject({
      status: 400,
      field: "amount",
      message: "A refund cannot be more than the ₹500.00 received.",
    });
    expect(await readLedger(db.db, id)).toHaveLength(1);
  });

  it("refuses a payment dated in the future (IST) or on a Non-Chargeable event", async () => {
    const { id } = await create({ advanceAmountReceived: "0" });
    await expect(
      recordPayment(db.db, {
        actor: actors.accounts,
        reservationId: id,
        input: payment({ paidOn: "2026-11-24" }),
        events,
        now,
      }),
    ).rejects.toMatchObject({ status: 400, field: "paidOn", message: "The date cannot be in the future." });
    const nc = await create({ isFOC: true, eventDate: "2026-12-20" });
    await expect(
      recordPayment(db.db, { actor: actors.accounts, reservationId: nc.id, input: payment(), events, now }),
    ).rejects.toMatchObject({ status: 409, message: "Non-chargeable event: no payment is due." });
    expect(await db.db.select().from(payments)).toHaveLength(0);
  });

  it("only admin and accounts record payments and refunds", async () => {
    const { id } = await create({ advanceAmountReceived: "100" });
    for (const actor of [actors.manager, actors.operations]) {
      await expect(
        recordPayment(db.db, { actor, reservationId: id, input: payment(), events, now }),
      ).rejects.toBeInstanceOf(DomainError);
      await expect(
        recordRefund(db.db, {
          actor,
          reservationId: id,
          input: { amount: 100, paidOn: "2026-11-23", mode: "cash", reference: "", reason: "x" },
          events,
          now,
        }),
      ).rejects.toMatchObject({ status: 403 });
    }
    expect(await readLedger(db.db, id)).toHaveLength(1);
  });

  it("keeps the client's billing details in their own table, cleared when emptied", async () => {
    const { id } = await create({ billingName: "Sharma Traders", billingGstin: "27AAPFU0939F1ZV" });
    expect(await readClientBilling(db.db, id)).toMatchObject({
      billingName: "Sharma Traders",
      billingGstin: "27AAPFU0939F1ZV",
      billingStateCode: "27",
      billingStateName: "Maharashtra",
    });
    await updateReservation(db.db, {
      actor: actors.admin,
      id,
      events,
      now,
      input: input({ eventDate: "2026-12-12", billingName: "", billingGstin: "" }),
    });
    expect(await db.db.select().from(clientBillingDetails)).toHaveLength(0);
  });
});

describe("the advance migration (drizzle/40-billing/0001_advances_to_payments.sql)", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "eden-billing-migrate-"));
    for (const f of migrationFolders()) {
      // The folders before billing: later ones (45-billing-filing) refer to its tables.
      if (f.name < "40-") cpSync(f.folder, path.join(dir, f.name), { recursive: true });
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("turns each existing advance into one payment entry, changing no amount", async () => {
    const old = await openBlankDatabase();
    try {
      await applyMigrations(old, dir);
      await old.db.execute(sql`
        insert into reservations (event_name, event_date, event_start_time, event_end_time, client_name,
          client_email, client_phone, guest_count, advance_amount_received, total_amount_including_gst,
          remaining_amount_due, created_at, created_by_email)
        values ('With advance', '2026-12-01', '18:00', '22:00', 'A', 'a@x.in', '9845012345', 10,
                '12345.67', '20000.00', '7654.33', '2026-03-31T20:00:00Z', 'old@x.in'),
               ('No advance', '2026-12-02', '18:00', '22:00', 'B', 'b@x.in', '9845012345', 10,
                '0', '20000.00', '20000.00', now(), null)`);
      const before = await queryRows(
        old.db,
        sql`select id, advance_amount_received, remaining_amount_due, total_amount_including_gst from reservations order by event_name`,
      );
      await applyMigrations(old);
      const after = await queryRows(
        old.db,
        sql`select id, advance_amount_received, remaining_amount_due, total_amount_including_gst from reservations order by event_name`,
      );
      expect(after).toEqual(before);
      const entries = await queryRows<{
        amount: string;
        paid_on: string;
        kind: string;
        mode: string | null;
        created_by_email: string;
      }>(old.db, sql`select amount::text, paid_on::text, kind, mode, created_by_email from payments`);
      // 31 March 20:00 UTC is 1 April 01:30 in India.
      expect(entries).toEqual([
        {
          amount: "12345.67",
          paid_on: "2026-04-01",
          kind: "payment",
          mode: null,
          created_by_email: "old@x.in",
        },
      ]);
    } finally {
      await old.close();
    }
  });
});
