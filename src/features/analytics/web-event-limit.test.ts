import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/config/env';
import { parseRateLimit } from '@/lib/rate-limit/rate-limit';
import { WEB_EVENT_KEY_PREFIX, webEventClientKey, webEventLimit, webEventPurgeDue } from './web-event-limit.server';

describe('web event limit', () => {
  // The env schema checks the variable with the parser's own pattern (RATE_LIMIT_SPEC).
  it('defaults to 120 a minute per client and can be switched off', () => {
    expect(webEventLimit(parseEnv({}))).toEqual({ max: 120, windowMs: 60_000 });
    expect(webEventLimit(parseEnv({ WEB_EVENT_RATE_LIMIT: 'off' }))).toBeNull();
    expect(webEventLimit(parseEnv({ WEB_EVENT_RATE_LIMIT: '10/30s' }))).toEqual(parseRateLimit('10/30s'));
    expect(() => parseEnv({ WEB_EVENT_RATE_LIMIT: '120/1d' })).toThrow(/WEB_EVENT_RATE_LIMIT/);
  });

  it('keys a client by a hash under its own prefix, apart from other features’ counters', () => {
    const key = webEventClientKey('203.0.113.7');
    expect(key.startsWith(`${WEB_EVENT_KEY_PREFIX}client:`)).toBe(true);
    expect(key).not.toContain('203.0.113.7');
    expect(webEventClientKey('203.0.113.8')).not.toBe(key);
  });

  it('purges at most once a window per process', () => {
    const start = 1_900_000_000_000;
    expect(webEventPurgeDue(start, 60_000)).toBe(true);
    expect(webEventPurgeDue(start + 59_000, 60_000)).toBe(false);
    expect(webEventPurgeDue(start + 60_000, 60_000)).toBe(true);
  });
});
