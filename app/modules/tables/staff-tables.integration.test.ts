import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  customerEntries,
  menuTables,
  tableBookingAreas,
  tableBookingBlocks,
  tableBookings,
  tableBookingSettings,
  tableServiceRequests,
  tableSlotLoads,
} from "~/db/schema";
import * as dayRoute from "~/routes/luxebooking/table-bookings";
import * as settingsRoute from "~/routes/luxebooking/table-booking-settings";
import * as floorRoute from "~/routes/luxebooking/floor";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { bookTable } from "./book-table.server";
import type { BookingValues } from "./booking-rules";
import { getBookingSettings } from "./settings.server";
import {
  addWalkIn,
  searchBookingsByPhone,
  setTableBookingStatus,
  tableDayView,
} from "./staff-bookings.server";

/** Issue 31 items 5 and 6: the staff's day view, one-tap statuses, walk-ins, search and settings. */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  for (const table of [
    tableBookings,
    tableSlotLoads,
    tableBookingAreas,
    tableBookingBlocks,
    tableBookingSettings,
  ])
    await h.db.delete(table);
});

/** 12:00 noon IST on 10 December 2026. */
const NOW = new Date("2026-12-10T06:30:00Z");
const DAY = "2026-12-12";
let n = 0;
async function guestBooking(overrides: Partial<BookingValues> = {}) {
  n++;
  const result = await bookTable(h.db, {
    values: {
      date: DAY,
      time: "20:00",
      party: "4",
      area: "garden",
      name: `Guest ${n}`,
      phone: `97${String(n).padStart(8, "0")}`,
      email: "",
      note: "",
      ...overrides,
    },
    honeypot: "",
    captchaPayload: "",
    senderIp: `10.50.0.${n}`,
    secret: "x".repeat(32),
    events: h.events,
    mail: null,
    now: NOW,
  });
  if (!result.ok) throw new Error(result.message);
  return result;
}
const load = async (area: string, day: string, tick: number) =>
  (
    await h.db
      .select({ covers: tableSlotLoads.covers })
      .from(tableSlotLoads)
      .where(and(eq(tableSlotLoads.area, area), eq(tableSlotLoads.day, day), eq(tableSlotLoads.tick, tick)))
  )[0]?.covers ?? 0;

describe("the day view", () => {
  it("lists each area's slots with the covers held against its covers, and the bookings by the time they start", async () => {
    const a = await guestBooking({ time: "19:30", party: "4", note: "Birthday cake at 9" });
    await guestBooking({ time: "20:00", party: "2" });
    await guestBooking({ time: "20:00", party: "3", area: "indoor" });
    const view = await tableDayView(h.db, { actor: h.actor("operations"), day: DAY, now: NOW });
    const garden = view.areas.find((x) => x.area === "garden")!;
    expect(garden).toMatchObject({ label: "Garden", covers: 40, guests: 6 });
    const at = (time: string) => garden.slots.find((s) => s.time === time)!;
    expect(at("19:30")).toMatchObject({ label: "7:30 PM", held: 4 });
    expect(at("19:30").bookings.map((b) => b.code)).toEqual([a.code]);
    expect(at("19:30").bookings[0]).toMatchObject({ party: 4, note: "Birthday cake at 9", status: "booked" });
    // 20:00 holds the 19:30 booking (until 21:00) and the 20:00 one.
    expect(at("20:00")).toMatchObject({ held: 6 });
    expect(at("21:00")).toMatchObject({ held: 2 });
    expect(garden.slots[0]!.time).toBe("12:00");
    expect(garden.slots.at(-1)!.time).toBe("22:30");
    expect(view.areas.find((x) => x.area === "indoor")!.guests).toBe(3);
  });

  it("counts yesterday's no-shows", async () => {
    const yesterday = "2026-12-09";
    const b1 = await guestBooking({ date: "2026-12-10", time: "13:00", party: "2" });
    const b2 = await guestBooking({ date: "2026-12-10", time: "13:00", party: "5" });
    await h.db.update(tableBookings).set({ day: yesterday }).where(eq(tableBookings.id, b1.id));
    await h.db.update(tableBookings).set({ day: yesterday }).where(eq(tableBookings.id, b2.id));
    const actor = h.actor("manager");
    await setTableBookingStatus(h.db, { actor, id: b1.id, status: "no_show", events: h.events });
    await setTableBookingStatus(h.db, { actor, id: b2.id, status: "no_show", events: h.events });
    const view = await tableDayView(h.db, { actor, day: DAY, now: NOW });
    expect(view.yesterdayNoShows).toEqual({ bookings: 2, guests: 7 });
  });
});

