import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  billingDocuments,
  billingSettings,
  clientLinks,
  documentCounters,
  instalmentReminders,
  messageTemplates,
  paymentInstalments,
  payments,
  reservations,
} from "~/db/schema";
import { recordPayment } from "~/modules/billing/ledger.server";
import { saveBillingSettings } from "~/modules/billing/settings.server";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { saveMessageTemplate } from "~/modules/reservations/message-templates.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { addDays, todayIST } from "~/modules/time";
import * as accountsRoute from "~/routes/luxebooking/accounts";
import * as staffRoute from "~/routes/luxebooking/client-page";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { messageTexts } from "~/modules/reservations/client-messages";
import { createClientLink, revokeClientLink } from "./links.server";
import { scheduleOf } from "./schedule.server";
import { clientPagePanel } from "./staff-panel.server";
import { clientPageTexts } from "./texts";
import { listInstalmentsDue } from "./instalments-due.server";
import { sendInstalmentWhatsapp } from "./whatsapp-reminder.server";

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  for (const table of [
    instalmentReminders,
    messageTemplates,
    paymentInstalments,
    clientLinks,
    billingDocuments,
    documentCounters,
    payments,
    reservations,
    billingSettings,
  ])
    await h.db.delete(table);
});

const now = new Date("2027-01-25T06:00:00Z");

/** A confirmed event on 1 March 2027 (₹3,54,000.00): ₹88,500 due 20 Jan, ₹1,77,000 due 30 Jan, ₹88,500 due 22 Feb. */
async function seed(eventDate = "2027-03-01") {
  await saveBillingSettings(h.db, {
    actor: actors.admin,
    events: h.events,
    input: billingSettingsInput({ tradeName: "Eden Garden", address: "12 Garden Road, Bengaluru" }),
  });
  const { id } = await createReservation(h.db, {
    actor: actors.admin,
    events: h.events,
    input: input({ eventDate, advanceAmountReceived: "0" }),
  });
  const schedule = await scheduleOf(h.db, { reservationId: id, now: new Date("2027-01-20T06:00:00Z") });
  return { id, refs: schedule!.instalments.map((i) => i.reference) };
}

const text = (link: string) => decodeURIComponent(new URL(link).searchParams.get("text") ?? "");

