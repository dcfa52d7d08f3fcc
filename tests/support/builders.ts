/**
 * Shared test data builders (issue 28 item 22): a reservation, a paid and invoiced reservation
 * (the menu's are in menu-builders.ts, for unit tests), so tests stop building rows by hand. Each builder goes
 * through the product's own use cases (a reservation is created as staff create it), so the data
 * is what the product would hold.
 */
import type { Db } from "~/db/client.server";
import { issueInvoice } from "~/modules/billing/documents.server";
import { recordPayment } from "~/modules/billing/ledger.server";
import { saveBillingSettings } from "~/modules/billing/settings.server";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";
import type { EventBus } from "~/modules/live/events.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import type { ReservationInput } from "~/modules/reservations/reservations.schema";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { todayIST } from "~/modules/time";

export { actors, input as reservationInput };

interface Where {
  db: Db;
  events: EventBus;
  /** The creation time (a past event needs a creation before it). */
  now?: Date;
}

/** A reservation as an admin saves it from the form (`reservationInput`'s defaults, overridden). */
export async function aReservation(where: Where, overrides: Partial<ReservationInput> = {}): Promise<string> {
  const { id } = await createReservation(where.db, {
    actor: actors.admin,
    events: where.events,
    now: where.now,
    input: input(overrides),
  });
  return id;
}

/**
 * A confirmed reservation paid in full by bank transfer today and given its tax invoice (with complete
 * billing settings saved first). `paid` in paise: the booking's total by default (₹1,000 + 18 %
 * for one guest at the defaults below), so its remaining due is ₹0.00.
 */
export async function aPaidInvoicedReservation(
  where: Where,
  overrides: Partial<ReservationInput> = {},
  options: { paid?: number; paidOn?: string } = {},
): Promise<{ id: string; invoice: { id: string; number: string } }> {
  await saveBillingSettings(where.db, {
    actor: actors.admin,
    events: where.events,
    input: billingSettingsInput(),
  });
  const id = await aReservation(where, {
    guestCount: 1,
    perPersonAmount: "1000",
    gstValue: "18",
    advanceAmountReceived: "0",
    billingAddress: "7 Lake View Road, Bengaluru",
    ...overrides,
  });
  await recordPayment(where.db, {
    actor: actors.accounts,
    reservationId: id,
    events: where.events,
    input: {
      amount: options.paid ?? 1_180_00,
      paidOn: options.paidOn ?? todayIST(),
      mode: "bank-transfer",
      reference: "",
      note: "",
    },
  });
  const invoice = await issueInvoice(where.db, {
    actor: actors.admin,
    reservationId: id,
    events: where.events,
  });
  return { id, invoice: { id: invoice.id, number: invoice.number } };
}
