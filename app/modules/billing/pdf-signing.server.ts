import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import type * as Placeholder from "@signpdf/placeholder-plain";
import type * as SignerP12 from "@signpdf/signer-p12";
import type signpdfModule from "@signpdf/signpdf";
import { eq } from "drizzle-orm";
import type * as Forge from "node-forge";
import type { Db } from "~/db/client.server";
import { pdfSigningCertificates } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { getSessionSecret } from "~/modules/auth/secret.server";
import { DomainError } from "~/modules/errors";
import { lazyPackage } from "~/modules/lazy-package.server";
import type { EventBus } from "~/modules/live/events.server";
import { formatPlainDate, todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { filingMessages as m } from "./filing-messages";

/**
 * Digital signature of every document PDF (issue 27 item 23, docs/billing.md "Copies and digital
 * signature"). The administrator uploads a PKCS#12 file (.p12/.pfx) with its password; both are
 * kept in the database only sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the
 * server's session secret, so a database dump alone does not give the private key, and every
 * instance that shares the database and SESSION_SECRET signs. Neither the file nor the password is
 * logged, audited or sent back. PDFs are signed with @signpdf (placeholder-plain, signer-p12).
 */

/**
 * node-forge and @signpdf (over 40 CommonJS files, about 2.5 MB of V8's heap once loaded) load with
 * the first certificate read or PDF signed, not at the server's start: most servers never sign
 * (issue 33, docs/performance.md "Server memory").
 */
const forgeModule = lazyPackage<typeof Forge>("node-forge");
const placeholder = lazyPackage<typeof Placeholder>("@signpdf/placeholder-plain");
const signerP12 = lazyPackage<typeof SignerP12>("@signpdf/signer-p12");
const signpdfPackage = lazyPackage<{ default?: typeof signpdfModule }>("@signpdf/signpdf");
// @signpdf/signpdf is CommonJS with its instance as `default`.
function signpdf(): typeof signpdfModule {
  const loaded = signpdfPackage();
  return (loaded.default ?? loaded) as typeof signpdfModule;
}

/** A certificate with its chain is a few kilobytes; anything this large is not one. */
export const MAX_CERTIFICATE_BYTES = 256 * 1024;

export interface SigningCertificateInfo {
  subject: string;
  issuer: string;
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  fingerprint: string;
  uploadedByEmail: string | null;
  uploadedAt: Date;
  /** False when the stored file cannot be opened with this server's secret (SESSION_SECRET changed). */
  readable: boolean;
}

function sealKey(): Buffer {
  return Buffer.from(
    hkdfSync("sha256", getSessionSecret(), "eden-garden", "pdf-signing-certificate v1", 32) as ArrayBuffer,
  );
}

function seal(plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The sealed file and password, or null when this server's key cannot open them. */
function unseal(sealed: Uint8Array): { p12: Buffer; password: string } | null {
  try {
    const bytes = Buffer.from(sealed);
    const decipher = createDecipheriv("aes-256-gcm", sealKey(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    const { p12, password } = JSON.parse(plain.toString("utf8")) as { p12: string; password: string };
    return { p12: Buffer.from(p12, "base64"), password };
  } catch {
    return null;
  }
}

const dn = (attributes: Forge.pki.CertificateField[]) =>
  attributes.map((a) => `${a.shortName ?? a.name ?? a.type}=${String(a.value)}`).join(", ");

/**
 * Opens a PKCS#12 file as @signpdf's signer does (a shrouded private key and the certificate whose
 * public key matches it), so a file that passes here signs; refusals in the administrator's words.
 */
export function readPkcs12(file: Uint8Array, password: string, now = new Date()) {
  const forge = forgeModule();
  let p12: Forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(file).toString("binary")));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (/MAC could not be verified|Invalid password|decrypt/i.test(text))
      throw new DomainError(400, m.certificateWrongPassword, "password");
    throw new DomainError(400, m.certificateMalformed, "file");
  }
  const shrouded = forge.pki.oids.pkcs8ShroudedKeyBag as string;
  const certBag = forge.pki.oids.certBag as string;
  const key = p12.getBags({ bagType: shrouded })[shrouded]?.[0]?.key as Forge.pki.rsa.PrivateKey | undefined;
  const certs = (p12.getBags({ bagType: certBag })[certBag] ?? [])
    .map((bag: Forge.pkcs12.Bag) => bag.cert)
    .filter((c: Forge.pki.Certificate | undefined): c is Forge.pki.Certificate => Boolean(c));
  const cert = key
    ? certs.find((c: Forge.pki.Certificate) => {
        const pub = c.publicKey as Forge.pki.rsa.PublicKey;
        return pub.n?.compareTo(key.n) === 0 && pub.e?.compareTo(key.e) === 0;
      })
    : undefined;
  if (!key || !cert) throw new DomainError(400, m.certificateNoKey, "file");
  const { notBefore, notAfter } = cert.validity;
  if (notAfter < now)
    throw new DomainError(400, m.certificateExpired(formatPlainDate(todayIST(notAfter))), "file");
  if (notBefore > now)
    throw new DomainError(400, m.certificateNotYetValid(formatPlainDate(todayIST(notBefore))), "file");
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), "binary");
  return {
    subject: dn(cert.subject.attributes),
    issuer: dn(cert.issuer.attributes),
    serialNumber: cert.serialNumber,
    notBefore,
    notAfter,
    fingerprint: createHash("sha256").update(der).digest("hex"),
  };
}

