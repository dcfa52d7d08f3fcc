import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  customerEntries,
  customerEntryCounts,
  guestDataRetentionRuns,
  menuSettings,
  menuTables,
} from "~/db/schema";
import * as guestDataRoute from "~/routes/api/menu-guest-data";
import * as adminRoute from "~/routes/guntoor/admin";
import * as loginRoute from "~/routes/guntoor/login";
import * as privacyRoute from "~/routes/guntoor/privacy";
import { type Caller, createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { addCustomerEntry } from "./add-customer-entry.server";
import { effectiveRetentionDays, type GuestDataResult } from "./guest-data";
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

describe("'Guest data request': only the requester's own entries (issue 18 item 6, issue 29 item 9)", {
  tags: ["db"],
}, () => {
  const now = new Date();
  const ids: Record<string, string> = {};
  const post = (as: Caller, form: Record<string, string | string[]>) =>
    h.call(guestDataRoute.action, { url: "/api/v1/menu/guest-data", as, form });
  beforeAll(async () => {
    await admin("admin", { intent: "save-retention", retentionDays: "180" });
    ids.first = (await entry("Lakshmi", "+919812345678", now)).id;
    ids.second = (await entry("  lakshmi ", "9812345678", now)).id;
    // Another guest who once typed the same number: never shown to Lakshmi's request.
    ids.other = (await entry("Ravi", "9812345678", now)).id;
    ids.elsewhere = (await entry("Someone else", "9812300000", now)).id;
  });

  it.each(["admin", "manager"] as const)(
    "%s finds the entries whose phone and name both match, however they are typed",
    async (role) => {
      const found = await request(role, { intent: "find", phone: "98123-45678", name: "LAKSHMI" });
      const body = found.body as Extract<GuestDataResult, { intent: "find" }>;
      expect(body.entries.map((e) => e.id).sort()).toEqual([ids.first, ids.second].sort());
      expect(JSON.stringify(body)).not.toContain("Ravi");
    },
  );

  it("asks for the name, and refuses an export or deletion without the identity tick or a chosen row", async () => {
    const noName = await request("admin", { intent: "find", phone: "9812345678" });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ error: "Enter the name the guest gave in the visitor form." });
    const base = { phone: "9812345678", name: "Lakshmi" };
    const unverified = await post("admin", { ...base, intent: "export", ids: [ids.first!] });
    expect(unverified.body).toMatchObject({ error: "Confirm that you checked the requester's identity." });
    const unchosen = await post("admin", { ...base, intent: "delete", verified: "on" });
    expect(unchosen.body).toMatchObject({ error: "Tick the entries that are the guest's own." });
    expect(await names()).toEqual(expect.arrayContaining(["Lakshmi", "Ravi"]));
  });

  it("exports only the rows staff chose, never another person's, audited with the identity check and no names", async () => {
    // A forged request also lists Ravi's entry: it is not Lakshmi's, so it is not exported.
    const result = await post("manager", {
      intent: "export",
      phone: "+91 98123 45678",
      name: "Lakshmi",
      verified: "on",
      ids: [ids.first!, ids.other!],
    });
    expect(result.response!.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(result.response!.headers.get("content-disposition")).toMatch(
      /guest_data_request_\d{4}-\d{2}-\d{2}\.csv/,
    );
    const csv = await result.response!.text();
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(csv).toContain(`"Lakshmi","'+919812345678"`);
    expect(csv).not.toContain("Ravi");
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, "guestData.export"));
    expect(audit?.after).toEqual({
      format: "csv",
      filter: { venue: "guntoor", by: "one guest's phone number and name" },
      count: 1,
      ids: [ids.first],
      identityVerified: true,
    });
    expect(JSON.stringify(audit)).not.toMatch(/98123|Lakshmi|Ravi/);
  });

  it("says so for a malformed number and changes nothing", async () => {
    for (const intent of ["find", "export", "delete"]) {
      const result = await request("admin", { intent, phone: "98123", name: "Lakshmi" });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        ok: false,
        error: "Please enter a valid phone number (10 to 14 digits, optional leading +).",
      });
    }
    expect(await names()).toEqual(expect.arrayContaining(["Lakshmi", "Ravi"]));
  });

  it.each(["operations", "accounts", "signed-out"] as const)(
    "refuses %s every request (forged)",
    async (as) => {
      for (const intent of ["find", "export", "delete"]) {
        const result = await post(as, {
          intent,
          phone: "9812345678",
          name: "Lakshmi",
          verified: "on",
          ids: [ids.first!],
        });
        expect(result.status).toBe(as === "signed-out" ? 401 : 403);
      }
      const panel = await h.call(adminRoute.loader, { url: "/guntoormenuadmin?tab=guestData", as });
      expect(panel.status).toBe(as === "signed-out" ? 302 : 403);
      expect(await names()).toEqual(expect.arrayContaining(["Lakshmi", "Ravi"]));
    },
  );

  it("deletes the chosen rows (after the screen's confirmation), audited with the count and the identity check", async () => {
    const result = await post("admin", {
      intent: "delete",
      phone: "9812345678",
      name: "lakshmi",
      verified: "on",
      ids: [ids.first!, ids.second!, ids.other!],
    });
    expect(result.body).toEqual({
      ok: true,
      intent: "delete",
      deleted: 2,
      message: "2 entries were deleted.",
    });
    const left = await names();
    expect(left).not.toContain("Lakshmi");
    expect(left).toEqual(expect.arrayContaining(["Ravi", "Someone else"]));
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, "guestData.delete"));
    expect(audit?.after).toMatchObject({ count: 2, identityVerified: true });
    expect(JSON.stringify(audit)).not.toMatch(/98123|Lakshmi/);
  });

  it("shows the retention period on the Guests' Data tab for admin and manager", async () => {
    const panel = await h.call(adminRoute.loader, { url: "/guntoormenuadmin?tab=guestData", as: "manager" });
    expect((panel.body as AdminPanel).retentionDays).toBe(180);
  });
});

