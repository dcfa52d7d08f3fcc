// @module-tag db (database behaviour: the PostgreSQL run repeats this file, see docs/testing.md)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { billingDocuments, billingSettings, documentCounters, payments, reservations } from "~/db/schema";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { addDays, formatPlainDate, todayIST } from "~/modules/time";
import * as documentRoute from "~/routes/luxebooking/billing/document";
import * as pdfRoute from "~/routes/luxebooking/billing/document-pdf";
import * as documentsRoute from "~/routes/luxebooking/billing/documents";
import * as detailRoute from "~/routes/luxebooking/reservation";
import * as editRoute from "~/routes/luxebooking/edit-reservation";
import { type Caller, createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import * as eventsRoute from "~/routes/api/reservations-events";
import * as accountsRoute from "~/routes/luxebooking/accounts";
import * as paymentsRoute from "~/routes/luxebooking/billing/payments";
import { updateReservation } from "~/modules/reservations/update-reservation.server";
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { listReservationDocuments } from "./documents.server";
import { financialYearAt } from "./financial-year";
import { readLedger, recordPayment } from "./ledger.server";
import { saveBillingSettings } from "./settings.server";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";

/** Issue 15 items 4 and 6 over the routes: who issues what, who views and downloads, forged posts. */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  for (const table of [billingDocuments, documentCounters, payments, reservations, billingSettings]) {
    await h.database.db.delete(table);
  }
});

const callers: Caller[] = ["admin", "manager", "operations", "accounts", "signed-out"];
/** The routes issue at the real clock: numbers carry this financial year's "26-27", "27-28", … */
const fy = financialYearAt(new Date());

async function settings() {
  await saveBillingSettings(h.database.db, {
    actor: actors.admin,
    events: h.events,
    input: billingSettingsInput({
      tradeName: "Eden Garden",
      address: "12 Garden Road, Bengaluru",
      upiId: "edengarden@okicici",
    }),
  });
}

async function seed(overrides = {}) {
  const { id } = await createReservation(h.database.db, {
    actor: actors.admin,
    events: h.events,
    input: input({
      eventDate: addDays(todayIST(), 10),
      billingAddress: "7 Lake View Road, Bengaluru",
      ...overrides,
    }),
  });
  return id;
}

const issue = (who: Caller, id: string, form: Record<string, string>) =>
  h.reply(documentsRoute.action, {
    as: who,
    url: `/luxebooking/reservation/${id}/documents`,
    params: { id },
    form,
  });

