import {
  type CacheBudget,
  type CacheEntry,
  cacheBudget,
  estimatedBytes,
} from "~/modules/cache-budget.server";
import type { EventBus } from "./events.server";
import type { LiveTopic } from "./topics";

/**
 * Values read from the database on every page view that change only when staff edit them (the
 * public menu, the site's uploaded pictures). Every such change publishes an event of `topic`
 * (across instances via LISTEN/NOTIFY), which drops the cached values. The loads themselves are
 * kept, so requests that arrive together (after a change, or the layout and the page of one
 * request) share one query; a load that raced with a change is returned to its callers but no
 * longer cached, and a failed load is not kept. Values count against the process's cache budget
 * by their estimated bytes (cache-budget.server.ts, issue 33) and are evicted least recently used
 * first, with the pages of the page and render caches.
 */
export function topicCache<K, V>(
  topic: LiveTopic | LiveTopic[],
  options: { maxEntries?: number; budget?: CacheBudget } = {},
) {
  const topics = new Set(Array.isArray(topic) ? topic : [topic]);
  const maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  const budget = options.budget ?? cacheBudget;
  const caches = new WeakMap<EventBus, Map<K, Promise<V>>>();
  const entries = new WeakMap<Promise<V>, CacheEntry>();
  const forget = (values: Map<K, Promise<V>>, key: K) => {
    const value = values.get(key);
    if (value) entries.get(value)?.remove();
    values.delete(key);
  };

  function cacheFor(events: EventBus) {
    let values = caches.get(events);
    if (!values) {
      const created = new Map<K, Promise<V>>();
      events.subscribe((event) => {
        if (!topics.has(event.topic)) return;
        for (const key of [...created.keys()]) forget(created, key);
      });
      caches.set(events, created);
      values = created;
    }
    return values;
  }

  return function cached(events: EventBus, key: K, load: () => Promise<V>): Promise<V> {
    const values = cacheFor(events);
    const hit = values.get(key);
    if (hit) {
      entries.get(hit)?.touch();
      return hit;
    }
    const loading = load();
    // Keys that come from a URL (a month, a page size) must not grow the map without end: the
    // oldest entry makes room.
    if (values.size >= maxEntries) forget(values, values.keys().next().value as K);
    // Counted once loaded (a load in flight holds nothing yet).
    const entry = budget.add(0, () => {
      if (values.get(key) === loading) values.delete(key);
    });
    if (!entry) return loading;
    entries.set(loading, entry);
    values.set(key, loading);
    loading.then(
      (value) => entry.resize(estimatedBytes(value)),
      () => {
        if (values.get(key) === loading) forget(values, key);
      },
    );
    return loading;
  };
}
