import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { applyMigrations } from "~/db/migrate.server";
import { enquiries, enquiryNotes, reservations } from "~/db/schema";
import { EventBus } from "~/modules/live/events.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { expireHolds } from "~/modules/reservations/expire-holds.server";
import { releaseHold } from "~/modules/reservations/release-hold.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { updateReservation } from "~/modules/reservations/update-reservation.server";
import { openBlankDatabase, setUpTestDatabase } from "../../../tests/support/db";
import { migrationsBefore } from "../../../tests/support/migrations-before";
import {
  addCallNote,
  enquiryReport,
  inboxOverview,
  listEnquiries,
  openEnquiry,
  setEnquiryStatus,
  setFollowUp,
} from "./enquiries.server";
import { RATE_LIMIT, submitEnquiry } from "./submit-enquiry.server";

// Issue 32 item 10: the hall enquiry form on /luxe and the inbox's pipeline.
const database = setUpTestDatabase({ clear: [enquiryNotes, enquiries, reservations] });
const events = new EventBus();
// 10:00 IST on 1 December 2026.
const now = new Date("2026-12-01T04:30:00Z");
const hoursLater = (h: number) => new Date(now.getTime() + h * 3_600_000);
let ip = 0;

const hall = {
  name: "Farah Khan",
  phone: "098807-11223",
  email: "",
  eventType: "Wedding or reception",
  eventDate: "2027-02-14",
  guests: "220",
  timeOfDay: "Evening",
  message: "Nikah and dinner; mostly non-veg.",
};
const submitHall = (overrides: Record<string, string> = {}, at = now, senderIp = `10.7.0.${++ip}`) =>
  submitEnquiry(database.db, {
    input: { ...hall, ...overrides },
    form: "luxe",
    honeypot: "",
    captchaPayload: "",
    senderIp,
    secret: "integration-test-secret-0123456789abcdef",
    channels: [],
    events,
    now: at,
  });
const submitContact = (name: string, at = now) =>
  submitEnquiry(database.db, {
    input: { name, email: "c@example.com", phone: "9845012345", subject: "Table", message: "Dinner for 4" },
    honeypot: "",
    captchaPayload: "",
    senderIp: `10.8.0.${++ip}`,
    secret: "integration-test-secret-0123456789abcdef",
    channels: [],
    events,
    now: at,
  });
const row = async (id: string) =>
  (await database.db.select().from(enquiries).where(eq(enquiries.id, id)))[0]!;

describe("the hall enquiry form", () => {
  it("stores the hall's fields, the phone in E.164, an optional e-mail, and a subject that says what it is", async () => {
    const result = await submitHall();
    expect(result.status).toBe(200);
    expect(result.reply).toEqual({
      success: true,
      message: "Thank you! Your enquiry has reached us; we will call you soon.",
    });
    expect(await row(result.enquiryId!)).toMatchObject({
      source: "luxe",
      name: "Farah Khan",
      phone: "+919880711223",
      email: "",
      eventType: "Wedding or reception",
      eventDate: "2027-02-14",
      guests: 220,
      timeOfDay: "Evening",
      message: "Nikah and dinner; mostly non-veg.",
      subject: "Wedding or reception on 14 February 2027, 220 guests, evening",
      status: "new",
    });
  });

  it("refuses each bad field with its message, in order, and stores nothing", async () => {
    for (const [change, message, fields] of [
      [{ name: "", guests: "" }, "Please fill in all required fields.", ["name", "guests"]],
      [{ email: "farah@example" }, "Please enter a valid email address.", ["email"]],
      [{ phone: "98807 1122" }, "Please enter a valid phone number.", ["phone"]],
      [{ eventType: "Rave" }, "Please choose the kind of event.", ["eventType"]],
      [{ eventDate: "2026-11-30" }, "Please choose a date from today on.", ["eventDate"]],
      [{ guests: "0" }, "Please enter the number of guests, from 1 to 10,000.", ["guests"]],
      [{ timeOfDay: "Midnight" }, "Please choose the time of day.", ["timeOfDay"]],
    ] as const) {
      const result = await submitHall(change);
      expect(result, JSON.stringify(change)).toMatchObject({
        status: 400,
        reply: { success: false, message, fields },
      });
    }
    expect(await database.db.$count(enquiries)).toBe(0);
  });

  it("shares the contact form's defences: the honeypot, and the hourly limit per address across both forms", async () => {
    const honeypot = await submitEnquiry(database.db, {
      input: hall,
      form: "luxe",
      honeypot: "http://spam",
      captchaPayload: "",
      senderIp: "10.9.9.9",
      secret: "integration-test-secret-0123456789abcdef",
      channels: [],
      events,
      now,
    });
    expect(honeypot).toMatchObject({ status: 200, dropped: "honeypot" });
    for (let i = 0; i < RATE_LIMIT; i++) expect((await submitHall({}, now, "10.6.6.6")).status).toBe(200);
    const limited = await submitHall({}, now, "10.6.6.6");
    expect(limited.status).toBe(429);
    expect(await database.db.$count(enquiries)).toBe(RATE_LIMIT);
  });
});

