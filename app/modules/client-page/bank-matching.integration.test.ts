// @module-tag db (the unique bank reference across imports, one payment per line: docs/testing.md)
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  bankStatementLines,
  bankStatementMappings,
  billingDocuments,
  billingSettings,
  clientLinks,
  documentCounters,
  paymentInstalments,
  payments,
  reservations,
} from "~/db/schema";
import { saveBillingSettings } from "~/modules/billing/settings.server";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import * as bankRoute from "~/routes/luxebooking/bank-statements";
import { createRouteHarness, type RouteHarness } from "../../../tests/support/route-harness";
import { confirmStatementLine, importStatement, openStatementLines } from "./bank-matching.server";
import { bankStatementTexts as t } from "./bank-statement";
import { scheduleOf } from "./schedule.server";

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  for (const table of [
    bankStatementLines,
    bankStatementMappings,
    paymentInstalments,
    clientLinks,
    billingDocuments,
    documentCounters,
    payments,
    reservations,
    billingSettings,
  ])
    await h.db.delete(table);
});

/** 31 January 2027, 11:30 IST. */
const now = new Date("2027-01-31T06:00:00Z");
const mapping = { date: "Date", narration: "Narration", credit: "Deposit Amt.", reference: "Chq./Ref.No." };
const bytes = (text: string) => new TextEncoder().encode(text);

/**
 * A confirmed event on 1 March 2027 (₹3,54,000.00), nothing paid, its schedule made on 20 January:
 * ₹88,500 due 20 January, ₹1,77,000 due 30 January, ₹88,500 due 22 February.
 */
async function seed() {
  await saveBillingSettings(h.db, {
    actor: actors.admin,
    events: h.events,
    input: billingSettingsInput({ tradeName: "Eden Garden", address: "12 Garden Road, Bengaluru" }),
  });
  const { id } = await createReservation(h.db, {
    actor: actors.admin,
    events: h.events,
    input: input({ eventDate: "2027-03-01", advanceAmountReceived: "0" }),
  });
  const schedule = await scheduleOf(h.db, { reservationId: id, now: new Date("2027-01-20T06:00:00Z") });
  const refs = schedule!.instalments.map((i) => i.reference);
  expect(schedule!.instalments.map((i) => [i.amount, i.dueOn])).toEqual([
    [88_500_00, "2027-01-20"],
    [177_000_00, "2027-01-30"],
    [88_500_00, "2027-02-22"],
  ]);
  return { id, refs };
}

/** An HDFC-style export: a preamble, separate withdrawal and deposit columns, Indian amounts. */
function statement(refs: string[]) {
  return bytes(
    [
      "HDFC BANK Ltd.,,,,,,",
      "Statement of accounts,,,,,,",
      "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
      `20/01/27,UPI/RAVI SHARMA/${refs[0]}/Payment from Ravi,UTR0001,20/01/27,,"88,500.00","1,88,500.00"`,
      `29/01/27,NEFT CR-SBIN0001234-RAVI SHARMA,UTR0002,29/01/27,,"1,77,000.00","3,65,500.00"`,
      `30/01/27,ATM WDL,UTR0003,30/01/27,"5,000.00",,"3,60,500.00"`,
      `31/01/27,IMPS-P2A-UNKNOWN,UTR0004,31/01/27,,"12,345.00","3,72,845.00"`,
    ].join("\n"),
  );
}