describe("anonymised counts and the legal minimum (issue 29 item 10)", { tags: ["db"] }, () => {
  it("keeps guests per day, hour and table after entries are deleted, so Statistics keeps its history", async () => {
    const [table] = await h.db
      .insert(menuTables)
      .values({ venue: "guntoor", name: "History T9" })
      .returning();
    const at = new Date("2026-06-10T07:15:00Z"); // 12:45 IST
    for (const n of [1, 2, 3])
      await addCustomerEntry(h.db, {
        venue: "guntoor",
        input: { customerName: `History ${n}`, phoneNumber: `900000010${n}`, numGuests: n },
        senderIp: `192.0.2.${200 + n}`,
        tableId: table!.id,
        now: at,
      });
    const stats = async () => {
      const result = await h.call(adminRoute.loader, {
        url: "/guntoormenuadmin?tab=stats&start=2026-06-10&end=2026-06-10",
        as: "manager",
      });
      return (result.body as AdminPanel).tableGuests!.find((t) => t.tableId === table!.id);
    };
    expect(await stats()).toMatchObject({ guests: 6, entries: 3 });
    await admin("admin", { intent: "save-retention", retentionDays: "30" });
    const run = await runGuestDataRetention(h.db, {
      venue: "guntoor",
      now: new Date("2026-08-01T05:00:00Z"),
    });
    expect(run.ran).toBe(true);
    expect((await names()).filter((n) => n.startsWith("History "))).toEqual([]);
    expect(await stats()).toMatchObject({ guests: 6, entries: 3 });
    const counts = await h.db
      .select()
      .from(customerEntryCounts)
      .where(eq(customerEntryCounts.tableId, table!.id));
    expect(counts).toEqual([
      { venue: "guntoor", day: "2026-06-10", hour: 12, tableId: table!.id, entries: 3, guests: 6 },
    ]);
    expect(JSON.stringify(counts)).not.toMatch(/History|900000010/);
  });

  it("from 13 May 2027 keeps entries at least a year, whatever the period set (Rule 8(3))", async () => {
    await admin("admin", { intent: "save-retention", retentionDays: "30" });
    expect(effectiveRetentionDays(30, new Date("2027-05-12T12:00:00Z"))).toBe(30);
    expect(effectiveRetentionDays(30, new Date("2027-05-12T18:30:00Z"))).toBe(365);
    expect(effectiveRetentionDays(500, new Date("2028-01-01T00:00:00Z"))).toBe(500);
    await entry("Kept by law", "9000000201", new Date("2027-03-01T06:00:00Z"));
    const run = await runGuestDataRetention(h.db, {
      venue: "guntoor",
      now: new Date("2027-06-01T05:00:00Z"),
    });
    expect(run.cutoff.toISOString()).toBe("2026-05-31T18:30:00.000Z");
    expect(await names()).toContain("Kept by law");
    const tab = await h.render(adminRoute, "admin", {
      pattern: "/guntoormenuadmin",
      path: "/guntoormenuadmin?tab=guestData",
    });
    expect(tab.text).toContain(
      "from 13 May 2027 the Digital Personal Data Protection Rules, 2025 (Rule 8(3))",
    );
    expect(tab.text).toContain("(now 30: raise it before then)");
  });
});