describe("the inbox's pipeline", () => {
  beforeEach(() => {
    ip += 10;
  });

  it("New → Contacted → Quoted → Won / Lost, Lost with a reason", async () => {
    const { enquiryId: id } = await submitHall();
    for (const status of ["contacted", "quoted", "won"] as const) {
      await setEnquiryStatus(database.db, { id: id!, actor: actors.manager, status, events });
      expect((await row(id!)).status).toBe(status);
    }
    await expect(
      setEnquiryStatus(database.db, { id: id!, actor: actors.manager, status: "lost", events }),
    ).rejects.toThrow("Please choose why it was lost.");
    await setEnquiryStatus(database.db, {
      id: id!,
      actor: actors.admin,
      status: "lost",
      lostReason: "other-venue",
      events,
    });
    expect(await row(id!)).toMatchObject({ status: "lost", lostReason: "other-venue" });
  });

  it("a follow-up date puts it on the 'due today' list; a call note moves a New one to Contacted", async () => {
    const { enquiryId: id } = await submitHall();
    await setFollowUp(database.db, { id: id!, actor: actors.manager, followUpOn: "2026-12-02", events });
    expect((await inboxOverview(database.db, { actor: actors.manager, now })).due).toEqual([]);
    const tomorrow = hoursLater(24);
    expect(
      (await inboxOverview(database.db, { actor: actors.manager, now: tomorrow })).due.map((e) => e.id),
    ).toEqual([id]);
    await addCallNote(database.db, {
      id: id!,
      actor: actors.manager,
      body: "Spoke to Farah: wants a tasting on Saturday.",
      events,
      now: hoursLater(1),
    });
    const detail = await openEnquiry(database.db, { id: id!, actor: actors.admin, now: hoursLater(2) });
    expect(detail!.status).toBe("contacted");
    expect(detail!.notes).toMatchObject([
      { body: "Spoke to Farah: wants a tasting on Saturday.", byEmail: "manager@demo.test" },
    ]);
    expect(detail!.tel).toBe("tel:+919880711223");
    expect(detail!.phone).toBe("+91 98807 11223");
  });

  it("an enquiry still New after 24 hours is unanswered, badged and counted", async () => {
    const { enquiryId: old } = await submitHall();
    const { enquiryId: fresh } = await submitHall({}, hoursLater(20));
    const at = hoursLater(25);
    const list = await listEnquiries(database.db, { actor: actors.manager, now: at });
    expect(Object.fromEntries(list.map((e) => [e.id, e.unanswered]))).toEqual({
      [old!]: true,
      [fresh!]: false,
    });
    expect((await inboxOverview(database.db, { actor: actors.manager, now: at })).unanswered).toBe(1);
    const only = await listEnquiries(database.db, {
      actor: actors.manager,
      now: at,
      filter: { show: "unanswered" },
    });
    expect(only.map((e) => e.id)).toEqual([old]);
  });

  it("searches names and words, a phone however written, and filters by status and source", async () => {
    const { enquiryId: farah } = await submitHall();
    const { enquiryId: table } = await submitContact("Vikram Iyer");
    const search = async (filter: Parameters<typeof listEnquiries>[1]["filter"]) =>
      (await listEnquiries(database.db, { actor: actors.manager, filter, now })).map((e) => e.id);
    for (const q of ["98807 11223", "+91 98807 11223", "098807-11223", "farah", "nikah"]) {
      expect(await search({ q }), q).toEqual([farah]);
    }
    expect(await search({ q: "98450 12345" })).toEqual([table]);
    expect(await search({ source: "luxe" })).toEqual([farah]);
    expect(await search({ source: "contact" })).toEqual([table]);
    await setEnquiryStatus(database.db, { id: table!, actor: actors.manager, status: "quoted", events });
    expect(await search({ status: "quoted" })).toEqual([table]);
    expect(await search({ q: "100%_" })).toEqual([]);
  });

  it("a converted enquiry follows its reservation: Quoted while pending, Won when confirmed, Lost when cancelled or its hold runs out or is released", async () => {
    const fromEnquiry = async (eventDate: string) => {
      const { enquiryId } = await submitHall();
      const { id } = await createReservation(database.db, {
        actor: actors.admin,
        events,
        now,
        input: input({ eventDate, status: "pending", enquiryId: enquiryId! }),
      });
      return { enquiryId: enquiryId!, reservationId: id };
    };
    const a = await fromEnquiry("2027-01-10");
    expect((await row(a.enquiryId)).status).toBe("quoted");
    await updateReservation(database.db, {
      actor: actors.admin,
      id: a.reservationId,
      events,
      now,
      input: input({ eventDate: "2027-01-10", status: "confirmed", version: 1 }),
    });
    expect((await row(a.enquiryId)).status).toBe("won");
    await updateReservation(database.db, {
      actor: actors.admin,
      id: a.reservationId,
      events,
      now,
      input: input({ eventDate: "2027-01-10", status: "cancelled", version: 2 }),
    });
    expect(await row(a.enquiryId)).toMatchObject({ status: "lost", lostReason: "booking-cancelled" });

    const b = await fromEnquiry("2027-01-11");
    await expireHolds(database.db, { events, now: hoursLater(73) });
    expect(await row(b.enquiryId)).toMatchObject({ status: "lost", lostReason: "hold-expired" });

    const c = await fromEnquiry("2027-01-12");
    await releaseHold(database.db, {
      actor: actors.operations,
      id: c.reservationId,
      events,
      now: hoursLater(1),
    });
    expect(await row(c.enquiryId)).toMatchObject({ status: "lost", lostReason: "hold-released" });
  });

  it("the report counts enquiries by source (won, lost, open) and why they were lost", async () => {
    const { enquiryId: a } = await submitHall();
    const { enquiryId: b } = await submitHall();
    await submitContact("Vikram Iyer");
    await setEnquiryStatus(database.db, { id: a!, actor: actors.manager, status: "won", events });
    await setEnquiryStatus(database.db, {
      id: b!,
      actor: actors.manager,
      status: "lost",
      lostReason: "price",
      events,
    });
    const report = await enquiryReport(database.db, {
      actor: actors.manager,
      from: "2026-12-01",
      to: "2026-12-01",
    });
    expect(report.bySource).toEqual([
      { source: "contact", total: 1, won: 0, lost: 0, open: 1 },
      { source: "luxe", total: 2, won: 1, lost: 1, open: 0 },
    ]);
    expect(report.lostReasons).toEqual([{ reason: "price", count: 1 }]);
    const before = await enquiryReport(database.db, { actor: actors.manager, to: "2026-11-30" });
    expect(before.bySource).toEqual([]);
  });
});

