import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('LRU cache', () => {
  it('forgets the least recently used entry beyond its capacity', () => {
    const cache = new LruCache<number, string>(2);
    cache.set(1, 'a');
    cache.set(2, 'b');
    expect(cache.get(1)).toBe('a');
    cache.set(3, 'c');
    expect(cache.has(2)).toBe(false);
    expect(cache.get(1)).toBe('a');
    expect(cache.get(3)).toBe('c');
    expect(cache.size).toBe(2);
  });

  it('replaces a value without growing, and deletes', () => {
    const cache = new LruCache<string, number>(3);
    cache.set('x', 1);
    cache.set('x', 2);
    expect(cache.size).toBe(1);
    expect(cache.get('x')).toBe(2);
    cache.delete('x');
    expect(cache.get('x')).toBeUndefined();
  });
});
