import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('serves a value until its time is up, then loads again', async () => {
    let now = 0;
    const cache = createTtlCache<number>({ ttlMs: 30_000, maxEntries: 10, now: () => now });
    const load = vi.fn(async () => now);
    expect(await cache.get('a', load)).toBe(0);
    now = 29_999;
    expect(await cache.get('a', load)).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
    now = 30_000;
    expect(await cache.get('a', load)).toBe(30_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    let resolve: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const first = cache.get('k', load);
    const second = cache.get('k', load);
    resolve('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await Promise.resolve();
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createTtlCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(2);
    const reload = vi.fn(async () => 10);
    expect(await cache.get('a', reload)).toBe(10);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  describe('with serveStale', () => {
    it('answers the expired value at once and refreshes it once in the background', async () => {
      let now = 0;
      const cache = createTtlCache<number>({ ttlMs: 30_000, maxEntries: 10, now: () => now, serveStale: true });
      let release: () => void = () => undefined;
      let calls = 0;
      const load = vi.fn(() => {
        calls += 1;
        if (calls === 1) return Promise.resolve(1);
        return new Promise<number>((resolve) => (release = () => resolve(2)));
      });
      expect(await cache.get('a', load)).toBe(1);
      now = 31_000;
      expect(await cache.get('a', load)).toBe(1);
      expect(await cache.get('a', load)).toBe(1);
      expect(load).toHaveBeenCalledTimes(2);
      release();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(await cache.get('a', load)).toBe(2);
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('keeps the stale value when a refresh fails, and tries again on the next hit', async () => {
      let now = 0;
      const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => now, serveStale: true });
      expect(await cache.get('k', async () => 'old')).toBe('old');
      now = 2000;
      const failing = vi.fn(() => Promise.reject(new Error('database down')));
      expect(await cache.get('k', failing)).toBe('old');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(await cache.get('k', async () => 'new')).toBe('old');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(await cache.get('k', failing)).toBe('new');
      expect(failing).toHaveBeenCalledTimes(1);
    });

    it('never serves a load that has not finished as stale: a first slow load is waited for', async () => {
      let now = 0;
      const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => now, serveStale: true });
      let resolve: (value: string) => void = () => undefined;
      const slow = cache.get('k', () => new Promise<string>((r) => (resolve = r)));
      now = 5000;
      const second = cache.get('k', async () => 'second');
      resolve('first');
      expect(await slow).toBe('first');
      expect(await second).toBe('second');
    });
  });
});
