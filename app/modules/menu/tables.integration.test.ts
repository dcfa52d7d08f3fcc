import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, customerEntries, menuTables } from "~/db/schema";
import * as entriesRoute from "~/routes/api/menu-entries";
import * as tableQrRoute from "~/routes/api/menu-table-qr";
import * as adminRoute from "~/routes/guntoor/admin";
import * as loginRoute from "~/routes/guntoor/login";
import { type Caller, createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import type { AdminActionResult } from "./admin-actions";
import { customerEntriesCsv } from "./customer-export";
import type { AdminPanel } from "./load-admin-panel.server";
import { seedMenu } from "./seed-menu.server";

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
  await seedMenu(h.db, { venue: "guntoor" });
});
afterAll(() => h.close());

const post = (as: Caller, form: Record<string, string>) =>
  h.call(adminRoute.action, { url: "/guntoormenuadmin", as, form });
const liveTables = async () =>
  (await h.db.select().from(menuTables)).filter((t) => !t.removedAt).map((t) => t.name);
const tableId = async (name: string) =>
  (await h.db.select().from(menuTables)).find((t) => t.name === name && !t.removedAt)!.id;
let visitors = 0;
const enter = (url: string, form: Record<string, string> = {}) =>
  h.call(loginRoute.action, {
    url,
    // Each visitor its own phone: one number takes 3 entries in 10 minutes (issue 29 item 7).
    form: {
      customerName: "Asha",
      phoneNumber: `98765${String(visitors + 1).padStart(5, "0")}`,
      numGuests: "3",
      ...form,
    },
    clientIp: `203.0.113.${++visitors}`,
  });

describe("Tables: admin and manager manage them (issue 18 item 1)", { tags: ["db"] }, () => {
  it.each(["admin", "manager"] as const)(
    "%s adds, renames and removes a table, audited and published",
    async (role) => {
      const name = `${role} T1`;
      const added = await post(role, { intent: "add-table", name: `  ${name}  ` });
      expect(added.body).toEqual({ ok: true, intent: "add-table", message: `Table "${name}" was added.` });
      expect(await liveTables()).toContain(name);
      const id = await tableId(name);
      expect(h.published.some((e) => e.topic === "menu" && e.id === id)).toBe(true);
      const renamed = await post(role, { intent: "rename-table", id, name: `${role} Pavilion 1` });
      expect(renamed.status).toBe(200);
      expect(await liveTables()).toContain(`${role} Pavilion 1`);
      const removed = await post(role, { intent: "remove-table", id });
      expect(removed.body).toMatchObject({ ok: true, message: `Table "${role} Pavilion 1" was removed.` });
      expect(await liveTables()).not.toContain(`${role} Pavilion 1`);
      const audits = await h.db.select().from(auditLog).where(eq(auditLog.entityId, id));
      expect(audits.map((a) => a.action).sort()).toEqual([
        "menuTable.create",
        "menuTable.remove",
        "menuTable.rename",
      ]);
    },
  );

  it.each(["operations", "accounts", "signed-out"] as const)(
    "refuses forged table actions from %s and changes nothing",
    async (as) => {
      await post("admin", { intent: "add-table", name: "Guarded" });
      const id = await tableId("Guarded");
      const before = await h.db.select().from(menuTables);
      const audits = (await h.db.select().from(auditLog)).length;
      const forms: Record<string, string>[] = [
        { intent: "add-table", name: "Forged" },
        { intent: "rename-table", id, name: "Forged" },
        { intent: "remove-table", id },
      ];
      for (const form of forms) {
        const result = await post(as, form);
        expect(result.status).toBe(as === "signed-out" ? 401 : 403);
      }
      const qr = await h.call(tableQrRoute.loader, { url: "/api/v1/menu/table-qr.svg", as });
      expect(qr.status).toBe(as === "signed-out" ? 401 : 403);
      expect(await h.db.select().from(menuTables)).toEqual(before);
      expect((await h.db.select().from(auditLog)).length).toBe(audits);
      await post("admin", { intent: "remove-table", id });
    },
  );

  it("refuses a name over 40 characters, a duplicate (any case) and an empty one, changing nothing", async () => {
    await post("admin", { intent: "add-table", name: "T7" });
    const before = await h.db.select().from(menuTables);
    const long = await post("manager", { intent: "add-table", name: "x".repeat(41) });
    expect(long.status).toBe(400);
    expect((long.body as AdminActionResult & { ok: false }).error).toBe(
      "Table names must be at most 40 characters.",
    );
    const duplicate = await post("manager", { intent: "add-table", name: "t7" });
    expect(duplicate.status).toBe(409);
    expect((duplicate.body as AdminActionResult & { ok: false }).error).toBe(
      'A table named "t7" already exists.',
    );
    const empty = await post("manager", { intent: "add-table", name: "   " });
    expect((empty.body as AdminActionResult & { ok: false }).error).toBe("Table name is required.");
    await post("admin", { intent: "add-table", name: "T8" });
    const renamed = await post("manager", { intent: "rename-table", id: await tableId("T8"), name: "T7" });
    expect(renamed.status).toBe(409);
    const after = await h.db.select().from(menuTables);
    expect(after.filter((t) => t.name !== "T8")).toEqual(before);
    expect(await liveTables()).toContain("T8");
    // Exactly 40 is accepted.
    expect((await post("admin", { intent: "add-table", name: "y".repeat(40) })).status).toBe(200);
  });

  it("lets a removed table's name be used again", async () => {
    await post("admin", { intent: "add-table", name: "Pavilion 3" });
    await post("admin", { intent: "remove-table", id: await tableId("Pavilion 3") });
    expect((await post("admin", { intent: "add-table", name: "Pavilion 3" })).status).toBe(200);
  });
});

