// @module-tag db (database behaviour: the PostgreSQL run repeats this file, see docs/testing.md)
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingDocuments, outboxMessages } from "~/db/schema";
import { EventBus } from "~/modules/live/events.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { createTestDatabase } from "../../../tests/support/db";
import { issueInvoice, issueQuotation, listReservationDocuments } from "./documents.server";
import { deliverDueMessages } from "~/modules/outbox/deliver.server";
import { smtpChannel } from "~/modules/outbox/smtp.server";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp";
import { documentMailKind, sendDocument } from "./send-document.server";
import { DOCUMENT_MAIL } from "./send-status.server";
import { saveBillingSettings } from "./settings.server";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";

/** 'Send to client' (issue 15 item 4): queued in the outbox, mailed with the PDF, retried on failure. */
const db = await createTestDatabase();
const events = new EventBus();
let smtp: SmtpSink;
const now = new Date("2026-12-20T06:00:00Z");

beforeAll(async () => {
  smtp = await startSmtpSink();
  await saveBillingSettings(db.db, {
    actor: actors.admin,
    events,
    input: billingSettingsInput({ tradeName: "Eden Garden" }),
  });
});
afterAll(async () => {
  await smtp.close();
  await db.close();
});

describe("send to client", () => {
  it("is refused while e-mail is not configured, and by roles that may not issue the series", async () => {
    const { id } = await createReservation(db.db, {
      actor: actors.admin,
      events,
      input: input({ eventDate: "2026-12-10", billingAddress: "7 Lake View Road, Bengaluru" }),
    });
    const invoice = await issueInvoice(db.db, { actor: actors.admin, reservationId: id, events, now });
    await expect(
      sendDocument(db.db, { actor: actors.accounts, id: invoice.id, env: {}, events }),
    ).rejects.toMatchObject({
      status: 409,
      message: "E-mail is not configured, so documents cannot be sent. Download the PDF instead.",
    });
    const env = { SMTP_URL: smtp.url, ENQUIRY_TO: "hall@eden.test" };
    await expect(
      sendDocument(db.db, { actor: actors.manager, id: invoice.id, env, events }),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect(await db.db.$count(outboxMessages)).toBe(0);
    const quotation = await issueQuotation(db.db, { actor: actors.manager, reservationId: id, events, now });
    await expect(
      sendDocument(db.db, { actor: actors.manager, id: quotation.id, env, events }),
    ).resolves.toEqual({
      to: "ravi@example.com",
    });
  });

  it("mails the PDF, retrying after a refusal, and marks the document sent", async () => {
    await db.db.delete(outboxMessages);
    const { id } = await createReservation(db.db, {
      actor: actors.admin,
      events,
      input: input({
        eventDate: "2026-12-11",
        billingAddress: "7 Lake View Road, Bengaluru",
        advanceAmountReceived: "0",
      }),
    });
    const invoice = await issueInvoice(db.db, { actor: actors.admin, reservationId: id, events, now });
    const env = { SMTP_URL: smtp.url, ENQUIRY_TO: "hall@eden.test" };
    await sendDocument(db.db, { actor: actors.accounts, id: invoice.id, env, events, now });
    expect((await listReservationDocuments(db.db, id)).map((d) => d.status)).toEqual(["sending"]);
    smtp.refuseNext(1);
    const outbox = {
      channels: { email: smtpChannel({ ...env, PUBLIC_URL: "http://eden.test" }, { timeoutMs: 5000 }) },
      kinds: { [DOCUMENT_MAIL]: documentMailKind },
    };
    expect(await deliverDueMessages(db.db, { ...outbox, now })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    // Not due again before its backoff.
    expect(await deliverDueMessages(db.db, { ...outbox, now })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    const later = new Date(now.getTime() + 60 * 60_000);
    expect(await deliverDueMessages(db.db, { ...outbox, now: later })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toContain("To: ravi@example.com");
    expect(smtp.mails[0]).toMatch(/Subject: Tax Invoice EDN\/\d\d-\d\d\/\d{4}/);
    expect(smtp.mails[0]).toContain("Content-Type: application/pdf");
    expect(smtp.mails[0]).toMatch(/filename=EDN-\d\d-\d\d-\d{4}\.pdf/);
    const [doc] = await db.db.select().from(billingDocuments).where(eq(billingDocuments.id, invoice.id));
    expect(doc!.sentAt).toEqual(later);
    expect((await listReservationDocuments(db.db, id)).map((d) => d.status)).toEqual(["sent"]);
  });
});
