import type { Db } from "~/db/client.server";
import { readFilingSettings } from "./filing-settings.server";
import { readSigningCertificateInfo } from "./pdf-signing.server";

/** Billing Settings' filing part as the screen shows it (admin; the route checks). Never the file or password. */
export async function readFilingView(db: Db) {
  const [settings, certificate] = await Promise.all([readFilingSettings(db), readSigningCertificateInfo(db)]);
  return {
    eInvoicing: settings.eInvoicing,
    certificate: certificate
      ? {
          subject: certificate.subject,
          issuer: certificate.issuer,
          notAfter: certificate.notAfter.toISOString(),
          fingerprint: certificate.fingerprint,
          uploadedByEmail: certificate.uploadedByEmail,
          uploadedAt: certificate.uploadedAt.toISOString(),
          readable: certificate.readable,
        }
      : null,
  };
}
