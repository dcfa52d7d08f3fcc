import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, captchaUses, enquiries, outboxMessages } from "~/db/schema";
import { EventBus } from "~/modules/live/events.server";
import { setUpTestDatabase } from "../../../tests/support/db";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp";
import { MAX_DELIVERY_ATTEMPTS } from "~/modules/outbox/backoff";
import { type Channel, deliverDueMessages } from "~/modules/outbox/deliver.server";
import { smtpChannel } from "~/modules/outbox/smtp.server";
import { createCaptchaChallenge } from "./captcha.server";
import { RATE_LIMIT, submitEnquiry } from "./submit-enquiry.server";
import { openEnquiry } from "./enquiries.server";
import { ENQUIRY_FORWARD, formServiceChannel } from "./forwarding.server";

const secret = "integration-test-secret-0123456789abcdef";
const valid = {
  name: "Ananya Rao",
  email: "ananya@example.com",
  phone: "9845012345",
  subject: "Anniversary dinner",
  message: "A pavilion for 20 guests on Saturday, please.",
};
/** What is stored and forwarded: the phone in E.164 (issue 32 item 2). */
const stored = { ...valid, phone: "+919845012345" };
const database = setUpTestDatabase({ clear: [enquiries, outboxMessages, captchaUses] });
let ipCounter = 0;
const freshIp = () => `10.1.0.${++ipCounter}`;

async function solvedPayload(): Promise<string> {
  const challenge = await createCaptchaChallenge({ secret, cost: 10, counter: [5, 30] });
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

function submit(overrides: Partial<Parameters<typeof submitEnquiry>[1]> = {}) {
  return submitEnquiry(database.db, {
    input: valid,
    honeypot: "",
    captchaPayload: "",
    senderIp: freshIp(),
    secret,
    channels: ["email"],
    events: new EventBus(),
    ...overrides,
  });
}

/** The enquiry's forwarding rows in the outbox, one per channel. */
const deliveriesOf = (enquiryId: string) =>
  database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, ENQUIRY_FORWARD), eq(outboxMessages.refId, enquiryId)));

const countEnquiries = async () => (await database.db.select({ id: enquiries.id }).from(enquiries)).length;

describe("storing an enquiry", () => {
  it("stores a verified enquiry with its outbox rows before anything is forwarded, and audits it", async () => {
    const result = await submit({
      captchaPayload: await solvedPayload(),
      channels: ["email", "form-service"],
    });
    expect(result).toMatchObject({
      status: 200,
      reply: { success: true, message: "Message sent successfully! We'll get back to you soon." },
    });
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, result.enquiryId!));
    expect(row).toMatchObject({ ...stored, captcha: "verified", readAt: null });
    expect(row!.senderKey).not.toContain("10.1.0");
    const deliveries = (await deliveriesOf(row!.id)).map(({ channel, status, attempts }) => ({
      channel,
      status,
      attempts,
    }));
    expect(deliveries.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: "email", status: "pending", attempts: 0 },
      { channel: "form-service", status: "pending", attempts: 0 },
    ]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.map((a) => a.action)).toEqual(["enquiry.create"]);
  });

  it("keeps an enquiry sent without the spam check (no JavaScript) for the inbox, but queues no forwarding", async () => {
    const result = await submit({ captchaPayload: "" });
    expect(result.status).toBe(200);
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, result.enquiryId!));
    expect(row!.captcha).toBe("unverified");
    expect(await deliveriesOf(row!.id)).toEqual([]);
  });

  it("with no forwarding configured the verified enquiry simply waits in the inbox", async () => {
    const result = await submit({ captchaPayload: await solvedPayload(), channels: [] });
    expect(result.status).toBe(200);
    expect(await database.db.select().from(outboxMessages)).toEqual([]);
    expect(await countEnquiries()).toBe(1);
  });

  it("refuses each invalid field with the spec's message and stores nothing", async () => {
    const cases: [Partial<typeof valid>, string][] = [
      [{ name: " " }, "Please fill in all required fields."],
      [{ email: "ananya@example" }, "Please enter a valid email address."],
      [{ phone: "12345" }, "Please enter a valid phone number."],
      [{ message: "m".repeat(5001) }, "Message must be at most 5,000 characters."],
    ];
    for (const [change, message] of cases) {
      const result = await submit({ input: { ...valid, ...change } });
      expect(result).toMatchObject({ status: 400, reply: { success: false, message } });
    }
    expect(await countEnquiries()).toBe(0);
  });
});

