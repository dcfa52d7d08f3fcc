import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, customerEntries, guestDataRetentionRuns, menuSettings } from "~/db/schema";
import * as guestDataRoute from "~/routes/api/menu-guest-data";
import * as adminRoute from "~/routes/guntoor/admin";
import * as loginRoute from "~/routes/guntoor/login";
import * as privacyRoute from "~/routes/guntoor/privacy";
import { type Caller, createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { addCustomerEntry } from "./add-customer-entry.server";
import type { GuestDataResult } from "./guest-data";
import { runGuestDataRetention } from "./guest-data.server";
import type { AdminPanel } from "./load-admin-panel.server";
import { seedMenu } from "./seed-menu.server";

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
  await seedMenu(h.db, { venue: "guntoor" });
});
afterAll(() => h.close());

const admin = (as: Caller, form: Record<string, string>) =>
  h.call(adminRoute.action, { url: "/guntoormenuadmin", as, form });
const request = (as: Caller, form: Record<string, string>) =>
  h.call(guestDataRoute.action, { url: "/api/v1/menu/guest-data", as, form });
let ips = 0;
const entry = (customerName: string, phoneNumber: string, now: Date) =>
  addCustomerEntry(h.db, {
    venue: "guntoor",
    input: { customerName, phoneNumber, numGuests: 2 },
    senderIp: `192.0.2.${++ips}`,
    now,
  });
const names = async () => (await h.db.select().from(customerEntries)).map((e) => e.customerName);

describe("retention period (issue 18 item 6)", { tags: ["db"] }, () => {
  it("is 180 days until set, and the visitor form and privacy page say so", async () => {
    const form = await h.render(loginRoute, "signed-out", {
      pattern: "/guntoorlogin",
      path: "/guntoorlogin",
    });
    expect(form.text).toContain(
      "We keep your name and phone number for 180 days to manage seating. Privacy notice.",
    );
    expect(form.html).toContain('href="/guntoorprivacy"');
    const privacy = await h.render(privacyRoute, "signed-out", {
      pattern: "/guntoorprivacy",
      path: "/guntoorprivacy",
    });
    for (const part of ["What we collect", "Why", "How long", "Who to ask", "How to ask for deletion"])
      expect(privacy.text).toContain(part);
    expect(privacy.text).toContain("180 days. After that your entry is deleted automatically.");
  });

  it.each(["admin", "manager"] as const)("%s sets it; it is audited and the notice follows", async (role) => {
    const result = await admin(role, { intent: "save-retention", retentionDays: "90" });
    expect(result.body).toEqual({
      ok: true,
      intent: "save-retention",
      message: "Customer entries are now kept for 90 days.",
    });
    const [row] = await h.db.select().from(menuSettings);
    expect(row?.retentionDays).toBe(90);
    expect(h.published.at(-1)).toMatchObject({ topic: "menu" });
    const form = await h.render(loginRoute, "signed-out", {
      pattern: "/guntoorlogin",
      path: "/guntoorlogin",
    });
    expect(form.text).toContain("for 90 days to manage seating.");
    const audits = await h.db.select().from(auditLog).where(eq(auditLog.action, "guestData.retention"));
    expect(audits.at(-1)?.after).toEqual({ retentionDays: 90 });
  });

  it.each(["0", "1096", "-1", "2.5", "", "many"])("refuses %j days and keeps the period", async (days) => {
    const result = await admin("admin", { intent: "save-retention", retentionDays: days });
    expect(result.status).toBe(400);
    expect((result.body as { error: string }).error).toBe(
      "The retention period must be a whole number of days from 1 to 1095 (3 years).",
    );
    expect((await h.db.select().from(menuSettings))[0]?.retentionDays).toBe(90);
  });

  it.each(["operations", "accounts", "signed-out"] as const)("refuses %s (forged request)", async (as) => {
    const result = await admin(as, { intent: "save-retention", retentionDays: "1" });
    expect(result.status).toBe(as === "signed-out" ? 401 : 403);
    expect((await h.db.select().from(menuSettings))[0]?.retentionDays).toBe(90);
  });
});

