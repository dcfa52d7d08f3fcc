import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  billingDocuments,
  billingSettings,
  documentCounters,
  linePackages,
  payments,
  reservationLines,
  reservations,
} from "~/db/schema";
import { readBillingForForm } from "~/modules/billing/client-billing.server";
import { lineSchema } from "~/modules/billing/itemised";
import { addLine } from "~/modules/billing/lines.server";
import { recordPayment } from "~/modules/billing/ledger.server";
import { saveBillingSettings } from "~/modules/billing/settings.server";
import { listTaxLines } from "~/modules/billing/tax-lines.server";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";
import { formatINR, toPaise } from "~/modules/money";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { updateReservation } from "~/modules/reservations/update-reservation.server";
import { addDays, todayIST } from "~/modules/time";
import * as editRoute from "~/routes/luxebooking/edit-reservation";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { previewTotals } from "./reservation-preview";

/**
 * Issue 32 (follow-up of item 6): the reservation form's live "Remaining Amount Due" is the figure
 * the save stores, lines included: the form's preview and the save's balance call the same
 * `extrasOfLines`. The test reservation (spec 5's package 250 × ₹1,200 at 18 %, Hall hire) with
 * hall rent ₹50,000 (18 %) and non-veg plates 10 × ₹1,000 (5 %, Catering):
 *  18 %: 3,00,000 + 50,000 = 3,50,000 → ₹63,000.00 GST; 5 %: 10,000 → ₹500.00 GST
 *  total ₹4,23,500.00; paid ₹1,00,000 → remaining due ₹3,23,500.00 (spec 5 alone would say ₹2,54,000.00).
 */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
let hallHire = "";
let catering = "";
beforeEach(async () => {
  for (const table of [
    billingDocuments,
    documentCounters,
    payments,
    reservationLines,
    linePackages,
    reservations,
    billingSettings,
  ])
    await h.db.delete(table);
  await saveBillingSettings(h.db, { actor: actors.admin, events: h.events, input: billingSettingsInput() });
  const lines = await listTaxLines(h.db);
  hallHire = lines.find((l) => l.description === "Hall hire")!.id;
  catering = lines.find((l) => l.description === "Catering services at functions")!.id;
});

let day = 0;
async function withLines() {
  const eventDate = addDays(todayIST(), 40 + ++day);
  const { id } = await createReservation(h.db, {
    actor: actors.admin,
    events: h.events,
    input: input({ eventDate, advanceAmountReceived: "0" }),
  });
  const add = (fields: Record<string, string>) =>
    addLine(h.db, {
      actor: actors.admin,
      reservationId: id,
      events: h.events,
      input: lineSchema.parse(fields),
    });
  await add({
    kind: "hall-rent",
    description: "Hall rent",
    quantity: "1",
    rate: "50000",
    taxLineId: hallHire,
  });
  await add({
    kind: "plates",
    description: "Non-veg plates",
    quantity: "10",
    rate: "1000",
    taxLineId: catering,
  });
  await recordPayment(h.db, {
    actor: actors.accounts,
    reservationId: id,
    events: h.events,
    input: { amount: 1_00_000_00, paidOn: todayIST(), mode: "upi", reference: "", note: "" },
  });
  return { id, eventDate };
}

const stored = async (id: string) =>
  toPaise((await h.db.select().from(reservations).where(eq(reservations.id, id)))[0]!.remainingAmountDue);

describe("the reservation form's live remaining due (issue 32)", () => {
  it("the edit form shows the remaining due the save stored, lines included", async () => {
    const { id } = await withLines();
    expect(await stored(id)).toBe(3_23_500_00);
    const page = await h.render(editRoute, "operations", {
      pattern: "/luxebooking/edit-reservation/:id",
      path: `/luxebooking/edit-reservation/${id}`,
    });
    expect(page.text).toMatch(/Remaining Amount Due\s*₹3,23,500\.00/);
    expect(page.text).toContain(formatINR(await stored(id)));
  });

  it("what the form previews while typing is what the save then stores", async () => {
    const { id, eventDate } = await withLines();
    const billing = await readBillingForForm(h.db, id);
    const [r] = await h.db.select().from(reservations).where(eq(reservations.id, id));
    // The guests rise to 300 while editing: 3,60,000 + 50,000 = 4,10,000 → ₹73,800.00; + ₹10,500.00 at 5 %.
    const typed = {
      ...input({ eventDate, guestCount: 300, advanceAmountReceived: "0" }),
      guestCount: "300",
      taxLineId: billing.taxLineId,
      status: "confirmed",
    };
    const shown = previewTotals(typed, {
      facts: billing.facts,
      hasPayments: billing.hasPayments,
      taxLines: billing.taxLines,
    });
    expect(shown?.remainingAmountDue).toBe(4_10_000_00 + 73_800_00 + 10_500_00 - 1_00_000_00);
    await updateReservation(h.db, {
      actor: actors.admin,
      id,
      events: h.events,
      input: input({
        eventDate,
        guestCount: 300,
        advanceAmountReceived: "0",
        taxLineId: billing.taxLineId ?? undefined,
        version: r!.version,
      }),
    });
    expect(await stored(id)).toBe(shown!.remainingAmountDue);
  });
});