describe("issuing over the route", () => {
  it.each(callers)(
    "%s: invoice and receipt for admin and accounts only; forged posts change nothing",
    async (who) => {
      // Recorded before the settings were complete: its receipt voucher waits to be issued by hand.
      const id = await seed();
      await settings();
      const [advance] = await readLedger(h.database.db, id);
      const receipt = await issue(who, id, { intent: "receipt", paymentId: advance!.id });
      const invoice = await issue(who, id, { intent: "invoice" });
      const count = await h.database.db.$count(billingDocuments);
      if (who === "admin" || who === "accounts") {
        expect(receipt).toMatchObject({
          status: 200,
          body: { ok: true, message: `Receipt voucher issued. RV/${fy}/0001` },
        });
        expect(invoice).toMatchObject({
          status: 200,
          body: { ok: true, message: `Tax invoice issued. EDN/${fy}/0001` },
        });
        expect(count).toBe(2);
      } else {
        const status = who === "signed-out" ? 401 : 403;
        expect([receipt.status, invoice.status]).toEqual([status, status]);
        expect(count).toBe(0);
      }
    },
  );

  it.each(callers)(
    "%s: credit notes for admin and accounts only; forged posts change nothing",
    async (who) => {
      await settings();
      const id = await seed({ advanceAmountReceived: "0" });
      await issue("accounts", id, { intent: "invoice" });
      const [r] = await h.database.db.select().from(reservations).where(eq(reservations.id, id));
      await updateReservation(h.database.db, {
        actor: actors.admin,
        id,
        events: h.events,
        input: input({
          eventDate: r!.eventDate,
          status: "cancelled",
          advanceAmountReceived: "0",
          billingAddress: "7 Lake View Road, Bengaluru",
          version: r!.version,
        }),
      });
      const answer = await issue(who, id, { intent: "credit-note", reason: "Cancelled by the client" });
      const notes = await h.database.db
        .select({ number: billingDocuments.number })
        .from(billingDocuments)
        .where(eq(billingDocuments.series, "credit-note"));
      if (who === "admin" || who === "accounts") {
        expect(answer).toMatchObject({
          status: 200,
          body: { ok: true, message: `Credit note issued. CN/${fy}/0001` },
        });
        expect(notes).toEqual([{ number: `CN/${fy}/0001` }]);
      } else {
        expect(answer.status).toBe(who === "signed-out" ? 401 : 403);
        if (who !== "signed-out")
          expect(JSON.stringify(answer.body)).toContain(
            "Only Accounts and Admin users can issue this document.",
          );
        expect(notes).toEqual([]);
        expect(await h.database.db.$count(documentCounters)).toBe(1);
      }
    },
  );

  it("a quotation carries the UPI QR code for the amount due, in its view and its PDF", async () => {
    await settings();
    // ₹3,54,000 with ₹1,00,000 received (the seed's advance): ₹2,54,000 due.
    const id = await seed();
    const issued = (await issue("manager", id, { intent: "quotation" })).body as { id: string };
    const [doc] = await h.database.db
      .select()
      .from(billingDocuments)
      .where(eq(billingDocuments.id, issued.id));
    expect((doc!.snapshot as { upiUri: string }).upiUri).toBe(
      `upi://pay?pa=edengarden%40okicici&pn=Eden%20Garden&am=254000.00&cu=INR&tn=QTN%2F${fy}%2F0001`,
    );
    const page = await h.render(documentRoute, "operations", {
      pattern: "/luxebooking/documents/:id",
      path: `/luxebooking/documents/${issued.id}`,
    });
    expect(page.text).toContain("Quotation");
    expect(page.html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="UPI QR code"/);
    const pdf = await h.call(pdfRoute.loader, {
      as: "operations",
      url: `/luxebooking/documents/${issued.id}/pdf`,
      params: { id: issued.id },
    });
    const { text } = await extractText(new Uint8Array(await pdf.response!.arrayBuffer()), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, " ")).toContain("Scan to pay by UPI edengarden@okicici");
  });

  it.each(callers)("%s: quotations for admin, manager and operations", async (who) => {
    await settings();
    const id = await seed({ advanceAmountReceived: "0" });
    const answer = await issue(who, id, { intent: "quotation" });
    const allowed = who === "admin" || who === "manager" || who === "operations";
    expect(answer.status).toBe(allowed ? 200 : who === "signed-out" ? 401 : 403);
    expect(await h.database.db.$count(billingDocuments)).toBe(allowed ? 1 : 0);
  });

  it.each(callers)("%s: a quotation valid until a chosen date, for the same roles", async (who) => {
    await settings();
    const id = await seed({ advanceAmountReceived: "0" });
    const validUntil = addDays(todayIST(), 7);
    const answer = await issue(who, id, { intent: "quotation", validUntil });
    const allowed = who === "admin" || who === "manager" || who === "operations";
    expect(answer.status).toBe(allowed ? 200 : who === "signed-out" ? 401 : 403);
    const [doc] = await h.database.db.select().from(billingDocuments);
    expect(doc ? (doc.snapshot as { validUntil: string }).validUntil : null).toBe(
      allowed ? validUntil : null,
    );
  });

  it("refuses a validity date in the past, beyond 180 days, after the event or malformed, next to the field; nothing is issued", async () => {
    await settings();
    const today = todayIST();
    // The event is 10 days ahead (seed).
    const id = await seed({ advanceAmountReceived: "0" });
    const far = await seed({ eventDate: addDays(today, 400), advanceAmountReceived: "0" });
    const refused = async (reservationId: string, validUntil: string) => {
      const answer = await issue("manager", reservationId, { intent: "quotation", validUntil });
      expect(answer.status).toBe(400);
      return (answer.body as { submission: { error: Record<string, string[]> } }).submission.error;
    };
    expect(await refused(id, addDays(today, -1))).toEqual({
      validUntil: ["The validity date cannot be in the past."],
    });
    expect(await refused(id, addDays(today, 11))).toEqual({
      validUntil: [`The validity date cannot be after the event (${formatPlainDate(addDays(today, 10))}).`],
    });
    expect(await refused(far, addDays(today, 181))).toEqual({
      validUntil: ["The validity date can be at most 180 days from today."],
    });
    expect(await refused(far, "2026-02-30")).toEqual({ validUntil: ["Please choose a valid date."] });
    expect(await h.database.db.$count(billingDocuments)).toBe(0);
    // The bounds themselves are accepted, and no date means 15 days, or the event's date if sooner.
    expect(
      (await issue("manager", far, { intent: "quotation", validUntil: addDays(today, 180) })).status,
    ).toBe(200);
    expect((await issue("manager", id, { intent: "quotation", validUntil: today })).status).toBe(200);
    await issue("manager", id, { intent: "quotation" });
    await issue("manager", far, { intent: "quotation", validUntil: "" });
    const valid = await h.database.db
      .select({ reservationId: billingDocuments.reservationId, snapshot: billingDocuments.snapshot })
      .from(billingDocuments)
      .orderBy(billingDocuments.serial);
    expect(valid.map((d) => [d.reservationId, (d.snapshot as { validUntil: string }).validUntil])).toEqual([
      [far, addDays(today, 180)],
      [id, today],
      [id, addDays(today, 10)],
      [far, addDays(today, 15)],
    ]);
  });

  it("refuses with a clear message: incomplete settings, a second invoice, an NC event, no recipient address, an unknown intent", async () => {
    const id = await seed();
    expect(await issue("accounts", id, { intent: "invoice" })).toEqual({
      status: 409,
      body: {
        ok: false,
        error: "Billing settings are incomplete. An administrator can complete them in Billing Settings.",
      },
    });
    await settings();
    await issue("accounts", id, { intent: "invoice" });
    expect(await issue("admin", id, { intent: "invoice" })).toEqual({
      status: 409,
      body: { ok: false, error: `An invoice has already been issued for this reservation (EDN/${fy}/0001).` },
    });
    const nc = await seed({ isFOC: true, eventDate: addDays(todayIST(), 11) });
    expect(await issue("admin", nc, { intent: "invoice" })).toEqual({
      status: 409,
      body: { ok: false, error: "Non-chargeable event: no invoice is issued." },
    });
    const unaddressed = await seed({
      billingAddress: "",
      eventDate: addDays(todayIST(), 12),
      advanceAmountReceived: "0",
    });
    expect(await issue("accounts", unaddressed, { intent: "invoice" })).toEqual({
      status: 409,
      body: {
        ok: false,
        error: "Add the client's billing address in Client Information before issuing a tax invoice.",
      },
    });
    expect((await issue("admin", id, { intent: "delete" })).status).toBe(400);
    expect((await issue("admin", id, { intent: "receipt", paymentId: "nope" })).status).toBe(400);
    expect(await h.database.db.$count(billingDocuments)).toBe(1);
  });
});

