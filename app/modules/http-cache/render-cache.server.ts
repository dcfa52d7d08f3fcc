import { createHash } from "node:crypto";
import { serialize } from "node:v8";
import type { EntryContext } from "react-router";
import { fillTemplate, toTemplate } from "./nonce-template";

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
 * copy). Each response gets its own CSP nonce (nonce-template.ts). Least recently used copies go
 * first; nothing else needs dropping, since changed data make a new key.
 */
export class RenderCache {
  private pages = new Map<string, Buffer[]>();

  constructor(private readonly maxEntries = 32) {}

  /** The kept page for this key with this response's nonce, or null. */
  get(key: string, nonce: string): Buffer | null {
    const parts = this.pages.get(key);
    if (!parts) return null;
    this.pages.delete(key);
    this.pages.set(key, parts);
    return fillTemplate(parts, nonce);
  }

  set(key: string, body: Buffer, nonce: string) {
    this.pages.delete(key);
    this.pages.set(key, toTemplate(body.toString(), nonce));
    while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
  }

  size() {
    return this.pages.size;
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
