import { serialize } from "node:v8";

export const MB = 1024 * 1024;

/** `CACHE_MEMORY_MB`'s default: what every in-memory cache of a server process holds at most together. */
export const DEFAULT_CACHE_MEMORY_MB = 32;

/** One kept value's place in the budget. */
export interface CacheEntry {
  /** The bytes counted for it. */
  readonly bytes: number;
  /** Still kept (false once removed or evicted). */
  readonly kept: boolean;
  /** Used again: it becomes the most recently used. */
  touch(): void;
  /** Its size changed (a page's gzipped copy made later): may evict others, or itself. */
  resize(bytes: number): void;
  /** Dropped by its cache: no longer counted. */
  remove(): void;
}

interface Slot {
  bytes: number;
  kept: boolean;
  evict: () => void;
}

/**
 * The memory every cache of the process shares (issue 33): the page cache, the staff dashboard's
 * render cache and the caches of data read from the database (`topicCache`). Each kept value is
 * counted by its bytes; when a new or grown value takes the total over the limit, the least recently
 * used values, of any cache, are evicted (their cache's `evict` drops them) until it fits. A value
 * larger than the whole budget is not kept. Eviction only costs a later render or query.
 */
export class CacheBudget {
  // A Set iterates in insertion order: deleting and adding again makes a value the most recent.
  private order = new Set<Slot>();
  private usedBytes = 0;

  constructor(private limitBytes = DEFAULT_CACHE_MEMORY_MB * MB) {}

  get limit(): number {
    return this.limitBytes;
  }

  /** Bytes counted for every kept value. */
  get used(): number {
    return this.usedBytes;
  }

  get count(): number {
    return this.order.size;
  }

  setLimit(bytes: number) {
    this.limitBytes = bytes;
    this.trim();
  }

  /**
   * Counts a new value as the most recently used, evicting others as needed; null (nothing kept)
   * when it alone is larger than the budget. `evict` must drop the value from its cache.
   */
  add(bytes: number, evict: () => void): CacheEntry | null {
    if (bytes > this.limitBytes) return null;
    const slot: Slot = { bytes, kept: true, evict };
    this.order.add(slot);
    this.usedBytes += bytes;
    this.trim(slot);
    return this.handle(slot);
  }

  private handle(slot: Slot): CacheEntry {
    const budget = this;
    return {
      get bytes() {
        return slot.bytes;
      },
      get kept() {
        return slot.kept;
      },
      touch() {
        if (!slot.kept) return;
        budget.order.delete(slot);
        budget.order.add(slot);
      },
      resize(bytes: number) {
        if (!slot.kept) return;
        budget.usedBytes += bytes - slot.bytes;
        slot.bytes = bytes;
        this.touch();
        budget.trim(slot);
        if (budget.usedBytes > budget.limitBytes) budget.evict(slot);
      },
      remove() {
        budget.forget(slot);
      },
    };
  }

  private forget(slot: Slot) {
    if (!slot.kept) return;
    slot.kept = false;
    this.order.delete(slot);
    this.usedBytes -= slot.bytes;
  }

  private evict(slot: Slot) {
    this.forget(slot);
    slot.evict();
  }

  /** Evicts the least recently used values (never `keep`) until the total fits. */
  private trim(keep?: Slot) {
    for (const slot of this.order) {
      if (this.usedBytes <= this.limitBytes) return;
      if (slot !== keep) this.evict(slot);
    }
  }
}

/** The process's budget; the server sets its limit from CACHE_MEMORY_MB at start. */
export const cacheBudget = new CacheBudget();

/**
 * Bytes a value of plain data takes, estimated by V8's serialisation of it (strings at their
 * encoded size, numbers at theirs): heap objects carry more overhead than this, so it is a floor.
 * A value that cannot be serialised counts as 64 KB.
 */
export function estimatedBytes(value: unknown): number {
  try {
    return serialize(value).byteLength;
  } catch {
    return 64 * 1024;
  }
}
