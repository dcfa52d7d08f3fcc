import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { payments, reservations } from "~/db/schema";
import { DomainError } from "~/modules/errors";
import * as accountsRoute from "~/routes/luxebooking/accounts";
import * as softDeletedRoute from "~/routes/luxebooking/admin/soft-deleted-reservations";
import * as dashboardRoute from "~/routes/luxebooking/dashboard";
import * as editRoute from "~/routes/luxebooking/edit-reservation";
import * as managerRoute from "~/routes/luxebooking/manager";
import * as newRoute from "~/routes/luxebooking/new-reservation";
import * as operationsRoute from "~/routes/luxebooking/operations";
import * as pastRoute from "~/routes/luxebooking/past-reservations";
import * as detailRoute from "~/routes/luxebooking/reservation";
import { createRouteHarness } from "../../../tests/support/route-harness";
import { createReservation } from "./create-reservation.server";
import { actors, input } from "./test-fixtures";
import { updateReservation } from "./update-reservation.server";

/**
 * Issue 12, item 1: amounts at the edges of what the form accepts and of what the columns hold.
 * Stored rows are written straight into the database (as an older version of the app, an import or
 * a hand edit could have left them) and every screen that shows them is rendered for real.
 */
let harness: Awaited<ReturnType<typeof createRouteHarness>>;
beforeAll(async () => {
  harness = await createRouteHarness();
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.database.db.delete(payments);
  await harness.database.db.delete(reservations);
});

const row = (overrides: Partial<typeof reservations.$inferInsert>): typeof reservations.$inferInsert => ({
  eventName: "Edge Row",
  eventDate: "2099-05-10",
  eventStartTime: "10:00",
  eventEndTime: "11:00",
  clientName: "Edge Client",
  clientEmail: "edge@example.com",
  clientPhone: "+91 98450 12345",
  guestCount: 10,
  mealType: "veg",
  status: "confirmed",
  ...overrides,
});

/** What the app stored for 10,000 guests at ₹9,99,99,999.99 with 18 % GST before the bounds. */
const issueRow = row({
  eventName: "Issue Row",
  guestCount: 10_000,
  perPersonAmount: "99999999.99",
  gstValue: "18",
  totalEventAmountExcludingGST: "999999999900.00",
  gstCalculatedAmount: "179999999982.00",
  totalAmountIncludingGST: "1179999999882.00",
  totalAlcoholAmount: "0.00",
  remainingAmountDue: "1179999999882.00",
});
const ISSUE_TOTAL = "₹11,79,99,99,99,882.00";

/** Every amount column at its largest, the remaining due at its most negative. */
const DERIVED_MAX = "99999999999999.99";
const INPUT_MAX = "9999999999.99";
const columnMaxRow = row({
  eventName: "Column Max Row",
  eventStartTime: "12:00",
  eventEndTime: "13:00",
  guestCount: 2_147_483_647,
  perPersonAmount: INPUT_MAX,
  gstType: "amount",
  gstValue: INPUT_MAX,
  advanceAmountReceived: INPUT_MAX,
  withAlcohol: true,
  alcoholMRP: INPUT_MAX,
  alcoholPercentageCharges: "99999.99",
  totalEventAmountExcludingGST: DERIVED_MAX,
  gstCalculatedAmount: DERIVED_MAX,
  totalAmountIncludingGST: DERIVED_MAX,
  totalAmount: DERIVED_MAX,
  totalAlcoholAmount: DERIVED_MAX,
  remainingAmountDue: `-${DERIVED_MAX}`,
});
const overpaidRow = row({
  eventName: "Overpaid Row",
  status: "pending",
  eventStartTime: "14:00",
  eventEndTime: "15:00",
  perPersonAmount: "1000",
  advanceAmountReceived: INPUT_MAX,
  totalEventAmountExcludingGST: "10000.00",
  gstCalculatedAmount: "1800.00",
  totalAmountIncludingGST: "11800.00",
  remainingAmountDue: "-9999988199.99",
});

async function insert(values: typeof reservations.$inferInsert) {
  const [inserted] = await harness.database.db.insert(reservations).values(values).returning();
  return inserted!.id;
}