describe("send to client over the route", () => {
  it("without e-mail configured says so and queues nothing; an unknown document is refused", async () => {
    await settings();
    const id = await seed();
    const issued = (await issue("accounts", id, { intent: "invoice" })).body as { id: string };
    expect(await issue("accounts", id, { intent: "send", documentId: issued.id })).toEqual({
      status: 409,
      body: {
        ok: false,
        error: "E-mail is not configured, so documents cannot be sent. Download the PDF instead.",
      },
    });
    expect((await issue("manager", id, { intent: "send", documentId: issued.id })).status).toBe(403);
    expect((await issue("signed-out", id, { intent: "send", documentId: issued.id })).status).toBe(401);
    expect((await issue("admin", id, { intent: "send", documentId: "nope" })).status).toBe(400);
  });
});

describe("live: another screen of the reservation learns of each document", () => {
  it("the stream every staff screen follows carries each issue, sent after the document is readable", async () => {
    const id = await seed();
    await settings();
    // The admin's screen: the stream the staff layout follows (useLiveRevalidation("reservations")).
    const controller = new AbortController();
    const stream = (await eventsRoute.loader({
      request: new Request("http://eden.test/api/v1/reservations/events", {
        headers: { cookie: h.cookies.get("admin")! },
        signal: controller.signal,
      }),
      params: {},
      context: h.context(),
    } as never)) as Response;
    const reader = stream.body!.getReader();
    await reader.read();
    const nextEvent = async () => {
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error("no live event within 2 s")), 2_000),
      );
      const chunk = await Promise.race([reader.read(), timeout]);
      // What the screen re-reads when the event arrives.
      const shown = await listReservationDocuments(h.database.db, id);
      return { text: new TextDecoder().decode(chunk.value), shown: shown.map((d) => d.number) };
    };
    try {
      const [advance] = await readLedger(h.database.db, id);
      const steps: [Caller, Record<string, string>, string][] = [
        ["manager", { intent: "quotation" }, `QTN/${fy}/0001`],
        ["accounts", { intent: "receipt", paymentId: advance!.id }, `RV/${fy}/0001`],
        ["accounts", { intent: "invoice" }, `EDN/${fy}/0001`],
      ];
      for (const [who, form, number] of steps) {
        const pending = nextEvent();
        expect((await issue(who, id, form)).status).toBe(200);
        const { text, shown } = await pending;
        expect(text).toContain("event: reservations");
        expect(text).toContain(`"type":"document.issued","id":"${id}"`);
        expect(shown).toContain(number);
      }
    } finally {
      controller.abort();
    }
  });
});

