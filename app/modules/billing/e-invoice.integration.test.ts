import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  billingDocuments,
  billingFilingSettings,
  billingSettings,
  documentCounters,
  eInvoiceRegistrations,
  outboxMessages,
  payments,
  reservations,
} from "~/db/schema";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { addDays, todayIST } from "~/modules/time";
import * as filingRoute from "~/routes/luxebooking/admin/billing-filing";
import * as settingsRoute from "~/routes/luxebooking/admin/billing-settings";
import * as documentRoute from "~/routes/luxebooking/billing/document";
import * as pdfRoute from "~/routes/luxebooking/billing/document-pdf";
import * as eInvoiceRoute from "~/routes/luxebooking/billing/e-invoice";
import * as detailRoute from "~/routes/luxebooking/reservation";
import { fakeIrpAnswer } from "../../../tests/support/irp-answer";
import {
  type Caller,
  callers,
  createRouteHarness,
  type RouteHarness,
} from "../../../tests/support/route-harness";
import { issueInvoice, issueQuotation } from "./documents.server";
import type { EInvoice } from "./e-invoice";
import { gstinCheckCharacter } from "./gstin";
import { sendDocument } from "./send-document.server";
import { saveBillingSettings } from "./settings.server";
import { billingSettingsInput } from "./test-fixtures";

// @module-tag db (database behaviour: one answer per document and per IRN, also under a race; docs/testing.md)

/**
 * Issue 27 item 18 over the routes: the e-invoicing switch (admin), the e-invoice JSON and the
 * IRP's answer (accounts and admin) per role and with forged posts, the IRN printed on the view and
 * PDF, and 'Send to client' held until the IRN is recorded.
 */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  for (const table of [
    eInvoiceRegistrations,
    outboxMessages,
    billingDocuments,
    documentCounters,
    payments,
    reservations,
    billingSettings,
    billingFilingSettings,
  ]) {
    await h.db.delete(table);
  }
});

const schema = JSON.parse(
  readFileSync(path.resolve("tests/fixtures/e-invoice/inv-01-v1.1.schema.json"), "utf8"),
) as object;
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

const HALL = "29AAPFU0939F1ZR";
const CLIENT = `27AABCU9603R1Z${gstinCheckCharacter("27AABCU9603R1Z")}`;

async function settings() {
  await saveBillingSettings(h.db, {
    actor: actors.admin,
    events: h.events,
    input: billingSettingsInput({ address: "12 Garden Road, Jayanagar, Bengaluru 560041" }),
  });
}

async function eInvoicing(enabled: boolean) {
  const answer = await h.reply(filingRoute.action, {
    as: "admin",
    url: "/luxebooking/admin/billing-settings/filing",
    form: { intent: "e-invoicing", enabled: enabled ? "on" : "off" },
  });
  expect(answer.status).toBe(200);
}

let day = 0;
/** A confirmed reservation (a day of its own) of a registered client in Maharashtra, invoiced today. */
async function invoiced(gstin = CLIENT) {
  const { id } = await createReservation(h.db, {
    actor: actors.admin,
    events: h.events,
    input: input({
      eventDate: addDays(todayIST(), 20 + ++day),
      billingName: "Acme Events Pvt Ltd",
      billingAddress: "4th Floor, Lotus Tower, Andheri East, Mumbai 400069",
      billingGstin: gstin,
      billingStateCode: gstin ? gstin.slice(0, 2) : "",
    }),
  });
  const doc = await issueInvoice(h.db, { actor: actors.accounts, reservationId: id, events: h.events });
  return { reservationId: id, ...doc };
}

const download = (who: Caller, id: string) =>
  h.call(eInvoiceRoute.loader, { as: who, url: `/luxebooking/documents/${id}/e-invoice`, params: { id } });

const record = (who: Caller, id: string, form: Record<string, string | Blob>) =>
  h.reply(eInvoiceRoute.action, {
    as: who,
    url: `/luxebooking/documents/${id}/e-invoice`,
    params: { id },
    form,
  });

const answerFor = (number: string, overrides = {}) =>
  JSON.stringify({
    ...fakeIrpAnswer({
      docNo: number,
      sellerGstin: HALL,
      buyerGstin: CLIENT,
      ackDt: `${todayIST()} 11:30:00`,
    }),
    ...overrides,
  });

async function pdfText(who: Caller, id: string, copy?: "duplicate") {
  const outcome = await h.call(pdfRoute.loader, {
    as: who,
    url: `/luxebooking/documents/${id}/pdf${copy ? "?copy=duplicate" : ""}`,
    params: { id },
  });
  expect(outcome.status).toBe(200);
  const bytes = new Uint8Array(await outcome.response!.arrayBuffer());
  const { text } = await extractText(bytes, { mergePages: true });
  return { text, disposition: outcome.headers.get("content-disposition") };
}

