/**
 * npm run bench:billing — issue 15's figures: p95 time to issue one tax invoice and render its PDF
 * (target ≤ 150 ms), and the GST summary of a month in a year holding 5,000 invoices (target ≤ 200 ms),
 * plus all twelve months. Fresh in-memory PGlite, or PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) is set: a database it may empty and fill.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { type Database, openPglite, openPostgres } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";
import { billingDocuments, billingSettings, documentCounters, payments, reservations } from "~/db/schema";
import { gstSummary } from "~/modules/billing/accounts.server";
import { issueInvoice, readDocument } from "~/modules/billing/documents.server";
import { renderDocumentPdf } from "~/modules/billing/pdf.server";
import { saveBillingSettings } from "~/modules/billing/settings.server";
import { EventBus } from "~/modules/live/events.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { addDays } from "~/modules/time";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";

const ISSUES = Number(process.env.BENCH_RUNS ?? 100);
const YEAR_INVOICES = 5_000;
const events = new EventBus();

async function open(): Promise<Database> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const database = url ? openPostgres(url, 4) : await openPglite(undefined);
  await runMigrations(database);
  return database;
}

const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const database = await open();
  const { db } = database;
  for (const table of [billingDocuments, documentCounters, payments, reservations, billingSettings])
    await db.delete(table);
  await saveBillingSettings(db, {
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
  const now = new Date("2026-06-15T06:00:00Z");
  const ids: string[] = [];
  for (let i = 0; i < ISSUES + 10; i++) {
    const created = await createReservation(db, {
      actor: actors.admin,
      events,
      now: new Date("2026-04-01T06:00:00Z"),
      input: input({
        eventDate: addDays("2026-04-02", i),
        status: "pending",
        withAlcohol: i % 2 === 0,
        alcoholMRP: "5000",
      }),
    });
    ids.push(created.id);
  }
  const times: number[] = [];
  const issuing: number[] = [];
  for (const [i, reservationId] of ids.entries()) {
    const start = performance.now();
    const { id } = await issueInvoice(db, { actor: actors.accounts, reservationId, events, now });
    const issued = performance.now();
    await renderDocumentPdf(await readDocument(db, { actor: actors.accounts, id }));
    // The first ten warm up.
    if (i >= 10) {
      times.push(performance.now() - start);
      issuing.push(issued - start);
    }
  }
  console.log(
    `issue + render one invoice PDF (${times.length} runs): p50 ${ms(p(times, 0.5))}, p95 ${ms(p(times, 0.95))} (target ≤ 150 ms); issuing alone p95 ${ms(p(issuing, 0.95))}`,
  );

  // A year of 5,000 invoices: the issued snapshot copied with its own number and date.
  const [template] = await db.select().from(billingDocuments).limit(1);
  const rows = Array.from({ length: YEAR_INVOICES }, (_, i) => ({
    // Documents keep their reservation's id without a foreign key: a fresh id per invoice.
    reservationId: randomUUID(),
    series: "invoice",
    financialYear: "25-26",
    serial: i + 1,
    number: `EDN/25-26/${String(i + 1).padStart(4, "0")}`,
    issuedOn: addDays("2025-04-01", Math.floor((i * 365) / YEAR_INVOICES)),
    amount: template!.amount,
    snapshot: {
      ...(template!.snapshot as object),
      recipient: {
        ...(template!.snapshot as { recipient: object }).recipient,
        gstin: i % 3 === 0 ? "27AAPFU0939F1ZV" : "",
      },
    },
  }));
  await db.delete(billingDocuments);
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(billingDocuments).values(rows.slice(i, i + 500));
  }
  const monthly: number[] = [];
  let year = 0;
  for (let run = 0; run < 5; run++) {
    const yearStart = performance.now();
    for (let m = 0; m < 12; m++) {
      const month = m < 9 ? `2025-${String(m + 4).padStart(2, "0")}` : `2026-0${m - 8}`;
      const start = performance.now();
      await gstSummary(db, { actor: actors.accounts, month });
      monthly.push(performance.now() - start);
    }
    year = performance.now() - yearStart;
  }
  console.log(
    `GST summary, ${YEAR_INVOICES} invoices in the year: one month p95 ${ms(p(monthly, 0.95))}; all 12 months ${ms(year)} (target ≤ 200 ms)`,
  );
  await database.close();
}

await main();
