import 'server-only';
import type { Env } from '@/lib/config/env';
import { parseRateLimit, type RateLimit } from '@/lib/rate-limit/rate-limit';
import { hashedKey } from '@/lib/rate-limit/rate-limit.server';

/** Every web-event counter's key starts with this; the web-event route purges these and no others. */
export const WEB_EVENT_KEY_PREFIX = 'web-event:';

/** WEB_EVENT_RATE_LIMIT, parsed (the env schema already checked its syntax at start). */
export function webEventLimit(e: Env): RateLimit | null {
  return parseRateLimit(e.WEB_EVENT_RATE_LIMIT);
}

/** The counter of one client's web events, whatever the event or vehicle. */
export function webEventClientKey(client: string): string {
  return hashedKey(`${WEB_EVENT_KEY_PREFIX}client`, client);
}

// No job runs for web events: the route deletes old counters itself, at most once a window per process.
const state = globalThis as unknown as { __webEventPurgeAt?: number };

/** Whether this request should purge old counters now; claims the turn when it should. */
export function webEventPurgeDue(now: number, windowMs: number): boolean {
  if ((state.__webEventPurgeAt ?? 0) > now) return false;
  state.__webEventPurgeAt = now + Math.max(windowMs, 60_000);
  return true;
}