describe("the daily clean-up (issue 18 item 6)", { tags: ["db"] }, () => {
  it("deletes entries older than the period once per IST day, with the count in the audit log", async () => {
    await admin("admin", { intent: "save-retention", retentionDays: "2" });
    // Now: 10:00 IST on 20 Nov 2026; with 2 days the cut-off is midnight IST starting 18 Nov.
    const now = new Date("2026-11-20T04:30:00Z");
    await entry("Old 17 Nov late", "9000000001", new Date("2026-11-17T18:29:00Z"));
    await entry("Kept 18 Nov early", "9000000002", new Date("2026-11-17T18:30:00Z"));
    await entry("Kept today", "9000000003", now);
    const first = await runGuestDataRetention(h.db, { venue: "guntoor", now });
    expect(first).toMatchObject({ ran: true });
    expect(first.deleted).toBeGreaterThanOrEqual(1);
    const left = await names();
    expect(left).not.toContain("Old 17 Nov late");
    expect(left).toEqual(expect.arrayContaining(["Kept 18 Nov early", "Kept today"]));
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "guestData.retention.delete"));
    expect(audit?.after).toMatchObject({ deleted: first.deleted, retentionDays: 2, day: "2026-11-20" });
    expect(JSON.stringify(audit)).not.toContain("Old 17 Nov");
    // Later the same IST day (another instance, or the next hourly check): nothing runs.
    await entry("Old again", "9000000004", new Date("2026-11-01T00:00:00Z"));
    const again = await runGuestDataRetention(h.db, {
      venue: "guntoor",
      now: new Date("2026-11-20T18:29:00Z"),
    });
    expect(again.ran).toBe(false);
    expect(await names()).toContain("Old again");
    // Just after midnight IST it is 21 Nov: it runs again, and 18 Nov's entry has now had its 2 days.
    const next = await runGuestDataRetention(h.db, {
      venue: "guntoor",
      now: new Date("2026-11-20T18:30:00Z"),
    });
    expect(next).toMatchObject({ ran: true, deleted: 2 });
    expect(await names()).not.toContain("Old again");
    expect(await names()).not.toContain("Kept 18 Nov early");
    expect(await names()).toContain("Kept today");
  });

  it("leaves no trace when there is nothing to delete", async () => {
    const now = new Date("2026-11-15T05:00:00Z");
    const audits = (await h.db.select().from(auditLog)).length;
    expect(await runGuestDataRetention(h.db, { venue: "guntoor", now })).toMatchObject({
      ran: false,
      deleted: 0,
    });
    expect(
      await h.db.select().from(guestDataRetentionRuns).where(eq(guestDataRetentionRuns.day, "2026-11-15")),
    ).toEqual([]);
    expect((await h.db.select().from(auditLog)).length).toBe(audits);
  });

  it("runs once when instances check at the same moment", async () => {
    const now = new Date("2026-12-01T05:00:00Z");
    await entry("Old for the race", "9000000005", new Date("2026-11-02T00:00:00Z"));
    const results = await Promise.all(
      Array.from({ length: 4 }, () => runGuestDataRetention(h.db, { venue: "guntoor", now })),
    );
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(results.reduce((sum, r) => sum + r.deleted, 0)).toBeGreaterThanOrEqual(1);
    const [{ n }] = (await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(guestDataRetentionRuns)
      .where(eq(guestDataRetentionRuns.day, "2026-12-01"))) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe("'Guest data request' (issue 18 item 6)", { tags: ["db"] }, () => {
  const now = new Date();
  beforeAll(async () => {
    await admin("admin", { intent: "save-retention", retentionDays: "180" });
    await entry("Lakshmi", "+919812345678", now);
    await entry("Lakshmi R", "9812345678", now);
    await entry("Someone else", "9812300000", now);
  });

  it.each(["admin", "manager"] as const)(
    "%s finds every entry for a number, however it is typed",
    async (role) => {
      const found = await request(role, { intent: "find", phone: "98123-45678" });
      const body = found.body as Extract<GuestDataResult, { intent: "find" }>;
      expect(body.entries.map((e) => e.customerName).sort()).toEqual(["Lakshmi", "Lakshmi R"]);
    },
  );

  it("exports them as CSV, audited without the number or names", async () => {
    const result = await request("manager", { intent: "export", phone: "+91 98123 45678" });
    expect(result.response!.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(result.response!.headers.get("content-disposition")).toMatch(
      /guest_data_request_\d{4}-\d{2}-\d{2}\.csv/,
    );
    const csv = await result.response!.text();
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(3);
    expect(csv).toContain('"Lakshmi R","9812345678"');
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, "guestData.export"));
    expect(audit?.after).toEqual({
      format: "csv",
      filter: { venue: "guntoor", by: "one guest's phone number" },
      count: 2,
    });
    expect(JSON.stringify(audit)).not.toMatch(/98123|Lakshmi/);
  });

  it("says so for a malformed number and changes nothing", async () => {
    for (const intent of ["find", "export", "delete"]) {
      const result = await request("admin", { intent, phone: "98123" });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        ok: false,
        error: "Please enter a valid phone number (10 to 14 digits, optional leading +).",
      });
    }
    expect(await names()).toEqual(expect.arrayContaining(["Lakshmi", "Lakshmi R"]));
  });

  it.each(["operations", "accounts", "signed-out"] as const)(
    "refuses %s every request (forged)",
    async (as) => {
      for (const intent of ["find", "export", "delete"]) {
        const result = await request(as, { intent, phone: "9812345678" });
        expect(result.status).toBe(as === "signed-out" ? 401 : 403);
      }
      const panel = await h.call(adminRoute.loader, { url: "/guntoormenuadmin?tab=guestData", as });
      expect(panel.status).toBe(as === "signed-out" ? 302 : 403);
      expect(await names()).toEqual(expect.arrayContaining(["Lakshmi", "Lakshmi R"]));
    },
  );

  it("deletes them all (after the screen's confirmation), audited with the count only", async () => {
    const result = await request("admin", { intent: "delete", phone: "9812345678" });
    expect(result.body).toEqual({
      ok: true,
      intent: "delete",
      deleted: 2,
      message: "2 entries were deleted.",
    });
    const left = await names();
    expect(left).not.toContain("Lakshmi");
    expect(left).not.toContain("Lakshmi R");
    expect(left).toContain("Someone else");
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, "guestData.delete"));
    expect(audit?.after).toMatchObject({ count: 2 });
    expect(JSON.stringify(audit)).not.toMatch(/98123|Lakshmi/);
  });

  it("shows the retention period on the Guests' Data tab for admin and manager", async () => {
    const panel = await h.call(adminRoute.loader, { url: "/guntoormenuadmin?tab=guestData", as: "manager" });
    expect((panel.body as AdminPanel).retentionDays).toBe(180);
  });
});