describe("the edit form after the invoice", () => {
  it("previews spec 5's GST, which is the invoice's to the paisa, before and after the invoice", async () => {
    await settings();
    // 1 guest × ₹1,000.03 at 18 %: half ₹90.00, doubled ₹180.00 on the form and the invoice alike.
    const id = await seed({ guestCount: 1, perPersonAmount: "1000.03", advanceAmountReceived: "0" });
    const form = () =>
      h.render(editRoute, "admin", {
        pattern: "/luxebooking/edit-reservation/:id",
        path: `/luxebooking/edit-reservation/${id}`,
      });
    for (const text of [
      (await form()).text,
      await issue("accounts", id, { intent: "invoice" })
        .then(form)
        .then((f) => f.text),
    ]) {
      expect(text).toContain("₹1,180.03");
      expect(text).toContain("₹180.00");
      expect(text).not.toContain("₹1,180.04");
    }
  });
});

describe("one balance on every screen (issue 27 item 16, issue 28 item 16)", () => {
  it("the edit form's preview, the detail screen, Dues and the export show the balance a save stores", async () => {
    await settings();
    const id = await seed({ guestCount: 1, perPersonAmount: "1000.03", advanceAmountReceived: "0" });
    await issue("accounts", id, { intent: "invoice" });
    await recordPayment(h.database.db, {
      actor: actors.accounts,
      reservationId: id,
      events: h.events,
      input: { amount: 1_000_00, paidOn: todayIST(), mode: "cash", reference: "", note: "" },
    });
    const [r] = await h.database.db.select().from(reservations).where(eq(reservations.id, id));
    // Two guests after the invoice: the booking says ₹2,360.08 − ₹1,000 = ₹1,360.08, but the invoice
    // (₹1,180.03) is what is owed until a debit note: ₹180.03 everywhere.
    await updateReservation(h.database.db, {
      actor: actors.admin,
      id,
      events: h.events,
      input: input({
        eventDate: r!.eventDate,
        guestCount: 2,
        perPersonAmount: "1000.03",
        advanceAmountReceived: "0",
        billingAddress: "7 Lake View Road, Bengaluru",
        version: r!.version,
      }),
    });
    const [stored] = await h.database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(stored!.remainingAmountDue).toBe("180.03");
    const form = await h.render(editRoute, "admin", {
      pattern: "/luxebooking/edit-reservation/:id",
      path: `/luxebooking/edit-reservation/${id}`,
    });
    expect(form.text).toContain("Total (including GST) ₹2,360.08");
    expect(form.text).toContain("Remaining Amount Due ₹180.03");
    const detail = await h.render(detailRoute, "accounts", {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${id}`,
    });
    expect(detail.text).toContain("Advance Amount Received ₹1,000.00 Remaining Amount Due ₹180.03");
    const dues = await h.render(accountsRoute, "accounts", {
      pattern: "/luxebooking/accounts",
      path: "/luxebooking/accounts?tab=dues",
    });
    expect(dues.text).toContain("₹180.03");
    expect(dues.text).toContain("Booking differs from invoice by ₹1,180.05");
  });
});

describe("the Payments section", () => {
  it("shows the alcohol total and its own due; money beyond the event's total goes towards it", async () => {
    await settings();
    // ₹3,54,000 for the event; alcohol at MRP ₹10,000 + 10 % = ₹11,000, billed apart (spec 5).
    const id = await seed({
      advanceAmountReceived: "0",
      withAlcohol: true,
      alcoholMRP: "10000",
      alcoholPercentageCharges: "10",
    });
    await recordPayment(h.database.db, {
      actor: actors.accounts,
      reservationId: id,
      events: h.events,
      input: { amount: 3_59_000_00, paidOn: todayIST(), mode: "bank-transfer", reference: "", note: "" },
    });
    const detail = await h.render(detailRoute, "manager", {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${id}`,
    });
    const dues = detail.text.replace(/\s+/g, " ");
    expect(dues).toMatch(/Total Alcohol Amount ?₹11,000\.00/);
    expect(dues).toMatch(/Alcohol Due ?₹6,000\.00/);
  });
});

