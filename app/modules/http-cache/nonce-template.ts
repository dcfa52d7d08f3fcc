/**
 * Cached HTML must never replay an old CSP nonce: each response gets a fresh one. The page is
 * rendered once with a real nonce and kept as the bytes around it; every response joins those
 * parts with its own nonce. A nonce is 128 random bits, so it occurs nowhere else in a page.
 * The parts are kept encoded: a hit copies bytes instead of encoding the page again.
 */
export function toTemplate(body: string, nonce: string): Buffer[] {
  return (nonce ? body.split(nonce) : [body]).map((part) => Buffer.from(part));
}

export function fillTemplate(parts: readonly Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0]!;
  return Buffer.concat(templateChunks(parts, nonce));
}

/**
 * The page's bytes with this nonce as the kept parts and the nonce between them, uncopied: a
 * response written from them allocates no page-sized Buffer (issue 33: a copy of every page served
 * from memory was most of the server's malloc traffic).
 */
export function templateChunks(parts: readonly Buffer[], nonce: string): Buffer[] {
  if (parts.length === 1) return [parts[0]!];
  const separator = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  for (const [i, part] of parts.entries()) {
    if (i > 0) pieces.push(separator);
    pieces.push(part);
  }
  return pieces;
}
