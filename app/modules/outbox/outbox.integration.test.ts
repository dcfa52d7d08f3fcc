import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { outboxAttachments, outboxMessages } from "~/db/schema";
import type { Env } from "~/env.server";
import { EventBus } from "~/modules/live/events.server";
import { createTestDatabase } from "../../../tests/support/db";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp";
import { MAX_DELIVERY_ATTEMPTS } from "./backoff";
import { type Channel, deliverDueMessages } from "./deliver.server";
import { enqueueMail, type MailInput } from "./outbox.server";
import { startOutbox } from "./runner.server";
import { smtpChannel } from "./smtp.server";

// @module-tag db (database behaviour: the PostgreSQL run repeats this file, see docs/testing.md)

/** The one outbox: written in the caller's transaction, delivered once, retried, surviving restarts. */
const db = await createTestDatabase();
let smtp: SmtpSink;
let email: Channel;
const mailEnv = () => ({ SMTP_URL: smtp.url, ENQUIRY_TO: "hall@eden.test", PUBLIC_URL: "http://eden.test" });

beforeAll(async () => {
  smtp = await startSmtpSink();
  email = smtpChannel(mailEnv(), { timeoutMs: 5000 });
});
afterAll(async () => {
  await smtp.close();
  await db.close();
});
beforeEach(async () => {
  await db.db.delete(outboxMessages);
  smtp.mails.length = 0;
});

const mail = (n: number, extra: Partial<MailInput> = {}): MailInput => ({
  to: `guest-${n}@example.com`,
  subject: `Outbox test ${n}`,
  text: `Body of mail ${n}`,
  kind: "test",
  refId: String(n),
  ...extra,
});

async function enqueue(...mails: MailInput[]) {
  await db.db.transaction(async (tx) => {
    for (const m of mails) await enqueueMail(tx, m);
  });
}

const rows = () => db.db.select().from(outboxMessages).orderBy(outboxMessages.id);
const subjectsReceived = () => smtp.mails.map((m) => /^Subject: (.*)$/m.exec(m)?.[1]).sort();

describe("enqueueMail", () => {
  it("writes in the caller's transaction: a rolled-back change leaves no mail", async () => {
    await expect(
      db.db.transaction(async (tx) => {
        await enqueueMail(
          tx,
          mail(1, { attachments: [{ filename: "a.txt", contentType: "text/plain", content: "x" }] }),
        );
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.db.$count(outboxMessages)).toBe(0);
    expect(await db.db.$count(outboxAttachments)).toBe(0);
  });

  it("sends text, HTML and attachments (text and bytes) with their types", async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    await enqueue(
      mail(2, {
        html: "<p>Body of mail 2</p>",
        fromName: "Luxe Hall Reservations",
        attachments: [
          {
            filename: "invite.ics",
            contentType: "text/calendar; method=REQUEST",
            content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
          },
          { filename: "doc.pdf", contentType: "application/pdf", content: bytes },
        ],
      }),
    );
    expect(await deliverDueMessages(db.db, { channels: { email } })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    const [raw] = smtp.mails;
    expect(raw).toContain("From: Luxe Hall Reservations <hall@eden.test>");
    expect(raw).toContain("To: guest-2@example.com");
    expect(raw).toContain("Content-Type: text/html");
    expect(raw).toContain("Content-Type: text/calendar; method=REQUEST");
    expect(raw).toMatch(/filename=invite\.ics/);
    expect(raw).toContain("Content-Type: application/pdf");
    expect(raw).toContain(Buffer.from(bytes).toString("base64"));
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, text: "Body of mail 2" });
    expect(row!.sentAt).not.toBeNull();
  });

  it("a mail without a recipient goes to the venue's address (ENQUIRY_TO)", async () => {
    await enqueue(mail(3, { to: null }));
    await deliverDueMessages(db.db, { channels: { email } });
    expect(smtp.mails[0]).toContain("To: hall@eden.test");
  });
});

