import { createHash } from "node:crypto";

/**
 * A weak validator: the bytes of two responses differ by their CSP nonce, but they are the
 * same page (RFC 9110 8.8.1), so the tag is computed over the page without its nonce.
 */
export function weakEtag(parts: readonly Uint8Array[]): string {
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part).update("\0");
  return `W/"${hash.digest("base64url")}"`;
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): "*" or any listed tag, W/ or not. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === wanted);
}