describe("importing a statement (issue 30 item 9)", () => {
  it("stores the credits only (debits skipped), remembers the bank's mapping, records nothing", async () => {
    const { refs } = await seed();
    const result = await importStatement(h.db, {
      actor: actors.accounts,
      bank: "HDFC",
      file: statement(refs),
      mapping,
      now,
    });
    expect(result).toMatchObject({ imported: 3, skipped: 0, message: t.imported(3, 0) });
    expect(await h.db.$count(payments)).toBe(0);
    const [saved] = await h.db.select().from(bankStatementMappings);
    expect(saved).toMatchObject({
      bank: "HDFC",
      creditColumn: "Deposit Amt.",
      referenceColumn: "Chq./Ref.No.",
    });
    // The next import of this bank needs no mapping; the same credits again are skipped, not doubled.
    const again = await importStatement(h.db, {
      actor: actors.accounts,
      bank: "HDFC",
      file: statement(refs),
      now,
    });
    expect(again).toMatchObject({ imported: 0, skipped: 3 });
    expect(await h.db.$count(bankStatementLines)).toBe(3);
  });

  it("refuses a wrong mapping, an empty file, a 10 MB file, a bank without mapping: a message, nothing stored", async () => {
    const { refs } = await seed();
    const attempt = (file: Uint8Array, m: Partial<typeof mapping> | null = mapping, bank = "HDFC") =>
      importStatement(h.db, { actor: actors.accounts, bank, file, mapping: m, now });
    await expect(attempt(statement(refs), { ...mapping, credit: "Credit" })).rejects.toMatchObject({
      status: 400,
      message: t.columnMissing("Credit amount", "Credit"),
    });
    // Mapped to existing but wrong columns: the narration read as an amount.
    await expect(
      attempt(statement(refs), { ...mapping, credit: "Narration", narration: "Deposit Amt." }),
    ).rejects.toMatchObject({
      message: t.badAmount(4, `UPI/RAVI SHARMA/${refs[0]}/Payment from Ravi`),
    });
    await expect(attempt(bytes(""))).rejects.toMatchObject({ message: t.empty });
    const big = new Uint8Array(10 * 1024 * 1024).fill(0x41);
    await expect(attempt(big)).rejects.toMatchObject({ message: t.tooLarge });
    await expect(attempt(statement(refs), null, "SBI")).rejects.toMatchObject({ message: t.noMapping });
    await expect(
      importStatement(h.db, { actor: actors.operations, bank: "HDFC", file: statement(refs), mapping, now }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await h.db.$count(bankStatementLines)).toBe(0);
    expect(await h.db.$count(bankStatementMappings)).toBe(0);
  });

  it("reads a single amount column with 'CR' and 'DR' the Indian way", async () => {
    const { refs } = await seed();
    const csv = [
      "Txn Date,Description,Ref,Amount",
      `30-Jan-2027,BY TRANSFER-NEFT ${refs[1]},N123,"1,77,000.00 CR"`,
      `30-Jan-2027,TO CHQ 0042,C42,"1,25,000.00 DR"`,
    ].join("\n");
    await importStatement(h.db, {
      actor: actors.admin,
      bank: "SBI",
      file: bytes(csv),
      mapping: { date: "Txn Date", narration: "Description", credit: "Amount", reference: "Ref" },
      now,
    });
    const rows = await h.db.select().from(bankStatementLines);
    expect(rows.map((r) => [r.bookedOn, r.amount, r.bankReference, r.status])).toEqual([
      ["2027-01-30", "177000.00", "N123", "open"],
    ]);
  });
});

describe("proposals and confirmation (issue 30 item 9)", () => {
  it("proposes by UPI reference, else by amount within 3 days; an unknown credit has none and stays listed", async () => {
    const { refs } = await seed();
    await importStatement(h.db, {
      actor: actors.accounts,
      bank: "HDFC",
      file: statement(refs),
      mapping,
      now,
    });
    const { lines } = await openStatementLines(h.db, { actor: actors.accounts, now });
    expect(
      lines.map((l) => [l.bankReference, l.proposal?.reference ?? null, l.proposal?.by ?? null]),
    ).toEqual([
      ["UTR0001", refs[0], "reference"],
      ["UTR0002", refs[1], "amount"],
      ["UTR0004", null, null],
    ]);
  });

  it("a confirmed match becomes a payment with its receipt voucher; a line is never recorded twice", async () => {
    const { id, refs } = await seed();
    await importStatement(h.db, {
      actor: actors.accounts,
      bank: "HDFC",
      file: statement(refs),
      mapping,
      now,
    });
    const { lines } = await openStatementLines(h.db, { actor: actors.accounts, now });
    const upi = lines.find((l) => l.bankReference === "UTR0001")!;
    const neft = lines.find((l) => l.bankReference === "UTR0002")!;
    const first = await confirmStatementLine(h.db, {
      actor: actors.accounts,
      lineId: upi.id,
      instalmentReference: refs[0]!,
      events: h.events,
      now,
    });
    // Accounts may change the proposal: the NEFT credit confirmed against the third instalment.
    await confirmStatementLine(h.db, {
      actor: actors.admin,
      lineId: neft.id,
      instalmentReference: refs[2]!,
      events: h.events,
      now,
    });
    const recorded = await h.db.select().from(payments).where(eq(payments.reservationId, id));
    expect(recorded.map((p) => [p.amount, p.paidOn, p.mode, p.reference]).sort()).toEqual([
      ["177000.00", "2027-01-29", "bank-transfer", "UTR0002"],
      ["88500.00", "2027-01-20", "upi", "UTR0001"],
    ]);
    const receipts = await h.db.select().from(billingDocuments).where(eq(billingDocuments.series, "receipt"));
    expect(receipts).toHaveLength(2);
    expect(receipts.map((r) => r.paymentId).sort()).toEqual(recorded.map((p) => p.id).sort());
    expect(first.message).toBe(t.confirmed(first.voucher));
    expect(first.voucher).toBe(receipts.find((r) => r.paymentId === first.paymentId)!.number);
    const [line] = await h.db.select().from(bankStatementLines).where(eq(bankStatementLines.id, upi.id));
    expect(line).toMatchObject({ status: "matched", paymentId: first.paymentId, reservationId: id });
    // The same line again: refused, nothing recorded.
    await expect(
      confirmStatementLine(h.db, {
        actor: actors.accounts,
        lineId: upi.id,
        instalmentReference: refs[1]!,
        events: h.events,
        now,
      }),
    ).rejects.toMatchObject({ status: 409, message: t.lineGone });
    expect(await h.db.$count(payments)).toBe(2);
    // The unmatched credit stays listed; matched ones leave the list.
    const after = await openStatementLines(h.db, { actor: actors.accounts, now });
    expect(after.lines.map((l) => l.bankReference)).toEqual(["UTR0004"]);
    // A later statement holding the same credits records nothing again.
    expect(
      await importStatement(h.db, { actor: actors.accounts, bank: "HDFC", file: statement(refs), now }),
    ).toMatchObject({ imported: 0, skipped: 3 });
    expect(await h.db.$count(payments)).toBe(2);
  });

  it("a payment refused by billing leaves the line open (one transaction)", async () => {
    const { refs } = await seed();
    await importStatement(h.db, {
      actor: actors.accounts,
      bank: "HDFC",
      file: statement(refs),
      mapping,
      now,
    });
    const { lines } = await openStatementLines(h.db, { actor: actors.accounts, now });
    // A credit dated after 'today' is refused by billing's date rule.
    await expect(
      confirmStatementLine(h.db, {
        actor: actors.accounts,
        lineId: lines[0]!.id,
        instalmentReference: refs[0]!,
        events: h.events,
        now: new Date("2027-01-19T06:00:00Z"),
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await h.db.$count(payments)).toBe(0);
    const [line] = await h.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, lines[0]!.id));
    expect(line!.status).toBe("open");
  });

  it("the database holds a bank reference once per bank, across imports", { tags: ["db"] }, async () => {
    const row = {
      importId: crypto.randomUUID(),
      bank: "HDFC",
      rowNumber: 2,
      bookedOn: "2027-01-20",
      narration: "UPI",
      amount: "100.00",
      bankReference: "UTR9",
    };
    await h.db.insert(bankStatementLines).values(row);
    await expect(
      h.db.insert(bankStatementLines).values({ ...row, importId: crypto.randomUUID() }),
    ).rejects.toThrow();
    // Another bank may use the same text.
    await h.db.insert(bankStatementLines).values({ ...row, bank: "SBI" });
    // 'matched' only with its payment.
    await expect(
      h.db.update(bankStatementLines).set({ status: "matched" }).where(eq(bankStatementLines.bank, "SBI")),
    ).rejects.toThrow();
  });
});

describe("the Bank Statements page", () => {
  it("accounts import a file through the page and see the proposals; a 10 MB file gets the message", async () => {
    const { refs } = await seed();
    const url = "/luxebooking/accounts/bank-statements";
    const file = new File([statement(refs)], "statement.csv", { type: "text/csv" });
    const ok = await h.call(bankRoute.action, {
      as: "accounts",
      url,
      form: { intent: "import", bank: "HDFC", file, ...mapping },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBeLessThan(400);
    const page = await h.call(bankRoute.loader, { as: "accounts", url });
    expect(JSON.stringify(page.body)).toContain(refs[0]!);
    const big = new File([new Uint8Array(10 * 1024 * 1024)], "big.csv", { type: "text/csv" });
    const refused = await h.call(bankRoute.action, {
      as: "accounts",
      url,
      form: { intent: "import", bank: "HDFC", file: big },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(t.tooLarge);
    expect(await h.db.$count(bankStatementLines)).toBe(3);
    expect(await h.db.$count(auditLog)).toBeGreaterThan(0);
  });
});
