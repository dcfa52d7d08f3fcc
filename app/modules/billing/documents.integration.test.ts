// @module-tag db (database behaviour: the PostgreSQL run repeats this file, see docs/testing.md)
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  billingDocuments,
  billingSettings,
  documentCounters,
  payments,
  reservations,
} from "~/db/schema";
import { EventBus } from "~/modules/live/events.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { updateReservation } from "~/modules/reservations/update-reservation.server";
import { createTestDatabase } from "../../../tests/support/db";
import type { DocumentSnapshot } from "./document-snapshot";
import {
  issueCreditNote,
  issueInvoice,
  issueLiquorBill,
  issueQuotation,
  listReservationDocuments,
  readDocument,
} from "./documents.server";
import { issueReceipt } from "./vouchers.server";
import { readLedger, recordPayment } from "./ledger.server";
import { renderDocumentPdf } from "./pdf.server";
import { saveBillingSettings } from "./settings.server";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";

const db = await createTestDatabase();
afterAll(() => db.close());
const events = new EventBus();
const now = new Date("2026-11-23T10:00:00Z");
const after = new Date("2026-12-13T10:00:00Z");

async function settle() {
  await saveBillingSettings(db.db, {
    actor: actors.admin,
    events,
    input: billingSettingsInput({
      tradeName: "Eden Garden",
      address: "12 Garden Road, Bengaluru 560001",
      bankAccountName: "Eden Garden Hospitality LLP",
      bankAccountNumber: "123456789012",
      bankIfsc: "SBIN0001234",
      bankName: "State Bank of India",
      upiId: "edengarden@okicici",
      terms: "Payment due on the day of the event.",
    }),
  });
}

beforeEach(async () => {
  await db.db.delete(billingDocuments);
  await db.db.delete(documentCounters);
  await db.db.delete(payments);
  await db.db.delete(reservations);
  await db.db.delete(billingSettings);
});

/** Rule 46 needs the recipient's address: every reservation here has one unless a test removes it. */
const billed = { billingAddress: "7 Lake View Road, Bengaluru 560034" };
let day = 0;
const create = async (overrides = {}) =>
  (
    await createReservation(db.db, {
      actor: actors.admin,
      events,
      now,
      input: input({
        eventDate: `2026-12-${String(++day % 28 || 28).padStart(2, "0")}`,
        status: "confirmed",
        ...billed,
        ...overrides,
      }),
    })
  ).id;

