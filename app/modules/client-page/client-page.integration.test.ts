// @module-tag db (tokens, the one-live-link index, acceptances once per quotation, schedules: docs/testing.md)
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  billingDocuments,
  billingSettings,
  clientLinks,
  clientMessages,
  clientPageSettings,
  clientFinalDetails,
  documentCounters,
  instalmentReminders,
  paymentInstalments,
  payments,
  quotationAcceptances,
  reservations,
} from "~/db/schema";
import { issueQuotation } from "~/modules/billing/documents.server";
import { recordPayment } from "~/modules/billing/ledger.server";
import { saveBillingSettings } from "~/modules/billing/settings.server";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { addDays, todayIST } from "~/modules/time";
import * as staffRoute from "~/routes/luxebooking/client-page";
import * as settingsRoute from "~/routes/luxebooking/admin/client-page-settings";
import * as sheetRoute from "~/routes/luxebooking/function-sheet";
import * as detailRoute from "~/routes/luxebooking/reservation";
import * as fileRoute from "~/routes/site/client-event-file";
import * as pageRoute from "~/routes/site/client-event";
import { type Caller, createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { acceptQuotation, clientPageView } from "./client-view.server";
import { createClientLink, resolveClientToken, revokeClientLink } from "./links.server";
import { clientPageTexts } from "./texts";
import { clientTokenHash } from "~/modules/client-links/tokens.server";
import { saveFinalDetails } from "./final-details.server";
import { queueInstalmentReminders } from "./reminders.server";
import { listInstalmentsDue } from "./instalments-due.server";
import { outboxMessages } from "~/db/schema";
import { saveMessageTemplate } from "~/modules/reservations/message-templates.server";
import { sendWhatsapp } from "~/modules/reservations/send-whatsapp.server";
import { sendClientEmail } from "~/modules/reservations/send-client-email.server";
import { messageTexts } from "~/modules/reservations/client-messages";

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  for (const table of [
    clientMessages,
    quotationAcceptances,
    paymentInstalments,
    clientLinks,
    clientPageSettings,
    clientFinalDetails,
    instalmentReminders,
    outboxMessages,
    billingDocuments,
    documentCounters,
    payments,
    reservations,
    billingSettings,
  ])
    await h.db.delete(table);
});

let ipSeq = 0;
/** Each test its own address: the page's per-address limit is the process's. */
const freshIp = () => `198.51.100.${++ipSeq}`;

async function settings(upiId = "edengarden@okicici") {
  await saveBillingSettings(h.db, {
    actor: actors.admin,
    events: h.events,
    input: billingSettingsInput({ tradeName: "Eden Garden", address: "12 Garden Road, Bengaluru", upiId }),
  });
}

async function seed(overrides = {}) {
  const { id } = await createReservation(h.db, {
    actor: actors.admin,
    events: h.events,
    input: input({
      eventDate: addDays(todayIST(), 40),
      notes: "Internal: VIP, discount approved by Meera",
      ...overrides,
    }),
  });
  return id;
}

const quotations = () =>
  h.db
    .select({ id: billingDocuments.id })
    .from(billingDocuments)
    .where(eq(billingDocuments.series, "quotation"));

