import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  captchaUses,
  outboxMessages,
  tableBookingAreas,
  tableBookingBlocks,
  tableBookings,
  tableSlotLoads,
} from "~/db/schema";
import { createUser } from "~/modules/auth/users.server";
import { createCaptchaChallenge } from "~/modules/contact/captcha.server";
import { EventBus, type LiveEvent } from "~/modules/live/events.server";
import { setUpTestDatabase } from "../../../tests/support/db";
import { dayAvailability } from "./availability.server";
import { ADDRESS_LIMIT, bookTable, limitMessages, PHONE_LIMIT } from "./book-table.server";
import { bookingMessages, type BookingValues, CODE_PATTERN } from "./booking-rules";
import { cancelBookingByToken, guestBooking, guestBookingMessages } from "./guest-booking.server";
import { addBlock, saveArea } from "./settings.server";
import { setTableBookingStatus } from "./staff-bookings.server";

// @module-tag db

const secret = "tables-test-secret-0123456789abcdef";
const database = setUpTestDatabase({
  clear: [tableBookings, tableSlotLoads, tableBookingAreas, tableBookingBlocks, outboxMessages, captchaUses],
});
/** 12:00 noon IST on 10 December 2026; tests book later days unless they test today. */
const NOW = new Date("2026-12-10T06:30:00Z");
const DAY = "2026-12-12";
const events = new EventBus();
const published: LiveEvent[] = [];
events.subscribe((e) => published.push(e));
let counter = 0;
/** A phone and an address of their own for each booking (the limits are per phone and per address). */
const fresh = () => {
  counter++;
  return {
    phone: `98${String(counter).padStart(8, "0")}`,
    ip: `10.31.${Math.floor(counter / 250)}.${counter % 250}`,
  };
};

const values = (overrides: Partial<BookingValues> = {}): BookingValues => ({
  date: DAY,
  time: "20:00",
  party: "4",
  area: "garden",
  name: "Ananya Rao",
  phone: fresh().phone,
  email: "",
  note: "",
  ...overrides,
});

function book(
  overrides: Partial<BookingValues> = {},
  options: Partial<Parameters<typeof bookTable>[1]> = {},
) {
  return bookTable(database.db, {
    values: values(overrides),
    honeypot: "",
    captchaPayload: "",
    senderIp: fresh().ip,
    secret,
    events,
    mail: null,
    now: NOW,
    ...options,
  });
}

let admin: { id: string; email: string; role: string };
beforeAll(async () => {
  admin = await createUser(database.db, {
    email: "tables-admin@eden.test",
    password: "a long password",
    role: "admin",
    actor: null,
  });
});

async function setCovers(area: "garden" | "indoor", covers: number) {
  const hours = area === "garden" ? { opens: "12:00", closes: "23:30" } : { opens: "11:30", closes: "22:30" };
  await saveArea(database.db, { actor: admin, input: { area, covers, ...hours, bookable: true }, events });
}

const loadAt = async (area: string, day: string, tick: number) => {
  const [row] = await database.db
    .select({ covers: tableSlotLoads.covers })
    .from(tableSlotLoads)
    .where(and(eq(tableSlotLoads.area, area), eq(tableSlotLoads.day, day), eq(tableSlotLoads.tick, tick)));
  return row?.covers ?? 0;
};