describe("the one-click WhatsApp reminder of an instalment (issue 30 item 8)", () => {
  it("fills {amount} (left of it), {due_date} and {client_link}; recorded and listed with its time beside e-mails", async () => {
    const { id, refs } = await seed();
    const { path } = await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    // ₹1,00,000 paid: the first instalment and ₹11,500 of the second; the reminder asks for what is left.
    await recordPayment(h.db, {
      actor: actors.accounts,
      reservationId: id,
      events: h.events,
      now,
      input: { amount: 100_000_00, paidOn: "2027-01-24", mode: "upi", reference: "UTR1", note: "" },
    });
    const link = await sendInstalmentWhatsapp(h.db, {
      actor: actors.operations,
      reservationId: id,
      reference: refs[1]!,
      now,
      publicUrl: "https://eden.example",
    });
    expect(link.startsWith("https://wa.me/919845012345?text=")).toBe(true);
    expect(text(link)).toBe(
      `Dear Ravi Sharma, a gentle reminder that the instalment of ₹1,65,500.00 for Sharma Wedding Reception is due on Saturday, 30 January 2027. You can see your payment schedule and pay by UPI on your page: https://eden.example${path}. Thank you!`,
    );
    const [row] = await h.db
      .select()
      .from(instalmentReminders)
      .where(eq(instalmentReminders.reservationId, id));
    expect(row).toMatchObject({
      reference: refs[1],
      channel: "whatsapp",
      kind: "manual",
      dueOn: "2027-01-30",
      sentByEmail: actors.operations.email,
    });
    expect(row!.sentAt.toISOString()).toBe(now.toISOString());
    // Sent again: a second record (each reminder sent is listed).
    await sendInstalmentWhatsapp(h.db, {
      actor: actors.accounts,
      reservationId: id,
      reference: refs[1]!,
      now,
    });
    const panel = await clientPagePanel(h.db, {
      actor: actors.accounts,
      reservationId: id,
      publicUrl: "",
      now,
    });
    expect(panel.reminders.filter((r) => r.reference === refs[1])).toHaveLength(2);
    expect(panel.reminders[0]!.text).toMatch(/^WhatsApp reminder \(by staff\) sent 25 Jan 2027/);
  });

  it("uses the admin's template from /luxebooking/admin/messages", async () => {
    const { id, refs } = await seed();
    await saveMessageTemplate(h.db, {
      actor: actors.admin,
      events: h.events,
      input: {
        kind: "instalment-reminder",
        subject: "Due {due_date}",
        text: "{amount} due {due_date}. Pay here: {client_link}",
      },
    });
    const { path } = await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    const link = await sendInstalmentWhatsapp(h.db, {
      actor: actors.manager,
      reservationId: id,
      reference: refs[2]!,
      now,
      publicUrl: "https://eden.example",
    });
    expect(text(link)).toBe(`₹88,500.00 due Monday, 22 February 2027. Pay here: https://eden.example${path}`);
  });

  it("without a live client link (none yet, or revoked) a reminder naming {client_link} is refused with the reason; nothing recorded", async () => {
    const { id, refs } = await seed();
    const remind = () =>
      sendInstalmentWhatsapp(h.db, { actor: actors.accounts, reservationId: id, reference: refs[1]!, now });
    const refused = { status: 409, message: messageTexts.noClientLink };
    // The default text ends 'on your page: {client_link}. Thank you!': never 'on your page: . Thank you!'.
    await expect(remind()).rejects.toMatchObject(refused);
    await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    expect(text(await remind())).toMatch(/on your page: \/event\/[A-Za-z0-9_-]{43}\. Thank you!$/);
    await revokeClientLink(h.db, { actor: actors.admin, reservationId: id });
    await expect(remind()).rejects.toMatchObject(refused);
    expect(await h.db.$count(instalmentReminders)).toBe(1);
    // The route answers the reason as a plain page (the tab the button opened), recording nothing.
    const out = await h.call(staffRoute.action, {
      as: "operations",
      url: `/luxebooking/reservation/${id}/client-page`,
      params: { id },
      form: { intent: "whatsapp-reminder", reference: refs[2]! },
    });
    expect(out.status).toBe(409);
    expect(await out.response!.text()).toBe(`${messageTexts.noClientLink}\n`);
    expect(await h.db.$count(instalmentReminders)).toBe(1);
    // An admin's template without {client_link} goes without a link.
    await saveMessageTemplate(h.db, {
      actor: actors.admin,
      events: h.events,
      input: { kind: "instalment-reminder", subject: "Due", text: "{amount} due {due_date}." },
    });
    expect(text(await remind())).toBe("₹1,77,000.00 due Saturday, 30 January 2027.");
  });

  it("refuses a paid instalment and one of another reservation; nothing recorded", async () => {
    const { id, refs } = await seed();
    const other = await seed("2027-03-02");
    await recordPayment(h.db, {
      actor: actors.accounts,
      reservationId: id,
      events: h.events,
      now,
      input: { amount: 88_500_00, paidOn: "2027-01-24", mode: "upi", reference: "UTR2", note: "" },
    });
    await expect(
      sendInstalmentWhatsapp(h.db, { actor: actors.accounts, reservationId: id, reference: refs[0]!, now }),
    ).rejects.toMatchObject({ status: 409, message: clientPageTexts.reminderPaid });
    await expect(
      sendInstalmentWhatsapp(h.db, {
        actor: actors.accounts,
        reservationId: id,
        reference: other.refs[1]!,
        now,
      }),
    ).rejects.toMatchObject({ status: 404, message: clientPageTexts.reminderNoInstalment });
    expect(await h.db.$count(instalmentReminders)).toBe(0);
  });

  it("the staff route sends the browser on to wa.me", async () => {
    const { id, refs } = await seed();
    await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    const out = await h.call(staffRoute.action, {
      as: "operations",
      url: `/luxebooking/reservation/${id}/client-page`,
      params: { id },
      form: { intent: "whatsapp-reminder", reference: refs[2]! },
    });
    expect(out.status).toBe(302);
    expect(String(out.body)).toMatch(/^https:\/\/wa\.me\/919845012345\?text=/);
    const refused = await h.call(staffRoute.action, {
      as: "operations",
      url: `/luxebooking/reservation/${id}/client-page`,
      params: { id },
      form: { intent: "whatsapp-reminder", reference: "EDPNOTTHERE2345" },
    });
    expect(refused.status).toBe(404);
  });
});

