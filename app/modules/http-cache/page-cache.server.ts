import { type CacheBudget, type CacheEntry, cacheBudget } from "~/modules/cache-budget.server";
import type { EventBus } from "~/modules/live/events.server";
import type { LiveTopic } from "~/modules/live/topics";
import { weakEtag } from "./etag";
import { type GzipTemplate, gzipTemplateChunks, toGzipTemplate } from "./gzip-template";
import { templateChunks, toTemplate } from "./nonce-template";
import { type PagePolicy, pagePolicies } from "./page-policy";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  parts: Buffer[];
  etag: string;
  storedAt: number;
  /** The parts gzipped, made on the first request that accepts gzip. */
  gzip?: GzipTemplate;
  /** Its place in the process's cache budget (null when not kept). */
  budget: CacheEntry | null;
}

/** What a kept page costs: its bytes, its gzipped copy's, and its headers. */
export function pageBytes(page: Pick<CachedPage, "parts" | "gzip" | "headers">): number {
  let bytes = 256;
  for (const part of page.parts) bytes += part.length + 64;
  for (const part of page.gzip?.parts ?? []) bytes += part.length + 64 + 32 * 4;
  for (const [name, value] of page.headers) bytes += 2 * (name.length + value.length) + 64;
  return bytes;
}

/**
 * Rendered public pages by URL. A page whose data staff can change is dropped on the live
 * event of its topic; events cross instances through PostgreSQL LISTEN/NOTIFY, so every
 * instance drops its copy. A render that started before such an event is not kept, and a
 * data-backed page is re-rendered after `maxAgeMs` anyway, in case an event was lost while
 * the database connection was down. Kept pages count against the process's cache budget
 * (cache-budget.server.ts): the least recently used page or value of any cache goes first.
 */
export class PageCache {
  /** By URL, then by variant (the guest's language on the guests' pages, "" elsewhere). */
  private pages = new Map<string, Map<string, CachedPage>>();
  private generation = new Map<string, number>();
  private unsubscribe: () => void;

  constructor(
    events: EventBus,
    private options: { maxAgeMs?: number; now?: () => number; budget?: CacheBudget } = {},
  ) {
    this.unsubscribe = events.subscribe((event) => this.invalidateTopic(event.topic));
  }

  policy(key: string): PagePolicy {
    return pagePolicies[key]!;
  }

  get(key: string, variant = ""): CachedPage | null {
    const page = this.pages.get(key)?.get(variant);
    if (!page) return null;
    const maxAge = this.options.maxAgeMs ?? 60_000;
    if (this.policy(key).topics.length > 0 && this.now() - page.storedAt > maxAge) {
      this.drop(key, variant, page);
      return null;
    }
    page.budget?.touch();
    return page;
  }

  /** Call before rendering; pass the result to `store` so a stale render is not kept. */
  ticket(key: string): number {
    return this.generation.get(key) ?? 0;
  }

  store(
    key: string,
    ticket: number,
    page: { status: number; headers: [string, string][]; body: string; nonce: string },
    variant = "",
  ): CachedPage {
    const parts = toTemplate(page.body, page.nonce);
    const cached: CachedPage = {
      status: page.status,
      headers: page.headers,
      parts,
      etag: weakEtag(parts),
      storedAt: this.now(),
      budget: null,
    };
    if (this.ticket(key) === ticket) {
      const previous = this.pages.get(key)?.get(variant);
      if (previous) this.drop(key, variant, previous);
      cached.budget = this.budget.add(pageBytes(cached), () => this.drop(key, variant, cached));
      if (cached.budget) {
        const variants = this.pages.get(key) ?? new Map<string, CachedPage>();
        variants.set(variant, cached);
        this.pages.set(key, variants);
      }
    }
    return cached;
  }

  invalidateTopic(topic: LiveTopic) {
    for (const [key, policy] of Object.entries(pagePolicies)) {
      if (!policy.topics.includes(topic)) continue;
      this.generation.set(key, this.ticket(key) + 1);
      for (const page of this.pages.get(key)?.values() ?? []) page.budget?.remove();
      this.pages.delete(key);
    }
  }

  /** Bytes this cache's pages count for in the budget. */
  bytes(): number {
    let bytes = 0;
    for (const variants of this.pages.values())
      for (const page of variants.values()) bytes += page.budget?.bytes ?? 0;
    return bytes;
  }

  size() {
    let count = 0;
    for (const variants of this.pages.values()) count += variants.size;
    return count;
  }

  close() {
    this.unsubscribe();
    for (const variants of this.pages.values()) for (const page of variants.values()) page.budget?.remove();
    this.pages.clear();
  }

  /** Forgets this page (evicted, replaced or expired), if it is still the one kept. */
  private drop(key: string, variant: string, page: CachedPage) {
    page.budget?.remove();
    const variants = this.pages.get(key);
    if (variants?.get(variant) !== page) return;
    variants.delete(variant);
    if (variants.size === 0) this.pages.delete(key);
  }

  private get budget() {
    return this.options.budget ?? cacheBudget;
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }
}

/** The page with this response's nonce as pieces to write, the kept parts uncopied. */
export function pageChunks(page: CachedPage, nonce: string): Buffer[] {
  return templateChunks(page.parts, nonce);
}

/** The gzipped page with this response's nonce as pieces to write; compressed once per version. */
export function gzippedPageChunks(page: CachedPage, nonce: string): Buffer[] {
  if (!page.gzip) {
    page.gzip = toGzipTemplate(page.parts);
    page.budget?.resize(pageBytes(page));
  }
  return gzipTemplateChunks(page.gzip, nonce);
}