describe("visitor entries record their table (issue 18 item 1)", { tags: ["db"] }, () => {
  it("saves the table of ?table=<id>, and ignores unknown, malformed and removed ids", async () => {
    await post("admin", { intent: "add-table", name: "T21" });
    await post("admin", { intent: "add-table", name: "T22" });
    const t21 = await tableId("T21");
    const t22 = await tableId("T22");
    await post("admin", { intent: "remove-table", id: t22 });
    const cases: [string, Record<string, string>, string | null][] = [
      [`/guntoorlogin?table=${t21}`, {}, t21],
      ["/guntoorlogin", { table: t21 }, t21],
      [`/guntoorlogin?table=${t22}`, {}, null],
      ["/guntoorlogin?table=00000000-0000-4000-8000-000000000000", {}, null],
      ["/guntoorlogin?table=not-an-id'--", {}, null],
    ];
    for (const [url, form, expected] of cases) {
      const result = await enter(url, { customerName: `Guest ${url.length}${expected}`, ...form });
      expect(result.status).toBe(200);
      const [row] = await h.db
        .select()
        .from(customerEntries)
        .where(eq(customerEntries.customerName, `Guest ${url.length}${expected}`));
      expect(row?.tableId ?? null).toBe(expected);
    }
  });

  it("carries a live table into the form, and not a removed one", async () => {
    await post("admin", { intent: "add-table", name: "T30" });
    const id = await tableId("T30");
    const page = await h.render(loginRoute, "signed-out", {
      pattern: "/guntoorlogin",
      path: `/guntoorlogin?table=${id}`,
    });
    expect(page.html).toContain(`<input type="hidden" name="table" value="${id}"/>`);
    await post("admin", { intent: "remove-table", id });
    const after = await h.render(loginRoute, "signed-out", {
      pattern: "/guntoorlogin",
      path: `/guntoorlogin?table=${id}`,
    });
    expect(after.html).not.toContain('name="table"');
  });
});

