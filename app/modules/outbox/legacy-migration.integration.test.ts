import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { applyMigrations, migrationFolders } from "~/db/migrate.server";
import { billingDocuments, outboxMessages } from "~/db/schema";
import { issueInvoice, listReservationDocuments } from "~/modules/billing/documents.server";
import { documentMailKind } from "~/modules/billing/send-document.server";
import { DOCUMENT_MAIL } from "~/modules/billing/send-status.server";
import { saveBillingSettings } from "~/modules/billing/settings.server";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";
import { openEnquiry } from "~/modules/contact/enquiries.server";
import { queueForwarding } from "~/modules/contact/forwarding.server";
import { EventBus } from "~/modules/live/events.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp";
import { deliverDueMessages } from "./deliver.server";
import { smtpChannel } from "./smtp.server";
import { openBlankPglite } from "../../../tests/support/db";

/**
 * drizzle/05-outbox/0001_legacy_deliveries.sql on a database made before the outbox: the rows of
 * enquiry_deliveries and document_deliveries move into outbox_messages, nothing pending is lost.
 */
describe("moving the earlier outboxes' rows into the one outbox", () => {
  let dir: string;
  let smtp: SmtpSink;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "eden-outbox-migrate-"));
    for (const f of migrationFolders()) {
      if (f.name !== "05-outbox") cpSync(f.folder, path.join(dir, f.name), { recursive: true });
    }
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await smtp.close();
  });

  it("keeps each row's state; pending ones are then delivered with the same texts as new ones", async () => {
    const old = await openBlankPglite();
    try {
      await applyMigrations(old, dir);
      const events = new EventBus();
      const now = new Date("2026-12-20T06:00:00Z");
      await saveBillingSettings(old.db, {
        actor: actors.admin,
        events,
        input: billingSettingsInput({ tradeName: "Eden Garden" }),
      });
      const { id: reservationId } = await createReservation(old.db, {
        actor: actors.admin,
        events,
        input: input({
          eventDate: "2026-12-10",
          billingAddress: "7 Lake View Road, Bengaluru",
          advanceAmountReceived: "0",
        }),
      });
      const invoice = await issueInvoice(old.db, { actor: actors.admin, reservationId, events, now });
      const [enquiry] = await queryRows<{ id: string }>(
        old.db,
        sql`insert into enquiries (name, email, phone, subject, message, sender_key, captcha, created_at)
            values ('Ananya Rao', 'ananya@example.com', '9845012345', 'Anniversary dinner',
                    'A pavilion for 20 guests on Saturday, please.', 'k', 'verified', '2026-03-01T10:00:00.123Z')
            returning id`,
      );
      const enquiryId = enquiry!.id;
      await old.db.execute(sql`
        insert into enquiry_deliveries (enquiry_id, channel, status, attempts, next_attempt_at, last_error, sent_at, created_at)
        values (${enquiryId}, 'email', 'pending', 1, '2026-03-01T10:00:30Z', 'E-mail not accepted: busy', null, '2026-03-01T10:00:00.123Z'),
               (${enquiryId}, 'form-service', 'sent', 1, '2026-03-01T10:00:00Z', null, '2026-03-01T10:00:01Z', '2026-03-01T10:00:00.123Z')`);
      await old.db.execute(sql`
        insert into document_deliveries (document_id, "to", status, attempts, next_attempt_at, created_at)
        values (${invoice.id}, 'ravi@example.com', 'pending', 0, ${now.toISOString()}, ${now.toISOString()})`);

      await applyMigrations(old);

      const manager = {
        id: "00000000-0000-4000-8000-000000000001",
        email: "m@eden.test",
        role: "manager" as const,
      };
      const detail = await openEnquiry(old.db, { id: enquiryId, actor: manager });
      expect(detail!.deliveries).toEqual([
        {
          channel: "email",
          status: "pending",
          attempts: 1,
          lastError: "E-mail not accepted: busy",
          sentAt: null,
          nextAttemptAt: "2026-03-01T10:00:30.000Z",
        },
        {
          channel: "form-service",
          status: "sent",
          attempts: 1,
          lastError: null,
          sentAt: "2026-03-01T10:00:01.000Z",
          nextAttemptAt: "2026-03-01T10:00:00.000Z",
        },
      ]);
      expect((await listReservationDocuments(old.db, reservationId)).map((d) => d.status)).toEqual([
        "sending",
      ]);

      // The moved e-mail is the one queueForwarding writes for a new enquiry.
      const [moved] = await old.db.select().from(outboxMessages).where(eq(outboxMessages.channel, "email"));
      const fresh = await old.db.transaction(async (tx) => {
        await queueForwarding(
          tx,
          {
            id: enquiryId,
            name: "Ananya Rao",
            email: "ananya@example.com",
            phone: "9845012345",
            subject: "Anniversary dinner",
            message: "A pavilion for 20 guests on Saturday, please.",
            createdAt: new Date("2026-03-01T10:00:00.123Z"),
          },
          ["email", "form-service"],
        );
        return tx.select().from(outboxMessages).where(eq(outboxMessages.status, "pending"));
      });
      const shape = (r: typeof moved) => ({
        kind: r!.kind,
        refId: r!.refId,
        channel: r!.channel,
        to: r!.to,
        fromName: r!.fromName,
        replyTo: r!.replyTo,
        headers: r!.headers,
        subject: r!.subject,
        text: r!.text,
        payload: r!.payload,
      });
      const freshEmail = fresh.find(
        (r) => r.kind === "enquiry" && r.id !== moved!.id && r.channel === "email",
      );
      expect(shape(moved)).toEqual(shape(freshEmail));
      const [movedPost] = await old.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.channel, "form-service"))
        .orderBy(outboxMessages.id);
      expect(movedPost!.payload).toEqual(fresh.find((r) => r.channel === "form-service")!.payload);
      await old.db.delete(outboxMessages).where(eq(outboxMessages.id, freshEmail!.id));
      await old.db
        .delete(outboxMessages)
        .where(eq(outboxMessages.id, fresh.find((r) => r.channel === "form-service")!.id));

      const later = new Date("2026-12-20T07:00:00Z");
      const round = await deliverDueMessages(old.db, {
        channels: {
          email: smtpChannel(
            { SMTP_URL: smtp.url, ENQUIRY_TO: "events@eden.example", PUBLIC_URL: "http://eden.test" },
            { timeoutMs: 5000 },
          ),
        },
        kinds: { [DOCUMENT_MAIL]: documentMailKind },
        now: later,
      });
      expect(round).toEqual({ sent: 2, retrying: 0, failed: 0 });
      const [enquiryMail, documentMail] = smtp.mails;
      expect(enquiryMail).toContain("To: events@eden.example");
      expect(enquiryMail).toContain("Subject: Website enquiry from Ananya Rao: Anniversary dinner");
      expect(enquiryMail).toContain("Received: 2026-03-01T10:00:00.123Z");
      expect(documentMail).toContain("To: ravi@example.com");
      expect(documentMail).toContain("Content-Type: application/pdf");
      const [doc] = await old.db.select().from(billingDocuments).where(eq(billingDocuments.id, invoice.id));
      expect(doc!.sentAt).toEqual(later);
      expect((await listReservationDocuments(old.db, reservationId)).map((d) => d.status)).toEqual(["sent"]);
    } finally {
      await old.close();
    }
  });
});