describe("one tap on a status", () => {
  it("seated keeps the covers; no-show and cancelled give them back; back to booked takes them again; each audited and published", async () => {
    const b = await guestBooking({ party: "4" });
    const actor = h.actor("operations");
    const set = (status: "booked" | "seated" | "no_show" | "cancelled") =>
      setTableBookingStatus(h.db, { actor, id: b.id, status, events: h.events, now: NOW });
    h.published.length = 0;
    expect(await set("seated")).toMatchObject({ status: "seated" });
    expect(await load("garden", DAY, 1200)).toBe(4);
    await set("no_show");
    expect(await load("garden", DAY, 1200)).toBe(0);
    await set("cancelled");
    expect(await load("garden", DAY, 1200)).toBe(0);
    await set("booked");
    expect(await load("garden", DAY, 1200)).toBe(4);
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.entityId, b.id));
    expect(
      audit
        .filter((a) => a.action === "tableBooking.status")
        .map((a) => (a.after as { status: string }).status),
    ).toEqual(["seated", "no_show", "cancelled", "booked"]);
    expect(h.published.filter((e) => e.topic === "tables")).toHaveLength(4);
  });

  it("through the route: a toast's answer; accounts get the denial, changing nothing", async () => {
    const b = await guestBooking();
    const name = `Guest ${n}`;
    const ok = await h.reply(dayRoute.action, {
      as: "operations",
      url: "/luxebooking/table-bookings",
      form: { intent: "status", id: b.id, status: "seated" },
    });
    expect(ok).toEqual({ status: 200, body: { ok: true, message: `${name}: Seated.` } });
    const denied = await h.reply(dayRoute.action, {
      as: "accounts",
      url: "/luxebooking/table-bookings",
      form: { intent: "status", id: b.id, status: "cancelled" },
    });
    expect(denied).toEqual({
      status: 403,
      body: { message: "Only Admin, Manager and Operations users can manage table bookings." },
    });
    const signedOut = await h.call(dayRoute.action, {
      as: "signed-out",
      url: "/luxebooking/table-bookings",
      form: { intent: "status", id: b.id, status: "cancelled" },
    });
    expect(signedOut.status).toBe(401);
    const [row] = await h.db.select().from(tableBookings).where(eq(tableBookings.id, b.id));
    expect(row!.status).toBe("seated");
    const bad = await h.reply(dayRoute.action, {
      as: "operations",
      url: "/luxebooking/table-bookings",
      form: { intent: "status", id: b.id, status: "eaten" },
    });
    expect(bad.status).toBe(400);
  });
});

