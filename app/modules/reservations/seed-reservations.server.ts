import { count, eq } from "drizzle-orm";
import { deletionRequests, payments, reservations } from "~/db/schema";
import type { SeedContext } from "~/base/seed-context";
import { findUserByEmail } from "~/modules/auth/users.server";
import { defaultHoldUntil } from "./holds";
import { reservationValues } from "./reservation-values";
import { snapshot } from "./reservation-dto.server";
import type { ReservationInput } from "./reservations.schema";
import { addDays, todayIST } from "~/modules/time";
import { toPaise } from "~/modules/money";

const EVENTS = [
  "Sharma Wedding Reception",
  "Reddy Engagement Ceremony",
  "Infosys Team Offsite Dinner",
  "Aarav's 1st Birthday",
  "Iyer 25th Anniversary",
  "Corporate Awards Night",
  "Kapoor Sangeet",
  "Alumni Reunion 2006 Batch",
  "Product Launch Cocktails",
  "Retirement Celebration — Mr. Rao",
  "Baby Shower — Priya",
  "Diwali Get-together",
  "Startup Investor Mixer",
  "Naidu Family Lunch",
  "Farewell Party — Batch 2026",
];
const CLIENTS = [
  ["Ravi Sharma", "ravi.sharma@example.com", "+919845012345"],
  ["Lakshmi Reddy", "lakshmi.reddy@example.com", "+919900123456"],
  ["Anita Desai", "anita.desai@example.com", "+919886034567"],
  ["Vikram Iyer", "vikram.iyer@example.com", "+919740045678"],
  ["Meera Kapoor", "meera.kapoor@example.com", "+919632056789"],
  ["Suresh Naidu", "suresh.naidu@example.com", "+919008067890"],
] as const;
const SLOTS = [
  ["12:00", "15:30"],
  ["19:00", "23:00"],
  ["18:30", "22:30"],
  ["20:00", "01:00"],
] as const;
const UPCOMING_STATUSES = ["confirmed", "confirmed", "pending", "confirmed", "cancelled", "pending"] as const;

/**
 * About 40 demo reservations from a month ago to three months ahead, in every status, so each
 * screen has content on first start. Deterministic (no randomness), and only into an empty table,
 * so it is idempotent. Confirmed ones never overlap: one slot per day and at most one per date.
 */
export async function seedReservations({ database, demo, logger }: SeedContext): Promise<void> {
  if (!demo) return;
  const { db } = database;
  const [existing] = await db.select({ n: count() }).from(reservations);
  if ((existing?.n ?? 0) > 0) return;
  const now = new Date();
  const today = todayIST(now);
  const user = async (email: string) => ({ id: (await findUserByEmail(db, email))?.id ?? null, email });
  const admin = await user("admin@demo.test");
  const operations = await user("operations@demo.test");
  // Looked up before the transaction: PGlite has one connection, a query beside it would wait forever.
  const requesters = [await user("manager@demo.test"), await user("accounts@demo.test")];
  const rows: (typeof reservations.$inferInsert)[] = [];
  for (let i = 0; i < 40; i++) {
    // From 30 days ago to about 90 days ahead, roughly every third day.
    const eventDate = addDays(today, -30 + i * 3);
    const past = eventDate < today;
    const status = past
      ? i % 5 === 0
        ? "cancelled"
        : "completed"
      : UPCOMING_STATUSES[i % UPCOMING_STATUSES.length]!;
    const [start, end] = SLOTS[i % SLOTS.length]!;
    const [clientName, clientEmail, clientPhone] = CLIENTS[i % CLIENTS.length]!;
    const guestCount = 40 + ((i * 37) % 260);
    const isFOC = i % 13 === 7;
    const withAlcohol = i % 3 === 0;
    const input: ReservationInput = {
      eventName: EVENTS[i % EVENTS.length]!,
      eventDate,
      eventStartTime: start,
      eventEndTime: end,
      clientName,
      clientEmail,
      clientPhone,
      guestCount,
      mealType: i % 2 === 0 ? "veg" : "non-veg",
      isFOC,
      perPersonAmount: String(850 + (i % 6) * 150),
      gstType: i % 9 === 4 ? "amount" : "percentage",
      gstValue: i % 9 === 4 ? "15000" : "18",
      advanceAmountReceived: String(((i * 7) % 5) * 10000),
      withAlcohol,
      alcoholMRP: withAlcohol ? String(20000 + (i % 4) * 5000) : undefined,
      alcoholPercentageCharges: withAlcohol ? "10" : undefined,
      status,
      notes: i % 4 === 0 ? "Stage decoration with marigold and jasmine; DJ from 9 pm." : "",
      hallSetupNotes:
        i % 4 === 0 ? "Round tables of ten, stage at the garden end, buffet along the east wall." : "",
      version: undefined,
      holdOverride: false,
      holdOverrideReason: "",
    };
    rows.push({
      ...reservationValues(input),
      // Issue 16: a pending booking holds its date as one made on the form would.
      holdUntil: status === "pending" ? defaultHoldUntil(now, eventDate, start) : null,
      createdBy: admin.id,
      createdByEmail: admin.email,
    });
  }
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(reservations).values(rows).returning();
    // Issue 32 item 3: each advance is a payment in the ledger (as the form's advance is), so the
    // detail screen, the Payments section, Dues and the export show one balance.
    const modes = ["upi", "bank-transfer", "cheque", "card"] as const;
    const advances = inserted
      .filter((r) => toPaise(r.advanceAmountReceived) > 0)
      .map((r, i) => ({
        reservationId: r.id,
        kind: "payment",
        amount: r.advanceAmountReceived,
        paidOn: addDays(r.eventDate < today ? r.eventDate : today, -10 - (i % 7)),
        mode: modes[i % modes.length]!,
        note: "Advance",
        createdBy: admin.id,
        createdByEmail: admin.email,
      }));
    if (advances.length > 0) await tx.insert(payments).values(advances);
    // One soft-deleted and two pending deletion requests, so those screens are not empty.
    const upcoming = inserted.filter((r) => r.eventDate >= today && r.status !== "cancelled");
    const [soft, req1, req2] = [upcoming[2], upcoming[4], upcoming[6]];
    if (soft) {
      await tx
        .update(reservations)
        .set({
          status: "soft-deleted",
          softDeletedBy: operations.id,
          softDeletedByEmail: operations.email,
          softDeletedAt: new Date(),
        })
        .where(eq(reservations.id, soft.id));
    }
    for (const [r, by] of [
      [req1, requesters[0]!],
      [req2, requesters[1]!],
    ] as const) {
      if (!r || !by.id) continue;
      await tx.insert(deletionRequests).values({
        reservationId: r.id,
        requestedBy: by.id,
        requestedByEmail: by.email,
        reservationData: snapshot(r),
      });
    }
  });
  logger.info({ count: rows.length }, "demo reservations seeded");
}