async function solvedPayload(): Promise<string> {
  const challenge = await createCaptchaChallenge({ secret, cost: 10, counter: [5, 30] });
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe("booking a table", () => {
  it("books: a six-character code, the booking stored, its covers held for 90 minutes, audited and published", async () => {
    published.length = 0;
    const result = await book({ party: "4", time: "20:00", name: "  Ravi Kumar ", phone: "+91 98450 12345" });
    expect(result).toMatchObject({ ok: true, status: 201 });
    if (!result.ok) return;
    expect(result.code).toMatch(CODE_PATTERN);
    const [row] = await database.db.select().from(tableBookings).where(eq(tableBookings.id, result.id));
    expect(row).toMatchObject({
      area: "garden",
      day: DAY,
      time: "20:00",
      minutes: 90,
      party: 4,
      name: "Ravi Kumar",
      phone: "+919845012345",
      phoneKey: "9845012345",
      status: "booked",
      verified: false,
    });
    // 20:00 to 21:30: six quarter hours.
    for (const tick of [1200, 1215, 1230, 1245, 1260, 1275])
      expect(await loadAt("garden", DAY, tick)).toBe(4);
    expect(await loadAt("garden", DAY, 1290)).toBe(0);
    expect(await loadAt("garden", DAY, 1185)).toBe(0);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, result.id));
    expect(audit.map((a) => a.action)).toEqual(["tableBooking.create"]);
    expect(published).toContainEqual(expect.objectContaining({ topic: "tables", type: "booking.created" }));
    const view = await guestBooking(database.db, { token: result.token, now: NOW });
    expect(view).toMatchObject({ code: result.code, party: 4, cancellable: true });
    expect(view?.whatsapp).toContain(`https://wa.me/919845012345?text=`);
    expect(decodeURIComponent(view!.whatsapp)).toContain(result.code);
  });

  it("answers a full slot with the issue's sentence and the nearest free times", async () => {
    await setCovers("garden", 4);
    const day = "2026-12-14";
    expect(await book({ date: day, party: "4", time: "20:00" })).toMatchObject({ ok: true });
    const full = await book({ date: day, party: "4", time: "20:00" });
    expect(full).toEqual({
      ok: false,
      status: 409,
      message: "No table for 4 at 8:00 PM. Available: 6:00 PM, 6:30 PM, 9:30 PM, 10:00 PM.",
      fields: ["time"],
      alternatives: ["18:00", "18:30", "21:30", "22:00"],
    });
    // A party that still fits somewhere in the overlap is refused on every quarter hour it would hold.
    expect(await book({ date: day, party: "1", time: "19:00" })).toMatchObject({ ok: false, status: 409 });
    expect(await book({ date: day, party: "4", time: "21:30" })).toMatchObject({ ok: true });
    const slots = await dayAvailability(database.db, { day, area: "garden", party: 1, now: NOW });
    expect(slots.filter((s) => !s.available).map((s) => s.time)).toEqual([
      "19:00",
      "19:30",
      "20:00",
      "20:30",
      "21:00",
      "21:30",
      "22:00",
      "22:30",
    ]);
  });

  it("the last cover under 50 parallel bookings: exactly one wins, the others get 'No table' with alternatives", async () => {
    await setCovers("garden", 10);
    const day = "2026-12-16";
    expect(await book({ date: day, party: "9", time: "19:30" })).toMatchObject({ ok: true });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => book({ date: day, party: "1", time: "19:30" })),
    );
    const won = results.filter((r) => r.ok);
    const lost = results.filter((r) => !r.ok);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const r of lost) {
      expect(r).toMatchObject({
        status: 409,
        message: expect.stringMatching(/^No table for 1 at 7:30 PM\. Available: /),
      });
      expect((r as { alternatives: string[] }).alternatives.length).toBeGreaterThan(0);
    }
    const stored = await database.db
      .select({ party: tableBookings.party })
      .from(tableBookings)
      .where(and(eq(tableBookings.day, day), eq(tableBookings.area, "garden")));
    expect(stored.reduce((n, b) => n + b.party, 0)).toBe(10);
    for (const tick of [1170, 1185, 1200, 1215, 1230, 1245])
      expect(await loadAt("garden", day, tick)).toBe(10);
  });

  it("50 parallel bookings of a whole area's covers at different overlapping times: the counters never pass the covers", async () => {
    await setCovers("indoor", 6);
    const day = "2026-12-17";
    const times = ["19:00", "19:30", "20:00", "20:30", "21:00"];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        book({ date: day, area: "indoor", party: String(1 + (n % 3)), time: times[n % 5] }),
      ),
    );
    expect(results.some((r) => r.ok)).toBe(true);
    const loads = await database.db
      .select({ covers: tableSlotLoads.covers, tick: tableSlotLoads.tick })
      .from(tableSlotLoads)
      .where(and(eq(tableSlotLoads.area, "indoor"), eq(tableSlotLoads.day, day)));
    for (const l of loads) expect(l.covers).toBeLessThanOrEqual(6);
    // Each counter equals the bookings that hold it.
    const stored = await database.db
      .select()
      .from(tableBookings)
      .where(and(eq(tableBookings.day, day), eq(tableBookings.area, "indoor")));
    for (const l of loads) {
      const holding = stored.filter((b) => {
        const start = Number(b.time.slice(0, 2)) * 60 + Number(b.time.slice(3));
        return l.tick >= start && l.tick < start + b.minutes;
      });
      expect(l.covers).toBe(holding.reduce((n, b) => n + b.party, 0));
    }
  });
});