describe("client links (issue 30 item 1)", () => {
  it("creates a 256-bit token stored only as its SHA-256 (and sealed), one live link per reservation", async () => {
    const id = await seed();
    const { token, path } = await createClientLink(h.db, { actor: actors.operations, reservationId: id });
    expect(path).toBe(`/event/${token}`);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const [row] = await h.db.select().from(clientLinks).where(eq(clientLinks.reservationId, id));
    expect(row!.tokenHash).toBe(clientTokenHash(token));
    expect(row!.tokenHash).toBe(createHash("sha256").update(`client-link:${token}`).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    await expect(createClientLink(h.db, { actor: actors.accounts, reservationId: id })).rejects.toMatchObject(
      {
        status: 409,
        message: clientPageTexts.linkExists,
      },
    );
  });

  it("{client_link} in a WhatsApp or e-mail template becomes the live link's full address; without a live link (none yet, expired, revoked) the message is refused, nothing recorded", async () => {
    const id = await seed();
    await saveMessageTemplate(h.db, {
      actor: actors.admin,
      events: h.events,
      input: { kind: "confirmation", subject: "Your booking", text: "Your page: {client_link}" },
    });
    const send = (now?: Date) =>
      sendWhatsapp(h.db, {
        actor: actors.operations,
        id,
        kind: "confirmation",
        events: h.events,
        publicUrl: "https://eden.example",
        now,
      });
    const email = (now?: Date) =>
      sendClientEmail(h.db, {
        actor: actors.operations,
        id,
        kind: "confirmation",
        events: h.events,
        env: { PUBLIC_URL: "https://eden.example", SMTP_URL: "smtp://127.0.0.1:2525" },
        now,
      });
    const refused = { status: 409, message: messageTexts.noClientLink };
    // No link made yet: 'Your page: ' would be wrong.
    await expect(send()).rejects.toMatchObject(refused);
    await expect(email()).rejects.toMatchObject(refused);
    expect(await h.db.$count(clientMessages)).toBe(0);
    expect(await h.db.$count(outboxMessages)).toBe(0);

    const { path } = await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    expect(decodeURIComponent(await send())).toContain(`Your page: https://eden.example${path}`);
    await email();
    const [mail] = await h.db.select().from(outboxMessages);
    expect(mail!.text).toBe(`Your page: https://eden.example${path}`);
    // Past the link's last day (30 days after the event) it would answer 404: refused too.
    const expired = new Date(`${addDays(todayIST(), 40 + 31)}T06:00:00Z`);
    await expect(send(expired)).rejects.toMatchObject(refused);
    await expect(email(expired)).rejects.toMatchObject(refused);
    await revokeClientLink(h.db, { actor: actors.admin, reservationId: id });
    await expect(send()).rejects.toMatchObject(refused);
    await expect(email()).rejects.toMatchObject(refused);
    expect(await h.db.$count(clientMessages)).toBe(2);
    expect(await h.db.$count(outboxMessages)).toBe(1);
    // A message without {client_link} still goes without a link.
    expect(
      decodeURIComponent(
        await sendWhatsapp(h.db, {
          actor: actors.operations,
          id,
          kind: "payment-reminder",
          events: h.events,
        }),
      ),
    ).toContain("a gentle reminder that");
  });

  it("the database refuses a second live link for the same reservation", { tags: ["db"] }, async () => {
    const id = await seed();
    await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    await expect(
      h.db.insert(clientLinks).values({ reservationId: id, tokenHash: "a".repeat(64), tokenSealed: "x" }),
    ).rejects.toThrow();
  });

  it("manager cannot make or revoke a link; operations, accounts and admin can (route and use case)", async () => {
    const id = await seed();
    const post = (as: Caller, intent: string) =>
      h.reply(staffRoute.action, {
        as,
        url: `/luxebooking/reservation/${id}/client-page`,
        params: { id },
        form: { intent },
      });
    expect((await post("manager", "create-link")).status).toBe(403);
    expect((await post("signed-out", "create-link")).status).not.toBe(200);
    await expect(createClientLink(h.db, { actor: actors.manager, reservationId: id })).rejects.toMatchObject({
      status: 403,
    });
    expect(await h.db.$count(clientLinks)).toBe(0);
    const made = await post("accounts", "create-link");
    expect(made).toMatchObject({ status: 200, body: { ok: true, message: clientPageTexts.linkCreated } });
    expect((made.body as { url: string }).url).toMatch(/\/event\/[A-Za-z0-9_-]{43}$/);
    expect((await post("manager", "revoke-link")).status).toBe(403);
    expect((await post("operations", "revoke-link")).body).toMatchObject({ ok: true });
  });

  it("revoked, expired, unknown, truncated and tampered tokens answer the same 404", async () => {
    const id = await seed({ eventDate: addDays(todayIST(), 2) });
    const { token } = await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    expect(await resolveClientToken(h.db, { token })).toBe(id);
    const flip = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    const bodies: unknown[] = [];
    for (const bad of [flip, token.slice(0, 20), `${token}x`, "A".repeat(43), "../../etc/passwd", "%00"]) {
      const out = await h.call(pageRoute.loader, {
        as: "signed-out",
        url: `/event/${bad}`,
        params: { token: bad },
        clientIp: freshIp(),
      });
      expect(out.status).toBe(404);
      bodies.push(out.body);
    }
    // 30 days after the event the link stops: the 33rd day from today is past it.
    const later = new Date(Date.now() + 33 * 86_400_000);
    expect(await resolveClientToken(h.db, { token, now: later })).toBeNull();
    expect(await resolveClientToken(h.db, { token, now: new Date(Date.now() + 31 * 86_400_000) })).toBe(id);
    await revokeClientLink(h.db, { actor: actors.operations, reservationId: id });
    const revoked = await h.call(pageRoute.loader, {
      as: "signed-out",
      url: `/event/${token}`,
      params: { token },
      clientIp: freshIp(),
    });
    expect(revoked.status).toBe(404);
    for (const b of [...bodies, revoked.body]) expect(b).toEqual({ message: clientPageTexts.notFound });
    expect(revoked.headers.get("cache-control")).toBe("no-store");
  });

  it("rate-limits an address (an IPv6 address by its /64) with 429 after 60 requests in 10 minutes", async () => {
    const id = await seed();
    const { token } = await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    const ask = (ip: string) =>
      h.call(pageRoute.loader, { as: "signed-out", url: `/event/${token}`, params: { token }, clientIp: ip });
    for (let i = 0; i < 60; i++)
      expect((await ask(`2001:db8:30:1::${(i + 1).toString(16)}`)).status).toBe(200);
    const over = await ask("2001:db8:30:1:ffff::9");
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ message: clientPageTexts.rateLimited });
    expect((await ask("2001:db8:30:2::1")).status).toBe(200);
  });
});