describe("the pipeline migration (30-site/0004)", { tags: ["db"] }, () => {
  const before = migrationsBefore({ "30-site": "0004_enquiry_pipeline" });
  afterAll(() => before.remove());

  it("Converted becomes Won and Closed becomes Lost with its reason unknown; every enquiry is from the contact page", async () => {
    const old = await openBlankDatabase();
    try {
      await applyMigrations(old, before.dir);
      for (const [name, status] of [
        ["A", "new"],
        ["B", "contacted"],
        ["C", "converted"],
        ["D", "closed"],
      ]) {
        await old.db.execute(sql`
          insert into enquiries (name, email, phone, message, sender_key, captcha, status)
          values (${name}, 'e@x.in', '+919845012345', 'Hello', 'k', 'verified', ${status})`);
      }
      await applyMigrations(old);
      const rows = await queryRows<{
        name: string;
        status: string;
        lost_reason: string | null;
        source: string;
      }>(old.db, sql`select name, status, lost_reason, source from enquiries order by name`);
      expect(rows).toEqual([
        { name: "A", status: "new", lost_reason: null, source: "contact" },
        { name: "B", status: "contacted", lost_reason: null, source: "contact" },
        { name: "C", status: "won", lost_reason: null, source: "contact" },
        { name: "D", status: "lost", lost_reason: null, source: "contact" },
      ]);
    } finally {
      await old.close();
    }
  });
});