describe("the form's checks, in order", () => {
  it.each([
    [{ party: "13" }, bookingMessages.tooMany, ["party"]],
    [{ name: "", phone: "" }, "Please fill in all required fields.", ["name", "phone"]],
    [{ email: "ravi@example" }, "Please enter a valid email address.", ["email"]],
    [{ phone: "98450" }, "Please enter a valid phone number.", ["phone"]],
    [{ phone: "+91 40 2345 6789" }, bookingMessages.mobile, ["phone"]],
    [{ phone: "04023456789" }, bookingMessages.mobile, ["phone"]],
    [{ phone: "+44 20 7946 0958" }, bookingMessages.mobile, ["phone"]],
    [{ note: "x".repeat(501) }, "Note must be at most 500 characters.", ["note"]],
    [{ party: "0" }, bookingMessages.party, ["party"]],
    [{ area: "rooftop" }, bookingMessages.area, ["area"]],
    [{ date: "2026-12-09" }, "Please choose a date from today to 60 days ahead.", ["date"]],
    [{ date: "2027-02-09" }, "Please choose a date from today to 60 days ahead.", ["date"]],
    [{ date: "2026-02-30" }, "Please choose a date from today to 60 days ahead.", ["date"]],
    [{ time: "8pm" }, bookingMessages.time, ["time"]],
    [{ time: "11:30" }, "Garden tables can be booked from 12:00 PM to 10:30 PM.", ["time"]],
    [{ time: "22:45" }, "Garden tables can be booked from 12:00 PM to 10:30 PM.", ["time"]],
    [
      { area: "indoor", time: "22:00" },
      "Guntoor indoor tables can be booked from 11:30 AM to 9:30 PM.",
      ["time"],
    ],
    [{ date: "2026-12-10", time: "12:00" }, bookingMessages.begun, ["time"]],
  ] as const)("%j → %s", async (overrides, message, fields) => {
    const before = await database.db.select({ id: tableBookings.id }).from(tableBookings);
    expect(await book(overrides)).toEqual({ ok: false, status: 400, message, fields });
    expect(await database.db.select({ id: tableBookings.id }).from(tableBookings)).toHaveLength(
      before.length,
    );
  });

  it("books the last day of the window and today's later slots", async () => {
    expect(await book({ date: "2027-02-08" })).toMatchObject({ ok: true });
    expect(await book({ date: "2026-12-10", time: "12:30" })).toMatchObject({ ok: true });
  });
});

describe("spam and limits", () => {
  it("a filled honeypot stores nothing", async () => {
    const result = await book({}, { honeypot: "http://spam.example" });
    expect(result).toMatchObject({ ok: false, dropped: "honeypot" });
    expect(await database.db.select().from(tableBookings)).toHaveLength(0);
  });

  it(`at most ${ADDRESS_LIMIT.bookings} bookings per address in an hour`, async () => {
    const ip = "10.99.0.1";
    for (let n = 0; n < ADDRESS_LIMIT.bookings; n++)
      expect(await book({}, { senderIp: ip })).toMatchObject({ ok: true });
    expect(await book({}, { senderIp: ip })).toEqual({
      ok: false,
      status: 429,
      message: limitMessages.address,
    });
    // An hour later the address books again.
    expect(await book({}, { senderIp: ip, now: new Date(NOW.getTime() + 3_600_001) })).toMatchObject({
      ok: true,
    });
  });

  it(`at most ${PHONE_LIMIT.bookings} bookings per phone number in a day, however it is written`, async () => {
    for (const phone of ["9845099999", "+91 98450 99999", "098450-99999"])
      expect(await book({ phone })).toMatchObject({ ok: true });
    expect(await book({ phone: "919845099999" })).toEqual({
      ok: false,
      status: 429,
      message: limitMessages.phone,
    });
  });

  it("a verified booking with an e-mail queues the confirmation (sensitive, with its .ics); one without the proof of work does not", async () => {
    const verified = await book(
      { email: "ravi@example.com" },
      { captchaPayload: await solvedPayload(), mail: { origin: "https://eden.example" } },
    );
    expect(verified).toMatchObject({ ok: true, mailed: true });
    const unverified = await book(
      { email: "ravi@example.com" },
      { mail: { origin: "https://eden.example" } },
    );
    expect(unverified).toMatchObject({ ok: true, mailed: false });
    const mails = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "table-booking"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "ravi@example.com",
      sensitive: true,
      refId: verified.ok ? verified.id : "",
    });
    expect(mails[0]!.text).toContain(verified.ok ? verified.code : "");
    expect(mails[0]!.text).toContain("https://eden.example/contact/booking/");
    expect(mails[0]!.text).toContain("/cancel");
  });

  it("a replayed proof of work is refused and stores nothing more", async () => {
    const payload = await solvedPayload();
    expect(await book({}, { captchaPayload: payload })).toMatchObject({ ok: true });
    expect(await book({}, { captchaPayload: payload })).toEqual({
      ok: false,
      status: 403,
      message: bookingMessages.captchaFailed,
    });
    expect(await book({}, { captchaPayload: "bm90IGEgcGF5bG9hZA==" })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await database.db.select().from(tableBookings)).toHaveLength(1);
  });
});

