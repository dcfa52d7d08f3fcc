import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, messageTemplates } from "~/db/schema";
import * as messagesRoute from "~/routes/luxebooking/admin/messages";
import * as whatsappRoute from "~/routes/luxebooking/reservation-whatsapp";
import { type Caller, createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { createReservation } from "./create-reservation.server";
import { defaultTemplates } from "./client-messages";
import { readMessageTemplates } from "./message-templates.server";
import { input } from "./test-fixtures";

/** Issue 16 item 5: the admin's editor of the client messages at /luxebooking/admin/messages. */
let h: RouteHarness;
let id: string;
beforeAll(async () => {
  h = await createRouteHarness();
  ({ id } = await createReservation(h.db, {
    events: h.events,
    actor: h.actor("admin"),
    input: input({ eventDate: "2099-04-18", clientPhone: "+91 98450 12345" }),
  }));
});
afterAll(() => h.close());

const url = "/luxebooking/admin/messages";
const post = (as: Caller, form: Record<string, string>) => h.reply(messagesRoute.action, { as, url, form });
const edited = {
  intent: "save",
  kind: "confirmation",
  subject: "Confirmed: {eventName}",
  text: "Hello {clientName}! {eventName} on {eventDate} is booked for {guestCount} guests.",
};
const stored = () => h.db.select().from(messageTemplates);
const whatsappText = async () => {
  const answer = await h.reply(whatsappRoute.action, {
    as: "manager",
    url: `/luxebooking/reservation/${id}/whatsapp`,
    params: { id },
    form: { kind: "confirmation" },
  });
  return new URL(answer.body as string).searchParams.get("text");
};

describe("the client messages editor", { tags: ["db"] }, () => {
  it("shows the admin each message with its default text, the placeholders and a filled preview", async () => {
    const page = await h.render(messagesRoute, "admin", { pattern: url, path: url });
    expect(page.status).toBe(200);
    for (const label of ["Confirmation", "Payment reminder", "Event-day details", "Thank you"]) {
      expect(page.text).toContain(label);
    }
    expect(page.text).toContain("{venuePhone}");
    expect(page.html).toContain(defaultTemplates["thank-you"].replace(/'/g, "&#x27;"));
    expect(page.text).toContain(
      "Dear Ravi Sharma, your booking of the Luxe hall for Sharma Wedding Reception on Saturday, 12 December 2026",
    );
  });

  it("manager, operations, accounts, an unknown role and signed-out people can neither open nor post; nothing changes", async () => {
    for (const who of ["manager", "operations", "accounts", "unknown"] as const) {
      const page = await h.reply(messagesRoute.loader, { as: who, url });
      expect(page.status, who).toBe(403);
      const forged = await post(who, edited);
      expect(forged.status, who).toBe(403);
      expect(JSON.stringify(forged.body)).toContain("Only administrators can edit client messages.");
      expect((await post(who, { intent: "reset", kind: "confirmation" })).status, who).toBe(403);
    }
    expect((await post("signed-out", edited)).status).toBeGreaterThanOrEqual(300);
    expect((await h.reply(messagesRoute.loader, { as: "signed-out", url })).status).toBeGreaterThanOrEqual(
      300,
    );
    expect(await stored()).toEqual([]);
    expect(await whatsappText()).toContain("your booking of the Luxe hall");
  });

  it("unknown placeholders, empty or overlong texts and unknown kinds are refused with the reason; nothing changes", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...edited, text: "Hi {name}" }, "Unknown placeholder {name}."],
      [{ ...edited, subject: "{ClientName}" }, "Unknown placeholder {ClientName}."],
      [{ ...edited, text: "  " }, "Enter the message text."],
      [{ ...edited, subject: "" }, "Enter the e-mail subject."],
      [{ ...edited, text: "x".repeat(1001) }, "The message can be at most 1,000 characters."],
      [{ ...edited, kind: "marketing" }, "Unknown message."],
    ];
    for (const [form, message] of cases) {
      const answer = await post("admin", form);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect(await stored()).toEqual([]);
  });

  it("an admin's saved text is what the WhatsApp button sends, audited and published live; Reset to default puts it back", async () => {
    const before = h.published.length;
    const saved = await post("admin", edited);
    expect(saved).toMatchObject({ status: 200, body: { ok: true, message: "Confirmation message saved." } });
    expect(await whatsappText()).toBe(
      "Hello Ravi Sharma! Sharma Wedding Reception on Saturday, 18 April 2099 is booked for 250 guests.",
    );
    const templates = await readMessageTemplates(h.db);
    expect(templates.confirmation).toMatchObject({
      edited: true,
      subject: edited.subject,
      updatedByEmail: "admin@eden.test",
    });
    expect(templates["thank-you"].edited).toBe(false);
    const page = await h.render(messagesRoute, "admin", { pattern: url, path: url });
    expect(page.text).toContain("Edited by admin@eden.test");
    expect(page.text).toContain("Reset to default");
    expect(h.published.slice(before)).toContainEqual(
      expect.objectContaining({ topic: "reservations", type: "message-templates", id: "confirmation" }),
    );

    const reset = await post("admin", { intent: "reset", kind: "confirmation" });
    expect(reset).toMatchObject({
      status: 200,
      body: { ok: true, message: "Confirmation message reset to its default." },
    });
    expect(await stored()).toEqual([]);
    expect(await whatsappText()).toBe(
      "Dear Ravi Sharma, your booking of the Luxe hall for Sharma Wedding Reception on Saturday, 18 April 2099, 18:00 – 23:00, for 250 guests is confirmed. Thank you for choosing Eden!",
    );
    const audit = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "message_template"), eq(auditLog.entityId, "confirmation")));
    expect(audit.map((a) => [a.action, a.actorEmail])).toEqual([
      ["message-template.save", "admin@eden.test"],
      ["message-template.reset", "admin@eden.test"],
    ]);
    expect(audit[0]!.after).toMatchObject({ text: edited.text });
    expect(audit[1]!.before).toMatchObject({ text: edited.text });
  });
});