describe("live: the accounts workspace learns of a payment", () => {
  it("a payment recorded over the route reaches the stream the workspace follows, and the workspace then shows it", async () => {
    await settings();
    const id = await seed({ advanceAmountReceived: "0", eventName: "Live Dues Dinner" });
    // The accounts user's workspace: its staff layout follows the "reservations" topic.
    const controller = new AbortController();
    const stream = (await eventsRoute.loader({
      request: new Request("http://eden.test/api/v1/reservations/events", {
        headers: { cookie: h.cookies.get("accounts")! },
        signal: controller.signal,
      }),
      params: {},
      context: h.context(),
    } as never)) as Response;
    const reader = stream.body!.getReader();
    await reader.read();
    try {
      const pending = Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error("no live event within 2 s")), 2_000),
        ),
      ]);
      const recorded = await h.call(paymentsRoute.action, {
        as: "admin",
        url: `/luxebooking/reservation/${id}/payments`,
        params: { id },
        form: { intent: "payment", amount: "25000", paidOn: todayIST(), mode: "upi", reference: "UTR 1" },
      });
      expect(recorded.status).toBe(200);
      const chunk = await pending;
      expect(new TextDecoder().decode(chunk.value)).toContain("event: reservations");
      // What the workspace re-reads when the event arrives.
      const payments = await h.render(accountsRoute, "accounts", {
        pattern: "/luxebooking/accounts",
        path: `/luxebooking/accounts?tab=payments&from=${todayIST()}&to=${todayIST()}`,
      });
      expect(payments.text).toContain("Live Dues Dinner");
      expect(payments.text).toContain("₹25,000.00");
      const dues = await h.render(accountsRoute, "accounts", {
        pattern: "/luxebooking/accounts",
        path: "/luxebooking/accounts?tab=dues",
      });
      expect(dues.text).toContain("Live Dues Dinner");
      expect(dues.text).toContain("₹3,29,000.00");
    } finally {
      controller.abort();
    }
  });
});

describe("viewing and downloading", () => {
  it.each(callers)("%s sees the document and downloads its PDF (every staff role)", async (who) => {
    await settings();
    const id = await seed();
    const issued = (await issue("accounts", id, { intent: "invoice" })).body as { id: string };
    const pdf = await h.call(pdfRoute.loader, {
      as: who,
      url: `/luxebooking/documents/${issued.id}/pdf`,
      params: { id: issued.id },
    });
    if (who === "signed-out") {
      expect(pdf.status).toBe(302);
      return;
    }
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="EDN-${fy}-0001.pdf"`);
    const page = await h.render(documentRoute, who, {
      pattern: "/luxebooking/documents/:id",
      path: `/luxebooking/documents/${issued.id}`,
    });
    expect(page.text).toContain("Tax Invoice");
    expect(page.text).toContain(`No. EDN/${fy}/0001`);
    expect(page.text).toContain("Reverse charge: No");
    expect(page.html).toContain("<svg");
    const detail = await h.render(detailRoute, who, {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${id}`,
    });
    expect(detail.text).toContain(`Tax Invoice EDN/${fy}/0001`);
    expect(detail.text).toContain("Not sent");
  });

  it("an unknown document is 404", async () => {
    const missing = await h.call(pdfRoute.loader, {
      as: "admin",
      url: "/luxebooking/documents/00000000-0000-4000-8000-000000000000/pdf",
      params: { id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(missing.status).toBe(404);
  });
});