describe("issuing documents", () => {
  it("says the settings are incomplete until an administrator saves them", async () => {
    const id = await create();
    await expect(
      issueInvoice(db.db, { actor: actors.accounts, reservationId: id, events, now: after }),
    ).rejects.toMatchObject({
      status: 409,
      message: "Billing settings are incomplete. An administrator can complete them in Billing Settings.",
    });
    await expect(
      issueQuotation(db.db, { actor: actors.manager, reservationId: id, events, now }),
    ).rejects.toMatchObject({
      status: 409,
    });
    expect(await db.db.$count(billingDocuments)).toBe(0);
  });

  it("the advance's receipt voucher is issued with it; the invoice adjusts it and adds up", async () => {
    await settle();
    const id = await create({ advanceAmountReceived: "118000" });
    const [advance] = await readLedger(db.db, id);
    // Issue 27 item 4: the form's advance is a payment, and its receipt voucher comes with it.
    const [rvRow] = await listReservationDocuments(db.db, id);
    expect(rvRow).toMatchObject({ series: "receipt", number: "RV/26-27/0001", paymentId: advance!.id });
    const rv = await readDocument(db.db, { actor: actors.manager, id: rvRow!.id });
    expect(rv).toMatchObject({
      issuedOn: "2026-11-23",
      taxable: 1_00_000_00,
      cgst: 9_000_00,
      sgst: 9_000_00,
      total: 1_18_000_00,
      outsideGst: 0,
    });
    expect(rv.amountInWords).toBe("Rupees One Lakh Eighteen Thousand Only");
    await expect(
      issueReceipt(db.db, { actor: actors.accounts, reservationId: id, paymentId: advance!.id, events, now }),
    ).rejects.toMatchObject({
      status: 409,
      message: "A receipt voucher has already been issued for this payment (RV/26-27/0001).",
    });

    const invoice = await issueInvoice(db.db, { actor: actors.admin, reservationId: id, events, now: after });
    expect(invoice.number).toBe("EDN/26-27/0001");
    const inv = await readDocument(db.db, { actor: actors.operations, id: invoice.id });
    expect(inv).toMatchObject({
      taxable: 3_00_000_00,
      rate: 1800,
      cgst: 27_000_00,
      sgst: 27_000_00,
      total: 3_54_000_00,
      advances: [{ number: "RV/26-27/0001", taxable: 1_00_000_00, cgst: 9_000_00, sgst: 9_000_00 }],
      settlement: { received: 1_18_000_00, earlier: 0, adjusted: 1_18_000_00, beyond: 0 },
      amountDue: 2_36_000_00,
      paidInFull: false,
      b2b: false,
      placeOfSupply: { stateName: "Karnataka", stateCode: "29" },
    });
    // Issue 27 item 13: the face adds up: total − adjusted = amount due.
    expect(inv.total - inv.settlement!.adjusted).toBe(inv.amountDue);
    expect(inv.upiUri).toBe(
      "upi://pay?pa=edengarden%40okicici&pn=Eden%20Garden&am=236000.00&cu=INR&tn=EDN%2F26-27%2F0001",
    );
    await expect(
      issueInvoice(db.db, { actor: actors.admin, reservationId: id, events, now: after }),
    ).rejects.toMatchObject({
      status: 409,
      message: "An invoice has already been issued for this reservation (EDN/26-27/0001).",
    });
    const second = await create({ advanceAmountReceived: "0" });
    expect(
      (await issueInvoice(db.db, { actor: actors.accounts, reservationId: second, events, now: after }))
        .number,
    ).toBe("EDN/26-27/0002");
    // A new financial year starts at 0001 again (1 April 00:00 IST).
    const third = await create({ eventDate: "2027-04-02", advanceAmountReceived: "0" });
    const april = new Date("2027-03-31T18:30:00Z");
    expect(
      (await issueInvoice(db.db, { actor: actors.accounts, reservationId: third, events, now: april }))
        .number,
    ).toBe("EDN/27-28/0001");
    expect((await db.db.select().from(auditLog).where(eq(auditLog.entity, "billing_document"))).length).toBe(
      4,
    );
  });

  it("an issued document never changes when the reservation is edited later", async () => {
    await settle();
    const id = await create({ advanceAmountReceived: "0" });
    const invoice = await issueInvoice(db.db, { actor: actors.admin, reservationId: id, events, now: after });
    const before = await readDocument(db.db, { actor: actors.admin, id: invoice.id });
    await updateReservation(db.db, {
      actor: actors.admin,
      id,
      events,
      now: after,
      input: input({
        eventDate: before.event.date,
        status: "pending",
        clientName: "Someone Else",
        guestCount: 100,
      }),
    });
    expect(await readDocument(db.db, { actor: actors.admin, id: invoice.id })).toEqual(before);
  });

  it("refuses an invoice for a Non-Chargeable event, and a manager or operations user", async () => {
    await settle();
    const nc = await create({ isFOC: true });
    await expect(
      issueInvoice(db.db, { actor: actors.admin, reservationId: nc, events, now: after }),
    ).rejects.toMatchObject({
      status: 409,
      message: "Non-chargeable event: no invoice is issued.",
    });
    const id = await create({ advanceAmountReceived: "0" });
    for (const actor of [actors.manager, actors.operations]) {
      await expect(
        issueInvoice(db.db, { actor, reservationId: id, events, now: after }),
      ).rejects.toMatchObject({ status: 403 });
    }
    await expect(
      issueQuotation(db.db, { actor: actors.accounts, reservationId: id, events, now }),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect(await db.db.$count(billingDocuments)).toBe(0);
  });

  it("refuses a tax invoice or a credit note without the recipient's address, pointing to Client Information; nothing is issued", async () => {
    await settle();
    const id = await create({ billingAddress: "", advanceAmountReceived: "0" });
    const refusal = {
      status: 409,
      message: "Add the client's billing address in Client Information before issuing a tax invoice.",
    };
    await expect(
      issueInvoice(db.db, { actor: actors.accounts, reservationId: id, events, now: after }),
    ).rejects.toMatchObject(refusal);
    // A name and a state are not enough: rule 46 asks for the address of an unregistered recipient too.
    const named = await create({
      billingName: "Ravi Sharma",
      billingAddress: "  ",
      billingStateCode: "29",
      advanceAmountReceived: "0",
    });
    await expect(
      issueInvoice(db.db, { actor: actors.accounts, reservationId: named, events, now: after }),
    ).rejects.toMatchObject(refusal);
    expect(await db.db.$count(billingDocuments)).toBe(0);
    expect(await db.db.$count(documentCounters)).toBe(0);
    const [untouched] = await db.db.select().from(reservations).where(eq(reservations.id, id));
    expect(untouched!.totalAmountIncludingGST).toBe("354000.00");

    // An invoice issued with the address, which is then removed: no credit note until it is back.
    const addressed = await create({ advanceAmountReceived: "0" });
    const invoice = await issueInvoice(db.db, {
      actor: actors.admin,
      reservationId: addressed,
      events,
      now: after,
    });
    const [r] = await db.db.select().from(reservations).where(eq(reservations.id, addressed));
    await updateReservation(db.db, {
      actor: actors.admin,
      id: addressed,
      events,
      now: after,
      input: input({ eventDate: r!.eventDate, status: "cancelled", billingAddress: "", version: r!.version }),
    });
    await expect(
      issueCreditNote(db.db, { actor: actors.accounts, reservationId: addressed, events, now: after }),
    ).rejects.toMatchObject({
      status: 409,
      message: "Add the client's billing address in Client Information before issuing a credit note.",
    });
    expect((await listReservationDocuments(db.db, addressed)).map((d) => d.id)).toEqual([invoice.id]);
  });

  it("the booking, its quotation and its invoice charge the same GST to the paisa (issue 27 item 3)", async () => {
    await settle();
    // 1 guest × ₹1,000.03 at 18 %: half 90.0027 → ₹90.00, doubled ₹180.00 everywhere (the whole rate
    // once would give ₹180.01).
    const id = await create({ guestCount: 1, perPersonAmount: "1000.03", advanceAmountReceived: "0" });
    const [row] = await db.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row).toMatchObject({ gstCalculatedAmount: "180.00", totalAmountIncludingGST: "1180.03" });
    const quotation = await issueQuotation(db.db, { actor: actors.manager, reservationId: id, events, now });
    const invoice = await issueInvoice(db.db, { actor: actors.admin, reservationId: id, events, now: after });
    for (const issued of [quotation, invoice]) {
      const doc = await readDocument(db.db, { actor: actors.admin, id: issued.id });
      expect(doc).toMatchObject({ taxable: 1_000_03, cgst: 90_00, sgst: 90_00, total: 1_180_03 });
    }
    const [unchanged] = await db.db.select().from(reservations).where(eq(reservations.id, id));
    expect(unchanged).toMatchObject({ totalAmountIncludingGST: "1180.03", remainingAmountDue: "1180.03" });
  });

  it("after the invoice, the documents decide what is owed; a changed booking is flagged, not recharged", async () => {
    await settle();
    const id = await create({ guestCount: 1, perPersonAmount: "1000.03", advanceAmountReceived: "0" });
    await issueInvoice(db.db, { actor: actors.admin, reservationId: id, events, now: after });
    await recordPayment(db.db, {
      actor: actors.accounts,
      reservationId: id,
      events,
      now: after,
      input: { amount: 1_000_00, paidOn: "2026-12-13", mode: "cash", reference: "", note: "" },
    });
    const edit = async (changes: Parameters<typeof input>[0]) => {
      const [r] = await db.db.select().from(reservations).where(eq(reservations.id, id));
      await updateReservation(db.db, {
        actor: actors.admin,
        id,
        events,
        now: after,
        input: input({
          eventDate: r!.eventDate,
          status: "pending",
          guestCount: 1,
          perPersonAmount: "1000.03",
          advanceAmountReceived: "0",
          version: r!.version,
          ...billed,
          ...changes,
        }),
      });
      const [saved] = await db.db.select().from(reservations).where(eq(reservations.id, id));
      return {
        gst: saved!.gstCalculatedAmount,
        total: saved!.totalAmountIncludingGST,
        advance: saved!.advanceAmountReceived,
        due: saved!.remainingAmountDue,
      };
    };
    expect(await edit({ clientName: "Ravi K. Sharma", notes: "Stage by the window" })).toEqual({
      gst: "180.00",
      total: "1180.03",
      advance: "1000.00",
      due: "180.03",
    });
    // 2 guests: ₹2,000.06, GST 2 × ₹180.01. The invoice still says ₹1,180.03: that is what is owed
    // until a debit note charges the rise (the balance flags the difference).
    expect(await edit({ guestCount: 2 })).toEqual({
      gst: "360.02",
      total: "2360.08",
      advance: "1000.00",
      due: "180.03",
    });
  });

  it("never prints a negative amount due; 'Paid in full' only when nothing of anything is owed (item 7)", async () => {
    await settle();
    // 1 guest × ₹1,000 + 18 % = ₹1,180; alcohol ₹11,000 apart; ₹5,000 received (some towards the alcohol).
    const id = await create({
      guestCount: 1,
      perPersonAmount: "1000",
      advanceAmountReceived: "0",
      withAlcohol: true,
      alcoholMRP: "10000",
      alcoholPercentageCharges: "10",
    });
    await recordPayment(db.db, {
      actor: actors.accounts,
      reservationId: id,
      events,
      now,
      input: { amount: 5_000_00, paidOn: "2026-11-23", mode: "upi", reference: "", note: "" },
    });
    const textOf = async (documentId: string) => {
      const pdf = await renderDocumentPdf(await readDocument(db.db, { actor: actors.admin, id: documentId }));
      return (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, " ");
    };
    const quotation = await issueQuotation(db.db, { actor: actors.manager, reservationId: id, events, now });
    const invoice = await issueInvoice(db.db, { actor: actors.admin, reservationId: id, events, now: after });
    for (const issued of [quotation, invoice]) {
      const doc = await readDocument(db.db, { actor: actors.admin, id: issued.id });
      expect(doc).toMatchObject({ total: 1_180_00, amountDue: 0, paidInFull: false, upiUri: null });
      const flat = await textOf(issued.id);
      // ₹3,820 went towards the alcohol: ₹7,180 of it is still owed, so not 'Paid in full'.
      expect(flat).toContain("Amount due ₹0.00");
      expect(flat).not.toContain("Paid in full");
      expect(flat).not.toMatch(/Amount due [-−]/);
      expect(flat).not.toContain("Scan to pay by UPI");
    }
    expect(await textOf(invoice.id)).toContain("Alcohol due (liquor bill, outside GST): ₹7,180.00");
    await recordPayment(db.db, {
      actor: actors.accounts,
      reservationId: id,
      events,
      now: after,
      input: { amount: 7_180_00, paidOn: "2026-12-13", mode: "upi", reference: "", note: "" },
    });
    const bill = await issueLiquorBill(db.db, {
      actor: actors.accounts,
      reservationId: id,
      events,
      now: after,
    });
    expect(await readDocument(db.db, { actor: actors.admin, id: bill.id })).toMatchObject({
      total: 11_000_00,
      amountDue: 0,
      paidInFull: true,
    });
    expect(await textOf(bill.id)).toContain("Amount due Paid in full");
  });

  it("alcohol gets its own liquor bill, outside GST and never in a tax invoice's total (item 7)", async () => {
    await settle();
    const id = await create({ withAlcohol: true, alcoholMRP: "10000", alcoholPercentageCharges: "10" });
    const invoice = await issueInvoice(db.db, { actor: actors.admin, reservationId: id, events, now: after });
    const doc = await readDocument(db.db, { actor: actors.admin, id: invoice.id });
    expect(doc).toMatchObject({ taxable: 3_00_000_00, total: 3_54_000_00, alcohol: null });
    const bill = await issueLiquorBill(db.db, {
      actor: actors.accounts,
      reservationId: id,
      events,
      now: after,
    });
    expect(bill.number).toBe("LQ/26-27/0001");
    const liquor = await readDocument(db.db, { actor: actors.admin, id: bill.id });
    expect(liquor).toMatchObject({
      title: "Liquor Bill",
      taxable: 0,
      cgst: 0,
      sgst: 0,
      total: 11_000_00,
      bank: null,
      alcohol: {
        mrp: 10_000_00,
        chargeRate: 1000,
        total: 11_000_00,
        label: "Alcoholic liquor for human consumption: outside GST",
      },
    });
    await expect(
      issueLiquorBill(db.db, { actor: actors.accounts, reservationId: id, events, now: after }),
    ).rejects.toMatchObject({
      status: 409,
      message: "A liquor bill has already been issued for this reservation (LQ/26-27/0001).",
    });
    const flat = (
      await extractText(new Uint8Array(await renderDocumentPdf(liquor)), { mergePages: true })
    ).text.replace(/\s+/g, " ");
    expect(flat).toContain("LIQUOR BILL");
    expect(flat).toContain("Alcoholic liquor for human consumption: outside GST");
    expect(flat).not.toContain("CGST");
    expect(flat).not.toContain("Place of supply");
  });

  it("a cancellation issues a credit note referring to the invoice; a fall in amount credits the difference", async () => {
    await settle();
    const id = await create({ advanceAmountReceived: "0" });
    await expect(
      issueCreditNote(db.db, { actor: actors.admin, reservationId: id, events, now: after }),
    ).rejects.toMatchObject({
      message: "A credit note needs an issued invoice to refer to.",
    });
    const invoice = await issueInvoice(db.db, { actor: actors.admin, reservationId: id, events, now: after });
    await updateReservation(db.db, {
      actor: actors.admin,
      id,
      events,
      now: after,
      input: input({ eventDate: "2026-12-01", status: "pending", guestCount: 200, ...billed }),
    }).catch(() => undefined);
    const [r] = await db.db.select().from(reservations).where(eq(reservations.id, id));
    await updateReservation(db.db, {
      actor: actors.admin,
      id,
      events,
      now: after,
      input: input({
        eventDate: r!.eventDate,
        status: "pending",
        guestCount: 200,
        version: r!.version,
        ...billed,
      }),
    });
    const fall = await issueCreditNote(db.db, {
      actor: actors.accounts,
      reservationId: id,
      events,
      now: after,
    });
    expect(fall.number).toBe("CN/26-27/0001");
    const fallDoc = await readDocument(db.db, { actor: actors.admin, id: fall.id });
    // 50 guests × ₹1,200 = ₹60,000 + 9 % + 9 %
    expect(fallDoc).toMatchObject({
      taxable: 60_000_00,
      cgst: 5_400_00,
      sgst: 5_400_00,
      total: 70_800_00,
      refersTo: { number: invoice.number },
    });
    const [r2] = await db.db.select().from(reservations).where(eq(reservations.id, id));
    await updateReservation(db.db, {
      actor: actors.admin,
      id,
      events,
      now: after,
      input: input({
        eventDate: r2!.eventDate,
        status: "cancelled",
        guestCount: 200,
        version: r2!.version,
        ...billed,
      }),
    });
    const cancel = await readDocument(db.db, {
      actor: actors.admin,
      id: (await issueCreditNote(db.db, { actor: actors.accounts, reservationId: id, events, now: after }))
        .id,
    });
    expect(cancel).toMatchObject({ number: "CN/26-27/0002", taxable: 2_40_000_00, total: 2_83_200_00 });
    await expect(
      issueCreditNote(db.db, { actor: actors.accounts, reservationId: id, events, now: after }),
    ).rejects.toMatchObject({
      status: 409,
    });
  });

  it("quotations may be revised: each revision a new number, valid until a date", async () => {
    await settle();
    // A validity date may not pass the event (docs/billing.md): an event on the chosen date.
    const id = await create({ eventDate: "2026-12-31", advanceAmountReceived: "0" });
    const first = await issueQuotation(db.db, { actor: actors.manager, reservationId: id, events, now });
    const second = await issueQuotation(db.db, {
      actor: actors.operations,
      reservationId: id,
      events,
      now,
      validUntil: "2026-12-31",
    });
    expect([first.number, second.number]).toEqual(["QTN/26-27/0001", "QTN/26-27/0002"]);
    expect((await readDocument(db.db, { actor: actors.accounts, id: first.id })).validUntil).toBe(
      "2026-12-08",
    );
    // Issue 27 item 15: a revision supersedes the open quotation before it.
    expect((await listReservationDocuments(db.db, id)).map((d) => [d.number, d.state])).toEqual([
      ["QTN/26-27/0002", null],
      ["QTN/26-27/0001", "superseded"],
    ]);
  });

  it("50 concurrent invoices get 50 consecutive numbers, no gap, no duplicate", async () => {
    await settle();
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      ids.push(
        (
          await createReservation(db.db, {
            actor: actors.admin,
            events,
            now,
            input: input({
              eventDate: `2027-0${1 + (i % 3)}-${String(1 + Math.floor(i / 3)).padStart(2, "0")}`,
              status: "confirmed",
              advanceAmountReceived: "0",
              ...billed,
            }),
          })
        ).id,
      );
    }
    const issued = await Promise.all(
      ids.map((reservationId) =>
        issueInvoice(db.db, { actor: actors.accounts, reservationId, events, now: after }),
      ),
    );
    const serials = issued.map((d) => Number(d.number.slice(-4))).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});

describe("the PDF", () => {
  it("shows every rule-46 particular, the ₹ sign and the signature line", async () => {
    await settle();
    const id = await create({
      billingName: "Sharma Traders",
      billingAddress: "4 MG Road, Pune",
      billingGstin: "27AAPFU0939F1ZV",
    });
    const invoice = await issueInvoice(db.db, { actor: actors.admin, reservationId: id, events, now: after });
    const snapshot: DocumentSnapshot = await readDocument(db.db, { actor: actors.admin, id: invoice.id });
    const pdf = await renderDocumentPdf(snapshot);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    for (const particular of [
      "TAX INVOICE",
      "Eden Garden Hospitality LLP",
      "12 Garden Road, Bengaluru 560001",
      "GSTIN: 29AAPFU0939F1ZR",
      "No. EDN/26-27/0001",
      "Date: 13 December 2026",
      "Sharma Traders",
      "4 MG Road, Pune",
      "GSTIN: 27AAPFU0939F1ZV",
      "State: Maharashtra (27)",
      "997212",
      "Hall hire: the Luxe hall",
      "₹3,00,000.00",
      "CGST @ 9 %",
      "₹27,000.00",
      "SGST @ 9 %",
      "Place of supply: Karnataka (29)",
      "Reverse charge: No",
      "₹3,54,000.00",
      "Rupees Three Lakh Fifty Four Thousand Only",
      "Authorised Signatory",
    ]) {
      expect(flat, particular).toContain(particular);
    }
  });

  it("an unregistered recipient: name, address and state, 'Unregistered', no GSTIN", async () => {
    await settle();
    const id = await create({
      billingName: "Anita Rao",
      billingAddress: "22 Beach Road, Kochi",
      billingStateCode: "32",
    });
    const invoice = await issueInvoice(db.db, { actor: actors.admin, reservationId: id, events, now: after });
    const snapshot = await readDocument(db.db, { actor: actors.admin, id: invoice.id });
    expect(snapshot.b2b).toBe(false);
    const pdf = await renderDocumentPdf(snapshot);
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    for (const particular of [
      "Bill to",
      "Anita Rao",
      "22 Beach Road, Kochi",
      "State: Kerala (32)",
      "Unregistered (no GSTIN)",
      // The supply is still taxed where the hall is (IGST Act, s. 12(3)).
      "Place of supply: Karnataka (29)",
      "CGST @ 9 %",
    ]) {
      expect(flat, particular).toContain(particular);
    }
    expect(flat).not.toContain("GSTIN: 27");
    expect(flat.match(/GSTIN: /g)).toHaveLength(1);
  });

  it("a receipt voucher states the reverse charge too (rule 50); a quotation, not a tax document, does not", async () => {
    await settle();
    const id = await create({ advanceAmountReceived: "50000" });
    const receipt = (await listReservationDocuments(db.db, id))[0]!;
    const quotation = await issueQuotation(db.db, { actor: actors.manager, reservationId: id, events, now });
    const textOf = async (documentId: string) => {
      const pdf = await renderDocumentPdf(await readDocument(db.db, { actor: actors.admin, id: documentId }));
      return (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, " ");
    };
    expect(await textOf(receipt.id)).toContain("Reverse charge: No");
    expect(await textOf(quotation.id)).not.toContain("Reverse charge");
  });
});