describe("blocked dates and hours", () => {
  it("a blocked day takes no bookings; blocked hours answer like a full slot", async () => {
    await addBlock(database.db, {
      actor: admin,
      input: {
        area: "garden",
        day: "2026-12-20",
        fromTime: null,
        untilTime: null,
        reason: "Private function",
      },
      events,
      now: NOW,
    });
    expect(await book({ date: "2026-12-20" })).toEqual({
      ok: false,
      status: 400,
      message: bookingMessages.dayClosed,
      fields: ["date"],
    });
    // The indoor tables stay open that day.
    expect(await book({ date: "2026-12-20", area: "indoor" })).toMatchObject({ ok: true });
    await addBlock(database.db, {
      actor: admin,
      input: { area: null, day: "2026-12-21", fromTime: "19:00", untilTime: "23:30", reason: "" },
      events,
      now: NOW,
    });
    // 18:00 for 90 minutes would run into the block.
    expect(await book({ date: "2026-12-21", time: "18:00", party: "2" })).toEqual({
      ok: false,
      status: 409,
      message: "No table for 2 at 6:00 PM. Available: 4:00 PM, 4:30 PM, 5:00 PM, 5:30 PM.",
      fields: ["time"],
      alternatives: ["16:00", "16:30", "17:00", "17:30"],
    });
  });
});

describe("cancelling with the private link", () => {
  it("works once, gives the covers back, and is refused once the slot has begun", async () => {
    const booked = await book({ date: "2026-12-12", time: "19:00", party: "3" });
    if (!booked.ok) throw new Error("not booked");
    expect(await loadAt("garden", "2026-12-12", 1140)).toBe(3);
    expect(await cancelBookingByToken(database.db, { token: booked.token, events, now: NOW })).toEqual({
      ok: true,
      code: booked.code,
      message: `Your booking ${booked.code} is cancelled.`,
    });
    expect(await loadAt("garden", "2026-12-12", 1140)).toBe(0);
    expect(await cancelBookingByToken(database.db, { token: booked.token, events, now: NOW })).toEqual({
      ok: false,
      status: 409,
      message: guestBookingMessages.alreadyCancelled,
    });
    const later = await book({ date: "2026-12-12", time: "19:00", party: "2" });
    if (!later.ok) throw new Error("not booked");
    // 19:00 IST on the day itself.
    const begun = new Date("2026-12-12T13:30:00Z");
    expect(await cancelBookingByToken(database.db, { token: later.token, events, now: begun })).toEqual({
      ok: false,
      status: 409,
      message: guestBookingMessages.tooLate,
    });
    expect((await guestBooking(database.db, { token: later.token, now: begun }))?.cancellable).toBe(false);
    expect(
      await cancelBookingByToken(database.db, { token: "x".repeat(32), events, now: NOW }),
    ).toMatchObject({ status: 404 });
  });

  it("a booking staff seated can no longer be cancelled by the link", async () => {
    const booked = await book();
    if (!booked.ok) throw new Error("not booked");
    await setTableBookingStatus(database.db, {
      actor: admin,
      id: booked.id,
      status: "seated",
      events,
      now: NOW,
    });
    expect(await cancelBookingByToken(database.db, { token: booked.token, events, now: NOW })).toMatchObject({
      ok: false,
      status: 409,
    });
  });
});
