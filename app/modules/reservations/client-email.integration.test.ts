import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientMessages, outboxAttachments, outboxMessages, reservations } from "~/db/schema";
import { deliverDueMessages } from "~/modules/outbox/deliver.server";
import { smtpChannel } from "~/modules/outbox/smtp.server";
import { outboxKinds } from "~/modules/outbox/start.server";
import * as messagesRoute from "~/routes/luxebooking/admin/messages";
import * as detailRoute from "~/routes/luxebooking/reservation";
import * as emailRoute from "~/routes/luxebooking/reservation-email";
import { type Caller, createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp";
import { createReservation } from "./create-reservation.server";
import { hallLocation } from "./invitation";
import { input } from "./test-fixtures";

/** Issue 16 item 5 (e-mail): the messages through the outbox, the Confirmation with its invitation. */
let h: RouteHarness;
let smtp: SmtpSink;
let id: string;
let noEmail: string;
beforeAll(async () => {
  // The e-mail buttons need SMTP (issue 32 item 8); the test's own channel delivers to the sink.
  h = await createRouteHarness({ env: { SMTP_URL: "smtp://127.0.0.1:2525" } });
  smtp = await startSmtpSink();
  ({ id } = await createReservation(h.db, {
    events: h.events,
    actor: h.actor("admin"),
    input: input({ eventDate: "2099-03-14", clientEmail: "ravi@example.com" }),
  }));
  ({ id: noEmail } = await createReservation(h.db, {
    events: h.events,
    actor: h.actor("admin"),
    input: input({ eventDate: "2099-03-16", eventName: "Imported Without E-mail" }),
  }));
  // An older or imported record: the form would not take it today.
  await h.db.update(reservations).set({ clientEmail: "" }).where(eq(reservations.id, noEmail));
});
afterAll(async () => {
  await smtp.close();
  await h.close();
});

const send = (as: Caller, kind: string, reservation = id) =>
  h.reply(emailRoute.action, {
    as,
    url: `/luxebooking/reservation/${reservation}/email`,
    params: { id: reservation },
    form: { kind },
  });
const mails = () => h.db.select().from(outboxMessages).orderBy(outboxMessages.id);
const attachmentsOf = (messageId: number) =>
  h.db.select().from(outboxAttachments).where(eq(outboxAttachments.messageId, messageId));

describe("client messages by e-mail", { tags: ["db"] }, () => {
  it("the Confirmation queues one outbox mail in the admin's words with an .ics invitation (METHOD:REQUEST, Asia/Kolkata, the hall's address)", async () => {
    await h.reply(messagesRoute.action, {
      as: "admin",
      url: "/luxebooking/admin/messages",
      form: {
        intent: "save",
        kind: "confirmation",
        subject: "Booked: {eventName}",
        text: "Dear {clientName}, {eventName} on {eventDate} is confirmed.",
      },
    });
    const answer = await send("manager", "confirmation");
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, message: "Confirmation e-mail queued for ravi@example.com." },
    });
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: "client-message",
      channel: "email",
      to: "ravi@example.com",
      status: "pending",
      subject: "Booked: Sharma Wedding Reception",
      text: "Dear Ravi Sharma, Sharma Wedding Reception on Saturday, 14 March 2099 is confirmed.",
    });
    const [record] = await h.db.select().from(clientMessages).where(eq(clientMessages.reservationId, id));
    expect(record).toMatchObject({
      channel: "email",
      kind: "confirmation",
      sentByEmail: "manager@eden.test",
    });
    expect(mail!.refId).toBe(record!.id);

    const [ics, ...moreFiles] = await attachmentsOf(mail!.id);
    expect(moreFiles).toEqual([]);
    expect(ics).toMatchObject({
      filename: "invitation.ics",
      contentType: expect.stringMatching(/^text\/calendar;.*method=REQUEST/),
    });
    const text = Buffer.from(ics!.content).toString("utf8");
    expect(text).toMatch(/\r\nDTSTART;TZID=Asia\/Kolkata:20990314T180000\r\n/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const zone = calendar.getFirstSubcomponent("vtimezone")!;
    expect(zone.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
    ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.component.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Asia/Kolkata");
    expect(event.startDate.toJSDate().toISOString()).toBe("2099-03-14T12:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2099-03-14T17:30:00.000Z");
    expect(event.location).toBe(hallLocation);
    expect(event.location).toBe("Eden Luxe Hall, 14 Cunningham Road, Vasanth Nagar, Bengaluru 560052");
    expect(event.uid).toBe(`invitation-${id}@luxe.eden`);
    expect(event.organizer).toMatch(/^mailto:/);
    expect(event.attendees[0]!.getFirstValue()).toBe("mailto:ravi@example.com");
  });

  it("sent again, the invitation keeps its UID; the other messages go without one; each is listed with channel and sender", async () => {
    await send("accounts", "confirmation");
    await send("operations", "payment-reminder");
    const all = await mails();
    expect(all).toHaveLength(3);
    const uids = [];
    for (const mail of all.filter((m) => m.subject.startsWith("Booked:"))) {
      const [ics] = await attachmentsOf(mail.id);
      uids.push(
        new ICAL.Event(
          new ICAL.Component(ICAL.parse(Buffer.from(ics!.content).toString())).getFirstSubcomponent(
            "vevent",
          )!,
        ).uid,
      );
    }
    expect(uids).toEqual([`invitation-${id}@luxe.eden`, `invitation-${id}@luxe.eden`]);
    expect(all[2]!.subject).toBe("Payment reminder for Sharma Wedding Reception");
    expect(all[2]!.text).toContain("₹2,54,000.00 is due");
    expect(await attachmentsOf(all[2]!.id)).toEqual([]);
    const page = await h.render(detailRoute, "accounts", {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${id}`,
    });
    expect(page.text).toContain("E-mail: Thank you");
    expect(page.text).toMatch(/E-mail · Confirmation · manager@eden\.test \(queued\)/);
    expect(page.text).toMatch(/E-mail · Payment reminder · operations@eden\.test \(queued\)/);
  });

  it("the outbox delivers it: the client receives the text with the invitation as text/calendar, and the list says delivered", async () => {
    const email = smtpChannel({
      SMTP_URL: smtp.url,
      ENQUIRY_TO: "hall@eden.test",
      PUBLIC_URL: "http://eden.test",
    });
    const before = h.published.length;
    expect(
      (await deliverDueMessages(h.db, { channels: { email }, kinds: outboxKinds, events: h.events })).sent,
    ).toBe(3);
    // The reservation's screen follows the topic: its 'Messages sent' moves on from 'queued'.
    expect(h.published.slice(before)).toContainEqual(
      expect.objectContaining({ topic: "reservations", type: "client-message.delivery" }),
    );
    const received = smtp.mails.find((m) => m.includes("Booked: Sharma Wedding Reception"))!;
    expect(received).toContain("To: ravi@example.com");
    expect(received).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(received).toContain("filename=invitation.ics");
    const page = await h.render(detailRoute, "admin", {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${id}`,
    });
    expect(page.text).toMatch(/E-mail · Confirmation · manager@eden\.test \(delivered\)/);
  });

  it("a client without an e-mail: the screen says so and a forged send is refused; bad kinds, unknown reservations, signed out and unknown roles change nothing", async () => {
    const page = await h.render(detailRoute, "admin", {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${noEmail}`,
    });
    expect(page.text).toContain("This client has no e-mail address to send to.");
    expect(page.text).not.toContain("E-mail: Confirmation");
    expect(page.text).toContain("WhatsApp: Confirmation");
    const before = [await h.db.$count(outboxMessages), await h.db.$count(clientMessages)];
    expect(await send("admin", "confirmation", noEmail)).toEqual({
      status: 400,
      body: { ok: false, error: "This client has no e-mail address to send to." },
    });
    expect((await send("admin", "marketing")).status).toBe(400);
    expect((await send("admin", "confirmation", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await send("admin", "confirmation", "not-an-id")).status).toBe(404);
    expect((await send("signed-out", "confirmation")).status).toBe(401);
    expect((await send("unknown", "confirmation")).status).toBe(403);
    expect([await h.db.$count(outboxMessages), await h.db.$count(clientMessages)]).toEqual(before);
  });
});
