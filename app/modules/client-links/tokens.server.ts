import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { getSessionSecret } from "~/modules/auth/secret.server";

/** 32 random bytes (256 bits; issue 30 asks at least 128) as base64url: 43 characters. */
export function newClientToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The shape of a token this product makes; anything else is answered 404 without a query. */
export const CLIENT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What the database keeps to find a link: SHA-256 of the token (domain-separated). */
export function clientTokenHash(token: string): string {
  return createHash("sha256").update(`client-link:${token}`).digest("hex");
}

function sealKey(): Buffer {
  return Buffer.from(
    hkdfSync("sha256", getSessionSecret(), "eden-garden", "client-link v1", 32) as ArrayBuffer,
  );
}

/** The token sealed for staff to copy again (AES-256-GCM; a database dump alone does not give it). */
export function sealToken(token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(), iv);
  const body = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
}

/** The token, or null when this server's key cannot open it (SESSION_SECRET changed). */
export function unsealToken(sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, "base64");
    const decipher = createDecipheriv("aes-256-gcm", sealKey(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