describe("walk-ins", () => {
  it("are seated now, at the current quarter hour, counted against the covers but never refused", async () => {
    await h.db
      .insert(tableBookingAreas)
      .values({ area: "indoor", covers: 4, opens: "11:30", closes: "22:30" });
    // 20:07 IST.
    const now = new Date("2026-12-10T14:37:00Z");
    const first = await addWalkIn(h.db, {
      actor: h.actor("operations"),
      party: 3,
      area: "indoor",
      events: h.events,
      now,
    });
    expect(first.overCapacity).toBe(false);
    const second = await addWalkIn(h.db, {
      actor: h.actor("operations"),
      party: 3,
      area: "indoor",
      events: h.events,
      now,
    });
    expect(second.overCapacity).toBe(true);
    const [row] = await h.db.select().from(tableBookings).where(eq(tableBookings.id, second.id));
    expect(row).toMatchObject({
      day: "2026-12-10",
      time: "20:00",
      status: "seated",
      walkIn: true,
      party: 3,
      name: "Walk-in",
    });
    expect(await load("indoor", "2026-12-10", 1200)).toBe(6);
    // Online guests cannot book the seats the walk-ins hold.
    await expect(
      guestBooking({ date: "2026-12-10", area: "indoor", time: "20:30", party: "1" }),
    ).rejects.toThrow(/^No table for 1 at 8:30 PM/);
  });

  it("through the route, in two fields; a bad party is refused", async () => {
    const ok = await h.reply(dayRoute.action, {
      as: "manager",
      url: "/luxebooking/table-bookings",
      form: { intent: "walk-in", party: "2", area: "garden" },
    });
    expect(ok).toEqual({ status: 200, body: { ok: true, message: "Walk-in of 2 seated." } });
    const bad = await h.reply(dayRoute.action, {
      as: "manager",
      url: "/luxebooking/table-bookings",
      form: { intent: "walk-in", party: "0", area: "garden" },
    });
    expect(bad).toEqual({
      status: 400,
      body: { ok: false, error: "Guests must be a whole number from 1 to 100." },
    });
  });
});

describe("search by phone", () => {
  it("finds bookings by any four or more digits, however the number is typed", async () => {
    const b = await guestBooking({ phone: "+91 98450 12345" });
    await guestBooking({ phone: "9000011111" });
    const actor = h.actor("manager");
    expect((await searchBookingsByPhone(h.db, { actor, phone: "12345" })).map((x) => x.code)).toEqual([
      b.code,
    ]);
    expect((await searchBookingsByPhone(h.db, { actor, phone: "+919845012345" })).map((x) => x.code)).toEqual(
      [b.code],
    );
    await expect(searchBookingsByPhone(h.db, { actor, phone: "98" })).rejects.toThrow(
      "Type at least 4 digits",
    );
    const page = await h.call(dayRoute.loader, {
      as: "operations",
      url: `/luxebooking/table-bookings?date=${DAY}&phone=12345`,
    });
    expect(
      (page.body as { search: { results: { code: string }[] } }).search.results.map((x) => x.code),
    ).toEqual([b.code]);
  });
});

