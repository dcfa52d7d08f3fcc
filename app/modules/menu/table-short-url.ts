// Issue 29 item 13: a table's short URL, so its printed QR code stays sparse (pure, shared by the
// printing and the redirect).

/** Hex digits of a table's id its short code has at least. */
export const SHORT_CODE_MIN = 6;

const hexOf = (id: string) => id.replace(/-/g, "").toLowerCase();

/**
 * Each table's short code: the shortest prefix (at least 6 hex digits) of its id that no older
 * table's id starts with. A table's code never changes and never points elsewhere later: a newer
 * table that shares the prefix gets a longer one, and `/t/<code>` opens the oldest table whose id
 * starts with the code. `tables` are all of the venue's tables, removed ones too (their printed
 * cards still resolve, to no table).
 */
export function shortCodes(tables: readonly { id: string; createdAt: Date }[]): Map<string, string> {
  const ordered = [...tables].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  const codes = new Map<string, string>();
  ordered.forEach((table, i) => {
    const hex = hexOf(table.id);
    const older = ordered.slice(0, i).map((t) => hexOf(t.id));
    let length = SHORT_CODE_MIN;
    while (length < hex.length && older.some((o) => o.startsWith(hex.slice(0, length)))) length++;
    codes.set(table.id, hex.slice(0, length));
  });
  return codes;
}

/** A short code as typed or scanned (any case); anything else is null. */
export function parseShortCode(value: string | undefined): string | null {
  const code = (value ?? "").toLowerCase();
  return /^[0-9a-f]{6,32}$/.test(code) ? code : null;
}

/** `PUBLIC_URL/t/<code>`: what a table's card prints and its QR code holds. */
export function tableShortUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/t/${code}`;
}
