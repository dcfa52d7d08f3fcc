import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  billingDocuments,
  billingSettings,
  clientBillingDetails,
  documentCounters,
  payments,
  reservations,
} from "~/db/schema";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { addDays, todayIST } from "~/modules/time";
import * as billingSettingsRoute from "~/routes/luxebooking/admin/billing-settings";
import * as billingDetailsRoute from "~/routes/luxebooking/billing/billing-details";
import * as documentRoute from "~/routes/luxebooking/billing/document";
import * as pdfRoute from "~/routes/luxebooking/billing/document-pdf";
import * as documentsRoute from "~/routes/luxebooking/billing/documents";
import * as paymentsRoute from "~/routes/luxebooking/billing/payments";
import * as statementRoute from "~/routes/luxebooking/billing/statement";
import * as statementPdfRoute from "~/routes/luxebooking/billing/statement-pdf";
import * as detailRoute from "~/routes/luxebooking/reservation";
import {
  type Caller,
  callers,
  createRouteHarness,
  type RouteHarness,
} from "../../../tests/support/route-harness";
import { financialYearAt } from "./financial-year";
import type { DocumentActions } from "./reservation-billing.server";
import { recordPayment } from "./ledger.server";
import { saveBillingSettings } from "./settings.server";
import { billingSettingsInput } from "./test-fixtures";

/** Issue 27 over the routes and screens: who may do each new thing, and what each screen offers. */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  for (const table of [
    billingDocuments,
    documentCounters,
    payments,
    clientBillingDetails,
    reservations,
    billingSettings,
  ])
    await h.db.delete(table);
  await saveBillingSettings(h.db, { actor: actors.admin, events: h.events, input: billingSettingsInput() });
});

const fy = financialYearAt(new Date());
let day = 0;
const seed = async (overrides: Parameters<typeof input>[0] = {}) =>
  (
    await createReservation(h.db, {
      actor: actors.admin,
      events: h.events,
      input: input({
        eventDate: addDays(todayIST(), 20 + ++day),
        billingAddress: "7 Lake View Road, Bengaluru",
        advanceAmountReceived: "0",
        ...overrides,
      }),
    })
  ).id;
const post = (route: { action: never }, who: Caller, url: string, id: string, form: Record<string, string>) =>
  h.reply(route.action, { as: who, url, params: { id }, form });
