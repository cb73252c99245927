import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/config/env';
import { parseRateLimit } from '@/lib/rate-limit/rate-limit';
import { WEB_EVENT_KEY_PREFIX, webEventClientKey, webEventLimit, webEventPurgeDue } from './web-event-limit.server';

describe('web event limit', () => {
  const succeeds = (run: () => unknown) => {
    try {
      run();
      return true;
    } catch {
      return false;
    }
  };

  it('defaults to 120 a minute per client, and the env takes exactly what the parser can read', () => {
    expect(webEventLimit(parseEnv({}))).toEqual({ max: 120, windowMs: 60_000 });
    expect(webEventLimit(parseEnv({ WEB_EVENT_RATE_LIMIT: 'off' }))).toBeNull();
    for (const spec of ['120/1m', '10/30s', 'off', '0/1m', '120', '120/1d', 'x'])
      expect(succeeds(() => parseEnv({ WEB_EVENT_RATE_LIMIT: spec })), spec).toBe(succeeds(() => parseRateLimit(spec)));
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
