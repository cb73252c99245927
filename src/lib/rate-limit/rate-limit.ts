/**
 * Rate limits, the pure part: limit specs, a sliding window over two fixed windows, the wait
 * before the next hit may go, and the client's address behind trusted proxies. Shared by every
 * feature that limits visitors (leads, web events); the counters live in PostgreSQL
 * (rate-limit.server.ts), so every app node sees the same.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** The env syntax: "5/10m" (five per ten minutes), "20/1h", "100/30s"; "off" means no limit. */
export const RATE_LIMIT_SPEC = /^(?:off|[1-9]\d{0,5}\/[1-9]\d{0,4}[smh])$/;

export function parseRateLimit(spec: string): RateLimit | null {
  const text = spec.trim();
  if (!RATE_LIMIT_SPEC.test(text)) throw new Error(`Not a rate limit: "${spec}" (expected e.g. 5/10m or off)`);
  if (text === 'off') return null;
  const [count = '', window = ''] = text.split('/');
  const unit = window.slice(-1) as keyof typeof UNIT_MS;
  return { max: Number(count), windowMs: Number(window.slice(0, -1)) * UNIT_MS[unit] };
}

export function windowStart(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

/**
 * The sliding-window estimate: the hits of the previous fixed window count for the part of it
 * that still lies within one window from now. Smooths the burst a plain fixed window allows at
 * its edges (5 just before and 5 just after the turn of the window).
 */
function weightedPrevious(limit: RateLimit, previous: number, now: number): number {
  const elapsed = (now - windowStart(now, limit.windowMs)) / limit.windowMs;
  return previous * (1 - elapsed);
}

/**
 * The highest count the current window may hold *before* this hit for the hit to be allowed;
 * negative when none may. The database increments only while its count is at most this, so two
 * nodes racing for the last place cannot both get it.
 */
export function maxCurrentBeforeHit(limit: RateLimit, previous: number, now: number): number {
  return Math.floor(limit.max - 1 - weightedPrevious(limit, previous, now) + 1e-9);
}

/** Whole seconds until one more hit would be allowed, if nobody hits in between; at least 1. */
export function retryAfterSeconds(limit: RateLimit, previous: number, current: number, now: number): number {
  const start = windowStart(now, limit.windowMs);
  const end = start + limit.windowMs;
  let at: number;
  if (current >= limit.max) {
    // Not before the next window, where this window's hits are the ones that fade out.
    at = end + limit.windowMs * Math.max(0, 1 - (limit.max - 1) / current);
  } else {
    const room = limit.max - 1 - current;
    at = previous > 0 ? start + limit.windowMs * Math.max(0, 1 - room / previous) : now;
  }
  return Math.max(1, Math.ceil((at - now) / 1000));
}

/**
 * The visitor's address. Each trusted proxy in front of the app appends the address it saw to
 * X-Forwarded-For, so the client is the entry `trustedProxies` places from the right: entries
 * further left are whatever the visitor sent. With no proxy (TRUSTED_PROXY_COUNT=0) the server
 * replaces the header with the socket's address before a handler sees it (docs/decisions/017).
 */
export function clientAddress(forwardedFor: string | null, trustedProxies: number): string | null {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (hops.length === 0) return null;
  const index = Math.max(0, hops.length - Math.max(1, trustedProxies));
  return normaliseAddress(hops[index] ?? '');
}

function normaliseAddress(raw: string): string | null {
  let address = raw.trim();
  // "[2001:db8::1]:443" and "203.0.113.7:51234": proxies sometimes include the port.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) address = mapped[1];
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(address)) return address.split('.').every((part) => Number(part) <= 255) ? address : null;
  return expandIpv6(address) ? address : null;
}

function expandIpv6(address: string): string[] | null {
  if (!/^[0-9a-f:]+$/.test(address) || address.split('::').length > 2) return null;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group)) ? groups.map((group) => group.padStart(4, '0')) : null;
}

/**
 * What one visitor is counted under: the IPv4 address, or the /64 network of an IPv6 address
 * (one home or phone gets a whole /64 and can pick a new address in it at will).
 */
export function addressKey(address: string): string {
  const groups = address.includes(':') ? expandIpv6(address) : null;
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

/** With test routes on: the client address an end-to-end test poses as (see requestClient). */
export const TEST_CLIENT_HEADER = 'x-test-client-ip';

/**
 * Whom the limits count a request under, or null for "not limited". The end-to-end suite sends
 * many requests from one address: with test routes on, limits apply only to requests that name a
 * client in TEST_CLIENT_HEADER, so a test can reach a limit without the others running into it.
 * Requests whose address cannot be read share one key: refusing them all is better than letting
 * a header nobody vouches for pick a fresh allowance.
 */
export function requestClient(headers: Headers, options: { trustedProxies: number; testRoutes: boolean }): string | null {
  if (options.testRoutes) {
    const test = headers.get(TEST_CLIENT_HEADER);
    return test ? addressKey(test.trim().slice(0, 64)) : null;
  }
  return addressKey(clientAddress(headers.get('x-forwarded-for'), options.trustedProxies) ?? 'unknown');
}
