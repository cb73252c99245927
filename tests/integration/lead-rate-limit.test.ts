import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import { hitRateLimit, listingKey, purgeRateLimitHits, visitorKey } from '../../src/features/dealer-contact/lead-rate-limit.server';
import { backends } from '../support/test-db';
import { twoNodes } from '../support/two-nodes';

const MINUTE = 60_000;
const limit = { max: 5, windowMs: 10 * MINUTE };
/** A window boundary: 10:00 UTC. */
const start = Date.UTC(2026, 2, 10, 10, 0, 0);
const at = (ms: number) => new Date(start + ms);

describe.each(backends)('lead rate limits on %s', (backend) => {
  let nodes: [Database, Database];
  let close: () => Promise<void>;
  const db = () => nodes[0].db;

  beforeAll(async () => {
    ({ nodes, close } = await twoNodes(backend));
  });
  afterAll(async () => close());

  it('lets five leads through in ten minutes, refuses the sixth with the wait, and counts others apart', async () => {
    const key = visitorKey('203.0.113.7');
    for (let index = 0; index < 5; index++) expect(await hitRateLimit(db(), key, limit, at(index * MINUTE)), `lead ${index + 1}`).toEqual({ allowed: true });
    // Five in this window: the next is let in once a fifth of the next window has passed (10:12).
    expect(await hitRateLimit(db(), key, limit, at(6 * MINUTE))).toEqual({ allowed: false, retryAfterSeconds: 6 * 60 });
    expect(await hitRateLimit(db(), visitorKey('203.0.113.8'), limit, at(6 * MINUTE))).toEqual({ allowed: true });
    expect(await hitRateLimit(db(), listingKey(42), limit, at(6 * MINUTE))).toEqual({ allowed: true });
    expect(await hitRateLimit(db(), key, null, at(6 * MINUTE))).toEqual({ allowed: true });

    // The refused hit was not counted, and the old window fades out instead of resetting at 10:10.
    expect(await hitRateLimit(db(), key, limit, at(10 * MINUTE + 30_000))).toMatchObject({ allowed: false });
    expect(await hitRateLimit(db(), key, limit, at(12 * MINUTE))).toEqual({ allowed: true });
    expect(await hitRateLimit(db(), key, limit, at(12 * MINUTE + 1000))).toMatchObject({ allowed: false });
    expect(await hitRateLimit(db(), key, limit, at(30 * MINUTE))).toEqual({ allowed: true });
  });

  it('gives the last places to exactly as many hits as fit when nodes race for them', async () => {
    const key = visitorKey('2001:db8::/64');
    const hits = await Promise.all(Array.from({ length: 12 }, (_, index) => hitRateLimit((index % 2 === 0 ? nodes[0] : nodes[1]).db, key, limit, at(MINUTE))));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(5);
    expect(hits.filter((hit) => !hit.allowed).every((hit) => !hit.allowed && hit.retryAfterSeconds > 0)).toBe(true);
  });

  it('deletes windows no limit looks at any more', async () => {
    await hitRateLimit(db(), listingKey(7), limit, at(0));
    await hitRateLimit(db(), listingKey(7), limit, at(40 * MINUTE));
    await purgeRateLimitHits(db(), limit.windowMs, at(41 * MINUTE));
    const rows = await nodes[0].query<{ key: string; window_start: Date }>(`select key, window_start from rate_limit_hits where key = $1`, [listingKey(7)]);
    expect(rows).toEqual([{ key: listingKey(7), window_start: at(40 * MINUTE) }]);
  });
});