const detail = async (who: Caller, id: string) =>
  (
    await h.render(detailRoute, who, {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${id}`,
    })
  ).text;
const allowed = (who: Caller) => who === "admin" || who === "accounts";
const denied = (who: Caller) => (who === "signed-out" ? 401 : 403);

describe("per role", () => {
  it.each(callers)(
    "%s: credit and debit notes by amount, cancellation charges and liquor bills",
    async (who) => {
      const id = await seed({ withAlcohol: true, alcoholMRP: "10000", alcoholPercentageCharges: "10" });
      await post(documentsRoute as never, "accounts", `/luxebooking/reservation/${id}/documents`, id, {
        intent: "invoice",
      });
      const url = `/luxebooking/reservation/${id}/documents`;
      const credit = await post(documentsRoute as never, who, url, id, {
        intent: "credit-amount",
        taxable: "10000",
        reason: "Discount",
        details: "",
      });
      const debit = await post(documentsRoute as never, who, url, id, {
        intent: "debit-amount",
        taxable: "5000",
        reason: "Additional services",
        details: "Extra hour",
      });
      const liquor = await post(documentsRoute as never, who, url, id, { intent: "liquor-bill" });
      const issued = (await h.db.select({ n: billingDocuments.number }).from(billingDocuments)).map(
        (d) => d.n,
      );
      if (allowed(who)) {
        expect([credit.status, debit.status, liquor.status]).toEqual([200, 200, 200]);
        expect(issued.sort()).toEqual([`CN/${fy}/0001`, `DN/${fy}/0001`, `EDN/${fy}/0001`, `LQ/${fy}/0001`]);
      } else {
        expect([credit.status, debit.status, liquor.status]).toEqual([denied(who), denied(who), denied(who)]);
        expect(issued).toEqual([`EDN/${fy}/0001`]);
      }
    },
  );

  it.each(callers)("%s: billing details from the detail screen, and TDS", async (who) => {
    const id = await seed();
    const details = await post(
      billingDetailsRoute as never,
      who,
      `/luxebooking/reservation/${id}/billing-details`,
      id,
      {
        intent: "billing-details",
        billingName: "Sharma Traders",
        billingGstin: "27AAPFU0939F1ZV",
        billingAddress: "4 MG Road, Pune",
        billingStateCode: "",
      },
    );
    const tds = await post(paymentsRoute as never, who, `/luxebooking/reservation/${id}/payments`, id, {
      intent: "tds",
      amount: "2000",
      paidOn: todayIST(),
      section: "194C",
      reference: "",
    });
    const [client] = await h.db
      .select()
      .from(clientBillingDetails)
      .where(eq(clientBillingDetails.reservationId, id));
    if (allowed(who)) {
      expect([details.status, tds.status]).toEqual([200, 200]);
      expect(client).toMatchObject({
        billingName: "Sharma Traders",
        gstin: "27AAPFU0939F1ZV",
        stateCode: "27",
      });
      expect(await h.db.$count(payments)).toBe(1);
    } else {
      expect([details.status, tds.status]).toEqual([denied(who), denied(who)]);
      expect(client!.billingName).toBe("");
      expect(await h.db.$count(payments)).toBe(0);
    }
  });

  it.each(callers)("%s: the statement of account, screen and PDF", async (who) => {
    const id = await seed();
    const screen = await h.call(statementRoute.loader, {
      as: who,
      url: `/luxebooking/reservation/${id}/statement`,
      params: { id },
    });
    const pdf = await h.call(statementPdfRoute.loader, {
      as: who,
      url: `/luxebooking/reservation/${id}/statement.pdf`,
      params: { id },
    });
    if (who === "signed-out") expect(screen.status).toBe(302);
    else {
      expect([screen.status, pdf.status]).toEqual([200, 200]);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
    }
  });

  it.each(callers)("%s: tax lines in Billing Settings are for administrators", async (who) => {
    const answer = await h.reply(billingSettingsRoute.action, {
      as: who,
      url: "/luxebooking/admin/billing-settings",
      form: { intent: "add-line", description: "Decor", sac: "998596", rate: "1800" },
    });
    expect(answer.status).toBe(who === "admin" ? 200 : denied(who));
  });
});

describe("what the screens offer", () => {
  it("the detail screen: a credit note only when something can be credited; the tax line; the B2B preview", async () => {
    const id = await seed({ billingName: "Sharma Traders", billingGstin: "27AAPFU0939F1ZV" });
    const text = await detail("accounts", id);
    expect(text).toContain("Hall hire (SAC 997212, 18 %)");
    expect(text).toContain("B2B: tax documents to Sharma Traders, GSTIN 27AAPFU0939F1ZV (Maharashtra).");
    expect(text).toContain("Edit billing details");
    // What the Documents section offers (a button not offered is hidden: tests/e2e/billing.spec.ts).
    const offered = async (who: Caller = "accounts") =>
      (
        (await h.call(detailRoute.loader, { as: who, url: `/luxebooking/reservation/${id}`, params: { id } }))
          .body as { billing: { actions: DocumentActions; canIssueDocuments: boolean } }
      ).billing;
    expect((await offered()).actions).toMatchObject({ invoice: "issue", credit: null, debit: null });
    await post(documentsRoute as never, "accounts", `/luxebooking/reservation/${id}/documents`, id, {
      intent: "invoice",
    });
    expect((await offered()).actions).toMatchObject({
      invoice: null,
      credit: { invoice: `EDN/${fy}/0001`, left: 3_00_000_00, suggested: 0 },
      debit: { invoice: `EDN/${fy}/0001`, suggested: 0 },
    });
    // A manager sees the money but issues none of it.
    expect((await offered("manager")).canIssueDocuments).toBe(false);
    expect(await detail("manager", id)).not.toContain("Edit billing details");
    // Credited in full: nothing is left to credit, and the invoice can be issued again.
    await post(documentsRoute as never, "accounts", `/luxebooking/reservation/${id}/documents`, id, {
      intent: "credit-amount",
      taxable: "300000",
      reason: "Correction of the value or rate",
      details: "",
    });
    expect((await offered()).actions).toMatchObject({ invoice: "issue", credit: null, debit: null });
    expect(await detail("accounts", id)).toContain("Fully credited");
  });

  it("a pending reservation says to confirm it first; a cancelled one offers cancellation charges", async () => {
    const actionsOf = async (id: string) =>
      (
        (
          await h.call(detailRoute.loader, {
            as: "accounts",
            url: `/luxebooking/reservation/${id}`,
            params: { id },
          })
        ).body as { billing: { actions: DocumentActions } }
      ).billing.actions;
    const pending = await seed({ status: "pending" });
    expect(await detail("accounts", pending)).toContain(
      "Confirm the reservation before issuing a tax invoice.",
    );
    expect(await actionsOf(pending)).toMatchObject({ invoice: "confirm", cancellation: false });
    const cancelled = await seed({ status: "cancelled" });
    expect(await actionsOf(cancelled)).toMatchObject({ invoice: null, cancellation: true });
  });

  it("the statement's running balance closes at the one balance", async () => {
    const id = await seed({ guestCount: 100, perPersonAmount: "1000" });
    await recordPayment(h.db, {
      actor: actors.accounts,
      reservationId: id,
      events: h.events,
      input: { amount: 18_000_00, paidOn: todayIST(), mode: "upi", reference: "", note: "" },
    });
    const page = await h.render(statementRoute, "manager", {
      pattern: "/luxebooking/reservation/:id/statement",
      path: `/luxebooking/reservation/${id}/statement`,
    });
    expect(page.text).toContain("Booking total including GST (not yet invoiced)");
    expect(page.text).toContain(`RV/${fy}/0001`);
    expect(page.text).toContain("Balance due: ₹1,00,000.00");
    const pdf = await h.call(statementPdfRoute.loader, {
      as: "accounts",
      url: `/luxebooking/reservation/${id}/statement.pdf`,
      params: { id },
    });
    const { text } = await extractText(new Uint8Array(await pdf.response!.arrayBuffer()), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, " ")).toContain("Balance due: ₹1,00,000.00");
  });

  it("a document issued before issue 27 still renders what it printed (its adjusted advances, 'Paid in full')", async () => {
    const id = await seed();
    // An invoice snapshot as issue 15 stored it: no advances, settlement or paidInFull; a negative due.
    const old = {
      series: "invoice",
      title: "Tax Invoice",
      number: "EDN/25-26/0042",
      issuedOn: "2025-12-01",
      supplier: {
        name: "Eden Garden Hospitality LLP",
        tradeName: "",
        address: "Bengaluru",
        stateName: "Karnataka",
        stateCode: "29",
        gstin: "29AAPFU0939F1ZR",
      },
      recipient: {
        name: "Old Client",
        address: "1 MG Road, Bengaluru",
        stateName: "Karnataka",
        stateCode: "29",
        gstin: "",
        email: "a@b.in",
        phone: "9845012345",
      },
      placeOfSupply: { stateName: "Karnataka", stateCode: "29" },
      sac: "996334",
      event: { name: "Old Wedding", date: "2025-12-01", time: "18:00 – 23:00", guests: 100 },
      description: "Hire of the Luxe hall with catering (Veg)",
      quantity: 100,
      unitPrice: 1_000_00,
      taxable: 1_00_000_00,
      rate: 1800,
      cgst: 9_000_00,
      sgst: 9_000_00,
      total: 1_18_000_00,
      amountInWords: "Rupees One Lakh Eighteen Thousand Only",
      alcohol: {
        mrp: 10_000_00,
        chargeRate: 1000,
        total: 11_000_00,
        label: "Alcoholic liquor for human consumption: outside GST",
      },
      adjusted: [{ number: "RV/25-26/0007", date: "2025-11-01", amount: 1_20_000_00 }],
      amountDue: -2_000_00,
      upiUri: null,
      bank: null,
      terms: "",
      payment: null,
      refersTo: null,
      validUntil: null,
      b2b: false,
    };
    const [doc] = await h.db
      .insert(billingDocuments)
      .values({
        reservationId: id,
        series: "invoice",
        financialYear: "25-26",
        serial: 42,
        number: old.number,
        issuedOn: old.issuedOn,
        amount: "118000.00",
        snapshot: old,
      })
      .returning({ id: billingDocuments.id });
    const page = await h.render(documentRoute, "manager", {
      pattern: "/luxebooking/documents/:id",
      path: `/luxebooking/documents/${doc!.id}`,
    });
    for (const text of [
      "Advances adjusted (receipt vouchers)",
      "RV/25-26/0007",
      "Alcoholic liquor for human consumption: outside GST",
      "Paid in full",
      "CGST @ 9 %",
      "₹1,18,000.00",
    ])
      expect(page.text, text).toContain(text);
    const pdf = await h.call(pdfRoute.loader, {
      as: "manager",
      url: `/luxebooking/documents/${doc!.id}/pdf`,
      params: { id: doc!.id },
    });
    const { text } = await extractText(new Uint8Array(await pdf.response!.arrayBuffer()), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, " ")).toContain("Amount due Paid in full");
  });

  it("Billing Settings lists the tax lines with the CA's choice explained", async () => {
    const page = await h.render(billingSettingsRoute, "admin", {
      pattern: "/luxebooking/admin/billing-settings",
      path: "/luxebooking/admin/billing-settings",
    });
    expect(page.text).toContain("Catering services at functions");
    expect(page.text).toContain("996334");
    expect(page.text).toContain("Hall hire");
    expect(page.text).toContain("is for the hall's chartered accountant to decide");
    expect(page.text).toContain("specified premises");
  });
});
