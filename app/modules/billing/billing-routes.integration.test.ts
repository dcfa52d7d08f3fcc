// @module-tag db (database behaviour: the PostgreSQL run repeats this file, see docs/testing.md)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { billingSettings, payments, reservations } from "~/db/schema";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { todayIST, addDays } from "~/modules/time";
import * as settingsRoute from "~/routes/luxebooking/admin/billing-settings";
import * as paymentsRoute from "~/routes/luxebooking/billing/payments";
import * as editRoute from "~/routes/luxebooking/edit-reservation";
import * as detailRoute from "~/routes/luxebooking/reservation";
import { type Caller, createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { readClientBilling } from "./client-billing.server";

/**
 * Issue 15 items 1-3 and 6 on the server: every role, signed out, and forged requests (a role
 * posting what its screen never offers) against the real routes, sessions and database.
 */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.database.db.delete(payments);
  await h.database.db.delete(reservations);
  await h.database.db.delete(billingSettings);
});

const callers: Caller[] = ["admin", "manager", "operations", "accounts", "signed-out"];
const errors = (body: unknown) =>
  (body as { submission: { error: Record<string, string[]> } }).submission.error;

const settingsForm = (overrides: Record<string, string> = {}) => ({
  legalName: "Eden Garden Hospitality LLP",
  tradeName: "Eden Garden",
  gstin: "29AAPFU0939F1ZR",
  address: "12 Garden Road, Bengaluru 560001",
  stateCode: "29",
  sacCode: "996334",
  quotationPrefix: "QTN",
  receiptPrefix: "RV",
  invoicePrefix: "EDN",
  creditNotePrefix: "CN",
  upiId: "edengarden@okicici",
  ...overrides,
});

async function seed(overrides = {}) {
  const { id } = await createReservation(h.database.db, {
    actor: actors.admin,
    events: h.events,
    input: input({ eventDate: addDays(todayIST(), 20), advanceAmountReceived: "0", ...overrides }),
  });
  return id;
}

describe("billing settings: admin only", () => {
  it.each(callers)("%s", async (who) => {
    const page = await h.reply(settingsRoute.loader, { as: who, url: "/luxebooking/admin/billing-settings" });
    const post = await h.reply(settingsRoute.action, {
      as: who,
      url: "/luxebooking/admin/billing-settings",
      form: settingsForm(),
    });
    const saved = await h.database.db.$count(billingSettings);
    if (who === "admin") {
      expect(page.status).toBe(200);
      expect(post).toMatchObject({ status: 200, body: { ok: true, message: "Billing settings saved." } });
      expect(saved).toBe(1);
    } else {
      expect(page.status).toBe(who === "signed-out" ? 302 : 403);
      expect(post.status).toBe(who === "signed-out" ? 401 : 403);
      expect(saved).toBe(0);
    }
  });

  it("refuses a GSTIN with a wrong check character or state, and saves nothing", async () => {
    for (const gstin of ["29AAPFU0939F1ZA", "99AAPFU0939F1ZV", "29AAPFU0939F1Z"]) {
      const post = await h.reply(settingsRoute.action, {
        as: "admin",
        url: "/luxebooking/admin/billing-settings",
        form: settingsForm({ gstin }),
      });
      expect(post.status).toBe(400);
      expect(errors(post.body).gstin).toEqual(["Please enter a valid GSTIN."]);
    }
    expect(await h.database.db.$count(billingSettings)).toBe(0);
  });

  it("shows the incomplete-settings text until saved", async () => {
    const before = await h.render(settingsRoute, "admin", {
      pattern: "/luxebooking/admin/billing-settings",
      path: "/luxebooking/admin/billing-settings",
    });
    expect(before.text).toContain(
      "Billing settings are incomplete. An administrator can complete them in Billing Settings.",
    );
    await h.reply(settingsRoute.action, { as: "admin", url: "/x", form: settingsForm() });
    const after = await h.render(settingsRoute, "admin", {
      pattern: "/luxebooking/admin/billing-settings",
      path: "/luxebooking/admin/billing-settings",
    });
    expect(after.text).not.toContain("Billing settings are incomplete");
    expect(after.html).toContain('value="Eden Garden Hospitality LLP"');
  });
});