describe("Customer Entries by table, the export and Statistics (issue 18 item 1)", { tags: ["db"] }, () => {
  it("shows a Table column, filters by table and exports the Table after the spec's columns", async () => {
    await post("admin", { intent: "add-table", name: "T40" });
    const id = await tableId("T40");
    await enter(`/guntoorlogin?table=${id}`, { customerName: "At T40", numGuests: "4" });
    await enter("/guntoorlogin", { customerName: "Walk-in" });
    const panel = await h.call(adminRoute.loader, {
      url: `/guntoormenuadmin?tab=customerEntries&table=${id}`,
      as: "manager",
    });
    const body = panel.body as AdminPanel;
    expect(body.entries!.entries.map((e) => [e.customerName, e.table])).toEqual([["At T40", "T40"]]);
    const none = await h.call(adminRoute.loader, {
      url: "/guntoormenuadmin?tab=customerEntries&table=none",
      as: "admin",
    });
    const names = (none.body as AdminPanel).entries!.entries.map((e) => e.customerName);
    expect(names).toContain("Walk-in");
    expect(names).not.toContain("At T40");
    const api = await h.call(entriesRoute.loader, {
      url: `/api/v1/menu/customer-entries?table=${id}`,
      as: "admin",
    });
    const { entries } = api.body as { entries: Parameters<typeof customerEntriesCsv>[0] };
    const csv = customerEntriesCsv(entries).slice(1).split("\r\n");
    expect(csv[0]).toBe('"ID","Customer Name","Phone Number","Number of Guests","Timestamp","Table"');
    expect(csv[1]).toMatch(/^"[^"]+","At T40","98765\d{5}","4","[^"]+","T40"$/);
    // A removed table's past entries keep its name.
    await post("admin", { intent: "remove-table", id });
    const later = await h.call(adminRoute.loader, {
      url: `/guntoormenuadmin?tab=customerEntries&table=${id}`,
      as: "admin",
    });
    expect((later.body as AdminPanel).entries!.entries[0]?.table).toBe("T40");
  });

  it("counts guests per table for the chosen IST dates on Statistics", async () => {
    await post("admin", { intent: "add-table", name: "T50" });
    await post("admin", { intent: "add-table", name: "T51" });
    const id = await tableId("T50");
    await enter(`/guntoorlogin?table=${id}`, { numGuests: "2" });
    await enter(`/guntoorlogin?table=${id}`, { numGuests: "5" });
    const panel = await h.call(adminRoute.loader, { url: "/guntoormenuadmin?tab=stats", as: "manager" });
    const rows = (panel.body as AdminPanel).tableGuests!;
    expect(rows.find((r) => r.name === "T50")).toMatchObject({ guests: 7, entries: 2 });
    expect(rows.find((r) => r.name === "T51")).toMatchObject({ guests: 0, entries: 0 });
    expect(rows.at(-1)).toMatchObject({ tableId: null, name: null });
    const past = await h.call(adminRoute.loader, {
      url: "/guntoormenuadmin?tab=stats&start=2020-01-01&end=2020-01-31",
      as: "manager",
    });
    expect((past.body as AdminPanel).tableGuests!.find((r) => r.name === "T50")).toMatchObject({ guests: 0 });
  });
});

describe("'Print QR codes' (issue 18 item 1)", { tags: ["db"] }, () => {
  it("gives one A4 sheet per table, or four, each with the restaurant, the table and its own link", async () => {
    const ids: string[] = [];
    for (const name of ["Q1", "Q2", "Q3", "Q4", "Q5"]) {
      await post("admin", { intent: "add-table", name });
      ids.push(await tableId(name));
    }
    const tables = await liveTables();
    const one = await h.call(tableQrRoute.loader, {
      url: "/api/v1/menu/table-qr.svg?per=1&sheet=1",
      as: "manager",
    });
    const svg = await one.response!.text();
    expect(one.response!.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(svg).toContain('width="210mm" height="297mm"');
    expect(svg).toContain(">Guntoor<");
    expect(svg.match(/\/guntoorlogin\?table=/g)).toHaveLength(1);
    const index = tables.indexOf("Q1");
    const four = await h.call(tableQrRoute.loader, {
      url: `/api/v1/menu/table-qr.svg?per=4&sheet=${Math.floor(index / 4) + 1}`,
      as: "admin",
    });
    const sheet = await four.response!.text();
    expect(sheet.match(/\/guntoorlogin\?table=/g)!.length).toBeGreaterThanOrEqual(1);
    expect(sheet).toContain(`http://eden.test/guntoorlogin?table=${ids[0]}`);
    expect(sheet).toContain(">Q1<");
    const png = await h.call(tableQrRoute.loader, {
      url: "/api/v1/menu/table-qr.png?per=4&sheet=1",
      as: "admin",
    });
    const bytes = new Uint8Array(await png.response!.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    const missing = await h.call(tableQrRoute.loader, {
      url: "/api/v1/menu/table-qr.svg?sheet=999",
      as: "admin",
    });
    expect(missing.status).toBe(404);
  });
});