describe("the client page (issue 30 items 2 and 5)", () => {
  it("shows its own event, quotation, schedule, documents and contact; nothing internal; no-store, noindex", async () => {
    await settings();
    const id = await seed();
    const other = await seed({
      eventName: "Other Family Party",
      clientName: "Someone Else",
      eventDate: addDays(todayIST(), 41),
    });
    await issueQuotation(h.db, { actor: actors.manager, reservationId: id, events: h.events });
    await issueQuotation(h.db, { actor: actors.manager, reservationId: other, events: h.events });
    const { token } = await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    await createClientLink(h.db, { actor: actors.admin, reservationId: other });
    const r = await h.render(pageRoute, "signed-out", { pattern: "/event/:token", path: `/event/${token}` });
    expect(r.status).toBe(200);
    expect(r.text).toContain("Sharma Wedding Reception");
    expect(r.text).toContain("250");
    expect(r.text).toContain("Confirmed");
    expect(r.text).toContain("QTN/");
    expect(r.text).toContain("Payment schedule");
    expect(r.text).toContain("Statement of account");
    expect(r.text).toContain("Receipt Voucher");
    expect(r.text).toContain("+91 80 4123 5678");
    for (const hidden of [
      "Other Family Party",
      "Someone Else",
      "Meera",
      "VIP",
      "admin@demo.test",
      "manager@demo.test",
      "ravi@example.com",
      "98450",
    ])
      expect(r.text).not.toContain(hidden);
    expect(pageRoute.headers()).toEqual({ "Cache-Control": "no-store" });
    expect(pageRoute.meta({ loaderData: null } as never)).toContainEqual({
      name: "robots",
      content: "noindex, nofollow",
    });
  });

  it("a token downloads only its own reservation's documents", async () => {
    await settings();
    const id = await seed();
    const other = await seed({ eventName: "Other Family Party", eventDate: addDays(todayIST(), 41) });
    await issueQuotation(h.db, { actor: actors.manager, reservationId: id, events: h.events });
    await issueQuotation(h.db, { actor: actors.manager, reservationId: other, events: h.events });
    const docs = await h.db
      .select({ id: billingDocuments.id, r: billingDocuments.reservationId })
      .from(billingDocuments);
    const mine = docs.find((d) => d.r === id)!.id;
    const theirs = docs.find((d) => d.r === other)!.id;
    const { token } = await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    const get = (file: string) =>
      h.call(fileRoute.loader, {
        as: "signed-out",
        url: `/event/${token}/documents/${file}`,
        params: { token, file },
        clientIp: freshIp(),
      });
    const own = await get(`${mine}.pdf`);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect((await get(`${theirs}.pdf`)).status).toBe(404);
    expect((await get("not-an-id.pdf")).status).toBe(404);
    const statement = await h.call(fileRoute.loader, {
      as: "signed-out",
      url: `/event/${token}/statement.pdf`,
      params: { token },
      clientIp: freshIp(),
    });
    expect(statement.status).toBe(200);
    const text = (
      await extractText(new Uint8Array(await statement.response!.arrayBuffer()), { mergePages: true })
    ).text;
    expect(text).toContain("Sharma Wedding Reception");
    expect(text).not.toContain("Other Family Party");
  });
});

