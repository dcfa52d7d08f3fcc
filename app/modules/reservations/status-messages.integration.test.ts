import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientMessages, outboxAttachments, outboxMessages } from "~/db/schema";
import * as detailRoute from "~/routes/luxebooking/reservation";
import * as emailRoute from "~/routes/luxebooking/reservation-email";
import * as whatsappRoute from "~/routes/luxebooking/reservation-whatsapp";
import { type Caller, createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { createReservation } from "./create-reservation.server";
import { releaseHold } from "./release-hold.server";
import { input } from "./test-fixtures";

/** Issue 32 item 8: messages that match the status, and e-mail buttons that say when SMTP is missing. */
let h: RouteHarness;
let noSmtp: RouteHarness;
let first: string;
let second: string;
let released: string;
beforeAll(async () => {
  h = await createRouteHarness({ env: { SMTP_URL: "smtp://127.0.0.1:2525" } });
  noSmtp = await createRouteHarness();
  const hold = (eventName: string, eventDate: string) =>
    createReservation(h.db, {
      events: h.events,
      actor: h.actor("manager"),
      input: input({ eventName, eventDate, status: "pending", clientEmail: "ravi@example.com" }),
    });
  ({ id: first } = await hold("First Family", "2099-05-01"));
  ({ id: second } = await hold("Second Family", "2099-05-01"));
  ({ id: released } = await hold("Released Family", "2099-05-03"));
  await releaseHold(h.db, { actor: h.actor("admin"), id: released, reason: "No answer", events: h.events });
});
afterAll(async () => {
  await h.close();
  await noSmtp.close();
});

const email = (harness: RouteHarness, as: Caller, id: string, kind: string) =>
  harness.reply(emailRoute.action, {
    as,
    url: `/luxebooking/reservation/${id}/email`,
    params: { id },
    form: { kind },
  });
const detail = (harness: RouteHarness, id: string) =>
  harness.render(detailRoute, "manager", {
    pattern: "/luxebooking/reservation/:id",
    path: `/luxebooking/reservation/${id}`,
  });

describe("messages that match the status", () => {
  it("a pending reservation offers 'Provisional hold', never 'Confirmation'", async () => {
    const page = await detail(h, second);
    expect(page.text).toContain("WhatsApp: Provisional hold");
    expect(page.text).toContain("E-mail: Provisional hold");
    expect(page.text).not.toContain("Confirmation");
  });

  it("a forged 'Confirmation' to a pending reservation is refused, by e-mail and WhatsApp, and nothing is recorded", async () => {
    const before = [await h.db.$count(outboxMessages), await h.db.$count(clientMessages)];
    expect(await email(h, "admin", second, "confirmation")).toEqual({
      status: 409,
      body: { ok: false, error: "The Confirmation message does not match this reservation's status." },
    });
    const whatsapp = await h.call(whatsappRoute.action, {
      as: "admin",
      url: `/luxebooking/reservation/${second}/whatsapp`,
      params: { id: second },
      form: { kind: "confirmation" },
    });
    expect(whatsapp.status).toBe(409);
    expect([await h.db.$count(outboxMessages), await h.db.$count(clientMessages)]).toEqual(before);
  });

  it("the Provisional hold e-mail tells the 2nd option the truth: its rank, the hold's end, and a TENTATIVE invitation", async () => {
    expect(await email(h, "manager", second, "provisional-hold")).toEqual({
      status: 200,
      body: { ok: true, message: "Provisional hold e-mail queued for ravi@example.com." },
    });
    const [mail] = await h.db.select().from(outboxMessages).orderBy(outboxMessages.id);
    expect(mail!.subject).toMatch(
      /^Provisional hold for Second Family on Friday, 1 May 2099, until \d+ \w+ \d{4}, /,
    );
    expect(mail!.text).toContain("(your place: 2nd option)");
    expect(mail!.text).not.toMatch(/is confirmed/);
    const [ics] = await h.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.messageId, mail!.id));
    const calendar = Buffer.from(ics!.content).toString("utf8");
    expect(calendar).toContain("\r\nSTATUS:TENTATIVE\r\n");
    expect(calendar).toContain("\r\nMETHOD:REQUEST\r\n");
  });

  it("a released hold offers only 'Hold released', which withdraws the invitation", async () => {
    const page = await detail(h, released);
    expect(page.text).toContain("WhatsApp: Hold released");
    expect(page.text).not.toContain("Provisional hold");
    expect(page.text).not.toContain("WhatsApp: Confirmation");
    expect((await email(h, "manager", released, "hold-released")).status).toBe(200);
    const mails = await h.db.select().from(outboxMessages).orderBy(outboxMessages.id);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe("Your hold for Released Family on Sunday, 3 May 2099 has been released");
    const [ics] = await h.db.select().from(outboxAttachments).where(eq(outboxAttachments.messageId, mail.id));
    expect(ics!.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(Buffer.from(ics!.content).toString("utf8")).toContain("\r\nSTATUS:CANCELLED\r\n");
    expect((await email(h, "manager", first, "hold-released")).status).toBe(409);
  });
});

describe("without SMTP", () => {
  it("the e-mail buttons say 'E-mail is not set up: ask an administrator to set SMTP_URL.' and a send queues nothing", async () => {
    const { id } = await createReservation(noSmtp.db, {
      events: noSmtp.events,
      actor: noSmtp.actor("admin"),
      input: input({ eventDate: "2099-05-10", clientEmail: "ravi@example.com" }),
    });
    const page = await detail(noSmtp, id);
    expect(page.text).toContain("E-mail is not set up: ask an administrator to set SMTP_URL.");
    expect(page.text).not.toContain("E-mail: Confirmation");
    expect(page.text).toContain("WhatsApp: Confirmation");
    expect(await email(noSmtp, "admin", id, "confirmation")).toEqual({
      status: 409,
      body: { ok: false, error: "E-mail is not set up: ask an administrator to set SMTP_URL." },
    });
    expect(await noSmtp.db.$count(outboxMessages)).toBe(0);
    expect(await noSmtp.db.$count(clientMessages)).toBe(0);
  });
});
