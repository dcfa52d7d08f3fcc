// @module-tag db (database behaviour: the PostgreSQL run repeats this file, see docs/testing.md)
import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { addDays, todayIST } from "~/modules/time";
import * as accountsRoute from "~/routes/luxebooking/accounts";
import * as exportRoute from "~/routes/luxebooking/billing/gst-export";
import { type Caller, createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { documentRegister, gstSummary, listDues, paymentsReport } from "./accounts.server";
import { issueCreditNote, issueInvoice } from "./documents.server";
import { financialYearAt } from "./financial-year";
import { recordPayment, recordRefund } from "./ledger.server";
import { saveBillingSettings } from "./settings.server";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";

/** Issue 15 item 5: the accounts workspace on a real database, through its route for every role. */
let h: RouteHarness;
const today = todayIST();
const month = today.slice(0, 7);
/** Documents are issued at the real clock: their numbers carry this financial year's "26-27", "27-28", … */
const fy = financialYearAt(new Date());
let past: string;
let future: string;
let b2b: string;

beforeAll(async () => {
  h = await createRouteHarness();
  const db = h.database.db;
  const events = h.events;
  await saveBillingSettings(db, {
    actor: actors.admin,
    events,
    input: billingSettingsInput(),
  });
  const make = async (overrides: Parameters<typeof input>[0]) =>
    (
      await createReservation(db, {
        actor: actors.admin,
        events,
        now: new Date(`${addDays(today, -40)}T06:00:00Z`),
        input: input({ billingAddress: "7 Lake View Road, Bengaluru", ...overrides }),
      })
    ).id;
  // Created 40 days ago, so an event 10 days ago was in the future then.
  past = await make({
    eventName: "Past Event",
    eventDate: addDays(today, -10),
    advanceAmountReceived: "0",
  });
  future = await make({
    eventName: "Future Event",
    eventDate: addDays(today, 30),
    advanceAmountReceived: "0",
  });
  b2b = await make({
    eventName: "Company Dinner",
    eventDate: addDays(today, 5),
    advanceAmountReceived: "0",
    billingName: "Sharma Traders",
    billingGstin: "27AAPFU0939F1ZV",
  });
  await make({
    eventName: "Paid Up",
    eventDate: addDays(today, 6),
    guestCount: 1,
    perPersonAmount: "100",
    gstValue: "0",
    advanceAmountReceived: "100",
  });
  // Each payment before the invoice gets its receipt voucher (issue 27 item 4): RV 0001 to 0003;
  // the refund of a taxed advance its refund voucher (item 5): RF 0001. 'Paid Up' at 0 % gets none.
  await recordPayment(db, {
    actor: actors.accounts,
    reservationId: past,
    events,
    input: { amount: 1_000_00, paidOn: today, mode: "bank-transfer", reference: "", note: "" },
  });
  await recordPayment(db, {
    actor: actors.accounts,
    reservationId: future,
    events,
    input: { amount: 5_000_00, paidOn: today, mode: "upi", reference: "", note: "" },
  });
  await recordPayment(db, {
    actor: actors.accounts,
    reservationId: future,
    events,
    input: { amount: 2_000_00, paidOn: today, mode: "cash", reference: "", note: "" },
  });
  await recordRefund(db, {
    actor: actors.accounts,
    reservationId: future,
    events,
    input: { amount: 500_00, paidOn: today, mode: "cash", reference: "", reason: "Fewer guests" },
  });
  await issueInvoice(db, { actor: actors.admin, reservationId: past, events });
  await issueInvoice(db, { actor: actors.admin, reservationId: b2b, events });
  await issueCreditNote(db, { actor: actors.admin, reservationId: b2b, events, reason: "Goodwill" }).catch(
    () => undefined,
  );
});
afterAll(() => h.close());

describe("dues", () => {
  it("lists every reservation with money outstanding by event date, the past ones overdue", async () => {
    const dues = await listDues(h.database.db, { actor: actors.accounts });
    expect(dues.map((d) => [d.eventName, d.overdue])).toEqual([
      ["Past Event", true],
      ["Company Dinner", false],
      ["Future Event", false],
    ]);
    // 3,54,000 − 1,000
    expect(dues[0]!.outstanding).toBe(3_53_000_00);
    expect(dues[2]!.received).toBe(6_500_00);
  });
});

describe("payments", () => {
  it("totals per mode over the date range, refunds taken off", async () => {
    const report = await paymentsReport(h.database.db, { actor: actors.admin, from: today, to: today });
    expect(report.perMode).toEqual([
      { mode: "cash", received: 2_000_00, refunded: 500_00, net: 1_500_00 },
      { mode: "upi", received: 5_000_00, refunded: 0, net: 5_000_00 },
      { mode: "bank-transfer", received: 1_000_00, refunded: 0, net: 1_000_00 },
    ]);
    expect(report.totals).toEqual({ received: 8_000_00, refunded: 500_00, net: 7_500_00 });
  });
});

describe("documents register", () => {
  const register = async (query: string) => {
    const page = await h.render(accountsRoute, "accounts", {
      pattern: "/luxebooking/accounts",
      path: `/luxebooking/accounts?tab=documents&${query}`,
    });
    expect(page.status).toBe(200);
    return page.text;
  };

  it("filters by series and by date range", async () => {
    const yesterday = addDays(today, -1);
    const byNumber = async (
      series: Parameters<typeof documentRegister>[1]["series"],
      from: string,
      to: string,
    ) =>
      (await documentRegister(h.database.db, { actor: actors.accounts, series, from, to })).map(
        (d) => d.number,
      );
    expect(await byNumber("all", today, today)).toEqual([
      `EDN/${fy}/0001`,
      `EDN/${fy}/0002`,
      `RV/${fy}/0001`,
      `RV/${fy}/0002`,
      `RV/${fy}/0003`,
      `RF/${fy}/0001`,
    ]);
    expect(await byNumber("invoice", today, today)).toEqual([`EDN/${fy}/0001`, `EDN/${fy}/0002`]);
    expect(await byNumber("receipt", today, today)).toEqual([
      `RV/${fy}/0001`,
      `RV/${fy}/0002`,
      `RV/${fy}/0003`,
    ]);
    expect(await byNumber("refund", today, today)).toEqual([`RF/${fy}/0001`]);
    expect(await byNumber("credit-note", today, today)).toEqual([]);
    expect(await byNumber("all", addDays(today, -30), yesterday)).toEqual([]);

    // The same through the workspace's address, as the tab's form submits it.
    const invoices = await register(`series=invoice&from=${today}&to=${today}`);
    expect(invoices).toContain(`EDN/${fy}/0002`);
    expect(invoices).not.toContain(`RV/${fy}/0001`);
    const receipts = await register(`series=receipt&from=${today}&to=${today}`);
    expect(receipts).toContain(`RV/${fy}/0001`);
    expect(receipts).not.toContain(`EDN/${fy}/0001`);
    expect(await register(`series=all&from=${addDays(today, -30)}&to=${yesterday}`)).toContain(
      "No documents in this period.",
    );
    // An unknown series shows every series; a malformed date falls back to the default range.
    const everything = await register(`series=bogus&from=nope&to=${today}`);
    expect(everything).toContain(`EDN/${fy}/0001`);
    expect(everything).toContain(`RV/${fy}/0001`);
  });
});

describe("GST summary", () => {
  it("per rate, B2B with the client's GSTIN, B2C totals, SAC and documents issued", async () => {
    const summary = await gstSummary(h.database.db, { actor: actors.accounts, month });
    expect(summary.perRate).toEqual([
      { rate: 1800, taxable: 6_00_000_00, cgst: 54_000_00, sgst: 54_000_00, total: 7_08_000_00 },
    ]);
    expect(summary.b2b).toMatchObject([
      { gstin: "27AAPFU0939F1ZV", name: "Sharma Traders", number: `EDN/${fy}/0002` },
    ]);
    expect(summary.b2c).toEqual([
      { rate: 1800, taxable: 3_00_000_00, cgst: 27_000_00, sgst: 27_000_00, total: 3_54_000_00 },
    ]);
    expect(summary.sac).toEqual([
      { sac: "997212", taxable: 6_00_000_00, cgst: 54_000_00, sgst: 54_000_00, total: 7_08_000_00 },
    ]);
    expect(summary.documents).toEqual([
      { series: "invoice", first: `EDN/${fy}/0001`, last: `EDN/${fy}/0002`, count: 2 },
      { series: "receipt", first: `RV/${fy}/0001`, last: `RV/${fy}/0003`, count: 3 },
      { series: "refund", first: `RF/${fy}/0001`, last: `RF/${fy}/0001`, count: 1 },
    ]);
  });

  it("exports GSTR-1's tables as CSV and .xlsx", async () => {
    const csv = await h.call(exportRoute.loader, {
      as: "accounts",
      url: `/luxebooking/accounts/gst.csv?month=${month}`,
    });
    expect(csv.status).toBe(200);
    const bytes = new Uint8Array(await csv.response!.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("b2b,sez,de\r\nGSTIN/UIN of Recipient,Receiver Name,Invoice Number")).toBe(true);
    expect(text).toContain(`27AAPFU0939F1ZV,Sharma Traders,EDN/${fy}/0002`);
    expect(text).toContain("OE,29-Karnataka,,18,300000,0,");
    const xlsx = await h.call(exportRoute.loader, {
      as: "admin",
      url: `/luxebooking/accounts/gst.xlsx?month=${month}`,
    });
    const sheets = await readXlsxFile(Buffer.from(await xlsx.response!.arrayBuffer()));
    expect(sheets.map((s) => s.sheet)).toEqual([
      "b2b,sez,de",
      "b2cl",
      "b2cs",
      "cdnr",
      "cdnur",
      "at",
      "atadj",
      "hsn(b2b)",
      "hsn(b2c)",
      "docs",
    ]);
    // One B2B invoice of ₹3,00,000 at 18 %, named by its tax line.
    expect(sheets[7]!.data[1]).toEqual([
      "997212",
      "Hall hire",
      "NA",
      0,
      354000,
      18,
      300000,
      0,
      27000,
      27000,
      0,
    ]);
  });
});

describe("the workspace route: accounts and admin only", () => {
  const callers: Caller[] = ["admin", "manager", "operations", "accounts", "signed-out"];
  it.each(callers)("%s", async (who) => {
    const page = await h.call(accountsRoute.loader, { as: who, url: "/luxebooking/accounts?tab=dues" });
    const csv = await h.call(exportRoute.loader, { as: who, url: "/luxebooking/accounts/gst.csv" });
    if (who === "admin" || who === "accounts") {
      expect([page.status, csv.status]).toEqual([200, 200]);
      const rendered = await h.render(accountsRoute, who, {
        pattern: "/luxebooking/accounts",
        path: "/luxebooking/accounts?tab=dues",
      });
      expect(rendered.text).toContain("Past Event");
      expect(rendered.text).toContain("Overdue");
    } else if (who === "signed-out") {
      expect(page.status).toBe(302);
    } else {
      expect([page.status, csv.status]).toEqual([403, 403]);
    }
  });

  it("renders every tab", async () => {
    for (const tab of ["payments", "documents", "gst"]) {
      const rendered = await h.render(accountsRoute, "accounts", {
        pattern: "/luxebooking/accounts",
        path: `/luxebooking/accounts?tab=${tab}`,
      });
      expect(rendered.status).toBe(200);
    }
    const calendar = await h.render(accountsRoute, "accounts", {
      pattern: "/luxebooking/accounts",
      path: "/luxebooking/accounts",
    });
    expect(calendar.text).toContain("Reservation Calendar");
  });
});