describe("delivery", () => {
  it("a refusing SMTP server: the error is recorded, retried after the backoff, then sent once", async () => {
    const t0 = new Date("2026-06-01T10:00:00Z");
    await enqueue(mail(4, { now: t0 }));
    smtp.refuseNext(1);
    expect(await deliverDueMessages(db.db, { channels: { email }, now: t0 })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    let [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toContain("E-mail not accepted: ");
    expect(row!.lastError).toContain("Mailbox busy");
    expect(row!.nextAttemptAt).toEqual(new Date(t0.getTime() + 30_000));
    expect(
      await deliverDueMessages(db.db, { channels: { email }, now: new Date(t0.getTime() + 10_000) }),
    ).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    const later = new Date(t0.getTime() + 31_000);
    expect((await deliverDueMessages(db.db, { channels: { email }, now: later })).sent).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null, sentAt: later });
    expect(subjectsReceived()).toEqual(["Outbox test 4"]);
    expect(
      (await deliverDueMessages(db.db, { channels: { email }, now: new Date(t0.getTime() + 3_600_000) }))
        .sent,
    ).toBe(0);
  });

  it("gives up after the last attempt, keeping the last error", async () => {
    const down: Channel = {
      send: async () => {
        throw new Error("connection refused");
      },
    };
    let at = new Date("2026-06-02T10:00:00Z");
    await enqueue(mail(5, { now: at }));
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS; i++) {
      await deliverDueMessages(db.db, { channels: { email: down }, now: at });
      at = new Date(at.getTime() + 7 * 3_600_000);
    }
    const [row] = await rows();
    expect(row).toMatchObject({
      status: "failed",
      attempts: MAX_DELIVERY_ATTEMPTS,
      lastError: "Unexpected: connection refused",
    });
  });

  it("two runners at once deliver each row once", async () => {
    await enqueue(...Array.from({ length: 8 }, (_, i) => mail(10 + i)));
    const rounds = await Promise.all([
      deliverDueMessages(db.db, { channels: { email }, batch: 5 }),
      deliverDueMessages(db.db, { channels: { email }, batch: 5 }),
      deliverDueMessages(db.db, { channels: { email }, batch: 5 }),
    ]);
    expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(8);
    expect(subjectsReceived()).toEqual(Array.from({ length: 8 }, (_, i) => `Outbox test ${10 + i}`).sort());
    expect((await rows()).map((r) => r.attempts)).toEqual(Array(8).fill(1));
  });

  it("survives a restart: rows queued before, and one held by a runner that died, are each delivered once by the new runner", async () => {
    await enqueue(mail(20), mail(21), mail(22));
    // A runner claimed mail 22 and died before sending: its claim lapses and the new runner takes it.
    const [held] = await db.db
      .update(outboxMessages)
      .set({ lockedUntil: new Date(Date.now() + 1500), attempts: 1 })
      .where(eq(outboxMessages.refId, "22"))
      .returning();
    expect(held).toBeDefined();
    const kinds = { test: { changed: vi.fn(async () => {}) } };
    const first = new EventBus();
    startOutbox(
      { database: db, env: { ...mailEnv(), LOG_LEVEL: "silent" } as Env, events: first },
      { channels: { email }, kinds },
    );
    await vi.waitFor(async () => expect((await rows()).filter((r) => r.status === "sent")).toHaveLength(2), {
      timeout: 10_000,
    });
    await first.close();
    // The "restarted" process: a new runner on the same database.
    const second = new EventBus();
    const runner = startOutbox(
      { database: db, env: { ...mailEnv(), LOG_LEVEL: "silent" } as Env, events: second },
      { channels: { email }, kinds },
    );
    await vi.waitFor(
      async () => {
        runner!.kick();
        expect((await rows()).map((r) => r.status)).toEqual(["sent", "sent", "sent"]);
      },
      { timeout: 10_000, interval: 200 },
    );
    await second.close();
    expect(subjectsReceived()).toEqual(["Outbox test 20", "Outbox test 21", "Outbox test 22"]);
    expect(kinds.test.changed).toHaveBeenCalled();
  });
});

describe("sensitive mail", () => {
  it("its body and attachments are cleared once delivered; the subject and the record stay", async () => {
    await enqueue(
      mail(30, {
        text: "secret-token-abc",
        sensitive: true,
        attachments: [{ filename: "a.txt", contentType: "text/plain", content: "secret-token-abc" }],
      }),
    );
    await deliverDueMessages(db.db, { channels: { email } });
    expect(smtp.mails[0]).toContain("secret-token-abc");
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", text: "", html: null, subject: "Outbox test 30" });
    expect(JSON.stringify(row)).not.toContain("secret-token-abc");
    expect(await db.db.$count(outboxAttachments)).toBe(0);
  });

  it("its body is cleared too when the outbox gives up on it", async () => {
    const down: Channel = {
      send: async () => {
        throw new Error("connection refused");
      },
    };
    let at = new Date("2026-06-03T10:00:00Z");
    await enqueue(mail(31, { text: "secret-token-def", sensitive: true, now: at }));
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS - 1; i++) {
      await deliverDueMessages(db.db, { channels: { email: down }, now: at });
      at = new Date(at.getTime() + 7 * 3_600_000);
    }
    expect((await rows())[0]).toMatchObject({ status: "pending", text: "secret-token-def" });
    await deliverDueMessages(db.db, { channels: { email: down }, now: at });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", text: "", lastError: "Unexpected: connection refused" });
  });
});
