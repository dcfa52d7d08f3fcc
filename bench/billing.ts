/**
 * npm run bench:billing — issue 15's figures: p95 time to issue one tax invoice and render its PDF
 * (target ≤ 150 ms), and the GST summary of a financial year holding 5,000 invoices, all twelve
 * months at once (target ≤ 200 ms), plus one month of it. Fresh in-memory PGlite, or PostgreSQL when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set: a database it may empty and fill.
 *
 * Each figure is wall time and this process's CPU time (user + system: with PGlite the database
 * runs in this process too), so a run on a loaded machine can be read: wall p95 far above CPU p95
 * means the time went waiting for a core. The checks compare wall time with the targets.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { type Database, openPglite, openPostgres } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";
import { billingDocuments, billingSettings, documentCounters, payments, reservations } from "~/db/schema";
import { gstSummaries, gstSummary } from "~/modules/billing/accounts.server";
import { issueInvoice, readDocument } from "~/modules/billing/documents.server";
import { renderDocumentPdf } from "~/modules/billing/pdf.server";
import { saveBillingSettings } from "~/modules/billing/settings.server";
import { EventBus } from "~/modules/live/events.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { addDays, addMonths, monthKey } from "~/modules/time";
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
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Wall and CPU time of each run of `run` (after `warmUp` runs that are not counted). */
async function measure(runs: number, warmUp: number, run: (i: number) => Promise<unknown>) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < warmUp + runs; i++) {
    const [start, startCpu] = [performance.now(), cpuMs()];
    await run(i);
    if (i >= warmUp) {
      wall.push(performance.now() - start);
      cpu.push(cpuMs() - startCpu);
    }
  }
  return { wall, cpu };
}

const failures: string[] = [];
function report(what: string, m: { wall: number[]; cpu: number[] }, target?: number) {
  const wallP95 = p(m.wall, 0.95);
  console.log(
    `${what} (${m.wall.length} runs): wall p50 ${ms(p(m.wall, 0.5))}, p95 ${ms(wallP95)}; CPU p50 ${ms(p(m.cpu, 0.5))}, p95 ${ms(p(m.cpu, 0.95))}`,
  );
  if (target === undefined) return;
  const ok = wallP95 <= target;
  console.log(`  check: wall p95 ${ms(wallP95)} ≤ ${target} ms: ${ok ? "PASS" : "FAIL"}`);
  if (!ok) failures.push(what);
}

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
        // Issue 27 item 14: tax invoices are for confirmed reservations (one a day: no overlap).
        status: "confirmed",
        withAlcohol: i % 2 === 0,
        alcoholMRP: "5000",
        billingAddress: "7 Lake View Road, Bengaluru",
      }),
    });
    ids.push(created.id);
  }
  const issuing: number[] = [];
  const invoices = await measure(ISSUES, 10, async (i) => {
    const start = performance.now();
    const { id } = await issueInvoice(db, { actor: actors.accounts, reservationId: ids[i]!, events, now });
    issuing.push(performance.now() - start);
    await renderDocumentPdf(await readDocument(db, { actor: actors.accounts, id }));
  });
  report("issue + render one invoice PDF", invoices, 150);
  console.log(`  of which issuing alone: wall p95 ${ms(p(issuing.slice(10), 0.95))}`);

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
  const months = Array.from({ length: 12 }, (_, m) => monthKey(addMonths({ year: 2025, month: 4 }, m)));
  const year = await measure(20, 2, () =>
    gstSummaries(db, { actor: actors.accounts, from: "2025-04", to: "2026-03" }),
  );
  report(`GST summary of the financial year, ${YEAR_INVOICES} invoices, 12 months in one query`, year, 200);
  const month = await measure(48, 2, (i) =>
    gstSummary(db, { actor: actors.accounts, month: months[i % 12]! }),
  );
  report("GST summary of one month of that year", month);
  await database.close();
}

await main();
if (failures.length) {
  console.log(`Not within target: ${failures.join("; ")}`);
  process.exitCode = 1;
}
