import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, customerEntries } from "~/db/schema";
import { addCustomerEntry } from "~/modules/menu/add-customer-entry.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { input } from "~/modules/reservations/test-fixtures";
import * as auditCsvRoute from "~/routes/api/audit-csv";
import * as entriesRoute from "~/routes/api/menu-entries";
import * as entriesXlsxRoute from "~/routes/api/menu-entries-xlsx";
import * as guestDataRoute from "~/routes/api/menu-guest-data";
import * as reservationsExportRoute from "~/routes/api/reservations-export";
import * as gstExportRoute from "~/routes/luxebooking/billing/gst-export";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";

// Issue 28 item 15: every bulk export of personal data is audited with who, when, its filter and
// how many rows it held.
let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
  for (const n of [1, 2, 3]) {
    await addCustomerEntry(h.db, {
      venue: "guntoor",
      input: { customerName: `Guest ${n}`, phoneNumber: `98765012${n}0`, numGuests: 2 },
      senderIp: `192.0.2.${n}`,
      now: new Date(`2031-02-0${n}T06:00:00Z`),
    });
  }
  for (const day of ["2031-04-01", "2031-04-02"]) {
    await createReservation(h.db, {
      actor: h.actor("admin"),
      input: input({ eventDate: day, clientName: "Export Check" }),
      events: h.events,
    });
  }
});
afterAll(() => h.close());

async function exportAudits() {
  return h.db
    .select({
      action: auditLog.action,
      actorEmail: auditLog.actorEmail,
      at: auditLog.at,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(like(auditLog.action, "%.export"));
}

async function lastExport(action: string) {
  const rows = await h.db
    .select({
      actorEmail: auditLog.actorEmail,
      at: auditLog.at,
      after: auditLog.after,
      entity: auditLog.entity,
    })
    .from(auditLog)
    .where(eq(auditLog.action, action));
  return rows.at(-1);
}

describe("bulk exports of personal data", () => {
  it("customer entries (the CSV's data and the workbook): who, when, the date filter and the row count", async () => {
    const before = Date.now();
    const json = await h.call(entriesRoute.loader, {
      as: "manager",
      url: "/api/v1/menu/customer-entries?start=2031-02-01&end=2031-02-02",
    });
    expect(json.status).toBe(200);
    expect(await lastExport("customerEntries.export")).toMatchObject({
      actorEmail: "manager@eden.test",
      entity: "export",
      after: {
        format: "json",
        filter: { venue: "guntoor", start: "2031-02-01", end: "2031-02-02" },
        count: 2,
      },
    });
    expect((await lastExport("customerEntries.export"))!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const xlsx = await h.call(entriesXlsxRoute.loader, {
      as: "admin",
      url: "/api/v1/menu/customer-entries.xlsx",
    });
    expect(xlsx.status).toBe(200);
    expect(await lastExport("customerEntries.export")).toMatchObject({
      actorEmail: "admin@eden.test",
      after: { format: "xlsx", filter: { venue: "guntoor" }, count: 3 },
    });
  });

  it("a guest's data (never their phone number in the trail)", async () => {
    // Issue 29 item 9: found by phone and name, exported for the rows staff ticked.
    const [entry] = await h.db
      .select({ id: customerEntries.id })
      .from(customerEntries)
      .where(eq(customerEntries.customerName, "Guest 2"));
    const result = await h.call(guestDataRoute.action, {
      as: "manager",
      url: "/api/v1/menu/guest-data",
      form: { intent: "export", phone: "9876501220", name: "Guest 2", ids: entry!.id, verified: "on" },
    });
    expect(result.status).toBe(200);
    const row = await lastExport("guestData.export");
    expect(row).toMatchObject({ actorEmail: "manager@eden.test", after: { format: "csv", count: 1 } });
    expect(JSON.stringify(row)).not.toContain("9876501220");
  });

  it("reservations as CSV and as a workbook, with the search they were made from", async () => {
    for (const [file, format] of [
      ["export.csv", "csv"],
      ["export.xlsx", "xlsx"],
    ] as const) {
      const result = await h.call(reservationsExportRoute.loader, {
        as: "accounts",
        url: `/api/v1/reservations/${file}?q=Export+Check&from=2031-04-01&to=2031-04-30`,
      });
      expect(result.status).toBe(200);
      expect(await lastExport("reservations.export")).toMatchObject({
        actorEmail: "accounts@eden.test",
        after: { format, filter: { q: "Export Check", from: "2031-04-01", to: "2031-04-30" }, count: 2 },
      });
    }
  });

  it("the audit trail's CSV and the month's GST export", async () => {
    const audit = await h.call(auditCsvRoute.loader, {
      as: "admin",
      url: "/api/v1/audit.csv?action=reservation.create",
    });
    expect(audit.status).toBe(200);
    expect(await lastExport("audit.export")).toMatchObject({
      actorEmail: "admin@eden.test",
      after: { format: "csv", filter: { action: "reservation.create" }, count: 2 },
    });
    const gst = await h.call(gstExportRoute.loader, {
      as: "accounts",
      url: "/luxebooking/accounts/gst.csv?month=2031-04",
    });
    expect(gst.status).toBe(200);
    expect(await lastExport("gst.export")).toMatchObject({
      actorEmail: "accounts@eden.test",
      after: { format: "csv", filter: { month: "2031-04" } },
    });
    expect((await exportAudits()).map((r) => r.action).sort()).toEqual([
      "audit.export",
      "customerEntries.export",
      "customerEntries.export",
      "gst.export",
      "guestData.export",
      "reservations.export",
      "reservations.export",
    ]);
  });
});