describe("spam defences", () => {
  it("honeypot: answers success but stores nothing", async () => {
    const result = await submit({ honeypot: "http://spam.example" });
    expect(result).toMatchObject({ status: 200, reply: { success: true }, dropped: "honeypot" });
    expect(result.enquiryId).toBeUndefined();
    expect(await countEnquiries()).toBe(0);
  });

  it("captcha: a forged or tampered payload is refused with a clear message and nothing is stored", async () => {
    const good = JSON.parse(Buffer.from(await solvedPayload(), "base64").toString());
    good.solution.derivedKey =
      `00${good.solution.derivedKey.slice(2)}` === good.solution.derivedKey
        ? `ff${good.solution.derivedKey.slice(2)}`
        : `00${good.solution.derivedKey.slice(2)}`;
    const tampered = Buffer.from(JSON.stringify(good)).toString("base64");
    for (const payload of ["garbage", Buffer.from("{}").toString("base64"), tampered]) {
      const result = await submit({ captchaPayload: payload });
      expect(result).toMatchObject({ status: 403, reply: { success: false } });
      expect(result.reply.message).toContain("spam check could not confirm your message");
    }
    expect(await countEnquiries()).toBe(0);
  });

  it("captcha: a challenge signed with another secret is refused", async () => {
    const challenge = await createCaptchaChallenge({
      secret: "another-secret-another-secret-xx",
      cost: 10,
      counter: [5, 30],
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    expect((await submit({ captchaPayload: payload })).status).toBe(403);
  });

  it("captcha: an expired challenge is refused", async () => {
    const challenge = await createCaptchaChallenge({
      secret,
      cost: 10,
      counter: [5, 30],
      now: new Date(Date.now() - 2 * 3_600_000),
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    expect((await submit({ captchaPayload: payload })).status).toBe(403);
  });

  it("captcha: a solved challenge is good for one enquiry only", async () => {
    const payload = await solvedPayload();
    expect((await submit({ captchaPayload: payload })).status).toBe(200);
    const replay = await submit({ captchaPayload: payload });
    expect(replay.status).toBe(403);
    expect(await countEnquiries()).toBe(1);
  });

  it(`rate limit: at most ${RATE_LIMIT} enquiries per address per hour, then a clear message`, async () => {
    const ip = "10.9.9.9";
    const now = new Date("2026-03-01T10:00:00Z");
    for (let i = 0; i < 5; i++) {
      expect((await submit({ senderIp: ip, now: new Date(now.getTime() + i * 60_000) })).status).toBe(200);
    }
    const sixth = await submit({ senderIp: ip, now: new Date(now.getTime() + 10 * 60_000) });
    expect(sixth).toEqual({
      status: 429,
      reply: {
        success: false,
        message:
          "You have sent 5 messages in the last hour. Please try again later, or call us on +91 80 4123 5678.",
      },
    });
    expect(await countEnquiries()).toBe(5);
    expect((await submit({ senderIp: "10.9.9.10", now: new Date(now.getTime() + 10 * 60_000) })).status).toBe(
      200,
    );
    expect((await submit({ senderIp: ip, now: new Date(now.getTime() + 61 * 60_000) })).status).toBe(200);
  });
});

describe("concurrency", { tags: ["db"] }, () => {
  it("ten simultaneous posts from one address store exactly five (the limit holds under races)", async () => {
    const now = new Date("2026-05-01T10:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => submit({ senderIp: "10.7.7.7", now })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
    expect(await countEnquiries()).toBe(5);
  });

  it("two outbox workers running at once send each delivery once", async () => {
    const now = new Date("2026-05-02T10:00:00Z");
    for (let i = 0; i < 6; i++) await submit({ captchaPayload: await solvedPayload(), now });
    const sent: string[] = [];
    const counting: Channel = {
      send: async (message) => {
        sent.push(message.refId!);
        await new Promise((r) => setTimeout(r, 20));
      },
    };
    const rounds = await Promise.all([
      deliverDueMessages(database.db, { channels: { email: counting }, now }),
      deliverDueMessages(database.db, { channels: { email: counting }, now }),
    ]);
    expect(rounds[0]!.sent + rounds[1]!.sent).toBe(6);
    expect(new Set(sent).size).toBe(6);
    expect(sent).toHaveLength(6);
  });

  it("a solved challenge posted twice at once is accepted once", async () => {
    const payload = await solvedPayload();
    const results = await Promise.all([
      submit({ captchaPayload: payload }),
      submit({ captchaPayload: payload }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await countEnquiries()).toBe(1);
  });
});

describe("forwarding through the outbox", () => {
  let smtp: SmtpSink;
  let email: Record<string, Channel>;
  let http: Server;
  let serviceUrl: string;
  const serviceReplies: (() => { status: number; body: string; type: string })[] = [];
  const serviceForms: Record<string, string>[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    email = {
      email: smtpChannel(
        { SMTP_URL: smtp.url, ENQUIRY_TO: "events@eden.example", PUBLIC_URL: "http://eden.test" },
        { timeoutMs: 5000 },
      ),
    };

    http = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const form = await new Response(Buffer.concat(chunks), {
        headers: { "Content-Type": req.headers["content-type"] ?? "" },
      }).formData();
      serviceForms.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
      const reply = serviceReplies.shift()?.() ?? {
        status: 200,
        body: '{"success":true}',
        type: "application/json",
      };
      res.writeHead(reply.status, { "Content-Type": reply.type }).end(reply.body);
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", () => resolve()));
    serviceUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/submit`;
  });
  afterAll(async () => {
    await smtp.close();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });

  async function delivery(enquiryId: string, channel: string) {
    return (await deliveriesOf(enquiryId)).find((r) => r.channel === channel)!;
  }

  it("e-mail: a local SMTP server that fails first is retried after the backoff, then the mail arrives", async () => {
    const t0 = new Date("2026-04-01T12:00:00Z");
    const { enquiryId } = await submit({ captchaPayload: await solvedPayload(), now: t0 });
    smtp.refuseNext(1);
    expect(await deliverDueMessages(database.db, { channels: email, now: t0 })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    let row = await delivery(enquiryId!, "email");
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toContain("Mailbox busy");
    expect(row.nextAttemptAt).toEqual(new Date(t0.getTime() + 30_000));
    // The staff inbox shows the forwarding's state from the outbox.
    const manager = {
      id: "00000000-0000-4000-8000-000000000001",
      email: "m@eden.test",
      role: "manager" as const,
    };
    expect((await openEnquiry(database.db, { id: enquiryId!, actor: manager }))!.deliveries).toEqual([
      {
        channel: "email",
        status: "pending",
        attempts: 1,
        lastError: row.lastError,
        sentAt: null,
        nextAttemptAt: new Date(t0.getTime() + 30_000).toISOString(),
      },
    ]);
    // The enquiry itself is untouched by the failure.
    expect(await countEnquiries()).toBe(1);

    // Not due yet: nothing is sent before the backoff has passed.
    expect(
      await deliverDueMessages(database.db, { channels: email, now: new Date(t0.getTime() + 10_000) }),
    ).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(
      await deliverDueMessages(database.db, { channels: email, now: new Date(t0.getTime() + 31_000) }),
    ).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    row = await delivery(enquiryId!, "email");
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    const mail = smtp.mails.at(-1)!;
    expect(mail).toContain("Subject: Website enquiry from Ananya Rao: Anniversary dinner");
    expect(mail).toContain("Reply-To: Ananya Rao <ananya@example.com>");
    expect(mail).toContain("Phone: +919845012345");
    expect(mail).toContain("A pavilion for 20 guests on Saturday, please.");
    // Sent once: a later round does nothing.
    expect(
      (await deliverDueMessages(database.db, { channels: email, now: new Date(t0.getTime() + 3_600_000) }))
        .sent,
    ).toBe(0);
  });

  it("e-mail: line breaks in the visitor's subject cannot add mail headers", async () => {
    const t0 = new Date("2026-04-05T12:00:00Z");
    await submit({
      captchaPayload: await solvedPayload(),
      input: { ...valid, subject: "Hello\r\nBcc: victim@example.com" },
      now: t0,
    });
    expect((await deliverDueMessages(database.db, { channels: email, now: t0 })).sent).toBe(1);
    const headers = smtp.mails.at(-1)!.split("\r\n\r\n")[0]!;
    expect(headers).toContain("Subject: Website enquiry from Ananya Rao: Hello Bcc: victim@example.com");
    expect(headers).not.toMatch(/^Bcc:/im);
  });

  it("form service: multipart with the fields and the key; its failure message, then a parse failure, then success", async () => {
    const service = {
      "form-service": formServiceChannel({ url: serviceUrl, accessKey: "key-123", timeoutMs: 5000 }),
    };
    const t0 = new Date("2026-04-02T12:00:00Z");
    const { enquiryId } = await submit({
      captchaPayload: await solvedPayload(),
      channels: ["form-service"],
      now: t0,
    });
    serviceReplies.push(
      () => ({
        status: 200,
        body: '{"success":false,"message":"Quota exceeded for this key"}',
        type: "application/json",
      }),
      () => ({ status: 200, body: '{"success":false}', type: "application/json" }),
      () => ({ status: 502, body: "<html>Bad gateway</html>", type: "text/html" }),
      () => ({ status: 200, body: '{"success":true,"message":"Email sent"}', type: "application/json" }),
    );
    let at = t0;
    const errors: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      await deliverDueMessages(database.db, { channels: service, now: at });
      const row = await delivery(enquiryId!, "form-service");
      errors.push(row.lastError);
      at = new Date(row.nextAttemptAt.getTime() + 1);
    }
    expect(errors[0]).toBe("Quota exceeded for this key");
    expect(errors[1]).toBe("Failed to submit form. Please try again.");
    expect(errors[2]).toContain("An unexpected error occurred. Please try again.");
    expect(await deliverDueMessages(database.db, { channels: service, now: at })).toMatchObject({ sent: 1 });
    expect(await delivery(enquiryId!, "form-service")).toMatchObject({ status: "sent", attempts: 4 });
    expect(serviceForms.at(-1)).toEqual({ ...stored, access_key: "key-123" });
  });

  it("gives up after the last attempt and keeps the enquiry", async () => {
    const down: Channel = {
      send: async () => {
        throw new Error("connection refused");
      },
    };
    const t0 = new Date("2026-04-03T12:00:00Z");
    const { enquiryId } = await submit({ captchaPayload: await solvedPayload(), now: t0 });
    let at = t0;
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS; i++) {
      await deliverDueMessages(database.db, { channels: { email: down }, now: at });
      at = new Date(at.getTime() + 7 * 3_600_000);
    }
    const row = await delivery(enquiryId!, "email");
    expect(row).toMatchObject({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS });
    expect(row.lastError).toContain("connection refused");
    expect(await countEnquiries()).toBe(1);
  });

  it("leaves deliveries of a channel that is not configured waiting", async () => {
    const t0 = new Date("2026-04-04T12:00:00Z");
    const { enquiryId } = await submit({
      captchaPayload: await solvedPayload(),
      channels: ["form-service"],
      now: t0,
    });
    expect(await deliverDueMessages(database.db, { channels: email, now: t0 })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(await delivery(enquiryId!, "form-service")).toMatchObject({ status: "pending", attempts: 0 });
  });
});
