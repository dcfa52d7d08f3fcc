import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import forge from "node-forge";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  billingDocuments,
  billingSettings,
  documentCounters,
  pdfSigningCertificates,
  reservations,
} from "~/db/schema";
import { setSessionSecretForTests } from "~/modules/auth/secret.server";
import { createReservation } from "~/modules/reservations/create-reservation.server";
import { actors, input } from "~/modules/reservations/test-fixtures";
import { addDays, todayIST } from "~/modules/time";
import * as filingRoute from "~/routes/luxebooking/admin/billing-filing";
import * as settingsRoute from "~/routes/luxebooking/admin/billing-settings";
import * as pdfRoute from "~/routes/luxebooking/billing/document-pdf";
import {
  type Caller,
  callers,
  createRouteHarness,
  type RouteHarness,
} from "../../../tests/support/route-harness";
import { issueInvoice } from "./documents.server";
import { saveBillingSettings } from "./settings.server";
import { billingSettingsInput } from "./test-fixtures";

// @module-tag db (the sealed certificate is bytea: read back through each driver; docs/testing.md)

/**
 * Issue 27 item 23: the administrator uploads a PKCS#12 certificate through the real route and
 * every PDF is then digitally signed, checked with poppler's pdfsig; a wrong password or a file
 * that is not a certificate is refused with nothing stored; removing it stops the signing.
 */
let h: RouteHarness;
let dir: string;
const PASSWORD = "s3cret-p12-pass";
let p12: Buffer;

beforeAll(async () => {
  h = await createRouteHarness();
  dir = mkdtempSync(path.join(tmpdir(), "eden-signing-"));
  // A self-signed certificate made with openssl, as an administrator would export one.
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
      "/CN=Eden Garden Hospitality LLP/O=Eden Garden/C=IN",
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
      `pass:${PASSWORD}`,
    ],
    { stdio: "ignore" },
  );
  p12 = readFileSync(path.join(dir, "cert.p12"));
});
afterAll(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  for (const table of [
    pdfSigningCertificates,
    billingDocuments,
    documentCounters,
    reservations,
    billingSettings,
  ]) {
    await h.db.delete(table);
  }
});

const upload = (who: Caller, form: Record<string, string | Blob>) =>
  h.reply(filingRoute.action, { as: who, url: "/luxebooking/admin/billing-settings/filing", form });

const certificateForm = (file: Uint8Array = p12, password = PASSWORD) => ({
  intent: "certificate",
  file: new Blob([new Uint8Array(file)], { type: "application/x-pkcs12" }),
  password,
});

let day = 0;
async function invoice() {
  await saveBillingSettings(h.db, { actor: actors.admin, events: h.events, input: billingSettingsInput() });
  const { id } = await createReservation(h.db, {
    actor: actors.admin,
    events: h.events,
    input: input({
      eventDate: addDays(todayIST(), 30 + ++day),
      billingAddress: "7 Lake View Road, Bengaluru 560001",
    }),
  });
  return issueInvoice(h.db, { actor: actors.accounts, reservationId: id, events: h.events });
}

async function downloadPdf(who: Caller, id: string, copy?: "duplicate") {
  const outcome = await h.call(pdfRoute.loader, {
    as: who,
    url: `/luxebooking/documents/${id}/pdf${copy ? "?copy=duplicate" : ""}`,
    params: { id },
  });
  expect(outcome.status).toBe(200);
  const file = path.join(dir, `${id}-${copy ?? "original"}.pdf`);
  writeFileSync(file, new Uint8Array(await outcome.response!.arrayBuffer()));
  return file;
}

/** poppler's verdict on a PDF's signatures. */
function pdfsig(file: string): string {
  const result = spawnSync("/usr/bin/pdfsig", [file], { encoding: "utf8" });
  return `${result.stdout}${result.stderr}`;
}

