import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, customerEntries, menuTables, tableServiceRequests } from "~/db/schema";
import { EventBus, type LiveEvent } from "~/modules/live/events.server";
import { setUpTestDatabase } from "../../../tests/support/db";
import { clearFloorRequest, listFloorRequests, requestTableService } from "./table-service.server";

// @module-tag db

/** Issue 31 items 7 and 8: 'Call waiter' / 'Ask for the bill' from a table, and the Floor panel. */
const database = setUpTestDatabase({ clear: [tableServiceRequests, customerEntries, menuTables] });
const events = new EventBus();
const published: LiveEvent[] = [];
events.subscribe((e) => published.push(e));
const staff = {
  id: "00000000-0000-4000-8000-000000000001",
  email: "operations@eden.test",
  role: "operations",
};
const NOW = new Date("2026-12-10T14:00:00Z");

/** A table and a visitor entry that came from its QR code. */
async function guestAt(name: string, options: { removed?: boolean } = {}) {
  const [table] = await database.db
    .insert(menuTables)
    .values({ venue: "guntoor", name, removedAt: options.removed ? NOW : null })
    .returning();
  const [entry] = await database.db
    .insert(customerEntries)
    .values({
      venue: "guntoor",
      customerName: "Guest",
      phoneNumber: "9876543210",
      numGuests: 2,
      tableId: table!.id,
    })
    .returning();
  return { table: table!, entryId: entry!.id };
}

const ask = (entryId: string, kind: "waiter" | "bill", now = NOW) =>
  requestTableService(database.db, { entryId, kind, events, now });

beforeEach(() => {
  published.length = 0;
});

describe("a guest's request", () => {
  it("is sent once per table and kind while open; a second tap finds it; the other kind is its own", async () => {
    const { entryId, table } = await guestAt("T1");
    expect(await ask(entryId, "waiter")).toEqual({ outcome: "sent", table: "T1" });
    expect(await ask(entryId, "waiter")).toEqual({ outcome: "already", table: "T1" });
    expect(await ask(entryId, "bill")).toEqual({ outcome: "sent", table: "T1" });
    const rows = await database.db
      .select()
      .from(tableServiceRequests)
      .where(eq(tableServiceRequests.tableId, table.id));
    expect(rows.map((r) => [r.kind, r.status, r.entryId]).sort()).toEqual([
      ["bill", "open", entryId],
      ["waiter", "open", entryId],
    ]);
    expect(published.filter((e) => e.topic === "floor")).toHaveLength(2);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "tableService.request"));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it("a guest without a table, or at a removed table, is told to scan the table's code", async () => {
    const [entry] = await database.db
      .insert(customerEntries)
      .values({ venue: "guntoor", customerName: "No table", phoneNumber: "9876543210", numGuests: 1 })
      .returning();
    expect(await ask(entry!.id, "waiter")).toEqual({ outcome: "noTable", table: null });
    const removed = await guestAt("Gone", { removed: true });
    expect(await ask(removed.entryId, "waiter")).toEqual({ outcome: "noTable", table: null });
    expect(await ask("not-a-uuid", "waiter")).toEqual({ outcome: "noTable", table: null });
  });

  it("at most 6 requests per table in an hour; the seventh is refused; an hour later it is taken", async () => {
    const { entryId } = await guestAt("T2");
    const staffDone = async () => {
      for (const r of await listFloorRequests(database.db, { actor: staff }))
        await clearFloorRequest(database.db, { actor: staff, id: r.id, events, now: NOW });
    };
    for (let n = 0; n < 3; n++) {
      expect((await ask(entryId, "waiter", new Date(NOW.getTime() + n * 60_000))).outcome).toBe("sent");
      expect((await ask(entryId, "bill", new Date(NOW.getTime() + n * 60_000))).outcome).toBe("sent");
      await staffDone();
    }
    expect((await ask(entryId, "waiter", new Date(NOW.getTime() + 10 * 60_000))).outcome).toBe("tooMany");
    expect((await ask(entryId, "waiter", new Date(NOW.getTime() + 61 * 60_000))).outcome).toBe("sent");
  });

  it("20 simultaneous taps at one table make one open request", async () => {
    const { entryId, table } = await guestAt("T3");
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => ask(entryId, "waiter")));
    expect(outcomes.filter((o) => o.outcome === "sent")).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === "already")).toHaveLength(19);
    const open = await database.db
      .select()
      .from(tableServiceRequests)
      .where(eq(tableServiceRequests.tableId, table.id));
    expect(open).toHaveLength(1);
  });

  it("the database keeps one open request per table and kind, whatever writes it", async () => {
    const { table } = await guestAt("T4");
    await database.db.insert(tableServiceRequests).values({ tableId: table.id, kind: "waiter" });
    await expect(
      database.db.insert(tableServiceRequests).values({ tableId: table.id, kind: "waiter" }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(tableServiceRequests).values({ tableId: table.id, kind: "coffee" }),
    ).rejects.toThrow();
  });
});

describe("the Floor panel", () => {
  it("lists open requests oldest first with their table; Done clears one, once; audited and published", async () => {
    const t5 = await guestAt("T5");
    const t6 = await guestAt("T6");
    await ask(t6.entryId, "bill", new Date(NOW.getTime() - 5 * 60_000));
    await ask(t5.entryId, "waiter", new Date(NOW.getTime() - 40 * 60_000));
    const list = await listFloorRequests(database.db, { actor: staff });
    expect(list.map((r) => [r.table, r.kind])).toEqual([
      ["T5", "waiter"],
      ["T6", "bill"],
    ]);
    published.length = 0;
    expect(await clearFloorRequest(database.db, { actor: staff, id: list[0]!.id, events })).toEqual({
      table: "T5",
    });
    await expect(clearFloorRequest(database.db, { actor: staff, id: list[0]!.id, events })).rejects.toThrow(
      "That request was already cleared.",
    );
    expect((await listFloorRequests(database.db, { actor: staff })).map((r) => r.table)).toEqual(["T6"]);
    expect(published).toEqual([expect.objectContaining({ topic: "floor", type: "request.done" })]);
    const [done] = await database.db
      .select()
      .from(tableServiceRequests)
      .where(eq(tableServiceRequests.id, list[0]!.id));
    expect(done).toMatchObject({ status: "done", doneByEmail: "operations@eden.test" });
    // After Done, the same table may call again.
    expect((await ask(t5.entryId, "waiter")).outcome).toBe("sent");
  });

  it("is the floor staff's: accounts are denied", async () => {
    await expect(listFloorRequests(database.db, { actor: { ...staff, role: "accounts" } })).rejects.toThrow(
      "Only Admin, Manager and Operations users can see the floor's requests.",
    );
  });
});