describe("the e-invoicing switch", () => {
  it("is off until an administrator turns it on; the other roles are refused and change nothing", async () => {
    const page = await h.call(settingsRoute.loader, {
      as: "admin",
      url: "/luxebooking/admin/billing-settings",
    });
    expect((page.body as { filing: { eInvoicing: boolean } }).filing.eInvoicing).toBe(false);
    for (const who of callers.filter((c) => c !== "admin")) {
      const answer = await h.reply(filingRoute.action, {
        as: who,
        url: "/luxebooking/admin/billing-settings/filing",
        form: { intent: "e-invoicing", enabled: "on" },
      });
      expect(answer.status).toBe(who === "signed-out" ? 401 : 403);
      if (who !== "signed-out")
        expect(JSON.stringify(answer.body)).toContain("Only administrators can change billing settings.");
    }
    expect(await h.db.$count(billingFilingSettings)).toBe(0);
    await eInvoicing(true);
    const [row] = await h.db.select().from(billingFilingSettings);
    expect(row).toMatchObject({ eInvoicing: true, updatedByEmail: "admin@eden.test" });
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, "billing.e-invoicing.save"));
    expect(audit?.after).toEqual({ eInvoicing: true });
  });
});

describe("the e-invoice JSON", () => {
  it("is refused while e-invoicing is off", async () => {
    await settings();
    const doc = await invoiced();
    const answer = await download("accounts", doc.id);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      message: "E-invoicing is off in Billing Settings: this document has no e-invoice.",
    });
  });

  it.each(callers)("%s: downloads it only as accounts or admin, in NIC's schema 1.1", async (who) => {
    await settings();
    await eInvoicing(true);
    const doc = await invoiced();
    const outcome = await download(who, doc.id);
    if (who === "admin" || who === "accounts") {
      expect(outcome.status).toBe(200);
      expect(outcome.headers.get("content-disposition")).toBe(
        `attachment; filename="${doc.number.replaceAll("/", "-")}-e-invoice.json"`,
      );
      const json = outcome.body as EInvoice;
      expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
      expect(json.DocDtls).toEqual({
        Typ: "INV",
        No: doc.number,
        Dt: todayIST().split("-").reverse().join("/"),
      });
      expect(json.SellerDtls).toMatchObject({ Gstin: HALL, Stcd: "29", Pin: 560041, Loc: "Bengaluru" });
      expect(json.BuyerDtls).toMatchObject({
        Gstin: CLIENT,
        Stcd: "27",
        Pos: "29",
        Pin: 400069,
        Loc: "Mumbai",
      });
      // 250 guests × ₹1,200 at 18 %.
      expect(json.ValDtls).toEqual({
        AssVal: 300000,
        CgstVal: 27000,
        SgstVal: 27000,
        IgstVal: 0,
        TotInvVal: 354000,
      });
    } else {
      // A signed-out GET is sent to sign in.
      expect(outcome.status).toBe(who === "signed-out" ? 302 : 403);
    }
  });

  it("is refused for a client without GSTIN, and for a quotation", async () => {
    await settings();
    await eInvoicing(true);
    const b2c = await invoiced("");
    const message =
      "Only tax invoices, credit notes and debit notes to a registered client (with a GSTIN) are e-invoices.";
    expect((await download("accounts", b2c.id)).body).toEqual({ message });
    const quotation = await issueQuotation(h.db, {
      actor: actors.manager,
      reservationId: b2c.reservationId,
      events: h.events,
    });
    expect((await download("admin", quotation.id)).body).toEqual({ message });
  });
});

