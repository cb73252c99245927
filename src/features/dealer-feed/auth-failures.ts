import type { RateLimit } from '@/lib/rate-limit/rate-limit';

/**
 * Failed authentications one client address may make (issue 49, item 14): a wrong, revoked or
 * malformed key. Past it every call from that address is 429 until the window passes, a right key
 * included — checking the key is what a guesser wants. Generous for a DMS misconfigured once.
 */
export const AUTH_FAILURE_LIMIT: RateLimit = { max: 20, windowMs: 10 * 60_000 };
/** The failure counters' scope (handler.server.ts); the hourly feed job purges them (photo-cleanup.server.ts). */
export const AUTH_FAILURE_SCOPE = 'dealer-auth';
