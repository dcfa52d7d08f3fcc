import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  customerEntries,
  menuSettings,
  menuTables,
  tableBookings,
  tableServiceRequests,
  tableSlotLoads,
} from "~/db/schema";
import * as guestDataRoute from "~/routes/api/menu-guest-data";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { bookTable } from "./book-table.server";
import type { TableGuestData } from "./guest-data";
import { runTableDataRetention } from "./guest-data.server";
import { requestTableService } from "./table-service.server";

// @module-tag db

/**
 * Issue 31 "Data": bookings and table requests are personal data. A guest data request (issue 18's
 * screen) finds them by phone and name and exports or deletes only the rows staff ticked, after
 * the identity tick (issue 29 item 9); the retention period covers them.
 */
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  for (const table of [
    tableServiceRequests,
    tableBookings,
    tableSlotLoads,
    customerEntries,
    menuTables,
    menuSettings,
  ])
    await h.db.delete(table);
});

const NOW = new Date("2026-12-10T06:30:00Z");
let n = 0;
async function book(phone: string, date = "2026-12-12", now = NOW, name = "Meera") {
  n++;
  const result = await bookTable(h.db, {
    values: {
      date,
      time: "20:00",
      party: "2",
      area: "garden",
      name,
      phone,
      email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`,
      note: "",
    },
    honeypot: "",
    captchaPayload: "",
    senderIp: `10.60.0.${n}`,
    secret: "x".repeat(32),
    events: h.events,
    mail: null,
    now,
  });
  if (!result.ok) throw new Error(result.message);
  return result;
}

/** A table request made from a visitor entry of this phone and name; its id. */
async function tableRequest(phone: string, now = NOW, name = "Meera") {
  const [table] = await h.db
    .insert(menuTables)
    .values({ venue: "guntoor", name: `T${++n}` })
    .returning();
  const [entry] = await h.db
    .insert(customerEntries)
    .values({
      venue: "guntoor",
      customerName: name,
      phoneNumber: phone,
      numGuests: 2,
      tableId: table!.id,
      timestamp: now,
    })
    .returning();
  await requestTableService(h.db, { entryId: entry!.id, kind: "bill", events: h.events, now });
  const [made] = await h.db
    .select({ id: tableServiceRequests.id })
    .from(tableServiceRequests)
    .where(eq(tableServiceRequests.entryId, entry!.id));
  return made!.id;
}

type Form = Record<string, string | string[]>;
const request = (form: Form, as: "manager" | "operations" = "manager") =>
  h.call(guestDataRoute.action, { as, url: "/api/v1/menu/guest-data", form });
const find = (phone: string, name = "Meera") => request({ intent: "find", phone, name });
const foundTables = async (phone: string, name = "Meera") =>
  ((await find(phone, name)).body as { tables: TableGuestData }).tables;

describe("a guest data request (issue 29 item 9's rule)", () => {
  it("finds the guest's table bookings and table requests by the last ten digits and the name", async () => {
    const booked = await book("+91 98450 55555");
    await book("9000000000");
    await tableRequest("098450-55555");
    const found = await find("9845055555", "  meera ");
    expect(found.status).toBe(200);
    const tables = (found.body as { tables: TableGuestData }).tables;
    expect(tables.bookings.map((b) => b.code)).toEqual([booked.code]);
    expect(tables.bookings[0]).toMatchObject({
      name: "Meera",
      email: "meera@example.com",
      party: 2,
      status: "booked",
    });
    expect(tables.requests).toMatchObject([{ kind: "bill", status: "open" }]);
  });

  it("never shows a booking or a request made under the same phone by another name", async () => {
    const mine = await book("9845055555");
    const theirs = await book("9845055555", "2026-12-13", NOW, "Someone Else");
    const myRequest = await tableRequest("9845055555");
    const theirRequest = await tableRequest("9845055555", NOW, "Someone Else");
    const tables = await foundTables("9845055555");
    expect(tables.bookings.map((b) => b.id)).toEqual([mine.id]);
    expect(tables.requests.map((r) => r.id)).toEqual([myRequest]);
    const others = await foundTables("9845055555", "someone else");
    expect(others.bookings.map((b) => b.id)).toEqual([theirs.id]);
    expect(others.requests.map((r) => r.id)).toEqual([theirRequest]);
    // Without a name nothing is found.
    expect((await request({ intent: "find", phone: "9845055555" })).body).toEqual({
      ok: false,
      error: "Enter the name the guest gave in the visitor form.",
    });
  });

  it("exports the ticked rows as a CSV file, audited with counts, ids and the identity check only", async () => {
    const booked = await book("9845055555");
    const asked = await tableRequest("9845055555");
    const response = await request({
      intent: "export-tables",
      phone: "+91 98450 55555",
      name: "MEERA",
      verified: "on",
      ids: [booked.id, asked],
    });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="guest_table_data_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.response!.arrayBuffer());
    // The UTF-8 BOM first, so Excel reads names in Telugu or with accents correctly.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe(
      '"Code","Date","Time","Seating","Guests","Name","Phone","Email","Note","Status","Booked at"',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^"${booked.code}","2026-12-12","20:00","Garden","2","Meera","9845055555","meera@example.com","","Booked","2026-12-10 12:00:00"$`,
      ),
    );
    expect(lines[3]).toBe('"Table","Request","Status","Asked at"');
    expect(lines[4]).toMatch(/^"T\d+","Ask for the bill","Open","2026-12-10 12:00:00"$/);
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, "guestData.tables.export"));
    expect(audit!.after).toEqual({
      bookings: 1,
      requests: 1,
      ids: [booked.id, asked],
      identityVerified: true,
    });
    expect(JSON.stringify(audit)).not.toContain("9845055555");
    expect(JSON.stringify(audit)).not.toContain("Meera");
  });

  it("never exports a booking or request under the same phone and another name, even when its id is sent", async () => {
    const mine = await book("9845055555");
    const theirs = await book("9845055555", "2026-12-13", NOW, "Someone Else");
    const theirRequest = await tableRequest("9845055555", NOW, "Someone Else");
    const response = await request({
      intent: "export-tables",
      phone: "9845055555",
      name: "Meera",
      verified: "on",
      ids: [mine.id, theirs.id, theirRequest],
    });
    expect(response.status).toBe(200);
    const csv = new TextDecoder().decode(await response.response!.arrayBuffer());
    expect(csv).toContain(mine.code);
    expect(csv).not.toContain(theirs.code);
    expect(csv).not.toContain("Someone Else");
    expect(csv).not.toContain("someone.else@example.com");
    // Only the other guest's ids: nothing of theirs leaves, and the answer says so.
    const forged = await request({
      intent: "export-tables",
      phone: "9845055555",
      name: "Meera",
      verified: "on",
      ids: [theirs.id, theirRequest],
    });
    expect(forged.status).toBe(404);
    expect(forged.body).toEqual({
      ok: false,
      error: "None of the ticked table bookings or table requests is this guest's.",
    });
  });

  it("refuses an export or a deletion without the identity tick or without a ticked row, changing nothing", async () => {
    const booked = await book("9845055555");
    for (const intent of ["export-tables", "delete-tables"]) {
      expect((await request({ intent, phone: "9845055555", name: "Meera", ids: [booked.id] })).body).toEqual({
        ok: false,
        error: "Confirm that you checked the requester's identity.",
      });
      expect((await request({ intent, phone: "9845055555", name: "Meera", verified: "on" })).body).toEqual({
        ok: false,
        error: "Tick the table bookings and table requests that are the guest's own.",
      });
      expect(
        (await request({ intent, phone: "9845055555", name: "Meera", verified: "on", ids: ["not-an-id"] }))
          .body,
      ).toEqual({ ok: false, error: "Tick the table bookings and table requests that are the guest's own." });
    }
    expect(await h.db.select().from(tableBookings)).toHaveLength(1);
    expect(
      await h.db.select().from(auditLog).where(eq(auditLog.action, "guestData.tables.delete")),
    ).toHaveLength(0);
  });

  it("deletes the ticked rows in one transaction, the booking's covers given back; others' stay", async () => {
    const mine = await book("9845055555");
    const other = await book("9000000000");
    const asked = await tableRequest("9845055555");
    const deleted = await request({
      intent: "delete-tables",
      phone: "9845055555",
      name: "Meera",
      verified: "on",
      ids: [mine.id, asked],
    });
    expect(deleted.body).toEqual({
      ok: true,
      intent: "delete",
      deleted: 2,
      message: "1 table booking and 1 table request were deleted.",
    });
    expect((await h.db.select().from(tableBookings)).map((b) => b.code)).toEqual([other.code]);
    expect(await h.db.select().from(tableServiceRequests)).toHaveLength(0);
    const [load] = await h.db.select().from(tableSlotLoads).where(eq(tableSlotLoads.tick, 1200));
    expect(load!.covers).toBe(2);
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, "guestData.tables.delete"));
    expect(audit!.after).toEqual({ bookings: 1, requests: 1, ids: [mine.id, asked], identityVerified: true });
  });

  it("never deletes a booking or request under the same phone and another name, nor an unticked one of the guest", async () => {
    const mine = await book("9845055555");
    const kept = await book("9845055555", "2026-12-14");
    const theirs = await book("9845055555", "2026-12-13", NOW, "Someone Else");
    const theirRequest = await tableRequest("9845055555", NOW, "Someone Else");
    const deleted = await request({
      intent: "delete-tables",
      phone: "9845055555",
      name: "Meera",
      verified: "on",
      ids: [mine.id, theirs.id, theirRequest],
    });
    expect(deleted.body).toMatchObject({ ok: true, deleted: 1 });
    expect((await h.db.select().from(tableBookings)).map((b) => b.id).sort()).toEqual(
      [kept.id, theirs.id].sort(),
    );
    expect((await h.db.select().from(tableServiceRequests)).map((r) => r.id)).toEqual([theirRequest]);
  });

  it("is the admin's and the manager's: operations are denied; a malformed number is refused", async () => {
    const booked = await book("9845055555");
    const denied = await request(
      { intent: "delete-tables", phone: "9845055555", name: "Meera", verified: "on", ids: [booked.id] },
      "operations",
    );
    expect(denied.status).toBe(403);
    expect(await h.db.select().from(tableBookings)).toHaveLength(1);
    expect((await find("12")).body).toEqual({
      ok: false,
      error: "Please enter a valid phone number (10 to 14 digits, optional leading +).",
    });
  });
});