describe("accepting a quotation (issue 30 item 3)", () => {
  it("records name, time, address, browser and the SHA-256 of the PDF; staff see it; the PDF gets its page", async () => {
    await settings();
    const id = await seed();
    await issueQuotation(h.db, { actor: actors.manager, reservationId: id, events: h.events });
    const [q] = await quotations();
    const { token } = await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    const out = await h.call(pageRoute.action, {
      as: "signed-out",
      url: `/event/${token}`,
      params: { token },
      form: { documentId: q!.id, name: "  Ravi   Sharma ", accept: "on" },
      clientIp: "203.0.113.7",
    });
    expect(out.status).toBe(200);
    const [row] = await h.db.select().from(quotationAcceptances);
    expect(row).toMatchObject({
      documentId: q!.id,
      reservationId: id,
      name: "Ravi Sharma",
      address: "203.0.113.7",
    });
    expect(row!.pdfSha256).toBe(createHash("sha256").update(row!.pdf).digest("hex"));
    expect((await extractText(new Uint8Array(row!.pdf), { mergePages: true })).text).toMatch(/QUOTATION/i);
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.action, "quotation.accept"));
    expect(audit[0]!.after).toMatchObject({
      reservationId: id,
      acceptedBy: "Ravi Sharma",
      pdfSha256: row!.pdfSha256,
    });
    const view = await clientPageView(h.db, { token });
    expect(view!.view.quotation!.accepted!.name).toBe("Ravi Sharma");
    const detail = await h.render(detailRoute, "operations", {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${id}`,
    });
    expect(detail.text).toMatch(/Accepted by Ravi Sharma on \d{2} \w{3} \d{4}/);
    const pdf = await h.call(fileRoute.loader, {
      as: "signed-out",
      url: "",
      params: { token, file: `${q!.id}.pdf` },
      clientIp: freshIp(),
    });
    const text = (await extractText(new Uint8Array(await pdf.response!.arrayBuffer()), { mergePages: true }))
      .text;
    expect(text).toContain("Acceptance of quotation");
    expect(text).toContain(row!.pdfSha256);
    await expect(
      acceptQuotation(h.db, {
        token,
        documentId: q!.id,
        name: "Ravi",
        ticked: true,
        address: "x",
        browser: "y",
      }),
    ).rejects.toMatchObject({ status: 409, message: clientPageTexts.alreadyAccepted });
  });

  it("refuses an empty name, an unticked box, a superseded and an expired quotation; records nothing", async () => {
    await settings();
    const id = await seed();
    await issueQuotation(h.db, {
      actor: actors.manager,
      reservationId: id,
      events: h.events,
      validUntil: addDays(todayIST(), 3),
    });
    const [old] = await quotations();
    const { token } = await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    const accept = (documentId: string, name: string, ticked = true, now?: Date) =>
      acceptQuotation(h.db, {
        token,
        documentId,
        name,
        ticked,
        address: "203.0.113.9",
        browser: "test",
        now,
      });
    await expect(accept(old!.id, "   ")).rejects.toMatchObject({
      status: 400,
      message: clientPageTexts.acceptName,
    });
    await expect(accept(old!.id, "Ravi", false)).rejects.toMatchObject({
      message: clientPageTexts.acceptTick,
    });
    await expect(accept(old!.id, "Ravi", true, new Date(Date.now() + 5 * 86_400_000))).rejects.toMatchObject({
      status: 409,
      message: "This quotation has expired. Please ask the hall for a new one.",
    });
    await issueQuotation(h.db, { actor: actors.manager, reservationId: id, events: h.events });
    await expect(accept(old!.id, "Ravi")).rejects.toMatchObject({
      status: 409,
      message: clientPageTexts.superseded,
    });
    expect(await h.db.$count(quotationAcceptances)).toBe(0);
    const out = await h.call(pageRoute.action, {
      as: "signed-out",
      url: `/event/${token}`,
      params: { token },
      form: { documentId: old!.id, name: "", accept: "on" },
      clientIp: freshIp(),
    });
    expect(out).toMatchObject({ status: 400, body: { ok: false, message: clientPageTexts.acceptName } });
    // The revision needs its own acceptance: the page offers it.
    const view = await clientPageView(h.db, { token });
    expect(view!.view.quotation!.id).not.toBe(old!.id);
    expect(view!.view.quotation!.accepted).toBeNull();
  });
});

describe("payment schedule (issue 30 items 6 and 7)", () => {
  it("a confirmed reservation gets the default schedule; each instalment a unique tr and a UPI link", async () => {
    await settings();
    const id = await seed();
    const { token } = await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    const found = await clientPageView(h.db, { token });
    const schedule = found!.view.schedule;
    // ₹3,54,000.00 (250 × ₹1,200 + 18 %): 25 %, 50 %, the rest; the ₹1,00,000 advance pays the first.
    expect(schedule.map((i) => [i.amount, i.paid, i.state])).toEqual([
      ["₹88,500.00", "₹88,500.00", "paid"],
      ["₹1,77,000.00", "₹11,500.00", "part-paid"],
      ["₹88,500.00", "₹0.00", "upcoming"],
    ]);
    expect(new Set(schedule.map((i) => i.reference)).size).toBe(3);
    expect(schedule[0]!.upiUri).toBeNull();
    expect(schedule[1]!.upiUri).toBe(
      `upi://pay?pa=edengarden%40okicici&pn=Eden%20Garden&am=165500.00&cu=INR&tr=${schedule[1]!.reference}&tn=Sharma%20Wedding%20Reception%20instalment%202`,
    );
    // Read again: the same schedule, not a second one.
    await clientPageView(h.db, { token });
    expect(await h.db.$count(paymentInstalments)).toBe(3);
    const page = await h.render(pageRoute, "signed-out", {
      pattern: "/event/:token",
      path: `/event/${token}`,
    });
    expect(page.html).toContain('aria-label="UPI QR code for instalment 2');
    expect(page.html).toContain(`href="${schedule[1]!.upiUri!.replaceAll("&", "&amp;")}"`);
  });

  it("the database refuses a duplicate reference", { tags: ["db"] }, async () => {
    await settings();
    const id = await seed();
    await clientPageView(h.db, {
      token: (await createClientLink(h.db, { actor: actors.admin, reservationId: id })).token,
    });
    const [one] = await h.db.select().from(paymentInstalments).limit(1);
    await expect(
      h.db.insert(paymentInstalments).values({
        reservationId: id,
        position: 9,
        label: "x",
        amount: "1.00",
        dueOn: "2026-12-01",
        reference: one!.reference,
      }),
    ).rejects.toThrow();
  });

  it("staff changes must add up to the balance; the message says by how much; references stay", async () => {
    await settings();
    const id = await seed();
    const { token } = await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    const before = (await clientPageView(h.db, { token }))!.view.schedule;
    const post = (as: Caller, form: Record<string, string>) =>
      h.reply(staffRoute.action, {
        as,
        url: `/luxebooking/reservation/${id}/client-page`,
        params: { id },
        form: { intent: "schedule", ...form },
      });
    const day = addDays(todayIST(), 5);
    expect(
      await post("accounts", {
        "label-1": "Advance",
        "amount-1": "1,00,000",
        "dueOn-1": day,
        "label-2": "Balance",
        "amount-2": "2,00,000",
        "dueOn-2": day,
      }),
    ).toEqual({
      status: 400,
      body: {
        ok: false,
        error: "The instalments add up to ₹3,00,000.00, ₹54,000.00 less than the balance of ₹3,54,000.00.",
      },
    });
    expect(
      await post("operations", { "label-1": "All", "amount-1": "354000", "dueOn-1": day }),
    ).toMatchObject({ status: 403 });
    expect(await post("manager", { "label-1": "All", "amount-1": "", "dueOn-1": day })).toMatchObject({
      status: 400,
      body: { error: clientPageTexts.scheduleAmount },
    });
    expect(
      await post("manager", {
        "label-1": "Advance",
        "amount-1": "1,54,000",
        "dueOn-1": day,
        "label-2": "Balance",
        "amount-2": "2,00,000",
        "dueOn-2": day,
      }),
    ).toEqual({ status: 200, body: { ok: true, message: clientPageTexts.scheduleSaved } });
    const after = (await clientPageView(h.db, { token }))!.view.schedule;
    expect(after.map((i) => [i.label, i.amount])).toEqual([
      ["Advance", "₹1,54,000.00"],
      ["Balance", "₹2,00,000.00"],
    ]);
    expect(after.map((i) => i.reference)).toEqual(before.slice(0, 2).map((i) => i.reference));
  });
});

