/**
 * A small in-process cache of promises with a time to live. The home pages are dynamic, but
 * their counts need not be fresher than half a minute; concurrent requests share one query.
 * A failed load is forgotten at once so the next request tries again.
 */
import { LruCache } from './lru-cache';

export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export function createTtlCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }): TtlCache<T> {
  const now = options.now ?? Date.now;
  // Bounded the one way every cache here is: the least recently used entry goes first.
  let entries = new LruCache<string, { at: number; value: Promise<T> }>(options.maxEntries);
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < options.ttlMs) return hit.value;
      entries.delete(key);
      const value = load();
      const entry = { at: now(), value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.peek(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries = new LruCache(options.maxEntries);
    },
    get size() {
      return entries.size;
    },
  };
}
