import 'server-only';
import { hashedKey } from '@/lib/rate-limit/rate-limit.server';

/** Every lead counter's key starts with this; the lead jobs purge these and no others. */
export const LEAD_KEY_PREFIX = 'lead:';

/** The counter of one visitor's leads, whatever the listing. */
export function visitorKey(client: string): string {
  return hashedKey(`${LEAD_KEY_PREFIX}visitor`, client);
}

/**
 * The counter of one visitor's leads about one listing. Per sender, not per listing alone: a
 * limit every sender shares lets strangers use it up and lock the listing for everyone (issue 12).
 */
export function listingKey(listingId: number, client: string): string {
  return hashedKey(`${LEAD_KEY_PREFIX}listing:${listingId}`, client);
}
