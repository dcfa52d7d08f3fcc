/**
 * npm run bench:pdf-signing — issue 27 item 23's cost: time to produce one invoice PDF as a download
 * serves it (render from the snapshot, its e-invoice block, and the signature), without a signing
 * certificate and with one (a 2048-bit RSA key made with openssl, as a hall's DSC would be). Fresh
 * in-memory PGlite. Wall and CPU time per PDF, p50 and p95 of BENCH_RUNS (default 40) runs.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openPglite } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";
import { setSessionSecretForTests } from "~/modules/auth/secret.server";
import { renderIssuedPdf } from "~/modules/billing/document-pdf.server";
import { issueInvoice, readDocument } from "~/modules/billing/documents.server";
import { uploadSigningCertificate } from "~/modules/billing/pdf-signing.server";
import { saveBillingSettings } from "~/modules/billing/settings.server";
import { billingSettingsInput } from "~/modules/billing/test-fixtures";
import { EventBus } from "~/modules/live/events.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const events = new EventBus();
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};

async function measure(label: string, run: () => Promise<Buffer>) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const [start, startCpu] = [performance.now(), cpuMs()];
    bytes = (await run()).length;
    if (i >= 3) {
      wall.push(performance.now() - start);
      cpu.push(cpuMs() - startCpu);
    }
  }
  console.log(
    `${label}: wall p50 ${p(wall, 0.5).toFixed(1)} ms, p95 ${p(wall, 0.95).toFixed(1)} ms; CPU p50 ${p(cpu, 0.5).toFixed(1)} ms; ${(bytes / 1024).toFixed(0)} KB`,
  );
}

const dir = mkdtempSync(path.join(tmpdir(), "bench-signing-"));
try {
  setSessionSecretForTests("bench-secret-0123456789abcdef0123456789abcdef");
  const database = await openPglite(undefined);
  await runMigrations(database);
  const { db } = database;
  await saveBillingSettings(db, { actor: actors.admin, events, input: billingSettingsInput() });
  const { id } = await createReservation(db, {
    actor: actors.admin,
    events,
    input: input({ eventDate: "2099-01-10", billingAddress: "7 Lake View Road, Bengaluru 560001" }),
  });
  const invoice = await issueInvoice(db, { actor: actors.accounts, reservationId: id, events });
  const doc = await readDocument(db, { actor: actors.accounts, id: invoice.id });
  await measure("unsigned PDF", () => renderIssuedPdf(db, doc));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "30",
      "-subj",
      "/CN=Bench",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  execFileSync(
    "openssl",
    [
      "pkcs12",
      "-export",
      "-inkey",
      path.join(dir, "key.pem"),
      "-in",
      path.join(dir, "cert.pem"),
      "-out",
      path.join(dir, "cert.p12"),
      "-passout",
      "pass:bench",
    ],
    { stdio: "ignore" },
  );
  await uploadSigningCertificate(db, {
    actor: actors.admin,
    file: readFileSync(path.join(dir, "cert.p12")),
    password: "bench",
    events,
  });
  await measure("signed PDF", () => renderIssuedPdf(db, doc));
  await database.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
