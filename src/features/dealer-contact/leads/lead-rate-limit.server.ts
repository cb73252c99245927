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

/**
 * The counter of one visitor's requests of a service that is no question about a listing (issue
 * 17: financing, insurance), with LEAD_RATE_LIMIT_PER_IP's allowance on a counter of its own, as
 * the sell requests have (decision 024): asking for financing does not block a question to a dealer.
 */
export function serviceLeadKey(service: string, client: string): string {
  return hashedKey(`${LEAD_KEY_PREFIX}service:${service}`, client);
}
