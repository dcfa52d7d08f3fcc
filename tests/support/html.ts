/** Text of HTML: tags stripped, the entities React writes decoded, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The text of each element whose start tag matches `attribute` (e.g. `role="alert"`), children
 * included: what a browser's accessibility tree reads for it, near enough for server HTML.
 */
export function textsOf(html: string, attribute: string): string[] {
  const texts: string[] = [];
  const starts = new RegExp(
    `<([a-zA-Z][\\w-]*)\\b[^>]*\\s${attribute.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^>]*>`,
    "g",
  );
  for (const match of html.matchAll(starts)) {
    const tag = match[1]!;
    const open = new RegExp(`<${tag}\\b[^>]*>|</${tag}>`, "g");
    open.lastIndex = match.index! + match[0].length;
    let depth = 1;
    let end = html.length;
    for (let m = open.exec(html); m; m = open.exec(html)) {
      depth += m[0].startsWith("</") ? -1 : 1;
      if (depth === 0) {
        end = m.index;
        break;
      }
    }
    texts.push(textOf(html.slice(match.index! + match[0].length, end)));
  }
  return texts;
}

/** The page's `<html lang>`. */
export const htmlLang = (html: string) => html.match(/<html lang="([^"]*)"/)?.[1];

/** The Indian scripts whose Noto font stylesheet the page links (issue 18: only its language's). */
export const fontLinks = (html: string) =>
  (html.match(/<link rel="stylesheet" href="[^"]*(telugu|kannada|devanagari)[^"]*"/g) ?? []).map(
    (tag) => tag.match(/(telugu|kannada|devanagari)/)![1],
  );