describe("the retention period covers them", () => {
  it("a booking is kept for its day and the period after it; a request for the period after it was made", async () => {
    await h.db.insert(menuSettings).values({ venue: "guntoor", retentionDays: 30 });
    const old = await book("9845011111", "2026-12-12");
    const ahead = await book("9845022222", "2027-01-30");
    await tableRequest("9845033333", NOW);
    // 11 January 2027 IST: 30 days after 12 December is the 11th; the booking goes on the 12th.
    const kept = await runTableDataRetention(h.db, { now: new Date("2027-01-11T06:30:00Z") });
    expect(kept).toEqual({ bookings: 0, requests: 1 });
    const gone = await runTableDataRetention(h.db, { now: new Date("2027-01-12T06:30:00Z") });
    expect(gone).toEqual({ bookings: 1, requests: 0 });
    expect((await h.db.select().from(tableBookings)).map((b) => b.id)).toEqual([ahead.id]);
    expect((await h.db.select().from(tableBookings)).map((b) => b.id)).not.toContain(old.id);
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "guestData.tables.retention.delete"));
    expect(audit!.after).toMatchObject({ retentionDays: 30 });
    // The counters of those days go with them.
    expect(await h.db.select().from(tableSlotLoads).where(eq(tableSlotLoads.day, "2026-12-12"))).toHaveLength(
      0,
    );
  });
});
