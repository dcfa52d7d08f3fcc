/**
 * Cached HTML must never replay an old CSP nonce: each response gets a fresh one. The page is
 * rendered once with a real nonce and kept as the text around it; every response joins those
 * parts with its own nonce. A nonce is 128 random bits, so it occurs nowhere else in a page.
 */
export function toTemplate(body: string, nonce: string): string[] {
  return nonce ? body.split(nonce) : [body];
}

export function fillTemplate(parts: readonly string[], nonce: string): string {
  return parts.join(nonce);
}