describe("the privacy notice and consent (issue 29 item 8)", { tags: ["db"] }, () => {
  const notice = (path = "/guntoorprivacy") =>
    h.render(privacyRoute, "signed-out", { pattern: "/guntoorprivacy", path });

  it("names the fiduciary with tel: and mailto: links, each item and its purpose, retention, rights, withdrawal, the 90 days and the Board", async () => {
    const page = await notice();
    expect(page.html).toMatch(/href="tel:\+918041251995"/);
    expect(page.html).toContain('href="mailto:guntoor@edengarden.in"');
    for (const text of [
      "decides how the details you give are used (the Data Fiduciary)",
      "Your name: to call you when your table is ready",
      "Your phone number: to reach you about your table",
      "The number of guests: to seat you.",
      "A random code in a cookie on this browser",
      "days. After that your entry is deleted automatically.",
      "From 13 May 2027 the law requires us to keep entries for at least one year",
      "You can withdraw it at any time, just as easily",
      "Withdraw my consent and delete my entry",
      "(section 11)",
      "erased (section 12)",
      "(section 14)",
      "We answer every complaint within 90 days.",
      "Data Protection Board of India",
    ])
      expect(page.text).toContain(text);
  });

  it("keeps the QR code's table on 'Back to the menu', and the form's links keep it too", async () => {
    const [table] = await h.db.insert(menuTables).values({ venue: "guntoor", name: "Notice T1" }).returning();
    const page = await notice(`/guntoorprivacy?table=${table!.id}`);
    expect(page.html).toContain(`href="/guntoorlogin?table=${table!.id}"`);
    const form = await h.render(loginRoute, "signed-out", {
      pattern: "/guntoorlogin",
      path: `/guntoorlogin?table=${table!.id}`,
    });
    expect(form.html).toContain(`href="/guntoorprivacy?table=${table!.id}"`);
    expect(form.text).toContain(
      "By pressing View Menu you agree to this. You can withdraw your consent at any time, just as easily:",
    );
    expect(form.html).toMatch(/<button[^>]*aria-describedby="visitor-consent"/);
  });

  it("withdraws consent in one tap: the browser's own entry is deleted and its pass cleared; no pass, nothing deleted", async () => {
    const saved = await h.call(loginRoute.action, {
      url: "/guntoorlogin",
      form: { customerName: "Withdrawing Guest", phoneNumber: "9000000301", numGuests: "2" },
      clientIp: "192.0.2.250",
    });
    const pass = saved.headers
      .getSetCookie()
      .find((c) => c.startsWith("guntoor_visitor="))!
      .split(";")[0]!;
    const none = await h.call(privacyRoute.action, { url: "/guntoorprivacy", form: { intent: "withdraw" } });
    expect((none.body as { withdrawn: string }).withdrawn).toBe("none");
    expect(await names()).toContain("Withdrawing Guest");
    const done = await h.call(privacyRoute.action, {
      url: "/guntoorprivacy",
      form: { intent: "withdraw" },
      cookie: pass,
    });
    expect((done.body as { withdrawn: string }).withdrawn).toBe("done");
    expect(done.headers.getSetCookie().find((c) => c.startsWith("guntoor_visitor="))).toMatch(/Max-Age=0/);
    expect(await names()).not.toContain("Withdrawing Guest");
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, "guestData.withdraw"));
    expect(JSON.stringify(audit)).not.toContain("Withdrawing");
  });
});
