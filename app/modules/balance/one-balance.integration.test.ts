// @module-tag db (database behaviour: the PostgreSQL run repeats this file, see docs/testing.md)
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservations } from "~/db/schema";
import { readReservationFacts, reservationBalance } from "~/modules/billing/balance.server";
import { aPaidInvoicedReservation, aReservation } from "../../../tests/support/builders";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";

/**
 * Issue 28 items 16 and 22: the stored remaining due is the one balance's, built with the shared
 * builders (a reservation; a paid and invoiced one).
 */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(async () => {
  await h?.close();
});

async function stored(id: string) {
  const [row] = await h.db.select().from(reservations).where(eq(reservations.id, id));
  return row!;
}

describe("the one balance on stored reservations (shared builders)", () => {
  it("a booking: total including GST less the advance, stored and computed alike", async () => {
    const id = await aReservation(
      { db: h.db, events: h.events },
      { eventDate: "2099-05-01", advanceAmountReceived: "100000" },
    );
    const row = await stored(id);
    // 250 guests × ₹1,200 + 18 % = ₹3,54,000; less ₹1,00,000 received.
    expect(row.remainingAmountDue).toBe("254000.00");
    const balance = reservationBalance(row, await readReservationFacts(h.db, id));
    expect(balance.remainingDue).toBe(254_000_00);
  });

  it("paid in full and invoiced: the invoice charges it, nothing remains", async () => {
    const { id, invoice } = await aPaidInvoicedReservation(
      { db: h.db, events: h.events },
      { eventDate: "2099-05-02" },
    );
    expect(invoice.number).toMatch(/^EDN\//);
    const row = await stored(id);
    const balance = reservationBalance(row, await readReservationFacts(h.db, id));
    expect(balance).toMatchObject({
      invoiced: true,
      event: 1_180_00,
      settled: 1_180_00,
      remainingDue: 0,
      due: 0,
    });
    expect(row.remainingAmountDue).toBe("0.00");
  });

  it("paid in part and invoiced: the rest is due", async () => {
    const { id } = await aPaidInvoicedReservation(
      { db: h.db, events: h.events },
      { eventDate: "2099-05-03" },
      { paid: 500_00 },
    );
    const row = await stored(id);
    expect(reservationBalance(row, await readReservationFacts(h.db, id)).remainingDue).toBe(680_00);
    expect(row.remainingAmountDue).toBe("680.00");
  });
});