describe("settings (the owner's)", () => {
  it("saves rules and areas, audited; the forms' checks; operations are denied", async () => {
    const save = (as: "manager" | "operations", form: Record<string, string>) =>
      h.reply(settingsRoute.action, { as, url: "/luxebooking/table-bookings/settings", form });
    expect(
      await save("manager", {
        intent: "rules",
        slotMinutes: "15",
        bookingMinutes: "120",
        windowDays: "30",
        whatsapp: "+91 98450 99999",
      }),
    ).toEqual({
      status: 200,
      body: { ok: true, message: "Booking rules saved." },
    });
    expect(
      await save("manager", {
        intent: "area",
        area: "garden",
        covers: "60",
        opens: "12:00",
        closes: "00:00",
        bookable: "on",
      }),
    ).toEqual({
      status: 200,
      body: { ok: true, message: "Garden saved." },
    });
    const settings = await getBookingSettings(h.db);
    expect(settings).toMatchObject({
      slotMinutes: 15,
      bookingMinutes: 120,
      windowDays: 30,
      whatsapp: "919845099999",
    });
    expect(settings.areas.garden).toEqual({
      area: "garden",
      covers: 60,
      opens: "12:00",
      closes: "24:00",
      bookable: true,
    });
    expect(
      (await save("manager", { intent: "rules", slotMinutes: "20", bookingMinutes: "90", windowDays: "60" }))
        .body,
    ).toEqual({
      ok: false,
      error: "Slot length must be 15, 30 or 60 minutes.",
    });
    expect(
      (await save("manager", { intent: "rules", slotMinutes: "30", bookingMinutes: "100", windowDays: "60" }))
        .body,
    ).toMatchObject({
      error: "A booking holds its table for 30 to 240 minutes, in steps of 15.",
    });
    expect(
      (
        await save("manager", {
          intent: "area",
          area: "indoor",
          covers: "20",
          opens: "22:00",
          closes: "22:30",
        })
      ).body,
    ).toMatchObject({
      error: "The closing time must be at least an hour after the opening time.",
    });
    expect(
      (
        await save("manager", {
          intent: "area",
          area: "indoor",
          covers: "20",
          opens: "11:10",
          closes: "22:30",
        })
      ).body,
    ).toMatchObject({
      error: "Enter a time as HH:MM on the quarter hour (e.g. 12:00, 23:30).",
    });
    expect(
      await save("operations", {
        intent: "rules",
        slotMinutes: "30",
        bookingMinutes: "90",
        windowDays: "60",
      }),
    ).toEqual({
      status: 403,
      body: { message: "Only Admin and Manager users can change the table booking settings." },
    });
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.action, "tableBooking.area"));
    expect(audit.at(-1)).toMatchObject({ entityId: "garden" });
  });

  it("an area that takes no online bookings refuses them; a block's hours are checked; blocks are listed and removed", async () => {
    const save = (form: Record<string, string>) =>
      h.reply(settingsRoute.action, { as: "admin", url: "/luxebooking/table-bookings/settings", form });
    // No 'bookable' field: the box was unticked.
    await save({ intent: "area", area: "indoor", covers: "24", opens: "11:30", closes: "22:30" });
    await expect(guestBooking({ area: "indoor" })).rejects.toThrow(
      "The Guntoor indoor area is not taking online bookings at the moment.",
    );
    expect(
      (await save({ intent: "block", area: "garden", day: "2026-12-24", fromTime: "19:00", untilTime: "" }))
        .body,
    ).toMatchObject({
      error: "Give both times (the block's start before its end), or neither for the whole day.",
    });
    expect(
      (
        await save({
          intent: "block",
          area: "both",
          day: "2099-12-24",
          fromTime: "",
          untilTime: "",
          reason: "Private function",
        })
      ).body,
    ).toEqual({
      ok: true,
      message: "Blocked.",
    });
    const page = await h.call(settingsRoute.loader, {
      as: "admin",
      url: "/luxebooking/table-bookings/settings",
    });
    const blocks = (page.body as { blocks: { id: string; area: null; reason: string }[] }).blocks;
    expect(blocks).toMatchObject([
      { area: null, day: "2099-12-24", fromTime: null, untilTime: null, reason: "Private function" },
    ]);
    expect((await save({ intent: "unblock", id: blocks[0]!.id })).body).toEqual({
      ok: true,
      message: "Block removed.",
    });
    expect((await save({ intent: "unblock", id: blocks[0]!.id })).status).toBe(404);
  });
});

describe("the Floor panel's page", () => {
  it("shows each table's request and minutes waiting, oldest first; past 30 minutes it is flagged; the title counts them", async () => {
    const [t1, t2] = await h.db
      .insert(menuTables)
      .values([
        { venue: "guntoor", name: "Pavilion 2" },
        { venue: "guntoor", name: "T12" },
      ])
      .returning();
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000 - 5_000);
    await h.db.insert(tableServiceRequests).values([
      { tableId: t2!.id, kind: "waiter", createdAt: minutesAgo(4) },
      { tableId: t1!.id, kind: "bill", createdAt: minutesAgo(41) },
    ]);
    const page = await h.render(floorRoute, "operations", {
      pattern: "/luxebooking/floor",
      path: "/luxebooking/floor",
    });
    expect(page.text).toContain("Pavilion 2 Ask for the bill Waiting 41 minutes — over 30 minutes");
    expect(page.text).toContain("T12 Call waiter Waiting 4 minutes");
    expect(page.text).not.toContain("Waiting 4 minutes — over");
    expect(page.text.indexOf("Pavilion 2")).toBeLessThan(page.text.indexOf("T12"));
    expect(page.html.match(/data-late="true"/g)).toHaveLength(1);
    const meta = floorRoute.meta({ loaderData: { requests: [{}, {}], now: "" } } as never);
    expect(meta).toEqual([{ title: "(2) Floor — Luxe Hall Reservations" }]);
    await h.db.delete(tableServiceRequests);
    await h.db.delete(customerEntries);
    await h.db.delete(menuTables);
  });
});