describe("stored extreme amounts always render", { tags: ["db"] }, () => {
  it("the dashboards of admin, manager, operations and accounts, and past and soft-deleted lists", async () => {
    await insert(issueRow);
    await insert(columnMaxRow);
    await insert(overpaidRow);
    await insert({ ...issueRow, eventName: "Past Issue Row", eventDate: "2001-01-01" });
    await insert({ ...columnMaxRow, eventName: "Soft Column Max", status: "soft-deleted" });
    const path = "/luxebooking?month=2099-05&date=2099-05-10";
    for (const [route, who, pattern] of [
      [dashboardRoute, "admin", "/luxebooking"],
      [dashboardRoute, "manager", "/luxebooking"],
      [dashboardRoute, "operations", "/luxebooking"],
      [dashboardRoute, "accounts", "/luxebooking"],
      [managerRoute, "manager", "/luxebooking"],
      [operationsRoute, "operations", "/luxebooking"],
      [accountsRoute, "accounts", "/luxebooking"],
    ] as const) {
      const page = await harness.render(route, who, { pattern, path });
      expect(page.status, `${who} ${pattern}`).toBe(200);
      expect(page.text).toContain(ISSUE_TOTAL);
      expect(page.text).toContain("Column Max Row");
    }
    const past = await harness.render(pastRoute, "operations", {
      pattern: "/luxebooking/past-reservations",
      path: "/luxebooking/past-reservations",
    });
    expect(past.status).toBe(200);
    expect(past.text).toContain(`Past Issue Row`);
    expect(past.text).toContain(ISSUE_TOTAL);
    const soft = await harness.render(softDeletedRoute, "admin", {
      pattern: "/luxebooking/admin/soft-deleted-reservations",
      path: "/luxebooking/admin/soft-deleted-reservations",
    });
    expect(soft.status).toBe(200);
    expect(soft.text).toContain("Soft Column Max");
  });

  it("the detail and edit screens, an overpayment's refund due included", async () => {
    const ids = [await insert(issueRow), await insert(columnMaxRow), await insert(overpaidRow)];
    // Issue 27 item 16: the ledger holds what was received (the stored advance mirrors it).
    await harness.database.db.insert(payments).values({
      reservationId: ids[2]!,
      kind: "payment",
      amount: INPUT_MAX,
      paidOn: "2026-01-01",
    });
    for (const id of ids) {
      for (const who of ["admin", "operations", "manager", "accounts"] as const) {
        const detail = await harness.render(detailRoute, who, {
          pattern: "/luxebooking/reservation/:id",
          path: `/luxebooking/reservation/${id}`,
        });
        expect(detail.status, `detail for ${who}`).toBe(200);
        expect(detail.text).toContain("Remaining Amount Due");
      }
      for (const who of ["admin", "operations"] as const) {
        const edit = await harness.render(editRoute, who, {
          pattern: "/luxebooking/edit-reservation/:id",
          path: `/luxebooking/edit-reservation/${id}`,
        });
        expect(edit.status, `edit for ${who}`).toBe(200);
        expect(edit.html).toContain('name="perPersonAmount"');
      }
    }
    const issue = await harness.render(detailRoute, "admin", {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${ids[0]}`,
    });
    expect(issue.text).toContain(`Total (including GST) ${ISSUE_TOTAL}`);
    const overpaid = await harness.render(detailRoute, "admin", {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${ids[2]}`,
    });
    expect(overpaid.text).toContain("Remaining Amount Due ₹0.00");
    expect(overpaid.text).toContain("Refund due to the client ₹9,99,99,88,199.99");
  });
});

const formOf = (overrides: Record<string, string> = {}) => ({
  eventName: "Bounds Event",
  eventDate: "2099-06-10",
  eventStartTime: "18:00",
  eventEndTime: "22:00",
  clientName: "Client",
  clientEmail: "client@example.com",
  clientPhone: "+91 98450 12345",
  guestCount: "250",
  mealType: "veg",
  perPersonAmount: "1200",
  gstType: "percentage",
  gstValue: "18",
  status: "confirmed",
  ...overrides,
});

