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

  it('tells of each entry it drops for room, not of deletes, and names its oldest', () => {
    const dropped: string[] = [];
    const cache = new LruCache<string, number>(2, (key, value) => dropped.push(`${key}=${value}`));
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    expect(cache.oldest()).toEqual(['b', 2]);
    cache.set('c', 3);
    expect(dropped).toEqual(['b=2']);
    expect(cache.delete('a')).toBe(true);
    expect(cache.delete('a')).toBe(false);
    expect(dropped).toEqual(['b=2']);
    expect(cache.oldest()).toEqual(['c', 3]);
  });
});