describe("the IRP's answer", () => {
  it.each(callers)("%s: records it only as accounts or admin; forged posts write nothing", async (who) => {
    await settings();
    await eInvoicing(true);
    const doc = await invoiced();
    const answer = await record(who, doc.id, { answer: answerFor(doc.number) });
    const rows = await h.db.select().from(eInvoiceRegistrations);
    if (who === "admin" || who === "accounts") {
      expect(answer).toMatchObject({
        status: 200,
        body: { ok: true, message: `IRN recorded for ${doc.number}.` },
      });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ documentId: doc.id, ackNo: "112610000123456" });
    } else {
      expect(answer.status).toBe(who === "signed-out" ? 401 : 403);
      if (who !== "signed-out")
        expect(JSON.stringify(answer.body)).toContain(
          "Only Accounts and Admin users can issue this document.",
        );
      expect(rows).toEqual([]);
    }
  });

  it("refuses a malformed or foreign answer on the field, writing nothing; takes the answer's file too", async () => {
    await settings();
    await eInvoicing(true);
    const doc = await invoiced();
    const refused = async (form: Record<string, string | Blob>, message: string) => {
      const answer = await record("accounts", doc.id, form);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(JSON.stringify(message).slice(1, -1));
      expect(await h.db.$count(eInvoiceRegistrations)).toBe(0);
    };
    await refused({ answer: "" }, "Paste the IRP's answer or choose its file.");
    await refused(
      { answer: "IRN: 1234" },
      "The IRP's answer must be the JSON it returned (it starts with '{'). Paste it whole or upload the file.",
    );
    await refused(
      { answer: answerFor(doc.number, { Irn: "12ab" }) },
      "The IRN must be 64 hexadecimal characters (0–9, a–f).",
    );
    await refused(
      { answer: answerFor(doc.number, { AckNo: "ACK-1" }) },
      "The Ack No must be the IRP's acknowledgement number: digits only.",
    );
    await refused(
      { answer: answerFor(doc.number, { AckDt: "yesterday" }) },
      "The Ack Date must be as the IRP writes it: yyyy-MM-dd HH:mm:ss (for example 2026-11-28 14:05:12).",
    );
    await refused(
      { answer: answerFor(doc.number, { SignedQRCode: "scan me" }) },
      "The SignedQRCode must be the IRP's signed QR code (a JWT: three parts separated by dots).",
    );
    await refused(
      { answer: answerFor("EDN/26-27/9999") },
      `This answer is for document EDN/26-27/9999, not ${doc.number}: it belongs to another document.`,
    );
    // The same answer, uploaded as the file the IRP gave.
    const file = new Blob([answerFor(doc.number)], { type: "application/json" });
    expect(await record("accounts", doc.id, { file })).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("is recorded once, an IRN for one document only, and the issued snapshot never changes", async () => {
    await settings();
    await eInvoicing(true);
    const doc = await invoiced();
    const [before] = await h.db.select().from(billingDocuments).where(eq(billingDocuments.id, doc.id));
    const first = answerFor(doc.number);
    expect((await record("accounts", doc.id, { answer: first })).status).toBe(200);
    const again = await record("admin", doc.id, { answer: first });
    expect(again.status).toBe(409);
    const irn = (JSON.parse(first) as { Irn: string }).Irn;
    expect(JSON.stringify(again.body)).toContain(
      `An IRN is already recorded for this document (${irn.slice(0, 12)}…).`,
    );
    // Another invoice cannot take the same IRN.
    const other = await invoiced();
    const stolen = JSON.stringify({
      ...fakeIrpAnswer({
        docNo: other.number,
        sellerGstin: HALL,
        buyerGstin: CLIENT,
        irn,
        ackDt: `${todayIST()} 11:31:00`,
      }),
    });
    const refused = await record("accounts", other.id, { answer: stolen });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain(`This IRN is already recorded for ${doc.number}.`);
    const [after] = await h.db.select().from(billingDocuments).where(eq(billingDocuments.id, doc.id));
    expect(after!.snapshot).toEqual(before!.snapshot);
    expect(await h.db.$count(eInvoiceRegistrations)).toBe(1);
    const audits = await h.db.select().from(auditLog).where(eq(auditLog.action, "document.e-invoice.record"));
    // The refused answers left no trace; the audit log outlives the other tests' documents.
    expect(audits.map((a) => a.entityId).filter((id) => id === doc.id || id === other.id)).toEqual([doc.id]);
  });

  it("keeps one answer when two are recorded at once (the second is told the IRN is already there)", async () => {
    await settings();
    await eInvoicing(true);
    const doc = await invoiced();
    const answer = answerFor(doc.number);
    const results = await Promise.all([
      record("accounts", doc.id, { answer }),
      record("admin", doc.id, { answer }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(JSON.stringify(results.find((r) => r.status === 409)!.body)).toContain(
      "An IRN is already recorded for this document",
    );
    expect(await h.db.$count(eInvoiceRegistrations)).toBe(1);
  });
});

describe("printing the e-invoice", () => {
  it("shows the steps to accounts before the IRN, then IRN, Ack No, Ack Date and the signed QR on the view", async () => {
    await settings();
    await eInvoicing(true);
    const doc = await invoiced();
    const page = (who: Caller) =>
      h.render(documentRoute, who, {
        pattern: "/luxebooking/documents/:id",
        path: `/luxebooking/documents/${doc.id}`,
      });
    const before = await page("accounts");
    expect(before.text).toContain("Download e-invoice JSON");
    expect(before.text).toContain(`${doc.number} needs its IRN before it is sent to the client`);
    expect((await page("manager")).text).not.toContain("Download e-invoice JSON");
    const answer = answerFor(doc.number);
    await record("accounts", doc.id, { answer });
    const irn = (JSON.parse(answer) as { Irn: string }).Irn;
    for (const who of ["accounts", "manager"] as const) {
      const after = await page(who);
      expect(after.text).not.toContain("Download e-invoice JSON");
      expect(after.text).toContain(`IRN ${irn}`);
      expect(after.text).toContain("Ack No 112610000123456");
      expect(after.text).toContain(`Ack Date ${todayIST()} 11:30:00`);
      expect(after.html).toContain('aria-label="Signed QR code of the e-invoice"');
    }
  });

  it("prints ORIGINAL FOR RECIPIENT, or DUPLICATE FOR SUPPLIER, and the IRN, Ack No and Ack Date on the PDF", async () => {
    await settings();
    await eInvoicing(true);
    const doc = await invoiced();
    const plain = await pdfText("operations", doc.id);
    expect(plain.text).toContain("ORIGINAL FOR RECIPIENT");
    expect(plain.text).not.toContain("IRN");
    await record("accounts", doc.id, { answer: answerFor(doc.number) });
    const irn = (JSON.parse(answerFor(doc.number)) as { Irn: string }).Irn;
    const original = await pdfText("manager", doc.id);
    expect(original.text).toContain("ORIGINAL FOR RECIPIENT");
    expect(original.text).not.toContain("DUPLICATE");
    expect(original.text).toContain(irn);
    expect(original.text).toContain("112610000123456");
    expect(original.text).toContain(`${todayIST()} 11:30:00`);
    expect(original.disposition).toBe(`attachment; filename="${doc.number.replaceAll("/", "-")}.pdf"`);
    const duplicate = await pdfText("accounts", doc.id, "duplicate");
    expect(duplicate.text).toContain("DUPLICATE FOR SUPPLIER");
    expect(duplicate.text).not.toContain("ORIGINAL FOR RECIPIENT");
    expect(duplicate.text).toContain(irn);
    expect(duplicate.disposition).toBe(
      `attachment; filename="${doc.number.replaceAll("/", "-")}-duplicate.pdf"`,
    );
  });

  it("marks every series' PDF as the original, a quotation included", async () => {
    await settings();
    const doc = await invoiced("");
    const quotation = await issueQuotation(h.db, {
      actor: actors.manager,
      reservationId: doc.reservationId,
      events: h.events,
    });
    expect((await pdfText("manager", quotation.id)).text).toContain("ORIGINAL FOR RECIPIENT");
    expect((await pdfText("manager", quotation.id, "duplicate")).text).toContain("DUPLICATE FOR SUPPLIER");
  });
});

describe("Send to client before the IRN", () => {
  const env = { SMTP_URL: "smtp://127.0.0.1:2525", ENQUIRY_TO: "hall@eden.test" };

  it("is refused for a B2B invoice while e-invoicing is on, until its IRN is recorded", async () => {
    await settings();
    await eInvoicing(true);
    const doc = await invoiced();
    const send = () => sendDocument(h.db, { actor: actors.accounts, id: doc.id, env, events: h.events });
    await expect(send()).rejects.toMatchObject({
      status: 409,
      message: `${doc.number} needs its IRN before it is sent: download its e-invoice JSON, upload it to the IRP and record the IRP's answer (CGST rule 48(4)).`,
    });
    expect(await h.db.$count(outboxMessages)).toBe(0);
    const detail = await h.call(detailRoute.loader, {
      as: "accounts",
      url: `/luxebooking/reservation/${doc.reservationId}`,
      params: { id: doc.reservationId },
    });
    const listed = (detail.body as { billing: { documents: { id: string; eInvoice: unknown }[] } }).billing
      .documents;
    expect(listed.find((d) => d.id === doc.id)?.eInvoice).toEqual({ required: true, irn: null });
    await record("accounts", doc.id, { answer: answerFor(doc.number) });
    await expect(send()).resolves.toEqual({ to: "ravi@example.com" });
    expect(await h.db.$count(outboxMessages)).toBe(1);
  });

  it("is not held while e-invoicing is off, nor for a client without GSTIN", async () => {
    await settings();
    const b2b = await invoiced();
    await expect(
      sendDocument(h.db, { actor: actors.accounts, id: b2b.id, env, events: h.events }),
    ).resolves.toEqual({
      to: "ravi@example.com",
    });
    await eInvoicing(true);
    const b2c = await invoiced("");
    await expect(
      sendDocument(h.db, { actor: actors.accounts, id: b2c.id, env, events: h.events }),
    ).resolves.toEqual({
      to: "ravi@example.com",
    });
  });
});
