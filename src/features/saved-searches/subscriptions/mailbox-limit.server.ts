import 'server-only';
import type { RateLimit } from '@/lib/rate-limit/rate-limit';
import { hashedKey, type RateHit } from '@/lib/rate-limit/rate-limit.server';

/** Every subscription counter's key starts with this; the subscription jobs purge these. */
export const SUBSCRIBE_KEY_PREFIX = 'subscribe:';

/**
 * The one counter of mail to a mailbox (SUBSCRIBE_RATE_LIMIT_PER_ADDRESS, three a day): every mail
 * the site sends to an address on a visitor's word — a search's, a price watch's or the
 * newsletter's confirmation, the e-bike advice, a new manage link — hits it once per mail, so the
 * limit holds across all of them together (issue 49 item 11), not per kind.
 */
export function mailboxHit(email: string, limit: RateLimit | null): RateHit {
  return { key: hashedKey(`${SUBSCRIBE_KEY_PREFIX}address`, email), limit };
}
