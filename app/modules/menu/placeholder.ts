/**
 * Spec 9: the placeholder's size is derived from the item name, about 80–99 by 60–79.
 * Drawn locally as an SVG data URI (no third-party image host).
 */
export function placeholderSize(name: string): { width: number; height: number } {
  let sum = 0;
  for (const ch of name) sum += ch.codePointAt(0)!;
  return { width: 80 + (sum % 20), height: 60 + (name.length % 20) };
}

export function placeholderImage(name: string): string {
  const { width, height } = placeholderSize(name);
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.min(width, height) * 0.3;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f3ead6"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" stroke="#c9a95b" stroke-width="2"/><circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="none" stroke="#e4d3a8" stroke-width="1.5"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
