import type { EventBus } from "./events.server";

/**
 * Values read from the database on every page view that change only when staff edit them (the
 * public menu, the site's uploaded pictures). Every such change publishes an event of `topic`
 * (across instances via LISTEN/NOTIFY), which drops the cached values; a load that raced with a
 * change is returned but not kept.
 */
export function topicCache<K, V>(topic: string) {
  const caches = new WeakMap<EventBus, { generation: number; values: Map<K, V> }>();

  function cacheFor(events: EventBus) {
    let cache = caches.get(events);
    if (!cache) {
      const created = { generation: 0, values: new Map<K, V>() };
      events.subscribe((event) => {
        if (event.topic !== topic) return;
        created.generation++;
        created.values.clear();
      });
      caches.set(events, created);
      cache = created;
    }
    return cache;
  }

  return async function cached(events: EventBus, key: K, load: () => Promise<V>): Promise<V> {
    const cache = cacheFor(events);
    if (cache.values.has(key)) return cache.values.get(key)!;
    const generation = cache.generation;
    const value = await load();
    if (cache.generation === generation) cache.values.set(key, value);
    return value;
  };
}
