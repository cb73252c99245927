import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress, maxCurrentBeforeHit, parseRateLimit, requestClient, retryAfterSeconds, TEST_CLIENT_HEADER, windowStart } from './rate-limit';

const MINUTE = 60_000;

describe('rate limit specs', () => {
  it('reads count per window, or off', () => {
    expect(parseRateLimit('5/10m')).toEqual({ max: 5, windowMs: 10 * MINUTE });
    expect(parseRateLimit(' 20/1h ')).toEqual({ max: 20, windowMs: 60 * MINUTE });
    expect(parseRateLimit('100/30s')).toEqual({ max: 100, windowMs: 30_000 });
    expect(parseRateLimit('off')).toBeNull();
    for (const wrong of ['', '5', '5/10', '0/10m', '5/0m', '5/10d', 'five/10m', '-5/10m']) expect(() => parseRateLimit(wrong), wrong).toThrow();
  });
});

describe('sliding window', () => {
  const limit = { max: 5, windowMs: 10 * MINUTE };
  const start = windowStart(1_800_000_000_000, limit.windowMs);

  it('allows five in a fresh window and no sixth', () => {
    expect(maxCurrentBeforeHit(limit, 0, start + MINUTE)).toBe(4);
    // Four already counted: the fifth may go (count before it is 4), the sixth may not.
    expect(4 <= maxCurrentBeforeHit(limit, 0, start + MINUTE)).toBe(true);
    expect(5 <= maxCurrentBeforeHit(limit, 0, start + MINUTE)).toBe(false);
  });

  it('lets the previous window fade out instead of resetting at its end', () => {
    // Five just before the turn: right after it none may go, a fifth of the way in one may.
    expect(maxCurrentBeforeHit(limit, 5, start)).toBe(-1);
    expect(maxCurrentBeforeHit(limit, 5, start + 2 * MINUTE)).toBe(0);
    expect(maxCurrentBeforeHit(limit, 5, start + 6 * MINUTE)).toBe(2);
    expect(maxCurrentBeforeHit(limit, 5, start + 10 * MINUTE - 1)).toBe(3);
    expect(maxCurrentBeforeHit(limit, 0, start)).toBe(4);
  });

  it('says how long to wait, in whole seconds', () => {
    // Five in this window: next window, once a fifth of it has passed.
    expect(retryAfterSeconds(limit, 0, 5, start + 9 * MINUTE)).toBe(3 * 60);
    // Five in the previous window, none now: after 2 minutes of this one.
    expect(retryAfterSeconds(limit, 5, 0, start + 30_000)).toBe(90);
    // Two of the previous window and three now: one place frees up once the old hits have faded to one.
    expect(retryAfterSeconds(limit, 2, 3, start)).toBe(5 * 60);
    expect(retryAfterSeconds(limit, 0, 0, start)).toBe(1);
    // What the function promises holds: one more hit fits at the returned moment, and not a second earlier.
    const fits = (previous: number, current: number, at: number) =>
      windowStart(at, limit.windowMs) === start ? current <= maxCurrentBeforeHit(limit, previous, at) : 0 <= maxCurrentBeforeHit(limit, current, at);
    for (const [previous, current, at] of [[5, 0, 30_000], [3, 4, 4 * MINUTE], [5, 5, 9 * MINUTE], [2, 3, 0]] as const) {
      const later = start + at + retryAfterSeconds(limit, previous, current, start + at) * 1000;
      expect(fits(previous, current, later), `${previous}/${current} at the promised time`).toBe(true);
      expect(fits(previous, current, later - 1000), `${previous}/${current} a second earlier`).toBe(false);
    }
  });
});

describe('client address', () => {
  it('takes the entry the trusted proxies vouch for', () => {
    const header = '198.51.100.9, 203.0.113.7, 10.0.0.2';
    expect(clientAddress(header, 0)).toBe('10.0.0.2');
    expect(clientAddress(header, 1)).toBe('10.0.0.2');
    expect(clientAddress(header, 2)).toBe('203.0.113.7');
    expect(clientAddress(header, 3)).toBe('198.51.100.9');
    // More proxies configured than entries: the leftmost is the best there is.
    expect(clientAddress(header, 9)).toBe('198.51.100.9');
    expect(clientAddress(null, 1)).toBeNull();
    expect(clientAddress(' , ', 1)).toBeNull();
  });

  it('normalises ports, brackets, zones and IPv4-mapped addresses, and refuses junk', () => {
    expect(clientAddress('203.0.113.7:51234', 1)).toBe('203.0.113.7');
    expect(clientAddress('[2001:DB8::1]:443', 1)).toBe('2001:db8::1');
    expect(clientAddress('::ffff:127.0.0.1', 1)).toBe('127.0.0.1');
    expect(clientAddress('fe80::1%eth0', 1)).toBe('fe80::1');
    expect(clientAddress('::1', 1)).toBe('::1');
    for (const junk of ['unknown', '300.1.1.1', '1:2:3', '2001:db8::1::2', '<script>']) expect(clientAddress(junk, 1), junk).toBeNull();
  });

  it('counts IPv6 visitors per /64 network', () => {
    expect(addressKey('2001:db8:0:1:aaaa::1')).toBe('2001:0db8:0000:0001::/64');
    expect(addressKey('2001:db8:0:1:bbbb:cccc:dddd:eeee')).toBe('2001:0db8:0000:0001::/64');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('request client', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it('counts a request under its client address key, and unreadable addresses together', () => {
    const options = { trustedProxies: 0, testRoutes: false };
    expect(requestClient(headers({ 'x-forwarded-for': '2001:db8:0:1::7' }), options)).toBe('2001:0db8:0000:0001::/64');
    expect(requestClient(headers({ 'x-forwarded-for': '203.0.113.7' }), options)).toBe('203.0.113.7');
    expect(requestClient(headers({}), options)).toBe('unknown');
    expect(requestClient(headers({ 'x-forwarded-for': '<script>' }), options)).toBe('unknown');
    // The test header means nothing outside test mode.
    expect(requestClient(headers({ 'x-forwarded-for': '203.0.113.7', [TEST_CLIENT_HEADER]: '198.51.100.1' }), options)).toBe('203.0.113.7');
  });

  it('with test routes on, limits only requests that name a test client', () => {
    const options = { trustedProxies: 0, testRoutes: true };
    expect(requestClient(headers({ 'x-forwarded-for': '203.0.113.7' }), options)).toBeNull();
    expect(requestClient(headers({ [TEST_CLIENT_HEADER]: ' 198.51.100.1 ' }), options)).toBe('198.51.100.1');
  });
});
