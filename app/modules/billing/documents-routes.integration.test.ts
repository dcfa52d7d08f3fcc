// @module-tag db (database behaviour: the PostgreSQL run repeats this file, see docs/testing.md)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { billingDocuments, billingSettings, documentCounters, payments, reservations } from "~/db/schema";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { addDays, todayIST } from "~/modules/time";
import * as documentRoute from "~/routes/luxebooking/billing/document";
import * as pdfRoute from "~/routes/luxebooking/billing/document-pdf";
import * as documentsRoute from "~/routes/luxebooking/billing/documents";
import * as detailRoute from "~/routes/luxebooking/reservation";
import { type Caller, createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { readLedger } from "./ledger.server";
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
    input: input({ eventDate: addDays(todayIST(), 10), ...overrides }),
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
      await settings();
      const id = await seed();
      const [advance] = await readLedger(h.database.db, id);
      const receipt = await issue(who, id, { intent: "receipt", paymentId: advance!.id });
      const invoice = await issue(who, id, { intent: "invoice" });
      const count = await h.database.db.$count(billingDocuments);
      if (who === "admin" || who === "accounts") {
        expect(receipt).toMatchObject({
          status: 200,
          body: { ok: true, message: "Receipt voucher issued. RV/26-27/0001" },
        });
        expect(invoice).toMatchObject({
          status: 200,
          body: { ok: true, message: "Tax invoice issued. EDN/26-27/0001" },
        });
        expect(count).toBe(2);
      } else {
        const status = who === "signed-out" ? 401 : 403;
        expect([receipt.status, invoice.status]).toEqual([status, status]);
        expect(count).toBe(0);
      }
    },
  );

  it.each(callers)("%s: quotations for admin, manager and operations", async (who) => {
    await settings();
    const id = await seed();
    const answer = await issue(who, id, { intent: "quotation" });
    const allowed = who === "admin" || who === "manager" || who === "operations";
    expect(answer.status).toBe(allowed ? 200 : who === "signed-out" ? 401 : 403);
    expect(await h.database.db.$count(billingDocuments)).toBe(allowed ? 1 : 0);
  });

  it("refuses with a clear message: incomplete settings, a second invoice, an NC event, an unknown intent", async () => {
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
      body: { ok: false, error: "An invoice has already been issued for this reservation (EDN/26-27/0001)." },
    });
    const nc = await seed({ isFOC: true, eventDate: addDays(todayIST(), 11) });
    expect(await issue("admin", nc, { intent: "invoice" })).toEqual({
      status: 409,
      body: { ok: false, error: "Non-chargeable event: no invoice is issued." },
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
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="EDN-26-27-0001.pdf"');
    const page = await h.render(documentRoute, who, {
      pattern: "/luxebooking/documents/:id",
      path: `/luxebooking/documents/${issued.id}`,
    });
    expect(page.text).toContain("Tax Invoice");
    expect(page.text).toContain("No. EDN/26-27/0001");
    expect(page.html).toContain("<svg");
    const detail = await h.render(detailRoute, who, {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${id}`,
    });
    expect(detail.text).toContain("Tax Invoice EDN/26-27/0001");
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