describe("the form's amounts are bounded on the server, next to the field", () => {
  const post = (form: Record<string, string>) =>
    harness.render(newRoute, "admin", {
      pattern: "/luxebooking/new-reservation",
      path: "/luxebooking/new-reservation",
      form,
    });

  it("the issue's booking (10,000 guests at ₹9,99,99,999.99) is refused and nothing is written", async () => {
    const page = await post(formOf({ guestCount: "10000", perPersonAmount: "99999999.99" }));
    expect(page.status).toBe(400);
    expect(page.html).toMatch(
      /id="[^"]*-perPersonAmount-error"[^>]*>The per-person amount must be at most ₹10,00,000.00.</,
    );
    expect(await harness.database.db.$count(reservations)).toBe(0);
  });

  it("each bound answers its message on its field", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [
        { perPersonAmount: "1000000.01" },
        "perPersonAmount",
        "The per-person amount must be at most ₹10,00,000.00.",
      ],
      [
        { perPersonAmount: "123456789" },
        "perPersonAmount",
        "The per-person amount must be at most ₹10,00,000.00.",
      ],
      [
        { withAlcohol: "on", alcoholMRP: "10000000.01" },
        "alcoholMRP",
        "The alcohol MRP must be at most ₹1,00,00,000.00.",
      ],
      // 250 × ₹1,200 = ₹3,00,000 before GST.
      [
        { gstType: "amount", gstValue: "300000.01" },
        "gstValue",
        "The flat GST cannot be more than the total excluding GST.",
      ],
      // ₹3,00,000 + 18 % = ₹3,54,000, plus alcohol ₹1,000 + 10 % = ₹3,55,100.
      [
        {
          withAlcohol: "on",
          alcoholMRP: "1000",
          alcoholPercentageCharges: "10",
          advanceAmountReceived: "355100.01",
        },
        "advanceAmountReceived",
        "The advance cannot be more than the total amount.",
      ],
      [{ guestCount: "10001" }, "guestCount", "The number of guests must be at most 10,000."],
      [{ guestCount: "0" }, "guestCount", "The number of guests must be at least 1."],
    ];
    for (const [overrides, field, message] of cases) {
      const page = await post(formOf(overrides));
      expect(page.status, field).toBe(400);
      expect(page.html, field).toContain(
        `-${field}-error" class="mt-1 text-sm text-red-800">${message.replace("'", "&#x27;")}<`,
      );
    }
    expect(await harness.database.db.$count(reservations)).toBe(0);
  });

  it("amounts at the bounds are accepted", async () => {
    const page = await post(
      formOf({
        guestCount: "10000",
        perPersonAmount: "1000000",
        gstType: "amount",
        gstValue: "99999999.99",
        withAlcohol: "on",
        alcoholMRP: "10000000",
        alcoholPercentageCharges: "1000",
        advanceAmountReceived: "99999999.99",
      }),
    );
    expect(page.status).toBe(200);
    const [saved] = await harness.database.db.select().from(reservations);
    expect(saved).toMatchObject({
      totalEventAmountExcludingGST: "10000000000.00",
      totalAmountIncludingGST: "10099999999.99",
      totalAlcoholAmount: "110000000.00",
      remainingAmountDue: "10000000000.00",
    });
  });

  it("the use cases refuse out-of-bounds input from any caller with the field's message", async () => {
    await expect(
      createReservation(harness.database.db, {
        events: harness.events,
        actor: actors.admin,
        input: input({ guestCount: 10_000, perPersonAmount: "99999999.99" }),
      }),
    ).rejects.toEqual(
      new DomainError(400, "The per-person amount must be at most ₹10,00,000.00.", "perPersonAmount"),
    );
    const { id } = await createReservation(harness.database.db, {
      events: harness.events,
      actor: actors.admin,
      input: input(),
    });
    const refused = updateReservation(harness.database.db, {
      events: harness.events,
      actor: actors.admin,
      id,
      input: input({ advanceAmountReceived: "354000.01" }),
    });
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: "The advance cannot be more than the total amount.",
      field: "advanceAmountReceived",
    });
    const [stored] = await harness.database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(stored!.advanceAmountReceived).toBe("100000.00");
  });
});

describe("guests above the hall's seating (spec 9: 400) are allowed with a warning", () => {
  const WARNING = "Above the hall&#x27;s seating of 400 guests.";

  it("the form shows it after the server round trip (no JavaScript), next to the guest count", async () => {
    const { mealType: _, ...noMeal } = formOf({ guestCount: "401" });
    const page = await harness.render(newRoute, "admin", {
      pattern: "/luxebooking/new-reservation",
      path: "/luxebooking/new-reservation",
      form: noMeal,
    });
    expect(page.status).toBe(400);
    expect(page.html).toMatch(/-guestCount-warning"[^>]*>Above the hall&#x27;s seating of 400 guests.</);
    const at400 = await harness.render(newRoute, "admin", {
      pattern: "/luxebooking/new-reservation",
      path: "/luxebooking/new-reservation",
      form: { ...noMeal, guestCount: "400" },
    });
    expect(at400.html).not.toContain(WARNING);
  });

  it("it is saved, and the detail screen and the edit form show the warning", async () => {
    const { id } = await createReservation(harness.database.db, {
      events: harness.events,
      actor: actors.admin,
      input: input({ guestCount: 401, eventDate: "2099-06-11" }),
    });
    const detail = await harness.render(detailRoute, "manager", {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${id}`,
    });
    expect(detail.html).toContain(WARNING);
    const edit = await harness.render(editRoute, "admin", {
      pattern: "/luxebooking/edit-reservation/:id",
      path: `/luxebooking/edit-reservation/${id}`,
    });
    expect(edit.html).toContain(WARNING);
    const { id: at400 } = await createReservation(harness.database.db, {
      events: harness.events,
      actor: actors.admin,
      input: input({ guestCount: 400, eventDate: "2099-06-12" }),
    });
    const plain = await harness.render(detailRoute, "manager", {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${at400}`,
    });
    expect(plain.status).toBe(200);
    expect(plain.html).not.toContain(WARNING);
  });
});
