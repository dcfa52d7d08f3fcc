import type { EventBus } from "~/modules/live/events.server";
import type { LiveTopic } from "~/modules/live/topics";
import { weakEtag } from "./etag";
import { fillGzipTemplate, type GzipTemplate, toGzipTemplate } from "./gzip-template";
import { fillTemplate, toTemplate } from "./nonce-template";
import { type PagePolicy, pagePolicies } from "./page-policy";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  parts: Buffer[];
  etag: string;
  storedAt: number;
  /** The parts gzipped, made on the first request that accepts gzip. */
  gzip?: GzipTemplate;
}

/**
 * Rendered public pages by URL. A page whose data staff can change is dropped on the live
 * event of its topic; events cross instances through PostgreSQL LISTEN/NOTIFY, so every
 * instance drops its copy. A render that started before such an event is not kept, and a
 * data-backed page is re-rendered after `maxAgeMs` anyway, in case an event was lost while
 * the database connection was down.
 */
export class PageCache {
  /** By URL, then by variant (the guest's language on the guests' pages, "" elsewhere). */
  private pages = new Map<string, Map<string, CachedPage>>();
  private generation = new Map<string, number>();
  private unsubscribe: () => void;

  constructor(
    events: EventBus,
    private options: { maxAgeMs?: number; now?: () => number } = {},
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
      this.pages.get(key)?.delete(variant);
      return null;
    }
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
    };
    if (this.ticket(key) === ticket) {
      const variants = this.pages.get(key) ?? new Map<string, CachedPage>();
      variants.set(variant, cached);
      this.pages.set(key, variants);
    }
    return cached;
  }

  invalidateTopic(topic: LiveTopic) {
    for (const [key, policy] of Object.entries(pagePolicies)) {
      if (!policy.topics.includes(topic)) continue;
      this.generation.set(key, this.ticket(key) + 1);
      this.pages.delete(key);
    }
  }

  size() {
    let count = 0;
    for (const variants of this.pages.values()) count += variants.size;
    return count;
  }

  close() {
    this.unsubscribe();
    this.pages.clear();
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }
}

export function pageBody(page: CachedPage, nonce: string): Buffer {
  return fillTemplate(page.parts, nonce);
}

/** The page gzipped with this response's nonce; the compression is done once per cached version. */
export function gzippedPageBody(page: CachedPage, nonce: string): Buffer {
  page.gzip ??= toGzipTemplate(page.parts);
  return fillGzipTemplate(page.gzip, nonce);
}
