/**
 * A small in-process cache of promises with a time to live. The home pages are dynamic, but
 * their counts need not be fresher than half a minute; concurrent requests share one query.
 * A failed load is forgotten at once so the next request tries again.
 *
 * With `serveStale`, an expired value that did load keeps answering while one refresh runs in
 * the background: the home page's figures are aggregates over every listing, and without this the
 * first visitor after each half minute waited for them (seconds at 200,000 listings).
 */
import { LruCache } from './lru-cache';

export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

interface Entry<T> {
  at: number;
  value: Promise<T>;
  /** Set once `value` has resolved: only a value that loaded may be served stale. */
  settled: boolean;
  /** The refresh running for this entry, so stale hits start one, not one each. */
  refreshing?: Promise<T>;
}

export function createTtlCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number; serveStale?: boolean }): TtlCache<T> {
  const now = options.now ?? Date.now;
  // Bounded the one way every cache here is: the least recently used entry goes first.
  let entries = new LruCache<string, Entry<T>>(options.maxEntries);

  function start(key: string, load: () => Promise<T>): Entry<T> {
    const value = load();
    const entry: Entry<T> = { at: now(), value, settled: false };
    value.then(
      () => (entry.settled = true),
      () => {
        if (entries.peek(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  function refresh(key: string, stale: Entry<T>, load: () => Promise<T>): void {
    if (stale.refreshing) return;
    const fresh = start(key, load);
    stale.refreshing = fresh.value;
    fresh.value.then(
      () => {
        if (entries.peek(key) === stale) entries.set(key, fresh);
      },
      // A failed refresh keeps the stale value; the next stale hit tries again.
      () => (stale.refreshing = undefined),
    );
  }

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < options.ttlMs) return hit.value;
      if (hit && options.serveStale && hit.settled) {
        refresh(key, hit, load);
        return hit.value;
      }
      entries.delete(key);
      const entry = start(key, load);
      entries.set(key, entry);
      return entry.value;
    },
    clear() {
      entries = new LruCache(options.maxEntries);
    },
    get size() {
      return entries.size;
    },
  };
}