describe("the default schedule in the settings (issue 30 item 6)", () => {
  it("administrators set it (percentages or amounts, a rest); a confirmed reservation's schedule follows it", async () => {
    const post = (as: Caller, form: Record<string, string>) =>
      h.reply(settingsRoute.action, { as, url: "/luxebooking/admin/client-page-settings", form });
    const half = { lockDays: "10", "label-1": "Booking", "kind-1": "percent", "value-1": "50", "due-1": "" };
    expect((await post("accounts", half)).status).toBe(403);
    expect(await post("admin", half)).toEqual({
      status: 400,
      body: { ok: false, error: clientPageTexts.templateSum },
    });
    expect(
      await post("admin", {
        ...half,
        "label-2": "Deposit",
        "kind-2": "amount",
        "value-2": "25,000",
        "due-2": "45",
        "label-3": "Balance",
        "kind-3": "rest",
        "due-3": "3",
      }),
    ).toEqual({ status: 200, body: { ok: true, message: clientPageTexts.settingsSaved } });
    await settings();
    const id = await seed({ advanceAmountReceived: "0" });
    const { token } = await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    const view = (await clientPageView(h.db, { token }))!.view;
    expect(view.schedule.map((i) => [i.label, i.amount])).toEqual([
      ["Booking", "₹1,77,000.00"],
      ["Deposit", "₹25,000.00"],
      ["Balance", "₹1,52,000.00"],
    ]);
  });
});