describe("payments and refunds: admin and accounts", () => {
  const url = (id: string) => `/luxebooking/reservation/${id}/payments`;
  const paymentForm = (overrides: Record<string, string> = {}) => ({
    intent: "payment",
    amount: "25,000.50",
    paidOn: todayIST(),
    mode: "upi",
    reference: "UTR 4471",
    ...overrides,
  });

  it.each(callers)("%s records a payment, or is refused and nothing changes (forged)", async (who) => {
    const id = await seed();
    const post = await h.reply(paymentsRoute.action, {
      as: who,
      url: url(id),
      params: { id },
      form: paymentForm(),
    });
    const count = await h.database.db.$count(payments);
    if (who === "admin" || who === "accounts") {
      expect(post).toMatchObject({ status: 200, body: { ok: true, message: "Payment recorded." } });
      expect(count).toBe(1);
    } else {
      expect(post.status).toBe(who === "signed-out" ? 401 : 403);
      expect(count).toBe(0);
    }
    const refund = await h.reply(paymentsRoute.action, {
      as: who,
      url: url(id),
      params: { id },
      form: { intent: "refund", amount: "100", paidOn: todayIST(), mode: "cash", reason: "Fewer guests" },
    });
    expect(refund.status).toBe(
      who === "admin" || who === "accounts" ? 200 : who === "signed-out" ? 401 : 403,
    );
  });

  it.each([
    ["0", "The amount must be more than ₹0."],
    ["-5", "The amount must be more than ₹0."],
    ["10000000.01", "The amount must be at most ₹1,00,00,000."],
    ["12.345", "Please enter an amount in rupees, with at most 2 decimals."],
    ["", "Please enter the amount."],
  ])("refuses the amount %j next to the field", async (amount, message) => {
    const id = await seed();
    const post = await h.reply(paymentsRoute.action, {
      as: "accounts",
      url: url(id),
      params: { id },
      form: paymentForm({ amount }),
    });
    expect(post.status).toBe(400);
    expect(errors(post.body).amount).toEqual([message]);
    expect(await h.database.db.$count(payments)).toBe(0);
  });

  it("accepts exactly ₹1,00,00,000 and refuses a date in the future", async () => {
    const id = await seed();
    const max = await h.reply(paymentsRoute.action, {
      as: "accounts",
      url: url(id),
      params: { id },
      form: paymentForm({ amount: "1,00,00,000" }),
    });
    expect(max.status).toBe(200);
    const future = await h.reply(paymentsRoute.action, {
      as: "accounts",
      url: url(id),
      params: { id },
      form: paymentForm({ paidOn: addDays(todayIST(), 1) }),
    });
    expect(future.status).toBe(400);
    expect(errors(future.body).paidOn).toEqual(["The date cannot be in the future."]);
    expect(await h.database.db.$count(payments)).toBe(1);
  });

  it("refuses a refund above what was paid next to the amount, and one without a reason", async () => {
    const id = await seed();
    await h.reply(paymentsRoute.action, {
      as: "accounts",
      url: url(id),
      params: { id },
      form: paymentForm({ amount: "500" }),
    });
    const refund = (form: Record<string, string>) =>
      h.reply(paymentsRoute.action, {
        as: "accounts",
        url: url(id),
        params: { id },
        form: { intent: "refund", paidOn: todayIST(), mode: "cash", ...form },
      });
    const tooMuch = await refund({ amount: "500.01", reason: "Cancelled" });
    expect(tooMuch.status).toBe(400);
    expect(errors(tooMuch.body).amount).toEqual(["A refund cannot be more than the ₹500.00 received."]);
    const noReason = await refund({ amount: "100" });
    expect(errors(noReason.body).reason).toEqual(["Please enter the reason for the refund."]);
    expect(await h.database.db.$count(payments)).toBe(1);
  });

  it("every staff role sees the Payments section with advance received and remaining due", async () => {
    const id = await seed({ advanceAmountReceived: "1000" });
    for (const who of ["admin", "manager", "operations", "accounts"] as const) {
      const page = await h.render(detailRoute, who, {
        pattern: "/luxebooking/reservation/:id",
        path: `/luxebooking/reservation/${id}`,
      });
      expect(page.text).toContain("Payments");
      expect(page.text).toContain("Advance Received ₹1,000.00");
      // 250 × 1,200 × 1.18 = 3,54,000 − 1,000
      expect(page.text).toContain("Remaining Amount Due ₹3,53,000.00");
      expect(page.text.includes("Record a payment")).toBe(who === "admin" || who === "accounts");
    }
  });
});

describe("client billing details on the reservation form", () => {
  const editForm = (overrides: Record<string, string> = {}) => ({
    eventName: "Sharma Wedding Reception",
    eventDate: addDays(todayIST(), 20),
    eventStartTime: "18:00",
    eventEndTime: "23:00",
    clientName: "Ravi Sharma",
    clientEmail: "ravi@example.com",
    clientPhone: "+91 98450 12345",
    guestCount: "250",
    mealType: "veg",
    perPersonAmount: "1200",
    gstType: "percentage",
    gstValue: "18",
    status: "confirmed",
    version: "1",
    ...overrides,
  });

  it("saves a valid GSTIN (B2B) and refuses an invalid one with the issue's message", async () => {
    const id = await seed();
    const bad = await h.reply(editRoute.action, {
      as: "admin",
      url: `/luxebooking/edit-reservation/${id}`,
      params: { id },
      form: editForm({ billingGstin: "27AAPFU0939F1ZA" }),
    });
    expect(bad.status).toBe(400);
    expect(errors(bad.body).billingGstin).toEqual(["Please enter a valid GSTIN."]);
    const good = await h.reply(editRoute.action, {
      as: "admin",
      url: `/luxebooking/edit-reservation/${id}`,
      params: { id },
      form: editForm({
        billingName: "Sharma Traders",
        billingAddress: "Pune",
        billingGstin: "27aapfu0939f1zv",
      }),
    });
    expect(good.status).toBe(200);
    expect(await readClientBilling(h.database.db, id)).toMatchObject({
      billingName: "Sharma Traders",
      billingGstin: "27AAPFU0939F1ZV",
      billingStateName: "Maharashtra",
    });
  });

  it("with payments the edit form's advance is read-only with a 'Record a payment' link", async () => {
    const id = await seed({ advanceAmountReceived: "1000" });
    const page = await h.render(editRoute, "admin", {
      pattern: "/luxebooking/edit-reservation/:id",
      path: `/luxebooking/edit-reservation/${id}`,
    });
    expect(page.html).toMatch(
      /name="advanceAmountReceived"[^>]*readOnly|readOnly[^>]*name="advanceAmountReceived"/i,
    );
    expect(page.html).toContain(`href="/luxebooking/reservation/${id}#payments"`);
  });
});