/** Admin only: stores the certificate (replacing one stored before). Nothing is stored when it is refused. */
export async function uploadSigningCertificate(
  db: Db,
  options: { actor: Actor; file: Uint8Array; password: string; events: EventBus; now?: Date },
): Promise<SigningCertificateInfo> {
  const { actor, file, password, events, now = new Date() } = options;
  authorize(actor, "billing.settings.manage", m.certificateDenied);
  if (file.byteLength === 0) throw new DomainError(400, m.certificateRequired, "file");
  if (file.byteLength > MAX_CERTIFICATE_BYTES) throw new DomainError(400, m.certificateTooLarge, "file");
  if (!password) throw new DomainError(400, m.passwordRequired, "password");
  const info = readPkcs12(file, password, now);
  const sealed = seal(
    Buffer.from(JSON.stringify({ p12: Buffer.from(file).toString("base64"), password }), "utf8"),
  );
  const values = {
    sealed,
    ...info,
    uploadedBy: actor.id,
    uploadedByEmail: actor.email,
    uploadedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(pdfSigningCertificates)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: pdfSigningCertificates.id, set: values });
    await writeAudit(tx, {
      actor,
      action: "billing.signing-certificate.upload",
      entity: "pdf_signing_certificate",
      entityId: null,
      // What identifies the certificate; never the file or its password.
      after: { subject: info.subject, issuer: info.issuer, fingerprint: info.fingerprint },
    });
  });
  forgetSigner();
  await events.publish("reservations", "billing.settings");
  return { ...info, uploadedByEmail: actor.email, uploadedAt: now, readable: true };
}

/** Admin only: PDFs are no longer signed. */
export async function removeSigningCertificate(
  db: Db,
  options: { actor: Actor; events: EventBus },
): Promise<void> {
  const { actor, events } = options;
  authorize(actor, "billing.settings.manage", m.certificateDenied);
  await db.transaction(async (tx) => {
    const removed = await tx.delete(pdfSigningCertificates).returning({
      subject: pdfSigningCertificates.subject,
      fingerprint: pdfSigningCertificates.fingerprint,
    });
    await writeAudit(tx, {
      actor,
      action: "billing.signing-certificate.remove",
      entity: "pdf_signing_certificate",
      entityId: null,
      before: removed[0] ?? null,
    });
  });
  forgetSigner();
  await events.publish("reservations", "billing.settings");
}

/** What Billing Settings shows of the stored certificate (never the file or password). */
export async function readSigningCertificateInfo(db: Db): Promise<SigningCertificateInfo | null> {
  const [row] = await db.select().from(pdfSigningCertificates).where(eq(pdfSigningCertificates.id, 1));
  if (!row) return null;
  return {
    subject: row.subject,
    issuer: row.issuer,
    serialNumber: row.serialNumber,
    notBefore: row.notBefore,
    notAfter: row.notAfter,
    fingerprint: row.fingerprint,
    uploadedByEmail: row.uploadedByEmail,
    uploadedAt: row.uploadedAt,
    readable: unseal(row.sealed) !== null,
  };
}

/**
 * The stored certificate opened, kept while the stored row is the same (by its upload time). A new
 * P12Signer signs each PDF: it reads its file once (node-forge consumes the buffer it parses).
 */
let cached: { uploadedAt: number; p12: Buffer; password: string } | null = null;
function forgetSigner() {
  cached = null;
}

async function currentSigner(db: Db): Promise<SignerP12.P12Signer | null> {
  const [row] = await db
    .select({ sealed: pdfSigningCertificates.sealed, uploadedAt: pdfSigningCertificates.uploadedAt })
    .from(pdfSigningCertificates)
    .where(eq(pdfSigningCertificates.id, 1));
  if (!row) return null;
  if (cached?.uploadedAt !== row.uploadedAt.getTime()) {
    const opened = unseal(row.sealed);
    if (!opened) throw new SigningUnavailable();
    cached = { uploadedAt: row.uploadedAt.getTime(), ...opened };
  }
  return new (signerP12().P12Signer)(cached.p12, { passphrase: cached.password });
}

/** The stored certificate cannot be opened with this server's key. */
export class SigningUnavailable extends Error {
  constructor() {
    super("The signing certificate cannot be opened with this server's SESSION_SECRET.");
  }
}

/**
 * The PDF signed with the stored certificate (an incremental update whose signature covers the
 * whole file, adbe.pkcs7.detached, SHA-256), or the PDF as it is when no certificate is stored.
 * Throws SigningUnavailable when a certificate is stored but cannot be opened.
 */
export async function signPdf(
  db: Db,
  pdf: Buffer,
  details: { reason: string; name: string; location: string; contactInfo?: string },
): Promise<Buffer> {
  const signer = await currentSigner(db);
  if (!signer) return pdf;
  const withPlaceholder = placeholder().plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: details.reason,
    name: details.name,
    location: details.location,
    contactInfo: details.contactInfo ?? "",
    signatureLength: 16_384,
  });
  return signpdf().sign(withPlaceholder, signer);
}
