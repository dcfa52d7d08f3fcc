import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  billingDocuments,
  billingSettings,
  documentCounters,
  enquiries,
  payments,
  reservations,
} from "~/db/schema";
import { issueInvoice } from "~/modules/billing/documents.server";
import { recordPayment } from "~/modules/billing/ledger.server";
import { saveBillingSettings } from "~/modules/billing/settings.server";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";
import { DomainError } from "~/modules/errors";
import { EventBus } from "~/modules/live/events.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { createTestDatabase } from "../../../tests/support/db";
import { lastTwelveMonths, loadOverview, slotOf, weekdayIndex } from "./overview.server";

/** Issue 32 item 12: the owner's overview's figures, from the same sources as the accounts screens. */
const db = await createTestDatabase();
afterAll(() => db.close());
const events = new EventBus();
const now = new Date("2026-11-23T10:00:00Z");

beforeEach(async () => {
  for (const t of [billingDocuments, documentCounters, payments, reservations, enquiries, billingSettings])
    await db.db.delete(t);
  await saveBillingSettings(db.db, { actor: actors.admin, events, input: billingSettingsInput() });
});

const create = async (overrides: Parameters<typeof input>[0]) =>
  (
    await createReservation(db.db, {
      actor: actors.admin,
      events,
      now,
      input: input({
        billingAddress: "7 Lake View Road, Bengaluru",
        advanceAmountReceived: "0",
        ...overrides,
      }),
    })
  ).id;

const enquiry = (source: string, status: string) =>
  db.db.insert(enquiries).values({
    name: "A",
    email: "a@example.com",
    phone: "+919880711223",
    message: "Wedding",
    senderKey: `k-${Math.random()}`,
    captcha: "x",
    source,
    status,
    createdAt: new Date("2026-11-10T06:00:00Z"),
  });

describe("the owner's overview", () => {
  it("months, slots and weekdays are counted as the calendar and the hall's sittings say", () => {
    expect(lastTwelveMonths("2026-11-23")).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    expect([slotOf("09:00"), slotOf("11:59"), slotOf("12:00"), slotOf("16:59"), slotOf("17:00")]).toEqual([
      "Morning",
      "Morning",
      "Afternoon",
      "Afternoon",
      "Evening",
    ]);
    // 28 November 2026 is a Saturday.
    expect(weekdayIndex("2026-11-28")).toBe(5);
  });

  it("bookings, invoiced, received and due by month; occupancy by weekday and slot; conversion by source", async () => {
    // 120 × ₹1,200 + 18 % = ₹1,69,920.00 each.
    const wedding = await create({
      eventName: "Wedding",
      eventDate: "2026-11-28",
      eventStartTime: "18:00",
      eventEndTime: "23:00",
      guestCount: 120,
    });
    await create({
      eventName: "Held",
      eventDate: "2026-11-24",
      eventStartTime: "10:00",
      eventEndTime: "13:00",
      guestCount: 120,
      status: "pending",
    });
    await create({
      eventName: "Gone",
      eventDate: "2026-11-26",
      eventStartTime: "12:00",
      eventEndTime: "15:00",
      guestCount: 120,
      status: "cancelled",
    });
    await issueInvoice(db.db, { actor: actors.accounts, reservationId: wedding, events, now });
    await recordPayment(db.db, {
      actor: actors.accounts,
      reservationId: wedding,
      events,
      now,
      input: { amount: 50_000_00, paidOn: "2026-11-23", mode: "upi", reference: "", note: "" },
    });
    await enquiry("luxe", "won");
    await enquiry("luxe", "lost");
    await enquiry("luxe", "new");
    await enquiry("contact", "contacted");

    const o = await loadOverview(db.db, { actor: actors.admin, now });
    expect(o.months).toHaveLength(12);
    const november = o.months.at(-1)!;
    expect(november).toMatchObject({
      month: "2026-11",
      bookings: 2,
      invoiced: 1_69_920_00,
      received: 50_000_00,
      // The wedding's balance after the payment, and the pending booking's whole total.
      due: 1_19_920_00 + 1_69_920_00,
    });
    expect(o.months.slice(0, 11).every((m) => m.bookings === 0 && m.invoiced === 0)).toBe(true);
    // Only the confirmed wedding occupies the hall: Saturday evening.
    expect(o.occupancy[5]).toEqual({ weekday: "Saturday", counts: { Morning: 0, Afternoon: 0, Evening: 1 } });
    expect(
      o.occupancy.reduce((n, d) => n + d.counts.Morning + d.counts.Afternoon + d.counts.Evening, 0),
    ).toBe(1);
    expect(o.conversion).toEqual([
      { source: "contact", label: "Contact page", total: 1, won: 0, lost: 0, open: 1 },
      { source: "luxe", label: "Luxe hall form", total: 3, won: 1, lost: 1, open: 1 },
    ]);
  });

  it("is the admin's only", async () => {
    for (const actor of [actors.manager, actors.operations, actors.accounts])
      await expect(loadOverview(db.db, { actor, now })).rejects.toBeInstanceOf(DomainError);
  });
});