describe("the signing certificate", () => {
  it("signs every PDF once uploaded through the route: valid, covering the whole document", async () => {
    const doc = await invoice();
    expect(pdfsig(await downloadPdf("manager", doc.id))).toContain("does not contain any signatures");
    const answer = await upload("admin", certificateForm());
    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true, message: "Signing certificate saved: every PDF is now digitally signed." },
    });
    for (const [who, copy] of [
      ["manager", undefined],
      ["accounts", "duplicate"],
    ] as const) {
      const verdict = pdfsig(await downloadPdf(who, doc.id, copy));
      expect(verdict).toContain("Signer Certificate Common Name: Eden Garden Hospitality LLP");
      expect(verdict).toContain("Signature Validation: Signature is Valid.");
      expect(verdict).toContain("Total document signed");
      expect(verdict).toContain("Signing Hash Algorithm: SHA-256");
    }
    const page = await h.call(settingsRoute.loader, {
      as: "admin",
      url: "/luxebooking/admin/billing-settings",
    });
    const { certificate } = (page.body as { filing: { certificate: Record<string, unknown> } }).filing;
    expect(certificate).toMatchObject({
      subject: "CN=Eden Garden Hospitality LLP, O=Eden Garden, C=IN",
      readable: true,
      uploadedByEmail: "admin@eden.test",
    });
  });

  it("keeps the file and its password only encrypted, and never sends or logs the password back", async () => {
    const answer = await upload("admin", certificateForm());
    expect(JSON.stringify(answer.body)).not.toContain(PASSWORD);
    const [row] = await h.db.select().from(pdfSigningCertificates);
    const sealed = Buffer.from(row!.sealed);
    expect(sealed.includes(Buffer.from(PASSWORD))).toBe(false);
    expect(sealed.includes(p12.subarray(0, 64))).toBe(false);
    const page = await h.call(settingsRoute.loader, {
      as: "admin",
      url: "/luxebooking/admin/billing-settings",
    });
    expect(JSON.stringify(page.body)).not.toContain(PASSWORD);
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "billing.signing-certificate.upload"));
    expect(audits.length).toBeGreaterThan(0);
    expect(JSON.stringify(audits)).not.toContain(PASSWORD);
  });

  it("refuses a wrong password or a file that is not a certificate, with a clear message, storing nothing", async () => {
    const refused = async (form: Record<string, string | Blob>, message: string) => {
      const answer = await upload("admin", form);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
      expect(JSON.stringify(answer.body)).not.toContain(PASSWORD);
      expect(await h.db.$count(pdfSigningCertificates)).toBe(0);
    };
    await refused(
      certificateForm(p12, "wrong password"),
      "The password does not open this certificate file. Nothing was saved.",
    );
    await refused(
      certificateForm(readFileSync(path.join(dir, "cert.pem"))),
      "This file is not a PKCS#12 certificate (.p12 or .pfx). Nothing was saved.",
    );
    await refused(
      certificateForm(new TextEncoder().encode("%PDF-1.7 not a certificate")),
      "This file is not a PKCS#12 certificate",
    );
    await refused(
      { intent: "certificate", password: PASSWORD },
      "Choose the certificate file (.p12 or .pfx).",
    );
    await refused(
      { intent: "certificate", file: new Blob([new Uint8Array(p12)]), password: "" },
      "Please enter the certificate's password.",
    );
  });

  it("refuses an expired certificate and one without its private key", async () => {
    const keys = forge.pki.rsa.generateKeyPair(1024);
    const cert = forge.pki.createCertificate();
    cert.publicKey = keys.publicKey;
    cert.serialNumber = "01";
    cert.validity.notBefore = new Date("2020-01-01T00:00:00Z");
    cert.validity.notAfter = new Date("2021-01-01T00:00:00Z");
    cert.setSubject([{ name: "commonName", value: "Expired" }]);
    cert.setIssuer([{ name: "commonName", value: "Expired" }]);
    cert.sign(keys.privateKey, forge.md.sha256.create());
    const der = (asn1: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
    const expired = der(forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], PASSWORD, { algorithm: "3des" }));
    let answer = await upload("admin", certificateForm(expired));
    expect(JSON.stringify(answer.body)).toContain(
      "This certificate expired on 1 January 2021. Nothing was saved.",
    );
    const certOnly = der(forge.pkcs12.toPkcs12Asn1(null, [cert], PASSWORD, { algorithm: "3des" }));
    answer = await upload("admin", certificateForm(certOnly));
    expect(JSON.stringify(answer.body)).toContain("This file has no private key with its certificate");
    expect(await h.db.$count(pdfSigningCertificates)).toBe(0);
  });

  it.each(callers.filter((c) => c !== "admin"))(
    "%s: cannot upload or remove it; forged posts change nothing",
    async (who) => {
      const denied = await upload(who, certificateForm());
      expect(denied.status).toBe(who === "signed-out" ? 401 : 403);
      if (who !== "signed-out")
        expect(JSON.stringify(denied.body)).toContain("Only administrators can change billing settings.");
      expect(await h.db.$count(pdfSigningCertificates)).toBe(0);
      await upload("admin", certificateForm());
      const removal = await upload(who, { intent: "remove-certificate" });
      expect(removal.status).toBe(who === "signed-out" ? 401 : 403);
      expect(await h.db.$count(pdfSigningCertificates)).toBe(1);
    },
  );

  it("stops signing once removed", async () => {
    const doc = await invoice();
    await upload("admin", certificateForm());
    expect(pdfsig(await downloadPdf("accounts", doc.id))).toContain("Signature is Valid.");
    const removed = await upload("admin", { intent: "remove-certificate" });
    expect(removed).toMatchObject({
      status: 200,
      body: {
        ok: true,
        message: "Signing certificate removed: PDFs are no longer signed.",
      },
    });
    expect(await h.db.$count(pdfSigningCertificates)).toBe(0);
    expect(pdfsig(await downloadPdf("accounts", doc.id))).toContain("does not contain any signatures");
  });

  it("serves the PDF unsigned, and says so in Billing Settings, when the server's secret no longer opens it", async () => {
    const doc = await invoice();
    await upload("admin", certificateForm());
    setSessionSecretForTests("another-secret-0123456789abcdef0123456789abcdef");
    try {
      expect(pdfsig(await downloadPdf("accounts", doc.id))).toContain("does not contain any signatures");
      const page = await h.call(settingsRoute.loader, {
        as: "admin",
        url: "/luxebooking/admin/billing-settings",
      });
      expect(
        (page.body as { filing: { certificate: { readable: boolean } } }).filing.certificate.readable,
      ).toBe(false);
    } finally {
      setSessionSecretForTests("route-harness-secret-0123456789abcdef0123456789");
    }
  });
});
