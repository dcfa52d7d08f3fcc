// @module-tag db (the unique bank reference across imports, one payment per line: docs/testing.md)
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  bankStatementLines,
  bankStatementMappings,
  bankStatementUndoneMatches,
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
import {
  confirmStatementLine,
  dismissStatementLine,
  importStatement,
  openStatementLines,
  restoreStatementLine,
  reviewedStatementLines,
  undoStatementMatch,
} from "./bank-matching.server";
import { bankStatementTexts as t } from "./bank-statement";
import { allocatePaid } from "./schedule";
import { scheduleOf } from "./schedule.server";
import { todayIST } from "~/modules/time";

let h: RouteHarness;
beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  for (const table of [
    bankStatementUndoneMatches,
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

describe("dismissing a credit and undoing a match (issue 30 item 9)", () => {
  async function imported() {
    const seeded = await seed();
    await importStatement(h.db, {
      actor: actors.accounts,
      bank: "HDFC",
      file: statement(seeded.refs),
      mapping,
      now,
    });
    const { lines } = await openStatementLines(h.db, { actor: actors.accounts, now });
    const line = (ref: string) => lines.find((l) => l.bankReference === ref)!;
    return { ...seeded, line };
  }
  const settled = async (id: string) => (await scheduleOf(h.db, { reservationId: id, now }))!.balance.settled;
  const audits = async (action: string) =>
    (await h.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

  it("an undone match: its payment stays and a refund entry reverses it (refund voucher); the credit matches again; its bank reference still records once", async () => {
    const { id, refs, line } = await imported();
    const upi = line("UTR0001");
    const first = await confirmStatementLine(h.db, {
      actor: actors.accounts,
      lineId: upi.id,
      instalmentReference: refs[1]!, // the wrong instalment
      events: h.events,
      now,
    });
    expect(await settled(id)).toBe(88_500_00);
    // Refused, nothing changed: no reason; a line that is not matched.
    await expect(
      undoStatementMatch(h.db, {
        actor: actors.accounts,
        lineId: upi.id,
        reason: "  ",
        events: h.events,
        now,
      }),
    ).rejects.toMatchObject({ status: 400, message: t.undoReason });
    await expect(
      undoStatementMatch(h.db, {
        actor: actors.accounts,
        lineId: line("UTR0004").id,
        reason: "x",
        events: h.events,
        now,
      }),
    ).rejects.toMatchObject({ status: 409, message: t.notMatched });
    expect(await h.db.$count(payments)).toBe(1);

    const later = new Date("2027-02-02T06:00:00Z");
    const undone = await undoStatementMatch(h.db, {
      actor: actors.accounts,
      lineId: upi.id,
      reason: "Matched to the wrong instalment",
      events: h.events,
      now: later,
    });
    // The ledger keeps the payment and adds its reversal: a refund of the same amount, mode and reference.
    const ledger = await h.db.select().from(payments).where(eq(payments.reservationId, id));
    expect(ledger.map((p) => [p.kind, p.amount, p.mode, p.reference, p.paidOn]).sort()).toEqual([
      ["payment", "88500.00", "upi", "UTR0001", "2027-01-20"],
      ["refund", "88500.00", "upi", "UTR0001", "2027-02-02"],
    ]);
    const refund = ledger.find((p) => p.kind === "refund")!;
    expect(refund.id).toBe(undone.refundId);
    expect(refund.reason).toBe(t.undoNote("Matched to the wrong instalment"));
    expect(await settled(id)).toBe(0);
    // Billing's rule: the taxed advance that no invoice adjusted gets its refund voucher.
    const [voucher] = await h.db.select().from(billingDocuments).where(eq(billingDocuments.series, "refund"));
    expect(voucher).toBeDefined();
    expect(undone.voucher).toBe(voucher!.number);
    expect(undone.message).toBe(t.undone(voucher!.number));
    const [row] = await h.db.select().from(bankStatementLines).where(eq(bankStatementLines.id, upi.id));
    expect(row).toMatchObject({ status: "open", paymentId: null, reservationId: null, matchedAt: null });
    const [kept] = await h.db.select().from(bankStatementUndoneMatches);
    expect(kept).toMatchObject({ lineId: upi.id, paymentId: first.paymentId, refundId: undone.refundId });
    expect(await audits("bank-statement.undo")).toBe(1);
    // Listed again to match, with its undone match.
    const open = await openStatementLines(h.db, { actor: actors.accounts, now: later });
    const again = open.lines.find((l) => l.id === upi.id)!;
    expect(again.undone).toEqual([
      expect.stringMatching(
        /^Match undone 2 Feb 2027, .* by accounts@demo\.test: Matched to the wrong instalment$/,
      ),
    ]);
    // The same undo twice: refused, no second refund.
    await expect(
      undoStatementMatch(h.db, {
        actor: actors.accounts,
        lineId: upi.id,
        reason: "again",
        events: h.events,
        now: later,
      }),
    ).rejects.toMatchObject({ status: 409, message: t.notMatched });

    // Matched again, to the right instalment.
    const second = await confirmStatementLine(h.db, {
      actor: actors.accounts,
      lineId: upi.id,
      instalmentReference: refs[0]!,
      events: h.events,
      now: later,
    });
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(await settled(id)).toBe(88_500_00);
    // The bank reference still records once: the statement again skips it, the line again is refused.
    expect(
      await importStatement(h.db, {
        actor: actors.accounts,
        bank: "HDFC",
        file: statement(refs),
        now: later,
      }),
    ).toMatchObject({ imported: 0, skipped: 3 });
    await expect(
      confirmStatementLine(h.db, {
        actor: actors.accounts,
        lineId: upi.id,
        instalmentReference: refs[0]!,
        events: h.events,
        now: later,
      }),
    ).rejects.toMatchObject({ status: 409, message: t.lineGone });
    expect(await h.db.$count(payments, eq(payments.kind, "payment"))).toBe(2);
    expect(await h.db.$count(bankStatementLines, eq(bankStatementLines.bankReference, "UTR0001"))).toBe(1);
    const { matched } = await reviewedStatementLines(h.db, { actor: actors.accounts });
    expect(matched.map((m) => m.bankReference)).toEqual(["UTR0001"]);
    expect(matched[0]!.text).toMatch(/^Matched to Sharma Wedding Reception /);
  });

  it("a payment is undone once, even by two requests at once (the database holds one undo per payment)", async () => {
    const { refs, line } = await imported();
    const upi = line("UTR0001");
    await confirmStatementLine(h.db, {
      actor: actors.accounts,
      lineId: upi.id,
      instalmentReference: refs[0]!,
      events: h.events,
      now,
    });
    const results = await Promise.allSettled(
      ["first", "second"].map((reason) =>
        undoStatementMatch(h.db, { actor: actors.accounts, lineId: upi.id, reason, events: h.events, now }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await h.db.$count(payments, eq(payments.kind, "refund"))).toBe(1);
    expect(await h.db.$count(bankStatementUndoneMatches)).toBe(1);
  });

  it("a credit that is no client's payment is dismissed with a reason, listed as dismissed, and restored", async () => {
    const { refs, line } = await imported();
    const interest = line("UTR0004");
    await expect(
      dismissStatementLine(h.db, { actor: actors.accounts, lineId: interest.id, reason: " ", now }),
    ).rejects.toMatchObject({ status: 400, message: t.dismissReason });
    const result = await dismissStatementLine(h.db, {
      actor: actors.accounts,
      lineId: interest.id,
      reason: "Refund from a supplier",
      now,
    });
    expect(result.message).toBe(t.dismissed);
    const open = await openStatementLines(h.db, { actor: actors.accounts, now });
    expect(open.lines.map((l) => l.bankReference)).not.toContain("UTR0004");
    const { dismissed } = await reviewedStatementLines(h.db, { actor: actors.accounts });
    expect(dismissed).toHaveLength(1);
    expect(dismissed[0]).toMatchObject({ bankReference: "UTR0004", amount: 12_345_00 });
    expect(dismissed[0]!.text).toMatch(
      /^Dismissed 31 Jan 2027, .* by accounts@demo\.test: Refund from a supplier$/,
    );
    // A dismissed credit is neither matched nor dismissed again; nothing is recorded.
    await expect(
      confirmStatementLine(h.db, {
        actor: actors.accounts,
        lineId: interest.id,
        instalmentReference: refs[0]!,
        events: h.events,
        now,
      }),
    ).rejects.toMatchObject({ status: 409, message: t.lineDismissed });
    await expect(
      dismissStatementLine(h.db, { actor: actors.accounts, lineId: interest.id, reason: "again", now }),
    ).rejects.toMatchObject({ status: 409, message: t.notOpen });
    expect(await h.db.$count(payments)).toBe(0);
    expect(await audits("bank-statement.dismiss")).toBe(1);

    expect(await restoreStatementLine(h.db, { actor: actors.admin, lineId: interest.id })).toEqual({
      message: t.restored,
    });
    const back = await openStatementLines(h.db, { actor: actors.accounts, now });
    expect(back.lines.map((l) => l.bankReference)).toContain("UTR0004");
    expect((await reviewedStatementLines(h.db, { actor: actors.accounts })).dismissed).toEqual([]);
    await expect(
      restoreStatementLine(h.db, { actor: actors.accounts, lineId: interest.id }),
    ).rejects.toMatchObject({
      status: 409,
      message: t.notDismissed,
    });
    expect(await audits("bank-statement.restore")).toBe(1);
    // The database refuses a dismissed line without its reason, or with a payment.
    await expect(
      h.db
        .update(bankStatementLines)
        .set({ status: "dismissed" })
        .where(eq(bankStatementLines.id, interest.id)),
    ).rejects.toThrow();
  });

  it("roles without bankStatement.match are refused: use cases and the page's action; nothing changes", async () => {
    const { refs, line } = await imported();
    const upi = line("UTR0001");
    await confirmStatementLine(h.db, {
      actor: actors.accounts,
      lineId: upi.id,
      instalmentReference: refs[0]!,
      events: h.events,
      now,
    });
    const url = "/luxebooking/accounts/bank-statements";
    for (const role of ["manager", "operations"] as const) {
      await expect(
        undoStatementMatch(h.db, { actor: actors[role], lineId: upi.id, reason: "x", events: h.events, now }),
      ).rejects.toMatchObject({ status: 403 });
      await expect(
        dismissStatementLine(h.db, { actor: actors[role], lineId: line("UTR0004").id, reason: "x", now }),
      ).rejects.toMatchObject({ status: 403 });
      await expect(
        restoreStatementLine(h.db, { actor: actors[role], lineId: line("UTR0004").id }),
      ).rejects.toMatchObject({ status: 403 });
      const forms: Record<string, string>[] = [
        { intent: "undo", line: upi.id, reason: "x" },
        { intent: "dismiss", line: line("UTR0004").id, reason: "x" },
        { intent: "restore", line: line("UTR0004").id },
      ];
      for (const form of forms) {
        const out = await h.call(bankRoute.action, { as: role, url, form });
        expect(out.status, `${role} ${form.intent}`).toBe(403);
      }
    }
    expect(await h.db.$count(payments)).toBe(1);
    expect(await h.db.$count(bankStatementUndoneMatches)).toBe(0);
    const [row] = await h.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.bankReference, "UTR0004"));
    expect(row!.status).toBe("open");
    // Accounts through the page: undone, then dismissed and restored.
    const ok = await h.call(bankRoute.action, {
      as: "accounts",
      url,
      form: { intent: "undo", line: upi.id, reason: "Paid by another client" },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBeLessThan(400);
    expect(JSON.stringify(ok.body)).toContain("Match undone");
    expect(await h.db.$count(bankStatementUndoneMatches)).toBe(1);
  });
});

describe("partial matches (issue 30 item 9: a credit for part of an instalment, or for more)", () => {
  /** One credit per statement, as the bank prints a UPI or NEFT credit (a later import each). */
  const credit = (date: string, narration: string, reference: string, amount: string) =>
    bytes(
      [
        "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
        `${date},${narration},${reference},${date},,"${amount}",`,
      ].join("\n"),
    );
  async function importOne(file: Uint8Array, at: Date) {
    await importStatement(h.db, { actor: actors.accounts, bank: "HDFC", file, mapping, now: at });
    const { lines, instalments } = await openStatementLines(h.db, { actor: actors.accounts, now: at });
    return { lines, instalments };
  }
  /** What the page, Dues and the staff section show of each instalment: paid, left, state. */
  async function progress(id: string, at: Date) {
    const schedule = (await scheduleOf(h.db, { reservationId: id, now: at }))!;
    return {
      rows: allocatePaid(schedule.instalments, schedule.balance.settled, todayIST(at)).map((p) => [
        p.paid,
        p.left,
        p.state,
      ]),
      settled: schedule.balance.settled,
      due: schedule.balance.due,
    };
  }
  async function stored(id: string) {
    const [r] = await h.db
      .select({ due: reservations.remainingAmountDue })
      .from(reservations)
      .where(eq(reservations.id, id));
    const ledger = await h.db
      .select()
      .from(payments)
      .where(eq(payments.reservationId, id))
      .orderBy(asc(payments.paidOn));
    const receipts = await h.db.select().from(billingDocuments).where(eq(billingDocuments.series, "receipt"));
    return { due: r!.due, ledger, receipts };
  }

  it("a credit for part of an instalment leaves it part paid; a second credit completes it; a larger credit pays the next; nothing twice", async () => {
    const { id, refs } = await seed();
    const confirm = (lineId: string, reference: string, at: Date) =>
      confirmStatementLine(h.db, {
        actor: actors.accounts,
        lineId,
        instalmentReference: reference,
        events: h.events,
        now: at,
      });

    // 1. ₹50,000 by UPI naming the first instalment (₹88,500.00): proposed by its reference.
    const day1 = new Date("2027-01-18T06:00:00Z");
    const a = await importOne(
      credit("18/01/27", `UPI/RAVI SHARMA/${refs[0]}/first part`, "UTR1001", "50,000.00"),
      day1,
    );
    expect(a.lines.map((l) => [l.bankReference, l.amount, l.proposal?.reference, l.proposal?.by])).toEqual([
      ["UTR1001", 50_000_00, refs[0], "reference"],
    ]);
    expect(a.lines[0]!.proposal!.left).toBe(88_500_00);
    const first = await confirm(a.lines[0]!.id, refs[0]!, day1);
    // The payment is the credit's amount, never the instalment's; the instalment stays open, part paid.
    expect(await progress(id, day1)).toEqual({
      rows: [
        [50_000_00, 38_500_00, "part-paid"],
        [0, 177_000_00, "upcoming"],
        [0, 88_500_00, "upcoming"],
      ],
      settled: 50_000_00,
      due: 304_000_00,
    });
    let s = await stored(id);
    expect(s.due).toBe("304000.00");
    expect(s.ledger.map((p) => [p.kind, p.amount, p.mode, p.reference])).toEqual([
      ["payment", "50000.00", "upi", "UTR1001"],
    ]);
    expect(s.receipts.map((r) => [r.number, r.amount, r.paymentId])).toEqual([
      [first.voucher, "50000.00", first.paymentId],
    ]);

    // 2. The rest, ₹38,500, a few days later in another statement, naming the same reference: still
    // proposed (the instalment is open for what is left), and the schedule now shows it overdue
    // (its due date has passed) for ₹38,500.00 only.
    const day2 = new Date("2027-01-22T06:00:00Z");
    const b = await importOne(
      credit("22/01/27", `UPI/RAVI SHARMA/${refs[0]}/balance`, "UTR1002", "38,500.00"),
      day2,
    );
    expect((await progress(id, day2)).rows[0]).toEqual([50_000_00, 38_500_00, "overdue"]);
    expect(b.instalments.find((i) => i.reference === refs[0])!.left).toBe(38_500_00);
    expect(b.lines.map((l) => [l.bankReference, l.proposal?.reference, l.proposal?.by])).toEqual([
      ["UTR1002", refs[0], "reference"],
    ]);
    const second = await confirm(b.lines[0]!.id, refs[0]!, day2);
    expect(await progress(id, day2)).toEqual({
      rows: [
        [88_500_00, 0, "paid"],
        [0, 177_000_00, "upcoming"],
        [0, 88_500_00, "upcoming"],
      ],
      settled: 88_500_00,
      due: 265_500_00,
    });

    // 3. ₹2,00,000 by NEFT naming the second instalment (₹1,77,000.00): recorded whole; it pays the
    // second instalment and ₹23,000 of the third.
    const day3 = new Date("2027-01-29T06:00:00Z");
    const c = await importOne(
      credit("29/01/27", `NEFT CR-SBIN0001234-RAVI SHARMA-${refs[1]}`, "UTR1003", "2,00,000.00"),
      day3,
    );
    expect(c.lines.map((l) => [l.bankReference, l.proposal?.reference, l.proposal?.by])).toEqual([
      ["UTR1003", refs[1], "reference"],
    ]);
    // The paid first instalment is no longer offered.
    expect(c.instalments.map((i) => i.reference)).toEqual([refs[1], refs[2]]);
    const third = await confirm(c.lines[0]!.id, refs[1]!, day3);
    expect(await progress(id, day3)).toEqual({
      rows: [
        [88_500_00, 0, "paid"],
        [177_000_00, 0, "paid"],
        [23_000_00, 65_500_00, "part-paid"],
      ],
      settled: 288_500_00,
      due: 65_500_00,
    });

    // 4. The third instalment's rest, ₹65,500, on its due date without a reference: proposed by amount
    // (what is left of it, not its ₹88,500.00).
    const day4 = new Date("2027-02-22T06:00:00Z");
    const d = await importOne(credit("22/02/27", "IMPS-P2A-RAVI SHARMA", "UTR1004", "65,500.00"), day4);
    expect(d.lines.map((l) => [l.bankReference, l.proposal?.reference, l.proposal?.by])).toEqual([
      ["UTR1004", refs[2], "amount"],
    ]);
    const fourth = await confirm(d.lines[0]!.id, refs[2]!, day4);
    expect((await progress(id, day4)).due).toBe(0);

    // One payment and one receipt voucher (billing's rule: each payment before the invoice) per
    // credit, each of the credit's amount; the balance is the ledger's sum.
    s = await stored(id);
    expect(s.due).toBe("0.00");
    expect(s.ledger.map((p) => [p.kind, p.amount, p.paidOn, p.mode, p.reference])).toEqual([
      ["payment", "50000.00", "2027-01-18", "upi", "UTR1001"],
      ["payment", "38500.00", "2027-01-22", "upi", "UTR1002"],
      ["payment", "200000.00", "2027-01-29", "bank-transfer", "UTR1003"],
      ["payment", "65500.00", "2027-02-22", "bank-transfer", "UTR1004"],
    ]);
    const byPayment = new Map(s.receipts.map((r) => [r.paymentId, r]));
    expect(s.receipts).toHaveLength(4);
    for (const [done, amount] of [
      [first, "50000.00"],
      [second, "38500.00"],
      [third, "200000.00"],
      [fourth, "65500.00"],
    ] as const) {
      expect(byPayment.get(done.paymentId)).toMatchObject({ number: done.voucher, amount });
    }
    expect(new Set(s.receipts.map((r) => r.number)).size).toBe(4);

    // Nothing twice: every statement again is skipped; a matched line again is refused; a client's
    // payment repeated by mistake (a new bank reference naming the paid first instalment) is not
    // proposed against it (nothing of it is open) and stays listed for accounts.
    for (const [file, at] of [
      [credit("18/01/27", `UPI/RAVI SHARMA/${refs[0]}/first part`, "UTR1001", "50,000.00"), day4],
      [credit("29/01/27", `NEFT CR-SBIN0001234-RAVI SHARMA-${refs[1]}`, "UTR1003", "2,00,000.00"), day4],
    ] as const)
      expect(
        await importStatement(h.db, { actor: actors.accounts, bank: "HDFC", file, now: at }),
      ).toMatchObject({ imported: 0, skipped: 1 });
    await expect(confirm(b.lines[0]!.id, refs[2]!, day4)).rejects.toMatchObject({
      status: 409,
      message: t.lineGone,
    });
    const repeat = await importOne(
      credit("23/02/27", `UPI/RAVI SHARMA/${refs[0]}/again`, "UTR1005", "38,500.00"),
      day4,
    );
    expect(repeat.instalments).toEqual([]);
    expect(repeat.lines.map((l) => [l.bankReference, l.proposal])).toEqual([["UTR1005", null]]);
    expect(await h.db.$count(payments)).toBe(4);
    expect(await h.db.$count(billingDocuments, eq(billingDocuments.series, "receipt"))).toBe(4);
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
