import { createHash } from "node:crypto";
import { serialize } from "node:v8";
import type { EntryContext } from "react-router";
import { type CacheBudget, type CacheEntry, cacheBudget } from "~/modules/cache-budget.server";
import { type GzipTemplate, gzipTemplateChunks, toGzipTemplate } from "./gzip-template";
import { fillTemplate, toTemplate } from "./nonce-template";

interface KeptPage {
  parts: Buffer[];
  /** The parts gzipped, made by the first hit that accepts gzip (gzip-template.ts). */
  gzip?: GzipTemplate;
  budget: CacheEntry;
}

/** What a kept page counts for: its parts, its gzipped copy's, the key (a base64 SHA-256) and the map's entry. */
function keptBytes(page: Pick<KeptPage, "parts" | "gzip">): number {
  let bytes = 256;
  for (const part of page.parts) bytes += part.length + 64;
  for (const part of page.gzip?.parts ?? []) bytes += part.length + 64 + 32 * 4;
  return bytes;
}

/**
 * Whether an Accept-Encoding header takes gzip (RFC 9110 12.5.3): named, or through `*`, with a
 * quality above 0.
 */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  let star = false;
  for (const item of header.split(",")) {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const allowed = !q || Number(q.slice(2)) > 0;
    if (name.trim() === "gzip" || name.trim() === "x-gzip") return allowed;
    if (name.trim() === "*") star = allowed;
  }
  return star;
}

/**
 * A route's `handle`: `{ renderCache: true }` declares that its whole page (every layout above
 * it included) renders from the URL and the loader data alone: no clock, no random value, nothing
 * read from the request during the render. Such a page's HTML is kept and served again while its
 * inputs are unchanged (issue 17 item 3: React's render was most of the staff dashboard's CPU).
 */
export interface RenderCacheHandle {
  renderCache?: boolean;
}

/**
 * Rendered documents by everything their render reads: the URL, the loader data of every
 * matched route and what entry.server.tsx itself gives the render from the request (the guest's
 * language). The loaders still run for each request (sign-in, permissions, the data), so a
 * kept page is served only to a request whose loaders returned exactly the data it was rendered
 * from: a change is seen on the next view (its data differ), and one person's page cannot reach
 * another (the top bar's e-mail, role and counts are loader data, so each person has their own
 * copy). Each response gets its own CSP nonce (nonce-template.ts). Copies count against the
 * process's cache budget by their bytes (cache-budget.server.ts, issue 33): the least recently used
 * page or value of any cache goes first; nothing else needs dropping, since changed data make a new
 * key. A hit that accepts gzip gets the page gzipped once per copy, as the page cache does: the
 * compression middleware compressed the whole page again on every hit (issue 33: per-response
 * compression streams were a large part of the server's malloc and CPU).
 */
export class RenderCache {
  private pages = new Map<string, KeptPage>();

  constructor(private readonly budget: CacheBudget = cacheBudget) {}

  /** The kept page for this key with this response's nonce, or null. */
  get(key: string, nonce: string): Buffer | null {
    return this.hit(key, nonce, false)?.body ?? null;
  }

  /**
   * The kept page for this key with this response's nonce, gzipped when `gzip` (the request
   * accepts it; `acceptsGzip`), or null.
   */
  hit(key: string, nonce: string, gzip: boolean): { body: Buffer; encoding: "gzip" | null } | null {
    const page = this.pages.get(key);
    if (!page) return null;
    page.budget.touch();
    if (!gzip) return { body: fillTemplate(page.parts, nonce), encoding: null };
    if (!page.gzip) {
      page.gzip = toGzipTemplate(page.parts);
      page.budget.resize(keptBytes(page));
    }
    return { body: Buffer.concat(gzipTemplateChunks(page.gzip, nonce)), encoding: "gzip" };
  }

  set(key: string, body: Buffer, nonce: string) {
    this.pages.get(key)?.budget.remove();
    this.pages.delete(key);
    const parts = toTemplate(body.toString(), nonce);
    const page: KeptPage = { parts, budget: null as unknown as CacheEntry };
    const entry = this.budget.add(keptBytes(page), () => {
      if (this.pages.get(key) === page) this.pages.delete(key);
    });
    if (!entry) return;
    page.budget = entry;
    this.pages.set(key, page);
  }

  size() {
    return this.pages.size;
  }

  /** Bytes this cache's pages count for in the budget. */
  bytes() {
    let bytes = 0;
    for (const page of this.pages.values()) bytes += page.budget.bytes;
    return bytes;
  }
}

/**
 * The cache key of a document render, or null when this render must not be kept: the page's route
 * did not ask for it, the answer is not a plain 200 GET, an action or an error is shown, or the
 * loader data are not plain data. The loader data are serialised losslessly (V8's structured
 * clone: dates, maps, undefined kept apart), so equal keys mean equal inputs.
 */
export function renderCacheKey(
  request: Request,
  statusCode: number,
  context: Pick<EntryContext, "staticHandlerContext" | "routeModules">,
  /** What else the render reads from the request, besides its URL and loader data. */
  requestInputs: string,
): string | null {
  const { staticHandlerContext: handled, routeModules } = context;
  if (request.method !== "GET" || statusCode !== 200) return null;
  if (handled.errors || handled.actionData) return null;
  const leaf = handled.matches.at(-1);
  const handle = leaf ? (routeModules[leaf.route.id]?.handle as RenderCacheHandle | undefined) : undefined;
  if (!handle?.renderCache) return null;
  let bytes: Buffer;
  try {
    bytes = serialize([request.url, requestInputs, handled.loaderData]);
  } catch {
    return null;
  }
  return createHash("sha256").update(bytes).digest("base64");
}
