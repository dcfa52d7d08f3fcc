/**
 * Spec 9: the placeholder's size is derived from the item name, about 80–99 by 60–79.
 * Drawn locally as an SVG data URI (no third-party image host).
 */
export function placeholderSize(name: string): { width: number; height: number } {
  let sum = 0;
  for (const ch of name) sum += ch.codePointAt(0)!;
  return { width: 80 + (sum % 20), height: 60 + (name.length % 20) };
}
