import type { EventBus } from "./events.server";
import type { LiveTopic } from "./topics";

/**
 * Values read from the database on every page view that change only when staff edit them (the
 * public menu, the site's uploaded pictures). Every such change publishes an event of `topic`
 * (across instances via LISTEN/NOTIFY), which drops the cached values. The loads themselves are
 * kept, so requests that arrive together (after a change, or the layout and the page of one
 * request) share one query; a load that raced with a change is returned to its callers but no
 * longer cached, and a failed load is not kept.
 */
export function topicCache<K, V>(topic: LiveTopic | LiveTopic[], options: { maxEntries?: number } = {}) {
  const topics = new Set(Array.isArray(topic) ? topic : [topic]);
  const maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  const caches = new WeakMap<EventBus, Map<K, Promise<V>>>();

  function cacheFor(events: EventBus) {
    let values = caches.get(events);
    if (!values) {
      const created = new Map<K, Promise<V>>();
      events.subscribe((event) => {
        if (topics.has(event.topic)) created.clear();
      });
      caches.set(events, created);
      values = created;
    }
    return values;
  }

  return function cached(events: EventBus, key: K, load: () => Promise<V>): Promise<V> {
    const values = cacheFor(events);
    const hit = values.get(key);
    if (hit) return hit;
    const loading = load();
    // Keys that come from a URL (a month, a page size) must not grow the map without end: the
    // oldest entry makes room.
    if (values.size >= maxEntries) values.delete(values.keys().next().value as K);
    values.set(key, loading);
    loading.catch(() => {
      if (values.get(key) === loading) values.delete(key);
    });
    return loading;
  };
}