describe("final details (issue 30 item 4)", () => {
  it("the client confirms them until the lock date (7 days before by default); then read-only with the message", async () => {
    // A frozen clock: the event on 10 December 2026 (IST) locks on 3 December.
    const eventDate = "2026-12-10";
    const id = await seed({ eventDate });
    const { token } = await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    const at = (iso: string) => new Date(iso);
    const save = (input: Record<string, string>, now: Date) =>
      saveFinalDetails(h.db, {
        token,
        input: { guaranteed: "", veg: "", nonVeg: "", notes: "", ...input },
        events: h.events,
        now,
      });
    await expect(
      save({ guaranteed: "240", veg: "200", nonVeg: "30" }, at("2026-11-30T06:00:00Z")),
    ).rejects.toMatchObject({
      status: 400,
      message: "The veg and non-veg guests must add up to the guaranteed count (240).",
    });
    await expect(save({ guaranteed: "0" }, at("2026-11-30T06:00:00Z"))).rejects.toMatchObject({
      status: 400,
    });
    // 2 December, 23:59 IST (18:29 UTC): still open.
    await save(
      { guaranteed: "240", veg: "200", nonVeg: "40", notes: "Jain food for 12" },
      at("2026-12-02T18:29:00Z"),
    );
    const [row] = await h.db.select().from(clientFinalDetails);
    expect(row).toMatchObject({
      guaranteedGuests: 240,
      vegGuests: 200,
      nonVegGuests: 40,
      notes: "Jain food for 12",
    });
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.action, "finalDetails.client"));
    expect(audit[0]!.after).toMatchObject({ reservationId: id, guaranteedGuests: 240 });
    expect(h.published.some((e) => e.topic === "reservations" && e.id === id)).toBe(true);
    // 3 December, 00:00 IST (2 December 18:30 UTC): locked.
    await expect(save({ guaranteed: "250", veg: "250" }, at("2026-12-02T18:30:00Z"))).rejects.toMatchObject({
      status: 409,
      message: "Final details were locked on Thursday, 3 December 2026. Please call the hall to change them.",
    });
    const view = (await clientPageView(h.db, { token, now: at("2026-12-05T06:00:00Z") }))!.view;
    expect(view.lock.locked).toBe(true);
    expect(view.finalDetails!.guaranteedGuests).toBe(240);
  });

  it("the lock follows the settings' days; the function sheet shows the client's guaranteed count beside the expected", async () => {
    await h.reply(settingsRoute.action, {
      as: "admin",
      url: "/luxebooking/admin/client-page-settings",
      form: { lockDays: "14", "label-1": "All", "kind-1": "rest", "value-1": "", "due-1": "" },
    });
    const id = await seed({ eventDate: "2026-12-20" });
    const { token } = await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    await expect(
      saveFinalDetails(h.db, {
        token,
        input: { guaranteed: "100", veg: "100", nonVeg: "", notes: "" },
        now: new Date("2026-12-06T06:00:00Z"),
      }),
    ).rejects.toMatchObject({
      message: "Final details were locked on Sunday, 6 December 2026. Please call the hall to change them.",
    });
    await saveFinalDetails(h.db, {
      token,
      input: { guaranteed: "100", veg: "100", nonVeg: "", notes: "" },
      now: new Date("2026-12-05T06:00:00Z"),
    });
    const sheet = await h.render(sheetRoute, "operations", {
      pattern: "/luxebooking/reservation/:id/function-sheet",
      path: `/luxebooking/reservation/${id}/function-sheet`,
    });
    expect(sheet.text).toContain("Expected covers 250");
    expect(sheet.text).toMatch(/Guaranteed by the client 100 \( ?100 veg, 0 non-veg\)/);
  });
});