describe("Dues: the one-click WhatsApp reminder from the instalment's row (issue 30 item 8)", () => {
  const duesPage = (as: "accounts" | "admin" | "operations") =>
    h.render(accountsRoute as never, as, {
      pattern: "/luxebooking/accounts",
      path: "/luxebooking/accounts?tab=dues",
    });

  it("each row posts the reservation's reminder action; the reminder is recorded and listed on the row with its time", async () => {
    // Dues lists what is due within 30 days of the real today: an event 20 days away.
    const eventDate = addDays(todayIST(), 20);
    const { id } = await seed(eventDate);
    const refs = (await scheduleOf(h.db, { reservationId: id }))!.instalments.map((i) => i.reference);
    const before = await duesPage("accounts");
    expect(before.status).toBe(200);
    const forms = [...before.html.matchAll(/<form[^>]*action="([^"]+)"[^>]*>(.*?)<\/form>/gs)].filter((f) =>
      f[2]!.includes('value="whatsapp-reminder"'),
    );
    // One form per unpaid instalment, each to the reservation's Client page action with its reference.
    expect(forms.map((f) => [f[1], /name="reference" value="([^"]+)"/.exec(f[2]!)![1]])).toEqual(
      refs.map((ref) => [`/luxebooking/reservation/${id}/client-page`, ref]),
    );
    expect(before.html).toMatch(/target="_blank"/);
    expect(before.text).not.toContain("WhatsApp reminder (by staff) sent");
    // The default reminder carries the client's page: the link is made first.
    await createClientLink(h.db, { actor: actors.admin, reservationId: id });

    // The click: accounts (the Dues role) post it; recorded, then on to wa.me.
    const out = await h.call(staffRoute.action, {
      as: "accounts",
      url: `/luxebooking/reservation/${id}/client-page`,
      params: { id },
      form: { intent: "whatsapp-reminder", reference: refs[1]! },
    });
    expect(out.status).toBe(302);
    expect(String(out.body)).toMatch(/^https:\/\/wa\.me\/919845012345\?text=/);
    const rows = await h.db.select().from(instalmentReminders);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reference: refs[1], channel: "whatsapp", kind: "manual" });
    expect(rows[0]!.sentByEmail).toBe("accounts@eden.test");

    const after = await duesPage("accounts");
    expect(after.text).toMatch(/WhatsApp reminder \(by staff\) sent \d{1,2} \w{3} \d{4}/);
    // Listed on its own instalment's row only.
    expect(after.html.match(/WhatsApp reminder \(by staff\) sent/g)).toHaveLength(1);
    const list = /aria-label="Reminders sent for ([^"]+)"/.exec(after.html)![1];
    expect(list).toContain((await scheduleOf(h.db, { reservationId: id }))!.instalments[1]!.label);
  });

  it("needs a signed-in staff member (the same permission as the section's button): signed out records nothing", async () => {
    const { id } = await seed(addDays(todayIST(), 20));
    const refs = (await scheduleOf(h.db, { reservationId: id }))!.instalments.map((i) => i.reference);
    const out = await h.call(staffRoute.action, {
      as: "signed-out",
      url: `/luxebooking/reservation/${id}/client-page`,
      params: { id },
      form: { intent: "whatsapp-reminder", reference: refs[0]! },
    });
    expect(out.status).toBe(401);
    expect(String(out.body)).not.toContain("wa.me");
    const unknown = await h.call(staffRoute.action, {
      as: "unknown",
      url: `/luxebooking/reservation/${id}/client-page`,
      params: { id },
      form: { intent: "whatsapp-reminder", reference: refs[0]! },
    });
    expect(unknown.status).toBe(403);
    expect(await h.db.$count(instalmentReminders)).toBe(0);
    // Dues itself is for accounts and admin (billing.accounts.view).
    await expect(listInstalmentsDue(h.db, { actor: actors.operations })).rejects.toMatchObject({
      status: 403,
    });
  });
});