describe("instalment reminders (issue 30 item 8)", () => {
  it("an e-mail N days before the due date and on it, once each, only for what is unpaid; none without SMTP", async () => {
    await settings();
    const id = await seed({ eventDate: "2027-03-01", advanceAmountReceived: "0" });
    const { path } = await createClientLink(h.db, { actor: actors.admin, reservationId: id });
    // The schedule is made on 20 January 2027 (a frozen clock): 25 % that day, 50 % on 30 January, the rest on 22 February.
    const made = await clientPageView(h.db, {
      token: path.replace("/event/", ""),
      now: new Date("2027-01-20T06:00:00Z"),
    });
    expect(made!.view.schedule.map((i) => i.dueOn)).toEqual([
      "Wednesday, 20 January 2027",
      "Saturday, 30 January 2027",
      "Monday, 22 February 2027",
    ]);
    const env = { SMTP_URL: "smtp://mail.test:25", PUBLIC_URL: "https://eden.example" };
    const run = (iso: string, e: { SMTP_URL?: string; PUBLIC_URL: string } = env) =>
      queueInstalmentReminders(h.db, { env: e, now: new Date(iso) });
    expect(await run("2027-01-27T06:00:00Z", { PUBLIC_URL: "x" })).toEqual({ queued: 0 });
    // 26 January: nothing is 3 days away or due (the first instalment was due on the 20th).
    expect(await run("2027-01-26T06:00:00Z")).toEqual({ queued: 0 });
    // 27 January (IST): 3 days before the 30th.
    expect(await run("2027-01-27T06:00:00Z")).toEqual({ queued: 1 });
    expect(await run("2027-01-27T12:00:00Z")).toEqual({ queued: 0 });
    const [mail] = await h.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "instalment-reminder"));
    expect(mail).toMatchObject({
      to: "ravi@example.com",
      subject: "Payment reminder: Sharma Wedding Reception, instalment 2",
    });
    expect(mail!.text).toContain("₹1,77,000.00");
    expect(mail!.text).toContain(`https://eden.example${path}`);
    // Paid before its due date: no reminder on the day.
    await recordPayment(h.db, {
      actor: actors.accounts,
      reservationId: id,
      events: h.events,
      input: { amount: 265_500_00, paidOn: todayIST(), mode: "upi", reference: "UTR1" },
    } as never);
    expect(await run("2027-01-30T06:00:00Z")).toEqual({ queued: 0 });
    // 22 February: the third instalment is due today (19 February was its 'before' day).
    expect(await run("2027-02-19T06:00:00Z")).toEqual({ queued: 1 });
    expect(await run("2027-02-22T06:00:00Z")).toEqual({ queued: 1 });
    const rows = await h.db.select().from(instalmentReminders);
    expect(rows.map((r) => [r.kind, r.dueOn]).sort()).toEqual([
      ["before", "2027-01-30"],
      ["before", "2027-02-22"],
      ["due", "2027-02-22"],
    ]);
    const detail = await h.render(detailRoute, "accounts", {
      pattern: "/luxebooking/reservation/:id",
      path: `/luxebooking/reservation/${id}`,
    });
    expect(detail.text).toContain("E-mail reminder (on the due date) sent");
  });
});

describe("Dues' instalments (issue 30 item 8)", () => {
  it("lists unpaid instalments overdue or due within 30 days, overdue after the due date; accounts and admin only", async () => {
    await settings();
    const id = await seed({ eventDate: "2027-03-01", advanceAmountReceived: "0" });
    await clientPageView(h.db, {
      token: (await createClientLink(h.db, { actor: actors.admin, reservationId: id })).token,
      now: new Date("2027-01-20T06:00:00Z"),
    });
    const on = (iso: string) => listInstalmentsDue(h.db, { actor: actors.accounts, now: new Date(iso) });
    expect((await on("2027-01-20T06:00:00Z")).map((i) => [i.position, i.state, i.left])).toEqual([
      [1, "due", 88_500_00],
      [2, "upcoming", 177_000_00],
    ]);
    // The third (22 February) is more than 30 days away.
    expect((await on("2027-01-21T06:00:00Z"))[0]).toMatchObject({
      position: 1,
      state: "overdue",
      eventName: "Sharma Wedding Reception",
    });
    await expect(listInstalmentsDue(h.db, { actor: actors.operations })).rejects.toMatchObject({
      status: 403,
    });
  });
});
